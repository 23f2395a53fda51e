/**
 * The pages of 信息上报 (xxsb) by component key (packages/domain/src/regulator-reporting/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'xxsb/CertificateReportList': underConstruction,
  'xxsb/PlanReportList': underConstruction,
  'xxsb/ReportLogList': underConstruction,
  'xxsb/ResultReportList': underConstruction,
};
