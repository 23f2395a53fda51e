/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'auditorZone/MyTaskList': () => import('./MyTaskListPage'),
  'auditorZone/Schedule': () => import('./CalendarPage'),
  'shfa/AbortList': () => import('./AbortListPage'),
  'shfa/PlanAssignList': () => import('./PlanAssignListPage'),
  'shfa/SchemeEdit': () => import('./SchemeEditPage'),
  'shfa/SchemeList': () => import('./SchemeListPage'),
};
