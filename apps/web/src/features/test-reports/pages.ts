/**
 * The pages of 检测报告 (jcbg) by component key (packages/domain/src/test-reports/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'jcbg/ReportList': underConstruction,
};
