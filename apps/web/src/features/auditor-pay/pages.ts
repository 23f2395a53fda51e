/**
 * The pages of 劳务与薪酬 and the auditor zone's 我的费用 and 我的工资条 (packages/domain/src/auditor-pay/menu.ts) by component key: the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'auditorZone/FeeList': underConstruction,
  'auditorZone/SalaryList': underConstruction,
  'cwgl/LabourFeeList': underConstruction,
  'cwgl/SalaryList': underConstruction,
  'labour/FeeAdd': underConstruction,
  'labour/FeeList': underConstruction,
};
