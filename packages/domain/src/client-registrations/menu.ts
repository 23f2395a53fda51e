/**
 * Menu manifest of 注册审核: a page under 客户管理 (khgl, the customers' group) where staff approve or
 * reject the companies' requests for a portal account (/user/register is public, outside the menu).
 */
import type { AreaName, MenuNode } from '../menu.ts';

/** This area introduces no component-key prefix of its own: its page is under khgl. */
export const areas: Readonly<Record<string, AreaName>> = {};

export const menus: readonly MenuNode[] = [
  {
    key: 'khgl.registration',
    parent: 'khgl',
    order: 35,
    path: '/khgl/registration',
    name: 'khglRegistration',
    title: '注册审核',
    titleEn: 'Registrations',
    component: 'khgl/RegistrationList',
    keepAlive: true,
    buttons: [
      { action: 'khgl:registration:detail', name: '查看' },
      { action: 'khgl:registration:approve', name: '通过' },
      { action: 'khgl:registration:reject', name: '驳回' },
      { action: 'khgl:registration:export', name: '导出' },
    ],
  },
];
