import { defineArea } from '../../platform/areas.ts';
import { publicCheckRoutes } from './routes.ts';
import { seedPublicChecks } from './seed.ts';

/** The public checks of issue 19 (training certificates, historical projects, application materials) and 档案核查. */
export default defineArea({
  name: 'public-checks',
  title: '公开查询',
  routes: publicCheckRoutes,
  seed: seedPublicChecks,
  tables: { training_certificates: '培训证书' },
});
