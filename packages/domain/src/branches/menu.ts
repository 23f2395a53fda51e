/**
 * Menu manifest of 分公司 under 财务 (cwgl), in settlement's group 结算管理: the branch list, its
 * overview and its add/edit pages. The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import type { AreaName, MenuNode } from '../menu.ts';

/** This area introduces no component-key prefix of its own: its pages are under cwgl (finance). */
export const areas: Readonly<Record<string, AreaName>> = {};

export const menus: readonly MenuNode[] = [
  {
    key: 'cwgl.branch',
    parent: 'cwgl.settleGroup',
    order: 30,
    path: '/cwgl/branch',
    name: 'cwglBranch',
    title: '分公司',
    titleEn: 'Branch companies',
    component: 'cwgl/BranchList',
    keepAlive: true,
    buttons: [
      { action: 'cwgl:branch:add', name: '新增' },
      { action: 'cwgl:branch:edit', name: '编辑' },
      { action: 'cwgl:branch:delete', name: '删除' },
      { action: 'cwgl:branch:detail', name: '概况' },
      { action: 'cwgl:branch:export', name: '导出' },
    ],
  },
  {
    key: 'cwgl.branchBrief',
    parent: 'cwgl.settleGroup',
    order: 70,
    path: '/cwgl/branchbrief/:id',
    name: 'cwglBranchBrief',
    title: '分公司概况',
    titleEn: 'Branch overview',
    component: 'cwgl/BranchBrief',
    hidden: true,
    noCache: true,
    activeMenu: '/cwgl/branch',
  },
  {
    key: 'cwgl.branchAdd',
    parent: 'cwgl.settleGroup',
    order: 80,
    path: '/cwgl/branch/add',
    name: 'cwglBranchAdd',
    title: '新增分公司',
    titleEn: 'New branch company',
    component: 'cwgl/BranchAdd',
    hidden: true,
    noCache: true,
    activeMenu: '/cwgl/branch',
  },
  {
    key: 'cwgl.branchEdit',
    parent: 'cwgl.settleGroup',
    order: 90,
    path: '/cwgl/branch/edit/:id/:editable',
    name: 'cwglBranchEdit',
    title: '编辑分公司',
    titleEn: 'Edit branch company',
    component: 'cwgl/BranchEdit',
    hidden: true,
    noCache: true,
    activeMenu: '/cwgl/branch',
  },
];
