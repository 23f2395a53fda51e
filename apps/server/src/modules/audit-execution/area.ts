import { defineArea } from '../../platform/areas.ts';
import { auditExecutionRoutes } from './routes.ts';
import { seedAuditExecution } from './seed.ts';

export default defineArea({
  name: 'audit-execution',
  title: '审核项目',
  after: ['audit-programmes', 'auditors', 'customers'],
  routes: auditExecutionRoutes,
  seed: seedAuditExecution,
  tables: {
    project_executions: '审核项目执行',
    project_check_ins: '现场签到',
    project_meetings: '首末次会议',
    onsite_checklist_items: '现场审核文件检查单',
    nonconformities: '不符合项',
    nonconformity_events: '不符合项记录',
    special_approvals: '特殊审批',
  },
});
