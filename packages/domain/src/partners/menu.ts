/**
 * Menu manifest of 合作方 (hzf): its menu nodes and their buttons.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  hzf: { title: '合作方', titleEn: 'Partners' },
};

export const menus: readonly MenuNode[] = [
  // 合作方 — partners
  {
    key: 'hzf',
    parent: 'root.workbench',
    order: 120,
    path: '/hzf',
    name: 'hzf',
    title: '合作方',
    titleEn: 'Partners',
    icon: 'ClusterOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'hzf.partner',
    parent: 'hzf',
    order: 10,
    path: '/hzf/partner',
    name: 'hzfPartner',
    title: '合作方管理',
    titleEn: 'Partners',
    component: 'hzf/PartnerList',
    keepAlive: true,
    buttons: [
      { action: 'hzf:partner:add', name: '新增' },
      { action: 'hzf:partner:edit', name: '编辑' },
      { action: 'hzf:partner:delete', name: '删除' },
      { action: 'hzf:partner:detail', name: '详情' },
      { action: 'hzf:partner:export', name: '导出' },
    ],
  },
  {
    key: 'hzf.partnerAdd',
    parent: 'hzf',
    order: 20,
    path: '/hzf/partner/add',
    name: 'hzfPartnerAdd',
    title: '新增合作方',
    titleEn: 'New partner',
    component: 'hzf/PartnerAdd',
    hidden: true,
    activeMenu: '/hzf/partner',
    noCache: true,
  },
  {
    key: 'hzf.partnerEdit',
    parent: 'hzf',
    order: 30,
    path: '/hzf/partner/edit/:id/:edit',
    name: 'hzfPartnerEdit',
    title: '合作方详情',
    titleEn: 'Partner details',
    component: 'hzf/PartnerEdit',
    hidden: true,
    activeMenu: '/hzf/partner',
  },
];
