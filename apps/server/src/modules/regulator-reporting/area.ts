import { defineArea } from '../../platform/areas.ts';
import { onAuditFinished } from '../audit-execution/door.ts';
import { onPlanChanged } from '../audit-programmes/door.ts';
import { provideDueItems } from '../lifecycle/door.ts';
import { regulatorDueItems } from './due.ts';
import { refreshPlanMarks, refreshProjectMarks, refreshResultMarksJob } from './marks.ts';
import { reportBatchRoutes } from './routes.ts';
import { seedRegulatorReporting } from './seed.ts';

// A finished audit's team rows are unreported from its transaction on (审核结果上报's marks).
onAuditFinished((tx, event) => refreshProjectMarks(tx, event.tenantId, [event.projectId]).then(() => {}));
// A plan's team or dates edited after its audit: its team rows follow in the same transaction.
onPlanChanged((tx, change) => refreshPlanMarks(tx, change.tenantId, change.planId).then(() => {}));
// Plans due before their first audit day and each month's team rows, in 期限待办 and the reminders.
provideDueItems(regulatorDueItems);

export default defineArea({
  name: 'regulator-reporting',
  title: '信息上报',
  // The areas whose doors it reads (the rows' sources) and whose demo data its demo batches need:
  // certificates (events), audit-execution (finished audits), finance (contract amounts), and through
  // them audit-programmes, auditors, customers and contract-review; service-certification (col 63,
  // the service area code of a service certificate).
  // auditor-pay's demo finishes audits too: the marks of the unreported team rows are computed after it.
  // lifecycle: its rules and calendar give the deadlines, and 期限待办 lists this area's (due.ts).
  after: [
    'certificates',
    'audit-execution',
    'finance',
    'auditors',
    'service-certification',
    'auditor-pay',
    'lifecycle',
  ],
  routes: reportBatchRoutes,
  seed: seedRegulatorReporting,
  jobs: () => [refreshResultMarksJob()],
  tables: {
    report_batches: '上报记录',
    report_batch_rows: '上报明细',
    report_code_maps: '上报代码对照',
    report_result_marks: '审核结果未上报标记',
    report_mark_refreshes: '未上报标记刷新时间',
  },
});
