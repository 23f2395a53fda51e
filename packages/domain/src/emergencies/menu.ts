/**
 * Menu manifest of 应急 (yjxy): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  yjxy: { title: '应急响应', titleEn: 'Emergencies' },
};

export const menus: readonly MenuNode[] = [
  {
    key: 'root.yjxy',
    parent: null,
    order: 40,
    path: '/yjxy',
    name: 'yjxy',
    title: '应急',
    titleEn: 'Emergency',
    icon: 'AlertOutlined',
    component: ROUTE_VIEW,
    alwaysShow: true,
  },
  {
    key: 'yjxy.event',
    parent: 'root.yjxy',
    order: 10,
    path: '/yjxy/event',
    name: 'yjxyEvent',
    title: '应急事件',
    titleEn: 'Emergency events',
    icon: 'ThunderboltOutlined',
    component: 'yjxy/EventList',
    keepAlive: true,
    buttons: [
      { action: 'yjxy:event:add', name: '新增' },
      { action: 'yjxy:event:edit', name: '编辑' },
      { action: 'yjxy:event:notice', name: '发送通知' },
      { action: 'yjxy:event:delete', name: '删除' },
      { action: 'yjxy:event:detail', name: '详情' },
      { action: 'yjxy:event:export', name: '导出' },
      { action: 'yjxy:event:postpone', name: '延期/延长有效期' },
    ],
  },
  {
    key: 'yjxy.emerAdd',
    parent: 'root.yjxy',
    order: 20,
    path: '/yjxy/emerAdd',
    name: 'yjxyEmerAdd',
    title: '新增应急事件',
    titleEn: 'New emergency event',
    component: 'yjxy/EmergencyEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/yjxy/event',
  },
  {
    key: 'yjxy.emerUpdate',
    parent: 'root.yjxy',
    order: 30,
    path: '/yjxy/emerUpdate/:id',
    name: 'yjxyEmerUpdate',
    title: '编辑应急事件',
    titleEn: 'Edit emergency event',
    component: 'yjxy/EmergencyEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/yjxy/event',
  },
  {
    key: 'yjxy.emerNotice',
    parent: 'root.yjxy',
    order: 40,
    path: '/yjxy/emerNotice/:id',
    name: 'yjxyEmerNotice',
    title: '应急通知',
    titleEn: 'Emergency notice',
    component: 'yjxy/EmergencyNotice',
    hidden: true,
    noCache: true,
    activeMenu: '/yjxy/event',
  },
];
