import { defineArea } from '../../platform/areas.ts';
import { publicCheckRoutes } from './routes.ts';
import { seedPublicChecks } from './seed.ts';
import { trainingCertificateRoutes } from './training-routes.ts';

/**
 * The public checks of issue 19 (training certificates, historical projects, application materials),
 * 档案核查, and the staff's 培训证书管理 (证书管理 › 培训证书) of the certificates the public check answers.
 */
export default defineArea({
  name: 'public-checks',
  title: '公开查询',
  after: ['applications', 'audit-execution', 'audit-programmes', 'auditors', 'certificates', 'customers'],
  routes: (services) => async (app) => {
    await app.register(publicCheckRoutes(services));
    await app.register(trainingCertificateRoutes(services));
  },
  seed: seedPublicChecks,
  tables: { training_certificates: '培训证书' },
});
