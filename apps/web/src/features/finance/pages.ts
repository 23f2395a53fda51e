/**
 * The pages of 财务 收款 and 开票 (cwgl) by component key (packages/domain/src/finance/menu.ts): 应收款 and
 * 收款登记 (add, edit, 变更关联, and the `…/new` variants on the same pages) are built; the others
 * render the 建设中 page naming the area until issue 32's later items replace them.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'cwgl/InvoiceAdd': underConstruction,
  'cwgl/InvoiceApply': underConstruction,
  'cwgl/InvoiceAwaitList': underConstruction,
  'cwgl/InvoiceDetail': underConstruction,
  'cwgl/InvoiceDoneList': underConstruction,
  'cwgl/PaymentApplyEdit': underConstruction,
  'cwgl/PaymentApplyList': underConstruction,
  'cwgl/PaymentApplyRelate': underConstruction,
  'cwgl/PaymentChangeRelate': () => import('./PaymentRelatePage'),
  'cwgl/PaymentEdit': () => import('./PaymentEditPage'),
  'cwgl/PaymentEditNew': () => import('./PaymentEditPage'),
  'cwgl/PaymentList': () => import('./PaymentListPage'),
  'cwgl/ReceivableList': () => import('./ReceivableListPage'),
};
