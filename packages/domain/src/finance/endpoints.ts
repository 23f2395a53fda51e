/**
 * The 财务管理 (cwgl) endpoints: where each is and who may call it. Their request and response
 * schemas are `financeSchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { PAYMENT_ACCESS as A, RECEIVABLE_ACCESS as R } from './access.ts';
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
});
