/**
 * The pages of 统计 (tjfx) by component key (packages/domain/src/statistics/menu.ts). The business
 * pages are ReportPage.tsx with their endpoint, filters and groupings; the resource and money
 * pages are stats-resources' (建设中 until they land).
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'tjfx/ApplicationReport': () => import('./ApplicationReportPage'),
  'tjfx/AuditorReport': underConstruction,
  'tjfx/CertificateReport': () => import('./CertificateReportPage'),
  'tjfx/CustomerReport': () => import('./CustomerReportPage'),
  'tjfx/IncomeReport': underConstruction,
  'tjfx/ProjectReport': () => import('./ProjectReportPage'),
  'tjfx/ReceivableReport': underConstruction,
  'tjfx/WorkloadReport': underConstruction,
};
