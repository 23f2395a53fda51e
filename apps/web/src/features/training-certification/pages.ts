/**
 * The pages of 培训认证 (tc) by component key (packages/domain/src/training-certification/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'tc/CertifiedAudit': underConstruction,
  'tc/CertifiedList': underConstruction,
  'tc/DraftList': underConstruction,
  'tc/MakeDraft': underConstruction,
  'tc/MaterialAudit': underConstruction,
  'tc/MaterialList': underConstruction,
  'tc/Publish': underConstruction,
  'tc/PublishList': underConstruction,
  'tc/Report': underConstruction,
  'tc/ReportList': underConstruction,
};
