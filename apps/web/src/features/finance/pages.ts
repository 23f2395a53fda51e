/**
 * The pages of 财务 (cwgl, labour) by component key (packages/domain/src/finance/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'cwgl/BranchBrief': underConstruction,
  'cwgl/BranchList': underConstruction,
  'cwgl/GrossMarginList': underConstruction,
  'cwgl/InvoiceAdd': underConstruction,
  'cwgl/InvoiceApply': underConstruction,
  'cwgl/InvoiceAwaitList': underConstruction,
  'cwgl/InvoiceDetail': underConstruction,
  'cwgl/InvoiceDoneList': underConstruction,
  'cwgl/LabourFeeList': underConstruction,
  'cwgl/PaymentApplyEdit': underConstruction,
  'cwgl/PaymentApplyList': underConstruction,
  'cwgl/PaymentApplyRelate': underConstruction,
  'cwgl/PaymentChangeRelate': underConstruction,
  'cwgl/PaymentEdit': underConstruction,
  'cwgl/PaymentEditNew': underConstruction,
  'cwgl/PaymentList': underConstruction,
  'cwgl/SalaryList': underConstruction,
  'cwgl/SettlementAdd': underConstruction,
  'cwgl/SettlementAudit': underConstruction,
  'cwgl/SettlementDetail': underConstruction,
  'cwgl/SettlementList': underConstruction,
  'labour/FeeAdd': underConstruction,
  'labour/FeeList': underConstruction,
};
