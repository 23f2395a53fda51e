/**
 * The pages of 合作方 (hzf) by component key (packages/domain/src/partners/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'hzf/PartnerList': () => import('./PartnerListPage'),
  'hzf/PartnerAdd': () => import('./PartnerEditPage'),
  'hzf/PartnerEdit': () => import('./PartnerEditPage'),
};
