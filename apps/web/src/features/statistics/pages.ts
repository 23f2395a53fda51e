/**
 * The pages of 统计 (tjfx) by component key (packages/domain/src/statistics/menu.ts). The business
 * pages are ReportPage.tsx with their endpoint, filters and groupings; so are the resource and money
 * pages (审核员, 审核工作量, 收入, 应收).
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'tjfx/ApplicationReport': () => import('./ApplicationReportPage'),
  'tjfx/AuditorReport': () => import('./AuditorReportPage'),
  'tjfx/CertificateReport': () => import('./CertificateReportPage'),
  'tjfx/CustomerReport': () => import('./CustomerReportPage'),
  'tjfx/IncomeReport': () => import('./IncomeReportPage'),
  'tjfx/ProjectReport': () => import('./ProjectReportPage'),
  'tjfx/ReceivableReport': () => import('./ReceivableReportPage'),
  'tjfx/WorkloadReport': () => import('./WorkloadReportPage'),
};
