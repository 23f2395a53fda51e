import { defineArea } from '../../platform/areas.ts';
import { serviceCertificationRoutes } from './routes.ts';
import { seedServiceProjects } from './seed.ts';

/**
 * 服务认证 (issue 37): after-sales service certification projects (GB/T 27922, certificate type C)
 * through their stages, with the evaluation sheet, its report and the certificate printing the grade.
 */
export default defineArea({
  name: 'service-certification',
  title: '服务认证',
  after: ['certificates'],
  routes: serviceCertificationRoutes,
  seed: seedServiceProjects,
  tables: { service_projects: '服务认证项目' },
});
