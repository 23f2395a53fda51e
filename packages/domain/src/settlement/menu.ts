/**
 * Menu manifest of 结算管理 under 财务 (cwgl): 结算价, 毛利分析 and their pages
 * (分公司 is the branches area's: packages/domain/src/branches/menu.ts, under this group).
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** This area introduces no component-key prefix of its own: its pages are under cwgl (finance). */
export const areas: Readonly<Record<string, AreaName>> = {};

export const menus: readonly MenuNode[] = [
  {
    key: 'cwgl.settleGroup',
    parent: 'root.cwgl',
    order: 30,
    path: '/cwgl/settle',
    name: 'cwglSettle',
    title: '结算管理',
    titleEn: 'Settlement',
    icon: 'CalculatorOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'cwgl.settlement',
    parent: 'cwgl.settleGroup',
    order: 10,
    path: '/cwgl/settlement',
    name: 'cwglSettlement',
    title: '结算价',
    titleEn: 'Settlement prices',
    component: 'cwgl/SettlementList',
    keepAlive: true,
    buttons: [
      { action: 'cwgl:settlement:add', name: '新增' },
      { action: 'cwgl:settlement:audit', name: '审核' },
      { action: 'cwgl:settlement:detail', name: '查看' },
      { action: 'cwgl:settlement:export', name: '导出' },
      { action: 'cwgl:settlement:formula', name: '结算公式' },
    ],
  },
  {
    key: 'cwgl.grossMargin',
    parent: 'cwgl.settleGroup',
    order: 20,
    path: '/cwgl/grossMargin',
    name: 'cwglGrossMargin',
    title: '毛利分析',
    titleEn: 'Gross margin',
    component: 'cwgl/GrossMarginList',
    keepAlive: true,
    buttons: [
      { action: 'cwgl:grossMargin:detail', name: '明细' },
      { action: 'cwgl:grossMargin:export', name: '导出' },
    ],
  },
  {
    key: 'cwgl.settlementDetail',
    parent: 'cwgl.settleGroup',
    order: 40,
    path: '/cwgl/settlement/detail/:id',
    name: 'cwglSettlementDetail',
    title: '结算详情',
    titleEn: 'Settlement detail',
    component: 'cwgl/SettlementDetail',
    hidden: true,
    noCache: true,
    activeMenu: '/cwgl/settlement',
  },
  {
    key: 'cwgl.settlementAdd',
    parent: 'cwgl.settleGroup',
    order: 50,
    path: '/cwgl/settlement/add',
    name: 'cwglSettlementAdd',
    title: '新增结算',
    titleEn: 'New settlement',
    component: 'cwgl/SettlementAdd',
    hidden: true,
    noCache: true,
    activeMenu: '/cwgl/settlement',
  },
  {
    key: 'cwgl.settlementAudit',
    parent: 'cwgl.settleGroup',
    order: 60,
    path: '/cwgl/settlement/audit/:id/:viewType',
    name: 'cwglSettlementAudit',
    title: '结算审核',
    titleEn: 'Review settlement',
    component: 'cwgl/SettlementAudit',
    hidden: true,
    noCache: true,
    activeMenu: '/cwgl/settlement',
  },
];
