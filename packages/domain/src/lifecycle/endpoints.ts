/**
 * The lifecycle endpoints — 工作日历 (/sys/calendar/…) and 认证周期规则 (/sys/lifecycle/…): where each
 * is and who may call it. Their request and response schemas are `lifecycleSchemas` (contract.ts);
 * only their types are imported here, so the web reads this table without pulling zod into its pages
 * (common/endpoints.ts). Reading is open to every signed-in user (deadlines are shown everywhere).
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { CALENDAR_ACCESS as A, LIFECYCLE_RULES_ACCESS } from './access.ts';
import type { lifecycleSchemas } from './contract.ts';

export const lifecycleEndpoints = defineEndpoints<typeof lifecycleSchemas>()({
  listCalendarDays: get('/sys/calendar/list', 'signedIn', '工作日历：一年的放假和调休上班日'),
  addCalendarDay: post('/sys/calendar/add', A.add, '新增放假或调休日'),
  editCalendarDay: put('/sys/calendar/edit', A.edit, '修改放假或调休日'),
  deleteCalendarDay: del('/sys/calendar/delete', A.remove, '删除放假或调休日'),
  exportCalendarDays: get('/sys/calendar/exportXls', A.export, '导出一年的工作日历'),
  importCalendarDays: post(
    '/sys/calendar/importExcel',
    A.import,
    '从 Excel 导入放假和调休日（全部成功或全部不导入）',
  ),
  getLifecycleRules: get('/sys/lifecycle/rules', 'signedIn', '认证周期规则：可选规则集与本机构的选择'),
  listLifecycleDue: get(
    '/sys/lifecycle/due',
    'signedIn',
    '待办期限：按规则到期或逾期的事项（上报、暂停期满）',
  ),
  saveLifecycleRules: put('/sys/lifecycle/rules', LIFECYCLE_RULES_ACCESS.edit, '保存认证周期规则的选择'),
});
