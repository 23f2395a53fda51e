/**
 * The pages of 结算管理 (cwgl: 结算价, 毛利分析; packages/domain/src/settlement/menu.ts) by component key.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'cwgl/GrossMarginList': () => import('./GrossMarginPage'),
  'cwgl/SettlementAdd': () => import('./SettlementAddPage'),
  'cwgl/SettlementAudit': () => import('./SettlementDetailPage'),
  'cwgl/SettlementDetail': () => import('./SettlementDetailPage'),
  'cwgl/SettlementList': () => import('./SettlementListPage'),
};
