/**
 * Menu manifest of 客户管理 (khgl): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  khgl: { title: '客户管理', titleEn: 'Customers' },
};

export const menus: readonly MenuNode[] = [
  // 客户管理 — customers
  {
    key: 'khgl',
    parent: 'root.workbench',
    order: 110,
    path: '/khgl',
    name: 'khgl',
    title: '客户管理',
    titleEn: 'Customers',
    icon: 'ShopOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'khgl.enterprise',
    parent: 'khgl',
    order: 10,
    path: '/khgl/enterprise',
    name: 'khglEnterprise',
    title: '企业客户',
    titleEn: 'Enterprises',
    component: 'khgl/EnterpriseList',
    keepAlive: true,
    buttons: [
      { action: 'khgl:enterprise:add', name: '新增' },
      { action: 'khgl:enterprise:edit', name: '编辑' },
      { action: 'khgl:enterprise:detail', name: '查看' },
      { action: 'khgl:enterprise:delete', name: '删除' },
      { action: 'khgl:enterprise:export', name: '导出' },
    ],
  },
  {
    key: 'khgl.enterpriseAdd',
    parent: 'khgl',
    order: 40,
    path: '/khgl/enterprise/add',
    name: 'khglEnterpriseAdd',
    title: '新增企业',
    titleEn: 'New enterprise',
    component: 'khgl/EnterpriseEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/khgl/enterprise',
  },
  {
    key: 'khgl.enterpriseEdit',
    parent: 'khgl',
    order: 50,
    path: '/khgl/enterprise/edit/:enterpriseId/:edit',
    name: 'khglEnterpriseEdit',
    title: '企业信息',
    titleEn: 'Enterprise',
    component: 'khgl/EnterpriseEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/khgl/enterprise',
  },
];
