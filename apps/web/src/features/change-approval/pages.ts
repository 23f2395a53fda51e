/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'htps/BgspAudit': () => import('./BgspAuditPage'),
  'htps/BgspAwaitList': () => import('./BgspAwaitListPage'),
  'htps/BgspDetail': () => import('./BgspDetailPage'),
  'htps/BgspDoneList': () => import('./BgspDoneListPage'),
};
