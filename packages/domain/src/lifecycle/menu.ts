/**
 * Menu manifest of the certification cycle (zsfx, sys): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import type { AreaName, MenuNode } from '../menu.ts';

/** No area keys of its own: its pages join the certificates' and the system's (zsfx, sys). */
export const areas: Readonly<Record<string, AreaName>> = {};

export const menus: readonly MenuNode[] = [
  // What the lifecycle rules say is due or late (reports, suspensions ending): issue 20.
  {
    key: 'zsfx.due',
    parent: 'zsfx',
    order: 60,
    path: '/zsfx/due',
    name: 'zsfxDue',
    title: '期限待办',
    titleEn: 'Due list',
    component: 'zsfx/DueList',
    keepAlive: true,
  },
  {
    key: 'sys.calendar',
    parent: 'sys',
    order: 60,
    path: '/sys/calendar',
    name: 'sysCalendar',
    title: '工作日历',
    titleEn: 'Working-day calendar',
    component: 'sys/CalendarList',
    keepAlive: true,
    buttons: [
      { action: 'sys:calendar:add', name: '新增' },
      { action: 'sys:calendar:edit', name: '编辑' },
      { action: 'sys:calendar:delete', name: '删除' },
      { action: 'sys:calendar:import', name: '导入' },
      { action: 'sys:calendar:export', name: '导出' },
    ],
  },
  // The rule-set selection; saving needs sys:setting:edit like the system settings.
  {
    key: 'sys.lifecycleRule',
    parent: 'sys',
    order: 70,
    path: '/sys/lifecycleRule',
    name: 'sysLifecycleRule',
    title: '认证周期规则',
    titleEn: 'Certification cycle rules',
    component: 'sys/LifecycleRules',
    keepAlive: true,
  },
];
