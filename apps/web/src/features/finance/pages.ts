/**
 * The pages of 财务 收款 and 开票 (cwgl) by component key (packages/domain/src/finance/menu.ts): 应收款 and
 * 收款登记 (add, edit, 变更关联, and the `…/new` variants on the same pages), 收款申请 (add, edit,
 * relate), 开票管理 (待开票, 已开票, apply, issue, detail) and 我的账单.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'cwgl/InvoiceAdd': () => import('./InvoiceAddPage'),
  'cwgl/InvoiceApply': () => import('./InvoiceApplyPage'),
  'cwgl/InvoiceAwaitList': () => import('./InvoiceAwaitListPage'),
  'cwgl/InvoiceDetail': () => import('./InvoiceDetailPage'),
  'cwgl/InvoiceDoneList': () => import('./InvoiceDoneListPage'),
  'cwgl/MyBill': () => import('./MyBillPage'),
  'cwgl/PaymentApplyEdit': () => import('./PaymentApplyEditPage'),
  'cwgl/PaymentApplyList': () => import('./PaymentApplyListPage'),
  'cwgl/PaymentApplyRelate': () => import('./PaymentApplyRelatePage'),
  'cwgl/PaymentChangeRelate': () => import('./PaymentRelatePage'),
  'cwgl/PaymentEdit': () => import('./PaymentEditPage'),
  'cwgl/PaymentEditNew': () => import('./PaymentEditPage'),
  'cwgl/PaymentList': () => import('./PaymentListPage'),
  'cwgl/ReceivableList': () => import('./ReceivableListPage'),
};
