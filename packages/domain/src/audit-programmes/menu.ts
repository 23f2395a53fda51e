/**
 * Menu manifest of 审核方案 (shfa): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  shfa: { title: '审核方案', titleEn: 'Audit programmes' },
};

export const menus: readonly MenuNode[] = [
  // 审核方案 — audit programmes, plan assignment, abort
  {
    key: 'shfa',
    parent: 'root.workbench',
    order: 40,
    path: '/shfa',
    name: 'shfa',
    title: '审核方案',
    titleEn: 'Audit programmes',
    icon: 'ScheduleOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'shfa.scheme',
    parent: 'shfa',
    order: 10,
    path: '/shfa/scheme',
    name: 'shfaScheme',
    title: '方案管理',
    titleEn: 'Programmes',
    component: 'shfa/SchemeList',
    keepAlive: true,
    buttons: [
      { action: 'shfa:scheme:add', name: '新增' },
      { action: 'shfa:scheme:edit', name: '编辑' },
      { action: 'shfa:scheme:detail', name: '查看' },
      { action: 'shfa:scheme:export', name: '导出' },
    ],
  },
  {
    key: 'shfa.planAssign',
    parent: 'shfa',
    order: 20,
    path: '/shfa/planAssign',
    name: 'shfaPlanAssign',
    title: '计划分派',
    titleEn: 'Plan assignment',
    component: 'shfa/PlanAssignList',
    keepAlive: true,
    buttons: [
      { action: 'shfa:planAssign:detail', name: '查看' },
      { action: 'shfa:planAssign:assign', name: '分派' },
      { action: 'shfa:planAssign:approve', name: '审批' },
      { action: 'shfa:planAssign:notice', name: '审核通知' },
      { action: 'shfa:planAssign:export', name: '导出' },
    ],
  },
  {
    key: 'shfa.abort',
    parent: 'shfa',
    order: 30,
    path: '/shfa/abort',
    name: 'shfaAbort',
    title: '项目终止',
    titleEn: 'Aborted projects',
    component: 'shfa/AbortList',
    keepAlive: true,
    buttons: [
      { action: 'shfa:abort:abort', name: '终止' },
      { action: 'shfa:abort:detail', name: '查看' },
    ],
  },
  {
    key: 'shfa.schemeEdit',
    parent: 'shfa',
    order: 40,
    path: '/shfa/scheme/:modify/:Id',
    name: 'shfaSchemeEdit',
    title: '审核方案编辑',
    titleEn: 'Edit programme',
    component: 'shfa/SchemeEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/shfa/scheme',
  },
  // 审核员专区 (auditors/menu.ts): the auditor's tasks and calendar, pages of this area
  {
    key: 'auditorZone.myTask',
    parent: 'auditorZone',
    order: 10,
    path: '/auditorZone/myTask',
    name: 'auditorZoneMyTask',
    title: '我的审核任务',
    titleEn: 'My audit tasks',
    component: 'auditorZone/MyTaskList',
    keepAlive: true,
    buttons: [
      { action: 'auditorZone:myTask:confirm', name: '确认任务' },
      { action: 'auditorZone:myTask:upload', name: '上传资料' },
      { action: 'auditorZone:myTask:change', name: '申请变更' },
    ],
  },
  {
    key: 'auditorZone.schedule',
    parent: 'auditorZone',
    order: 20,
    path: '/auditorZone/schedule',
    name: 'auditorZoneSchedule',
    title: '审核日程',
    titleEn: 'Audit calendar',
    component: 'auditorZone/Schedule',
    keepAlive: true,
    buttons: [{ action: 'auditorZone:schedule:edit', name: '设置日程' }],
  },
];
