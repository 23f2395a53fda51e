/**
 * The pages of 应急 (yjxy) by component key (packages/domain/src/emergencies/menu.ts): the area is not built
 * yet, so each renders the 建设中 page naming it; the area's issue replaces them with its pages.
 */
import type { FeaturePages } from '../../app/pageRegistry';
import { underConstruction } from '../under-construction/load';

export const pages: FeaturePages = {
  'yjxy/EmergencyEdit': underConstruction,
  'yjxy/EmergencyNotice': underConstruction,
  'yjxy/EventList': underConstruction,
};
