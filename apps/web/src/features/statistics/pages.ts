/**
 * The pages of 统计 (tjfx) by component key (packages/domain/src/statistics/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'tjfx/ApplicationReport': underConstruction,
  'tjfx/AuditorReport': underConstruction,
  'tjfx/CertificateReport': underConstruction,
  'tjfx/CustomerReport': underConstruction,
  'tjfx/IncomeReport': underConstruction,
  'tjfx/ProjectReport': underConstruction,
  'tjfx/ReceivableReport': underConstruction,
  'tjfx/WorkloadReport': underConstruction,
};
