import { defineArea } from '../../platform/areas.ts';
import { provideServiceSheets } from '../certification-decisions/door.ts';
import { onContractApproved } from '../contract-review/door.ts';
import { projectsFromContract, serviceSheetsForDecisions } from './lifecycle-link.ts';
import { serviceCertificationRoutes } from './routes.ts';
import { seedServiceProjects } from './seed.ts';

/**
 * 服务认证 (issue 37): after-sales service certification projects (GB/T 27922, certificate type C)
 * through their stages, with the evaluation sheet, its report and the certificate printing the grade.
 */
// A GB/T 27922 item of an approved contract gets its service project (the audit's evaluation sheet),
// and its decision passes only on that sheet (lifecycle-link.ts).
onContractApproved(projectsFromContract);
provideServiceSheets(serviceSheetsForDecisions);

export default defineArea({
  name: 'service-certification',
  title: '服务认证',
  // The lifecycle it is part of (contract review's hook, the decisions' port), the certificates it
  // reads back, and the enterprises it names.
  after: ['certificates', 'certification-decisions', 'contract-review', 'customers'],
  routes: serviceCertificationRoutes,
  seed: seedServiceProjects,
  tables: { service_projects: '服务认证项目' },
});
