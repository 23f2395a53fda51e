import { defineArea } from '../../platform/areas.ts';
import { certificateMailRoutes } from './routes.ts';
import { seedCertificateMails } from './seed.ts';

export default defineArea({
  name: 'certificate-mail',
  title: '证书邮寄',
  after: ['certificates'],
  routes: certificateMailRoutes,
  seed: seedCertificateMails,
  tables: { certificate_mails: '证书邮寄' },
});
