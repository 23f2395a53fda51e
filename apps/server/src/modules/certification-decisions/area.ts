import { defineArea } from '../../platform/areas.ts';
import { certificationDecisionRoutes } from './routes.ts';
import { seedCertificationDecisions } from './seed.ts';

export default defineArea({
  name: 'certification-decisions',
  title: '技术审定与认证决定',
  after: ['audit-execution', 'audit-programmes', 'auditors', 'contract-review', 'customers', 'reference'],
  routes: certificationDecisionRoutes,
  seed: seedCertificationDecisions,
  tables: {
    technical_reviews: '技术审定',
    certification_decisions: '认证决定',
    certificate_tasks: '证书任务',
    certificate_number_counters: '证书编号流水号',
  },
});
