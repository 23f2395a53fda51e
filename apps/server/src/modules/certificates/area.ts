import { defineArea } from '../../platform/areas.ts';
import { certificateRoutes } from './routes.ts';
import { seedCertificates } from './seed.ts';
import { certificateStatistics } from './statistics.ts';

export default defineArea({
  name: 'certificates',
  title: '证书',
  routes: certificateRoutes,
  seed: seedCertificates,
  statistics: certificateStatistics,
  tables: {
    certificates: '证书',
  },
});
