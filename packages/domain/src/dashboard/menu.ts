/**
 * Menu manifest of 工作台 and 首页 (dashboard): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  dashboard: { title: '首页', titleEn: 'Home' },
};

export const menus: readonly MenuNode[] = [
  {
    key: 'root.workbench',
    parent: null,
    order: 10,
    path: '/workbench',
    name: 'workbench',
    title: '工作台',
    titleEn: 'Workbench',
    icon: 'DesktopOutlined',
    component: ROUTE_VIEW,
    redirect: '/index',
    alwaysShow: true,
  },
  {
    key: 'dashboard.index',
    parent: 'root.workbench',
    order: 10,
    path: '/index',
    name: 'index',
    title: '首页',
    titleEn: 'Home',
    icon: 'HomeOutlined',
    component: 'dashboard/Home',
    affix: true,
    keepAlive: true,
    buttons: [{ action: 'dashboard:index:statistics', name: '业务统计概览' }],
  },
];
