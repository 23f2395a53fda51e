/**
 * The pages of 劳务与薪酬 and the auditor zone's 我的费用 and 我的工资条
 * (packages/domain/src/auditor-pay/menu.ts) by component key.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'auditorZone/FeeList': () => import('./MyFeeListPage'),
  'auditorZone/SalaryList': () => import('./MySalaryListPage'),
  'cwgl/LabourFeeList': () => import('./SettlementListPage'),
  'cwgl/SalaryList': () => import('./SalaryListPage'),
  'labour/FeeAdd': () => import('./FeeAddPage'),
  'labour/FeeList': () => import('./FeeListPage'),
};
