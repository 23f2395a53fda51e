/** The pages of 信息上报 (xxsb) by component key (packages/domain/src/regulator-reporting/menu.ts). */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'xxsb/CertificateReportList': () => import('./CertificateReportListPage'),
  'xxsb/PlanReportList': () => import('./PlanReportListPage'),
  'xxsb/ReportLogList': () => import('./ReportLogPage'),
  'xxsb/ResultReportList': () => import('./ResultReportListPage'),
};
