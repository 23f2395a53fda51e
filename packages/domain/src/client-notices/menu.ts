/**
 * Menu manifest of 客户通知 and 开放文件: pages under 客户管理 (khgl, the customers' group).
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import type { AreaName, MenuNode } from '../menu.ts';

/** This area introduces no component-key prefix of its own: its pages are under khgl. */
export const areas: Readonly<Record<string, AreaName>> = {};

export const menus: readonly MenuNode[] = [
  {
    key: 'khgl.notice',
    parent: 'khgl',
    order: 20,
    path: '/khgl/notice',
    name: 'khglNotice',
    title: '客户通知',
    titleEn: 'Customer notices',
    component: 'khgl/NoticeList',
    keepAlive: true,
    buttons: [
      { action: 'khgl:notice:add', name: '新增' },
      { action: 'khgl:notice:edit', name: '编辑' },
      { action: 'khgl:notice:detail', name: '查看' },
      { action: 'khgl:notice:send', name: '发送' },
      { action: 'khgl:notice:delete', name: '删除' },
      { action: 'khgl:notice:export', name: '导出' },
      { action: 'khgl:notice:read', name: '阅读' },
    ],
  },
  {
    key: 'khgl.openedFile',
    parent: 'khgl',
    order: 30,
    path: '/khgl/openedFile',
    name: 'khglOpenedFile',
    title: '开放文件',
    titleEn: 'Opened files',
    component: 'khgl/OpenedFileList',
    keepAlive: true,
    buttons: [
      { action: 'khgl:openedFile:upload', name: '上传' },
      { action: 'khgl:openedFile:edit', name: '编辑' },
      { action: 'khgl:openedFile:download', name: '下载' },
      { action: 'khgl:openedFile:delete', name: '删除' },
    ],
  },
  {
    key: 'khgl.noticeAdd',
    parent: 'khgl',
    order: 60,
    path: '/khgl/notice/add',
    name: 'khglNoticeAdd',
    title: '新增客户通知',
    titleEn: 'New customer notice',
    component: 'khgl/NoticeAdd',
    hidden: true,
    noCache: true,
    activeMenu: '/khgl/notice',
  },
  {
    key: 'khgl.noticeEdit',
    parent: 'khgl',
    order: 70,
    path: '/khgl/notice/edit/:id',
    name: 'khglNoticeEdit',
    title: '客户通知',
    titleEn: 'Customer notice',
    component: 'khgl/NoticeEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/khgl/notice',
  },
];
