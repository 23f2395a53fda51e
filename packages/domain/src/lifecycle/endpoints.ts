/**
 * The lifecycle endpoints — 工作日历 (/sys/calendar/…) and 认证周期规则 (/sys/lifecycle/…): where each
 * is and who may call it. Their request and response schemas are `lifecycleSchemas` (contract.ts);
 * only their types are imported here, so the web reads this table without pulling zod into its pages
 * (common/endpoints.ts). Reading is open to every signed-in user (deadlines are shown everywhere).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { CALENDAR_ACCESS as A, LIFECYCLE_RULES_ACCESS } from './access.ts';
import type { lifecycleSchemas } from './contract.ts';

export const lifecycleEndpoints = defineEndpoints<typeof lifecycleSchemas>()({
  listCalendarDays: {
    method: 'GET',
    path: '/sys/calendar/list',
    access: 'signedIn',
    summary: '工作日历：一年的放假和调休上班日',
  },
  addCalendarDay: { method: 'POST', path: '/sys/calendar/add', access: A.add, summary: '新增放假或调休日' },
  editCalendarDay: { method: 'PUT', path: '/sys/calendar/edit', access: A.edit, summary: '修改放假或调休日' },
  deleteCalendarDay: {
    method: 'DELETE',
    path: '/sys/calendar/delete',
    access: A.remove,
    summary: '删除放假或调休日',
  },
  exportCalendarDays: {
    method: 'GET',
    path: '/sys/calendar/exportXls',
    access: A.export,
    summary: '导出一年的工作日历',
  },
  importCalendarDays: {
    method: 'POST',
    path: '/sys/calendar/importExcel',
    access: A.import,
    summary: '从 Excel 导入放假和调休日（全部成功或全部不导入）',
  },
  getLifecycleRules: {
    method: 'GET',
    path: '/sys/lifecycle/rules',
    access: 'signedIn',
    summary: '认证周期规则：可选规则集与本机构的选择',
  },
  listLifecycleDue: {
    method: 'GET',
    path: '/sys/lifecycle/due',
    access: 'signedIn',
    summary: '待办期限：按规则到期或逾期的事项（上报、暂停期满）',
  },
  saveLifecycleRules: {
    method: 'PUT',
    path: '/sys/lifecycle/rules',
    access: LIFECYCLE_RULES_ACCESS.edit,
    summary: '保存认证周期规则的选择',
  },
});
