/**
 * The pages of 服务认证 (sc) by component key (packages/domain/src/service-certification/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'sc/ProjectList': underConstruction,
  'sc/Report': underConstruction,
  'sc/ReportList': underConstruction,
};
