/**
 * The 财务管理 (cwgl) endpoints: where each is and who may call it. Their request and response
 * schemas are `financeSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import {
  PAYMENT_ACCESS as A,
  BILL_ACCESS as B,
  INVOICE_ACCESS as I,
  PAYMENT_APPLY_ACCESS as P,
  RECEIVABLE_ACCESS as R,
} from './access.ts';
import type { financeSchemas } from './contract.ts';

export const financeEndpoints = defineEndpoints<typeof financeSchemas>()({
  listReceivables: { method: 'GET', path: '/cwgl/receivable/list', access: R.read, summary: '应收款列表' },
  exportReceivables: {
    method: 'GET',
    path: '/cwgl/receivable/exportXls',
    access: R.export,
    summary: '导出应收款',
  },
  listPayers: {
    method: 'GET',
    path: '/cwgl/payment/payers',
    access: A.pick,
    summary: '付款企业候选（有应收款的客户企业）',
  },
  listPayments: { method: 'GET', path: '/cwgl/payment/list', access: A.read, summary: '收款登记列表' },
  getPayment: { method: 'GET', path: '/cwgl/payment/queryById', access: A.read, summary: '收款登记详情' },
  getPaymentHistory: {
    method: 'GET',
    path: '/cwgl/payment/history',
    access: A.read,
    summary: '收款登记的变更记录（含关联）',
  },
  addPayment: { method: 'POST', path: '/cwgl/payment/add', access: A.add, summary: '新增收款登记' },
  editPayment: { method: 'PUT', path: '/cwgl/payment/edit', access: A.edit, summary: '编辑收款登记' },
  relatePayment: {
    method: 'PUT',
    path: '/cwgl/payment/changeRelate',
    access: A.relate,
    summary: '变更收款关联的应收款',
  },
  deletePayment: {
    method: 'DELETE',
    path: '/cwgl/payment/delete',
    access: A.delete,
    summary: '删除收款登记（撤销其关联）',
  },
  exportPayments: {
    method: 'GET',
    path: '/cwgl/payment/exportXls',
    access: A.export,
    summary: '导出收款登记',
  },
  listPaymentApplies: {
    method: 'GET',
    path: '/cwgl/apply/payment/list',
    access: P.read,
    summary: '收款申请列表',
  },
  getPaymentApply: {
    method: 'GET',
    path: '/cwgl/apply/payment/queryById',
    access: P.read,
    summary: '收款申请详情',
  },
  addPaymentApply: {
    method: 'POST',
    path: '/cwgl/apply/payment/add',
    access: P.add,
    summary: '新增收款申请',
  },
  editPaymentApply: {
    method: 'PUT',
    path: '/cwgl/apply/payment/edit',
    access: P.edit,
    summary: '编辑收款申请',
  },
  decidePaymentApply: {
    method: 'PUT',
    path: '/cwgl/apply/payment/approve',
    access: P.approve,
    summary: '审批收款申请（财务，非申请人）',
  },
  relatePaymentApply: {
    method: 'PUT',
    path: '/cwgl/apply/payment/relate',
    access: P.relate,
    summary: '收款申请关联收款登记',
  },
  exportPaymentApplies: {
    method: 'GET',
    path: '/cwgl/apply/payment/exportXls',
    access: P.export,
    summary: '导出收款申请',
  },
  listInvoices: {
    method: 'GET',
    path: '/cwgl/invoice/list',
    access: I.read,
    summary: '发票列表（待开票、已开票）',
  },
  getInvoice: { method: 'GET', path: '/cwgl/invoice/queryById', access: I.read, summary: '发票详情' },
  applyInvoice: { method: 'POST', path: '/cwgl/invoice/apply', access: I.apply, summary: '开票申请' },
  issueInvoice: {
    method: 'PUT',
    path: '/cwgl/invoice/issue',
    access: I.issue,
    summary: '开票（登记税务系统开具的发票）',
  },
  rejectInvoice: { method: 'PUT', path: '/cwgl/invoice/reject', access: I.reject, summary: '驳回开票申请' },
  voidInvoice: {
    method: 'PUT',
    path: '/cwgl/invoice/void',
    access: I.void,
    summary: '作废发票（恢复开票金额）',
  },
  exportInvoices: { method: 'GET', path: '/cwgl/invoice/exportXls', access: I.export, summary: '导出发票' },
  getInvoiceSetting: { method: 'GET', path: '/cwgl/invoice/setting', access: I.read, summary: '默认税率' },
  saveInvoiceSetting: {
    method: 'PUT',
    path: '/cwgl/invoice/setting',
    access: I.setting,
    summary: '保存默认税率',
  },
  getBillSummary: { method: 'GET', path: '/cwgl/bill/summary', access: B.read, summary: '我的账单合计' },
});
