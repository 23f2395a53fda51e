/**
 * The pages of 结算管理 (cwgl: 结算价, 毛利分析; packages/domain/src/settlement/menu.ts) by component key: the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'cwgl/GrossMarginList': underConstruction,
  'cwgl/SettlementAdd': underConstruction,
  'cwgl/SettlementAudit': underConstruction,
  'cwgl/SettlementDetail': underConstruction,
  'cwgl/SettlementList': underConstruction,
};
