import { defineArea } from '../../platform/areas.ts';
import { certificateRoutes } from './routes.ts';
import { seedCertificates } from './seed.ts';

export default defineArea({
  name: 'certificates',
  title: '证书',
  routes: certificateRoutes,
  seed: seedCertificates,
  tables: {
    certificates: '证书',
  },
});
