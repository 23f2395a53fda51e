/**
 * Menu manifest of 劳务与薪酬 under 财务 (cwgl, labour) and the auditor zone's 我的费用 and 我的工资条.
 * The server's catalogue merges every area's manifest (src/menu.ts says how).
 */
import { type AreaName, type MenuNode, ROUTE_VIEW } from '../menu.ts';

/** The area keys (component-key prefixes) of this area, with their names. */
export const areas: Readonly<Record<string, AreaName>> = {
  labour: { title: '劳务费', titleEn: 'Labour fees' },
};

export const menus: readonly MenuNode[] = [
  {
    key: 'cwgl.labourGroup',
    parent: 'root.cwgl',
    order: 40,
    path: '/cwgl/pay',
    name: 'cwglPay',
    title: '劳务与薪酬',
    titleEn: 'Labour fees and pay',
    icon: 'WalletOutlined',
    component: ROUTE_VIEW,
  },
  {
    key: 'labour.fee',
    parent: 'cwgl.labourGroup',
    order: 10,
    path: '/labour/fee',
    name: 'labourFee',
    title: '劳务费登记',
    titleEn: 'Labour fee entries',
    component: 'labour/FeeList',
    keepAlive: true,
    buttons: [
      { action: 'labour:fee:add', name: '新增' },
      { action: 'labour:fee:edit', name: '编辑' },
      { action: 'labour:fee:submit', name: '提交' },
      { action: 'labour:fee:delete', name: '删除' },
      { action: 'labour:tariff:edit', name: '劳务费标准' },
    ],
  },
  {
    key: 'cwgl.labourFee',
    parent: 'cwgl.labourGroup',
    order: 20,
    path: '/cwgl/labourFee',
    name: 'cwglLabourFee',
    title: '劳务费结算',
    titleEn: 'Labour fee settlement',
    component: 'cwgl/LabourFeeList',
    keepAlive: true,
    buttons: [
      { action: 'cwgl:labourFee:audit', name: '审核' },
      { action: 'cwgl:labourFee:pay', name: '发放' },
      { action: 'cwgl:labourFee:export', name: '导出' },
    ],
  },
  {
    key: 'cwgl.salary',
    parent: 'cwgl.labourGroup',
    order: 30,
    path: '/cwgl/salary',
    name: 'cwglSalary',
    title: '工资条',
    titleEn: 'Salary slips',
    component: 'cwgl/SalaryList',
    keepAlive: true,
    buttons: [
      { action: 'cwgl:salary:import', name: '导入' },
      { action: 'cwgl:salary:send', name: '发送' },
      { action: 'cwgl:salary:export', name: '导出' },
    ],
  },
  {
    key: 'labour.feeAdd',
    parent: 'cwgl.labourGroup',
    order: 40,
    path: '/labourFee/add',
    name: 'labourFeeAdd',
    title: '新增劳务费',
    titleEn: 'New labour fee',
    component: 'labour/FeeAdd',
    hidden: true,
    noCache: true,
    activeMenu: '/labour/fee',
  },
  {
    key: 'auditorZone.fee',
    parent: 'auditorZone',
    order: 60,
    path: '/auditorZone/fee',
    name: 'auditorZoneFee',
    title: '我的费用',
    titleEn: 'My fees',
    component: 'auditorZone/FeeList',
    keepAlive: true,
    buttons: [
      { action: 'auditorZone:fee:confirm', name: '确认' },
      { action: 'auditorZone:fee:export', name: '导出' },
    ],
  },
  {
    key: 'auditorZone.salary',
    parent: 'auditorZone',
    order: 70,
    path: '/auditorZone/salary',
    name: 'auditorZoneSalary',
    title: '我的工资条',
    titleEn: 'My salary slips',
    component: 'auditorZone/SalaryList',
    keepAlive: true,
    buttons: [{ action: 'auditorZone:salary:confirm', name: '确认' }],
  },
];
