/**
 * Menu manifest of 证书邮寄 (yjgl): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, openedFrom, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  yjgl: { title: '证书邮寄', titleEn: 'Certificate mail' },
};

export const menus: readonly MenuNode[] = [
  {
    key: 'zsfx.mailUpdate',
    parent: 'zsfx',
    order: 180,
    path: '/zsfx/mailUpdate/:id',
    name: 'zsfxMailUpdate',
    title: '邮寄修改',
    titleEn: 'Edit mailing',
    component: 'zsfx/MailEdit',
    ...openedFrom('/zsfx/search'),
  },
  {
    key: 'zsfx.mailAdd',
    parent: 'zsfx',
    order: 190,
    path: '/zsfx/mailAdd',
    name: 'zsfxMailAdd',
    title: '邮寄登记',
    titleEn: 'Register mailing',
    component: 'zsfx/MailEdit',
    ...openedFrom('/zsfx/search'),
  },
  // 证书邮寄 — certificate mail
  {
    key: 'yjgl',
    parent: 'root.workbench',
    order: 90,
    path: '/yjgl',
    name: 'yjgl',
    title: '证书邮寄',
    titleEn: 'Certificate mail',
    icon: 'MailOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'yjgl.mail',
    parent: 'yjgl',
    order: 10,
    path: '/yjgl/mail',
    name: 'yjglMail',
    title: '邮寄管理',
    titleEn: 'Mail records',
    component: 'yjgl/MailList',
    keepAlive: true,
    buttons: [
      { action: 'yjgl:mail:add', name: '登记' },
      { action: 'yjgl:mail:edit', name: '修改' },
      { action: 'yjgl:mail:sign', name: '签收' },
      { action: 'yjgl:mail:export', name: '导出' },
    ],
  },
  {
    key: 'yjgl.apply',
    parent: 'yjgl',
    order: 20,
    path: '/yjgl/apply',
    name: 'yjglApply',
    title: '邮寄申请',
    titleEn: 'Mail requests',
    component: 'yjgl/MailApplyList',
    keepAlive: true,
    buttons: [
      { action: 'yjgl:apply:add', name: '申请' },
      { action: 'yjgl:apply:edit', name: '修改' },
      { action: 'yjgl:apply:approve', name: '审批' },
    ],
  },
  {
    key: 'yjgl.mailUpdate',
    parent: 'yjgl',
    order: 30,
    path: '/yjgl/mailUpdate/:id',
    name: 'yjglMailUpdate',
    title: '邮寄修改',
    titleEn: 'Edit mailing',
    component: 'yjgl/MailEdit',
    ...openedFrom('/yjgl/mail'),
  },
  {
    key: 'yjgl.mailAdd',
    parent: 'yjgl',
    order: 40,
    path: '/yjgl/mailAdd',
    name: 'yjglMailAdd',
    title: '邮寄登记',
    titleEn: 'Register mailing',
    component: 'yjgl/MailEdit',
    ...openedFrom('/yjgl/mail'),
  },
  {
    key: 'yjgl.mailApply',
    parent: 'yjgl',
    order: 50,
    path: '/yjgl/mailApply',
    name: 'yjglMailApply',
    title: '邮寄申请',
    titleEn: 'Request mailing',
    component: 'yjgl/MailApplyEdit',
    ...openedFrom('/yjgl/apply'),
  },
  {
    key: 'yjgl.mailUpdateApply',
    parent: 'yjgl',
    order: 60,
    path: '/yjgl/mailUpdateApply/:id',
    name: 'yjglMailUpdateApply',
    title: '修改邮寄申请',
    titleEn: 'Edit mail request',
    component: 'yjgl/MailApplyEdit',
    ...openedFrom('/yjgl/apply'),
  },
];
