/** The pages of 应急 (yjxy) by component key (packages/domain/src/emergencies/menu.ts). */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'yjxy/EventList': () => import('./EventListPage'),
  'yjxy/EmergencyEdit': () => import('./EventEditPage'),
  'yjxy/EmergencyNotice': () => import('./EventNoticePage'),
};
