import { defineArea } from '../../platform/areas.ts';
import { onAuditFinished } from '../audit-execution/door.ts';
import { onAuditorRenamed } from '../auditors/door.ts';
import { feesOnAuditFinished } from './generation.ts';
import { renameAuditorInGroups } from './repository.ts';
import { labourRoutes } from './routes.ts';
import { seedAuditorPay } from './seed.ts';

// The team's labour fees are written in the transaction that finishes the plan's last on-site audit.
onAuditFinished(feesOnAuditFinished);
// 劳务费结算's groups keep the auditor's name (their list's order and filter): renamed with the auditor.
onAuditorRenamed(renameAuditorInGroups);

export default defineArea({
  name: 'auditor-pay',
  title: '劳务与薪酬',
  // The doors it reads (plans and teams, executions, auditors, contracts, clients) and the demo
  // audits its seed computes fees for.
  after: ['audit-execution', 'audit-programmes', 'auditors', 'contract-review', 'customers'],
  routes: labourRoutes,
  seed: seedAuditorPay,
  tables: {
    labour_tariffs: '劳务费标准',
    labour_fees: '劳务费',
    labour_fee_payments: '劳务费发放',
    salary_slips: '工资条',
  },
});
