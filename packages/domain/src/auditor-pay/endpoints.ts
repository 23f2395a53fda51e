/**
 * The 劳务与薪酬 endpoints: where each is and who may call it. Their request and response schemas
 * are `auditorPaySchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { LABOUR_ACCESS as A } from './access.ts';
import type { auditorPaySchemas } from './contract.ts';

export const auditorPayEndpoints = defineEndpoints<typeof auditorPaySchemas>()({
  calculateLabourFee: {
    method: 'POST',
    path: '/labour/fee/calculate',
    access: A.calculate,
    summary: '按劳务费标准计算审核组劳务费',
  },
  calculateLabourTax: {
    method: 'POST',
    path: '/labour/tax/calculate',
    access: A.calculate,
    summary: '计算劳务报酬所得个人所得税',
  },
  getLabourTariff: {
    method: 'GET',
    path: '/labour/tariff',
    access: [...A.read, ...A.tariff],
    summary: '劳务费标准（现行及历史版本）',
  },
  saveLabourTariff: {
    method: 'POST',
    path: '/labour/tariff/save',
    access: A.tariff,
    summary: '保存劳务费标准新版本',
  },
  listLabourFees: { method: 'GET', path: '/labour/fee/list', access: A.read, summary: '劳务费列表' },
  getLabourFee: { method: 'GET', path: '/labour/fee/queryById', access: A.read, summary: '劳务费详情' },
  addLabourFee: {
    method: 'POST',
    path: '/labour/fee/add',
    access: A.add,
    summary: '登记劳务费（计划外工作）',
  },
  editLabourFee: { method: 'PUT', path: '/labour/fee/edit', access: A.edit, summary: '编辑劳务费（草稿）' },
  submitLabourFee: { method: 'POST', path: '/labour/fee/submit', access: A.submit, summary: '提交劳务费' },
  deleteLabourFee: {
    method: 'DELETE',
    path: '/labour/fee/delete',
    access: A.delete,
    summary: '删除劳务费（草稿）',
  },
  exportLabourFees: { method: 'GET', path: '/labour/fee/exportXls', access: A.export, summary: '导出劳务费' },
  listLabourSettlements: {
    method: 'GET',
    path: '/cwgl/labourFee/list',
    access: A.settle,
    summary: '劳务费结算（按月份和审核员）',
  },
  listSettlementFees: {
    method: 'GET',
    path: '/cwgl/labourFee/fees',
    access: A.settle,
    summary: '一名审核员一个月的劳务费明细',
  },
  approveLabourFees: {
    method: 'POST',
    path: '/cwgl/labourFee/audit',
    access: A.audit,
    summary: '审核一名审核员一个月已提交的劳务费',
  },
  rejectLabourFee: { method: 'POST', path: '/cwgl/labourFee/reject', access: A.audit, summary: '退回劳务费' },
  payLabourFees: {
    method: 'POST',
    path: '/cwgl/labourFee/pay',
    access: A.pay,
    summary: '发放一名审核员一个月已审核的劳务费',
  },
  exportLabourSettlements: {
    method: 'GET',
    path: '/cwgl/labourFee/exportXls',
    access: A.settleExport,
    summary: '导出劳务费结算（明细及每人月度表）',
  },
  listSalarySlips: { method: 'GET', path: '/cwgl/salary/list', access: A.salaryRead, summary: '工资条列表' },
  importSalarySlips: {
    method: 'POST',
    path: '/cwgl/salary/importExcel',
    access: A.salaryImport,
    summary: '从 Excel 导入工资条（全部成功或全部不导入）',
  },
  buildSalarySlips: {
    method: 'POST',
    path: '/cwgl/salary/build',
    access: A.salaryImport,
    summary: '按当月劳务费和补贴生成工资条',
  },
  sendSalarySlips: {
    method: 'POST',
    path: '/cwgl/salary/send',
    access: A.salarySend,
    summary: '发送当月工资条',
  },
  exportSalarySlips: {
    method: 'GET',
    path: '/cwgl/salary/exportXls',
    access: A.salaryExport,
    summary: '导出工资条',
  },
  listMyLabourFees: { method: 'GET', path: '/auditorZone/fee/list', access: A.myFees, summary: '我的费用' },
  confirmMyLabourFee: {
    method: 'POST',
    path: '/auditorZone/fee/confirm',
    access: A.myFeeConfirm,
    summary: '确认我的劳务费',
  },
  queryMyLabourFee: {
    method: 'POST',
    path: '/auditorZone/fee/query',
    access: A.myFeeConfirm,
    summary: '对我的劳务费提出疑问',
  },
  exportMyLabourFees: {
    method: 'GET',
    path: '/auditorZone/fee/exportXls',
    access: A.myFeeExport,
    summary: '导出我的费用',
  },
  listMySalarySlips: {
    method: 'GET',
    path: '/auditorZone/salary/list',
    access: A.mySlips,
    summary: '我的工资条',
  },
  confirmMySalarySlip: {
    method: 'POST',
    path: '/auditorZone/salary/confirm',
    access: A.mySlips,
    summary: '确认我的工资条',
  },
});
