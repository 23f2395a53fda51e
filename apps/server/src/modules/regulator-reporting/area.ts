import { defineArea } from '../../platform/areas.ts';
import { reportBatchRoutes } from './routes.ts';
import { seedRegulatorReporting } from './seed.ts';

export default defineArea({
  name: 'regulator-reporting',
  title: '信息上报',
  // The areas whose doors it reads (the rows' sources) and whose demo data its demo batches need:
  // certificates (events), audit-execution (finished audits), finance (contract amounts), and through
  // them audit-programmes, auditors, customers and contract-review; service-certification (col 63,
  // the service area code of a service certificate).
  after: ['certificates', 'audit-execution', 'finance', 'auditors', 'service-certification'],
  routes: reportBatchRoutes,
  seed: seedRegulatorReporting,
  tables: { report_batches: '上报记录', report_batch_rows: '上报明细', report_code_maps: '上报代码对照' },
});
