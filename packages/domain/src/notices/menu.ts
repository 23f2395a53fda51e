/**
 * Menu manifest of 消息通知 (xxtz): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  xxtz: { title: '消息通知', titleEn: 'Notices' },
};

export const menus: readonly MenuNode[] = [
  // 消息通知 — messages and notices (both list paths are permission gates, SPEC.md §6)
  {
    key: 'xxtz',
    parent: 'root.workbench',
    order: 160,
    path: '/xxtz',
    name: 'xxtz',
    title: '消息通知',
    titleEn: 'Messages and notices',
    icon: 'BellOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'xxtz.list',
    parent: 'xxtz',
    order: 10,
    path: '/xxtz/list',
    name: 'xxtzList',
    title: '我的消息',
    titleEn: 'Messages',
    component: 'xxtz/MessageList',
    keepAlive: true,
    buttons: [
      { action: 'xxtz:list:read', name: '标记已读' },
      { action: 'xxtz:list:delete', name: '删除' },
    ],
  },
  {
    key: 'xxtz.noticeList',
    parent: 'xxtz',
    order: 20,
    path: '/xxtz/noticeList',
    name: 'xxtzNoticeList',
    title: '通知公告',
    titleEn: 'Notices',
    component: 'xxtz/NoticeList',
    keepAlive: true,
    buttons: [
      { action: 'xxtz:noticeList:add', name: '发布' },
      { action: 'xxtz:noticeList:edit', name: '编辑' },
      { action: 'xxtz:noticeList:revoke', name: '撤回' },
      { action: 'xxtz:noticeList:delete', name: '删除' },
    ],
  },
  {
    key: 'xxtz.notice',
    parent: 'xxtz',
    order: 30,
    path: '/xxtz/notice/:Id',
    name: 'xxtzNotice',
    title: '通知详情',
    titleEn: 'Notice detail',
    component: 'xxtz/NoticeDetail',
    hidden: true,
    noCache: true,
    activeMenu: '/xxtz/noticeList',
  },
];
