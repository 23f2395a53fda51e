/**
 * This feature's pages by component key (the keys its areas' menu manifests in packages/domain
 * name); app/pageRegistry.ts merges every feature's pages.ts. Each page is its own chunk. The public
 * pages (/user/register, /user/register-result, /user/alteration) are routes of app/router.tsx.
 */
import type { FeaturePages } from '../../app/pageRegistry';

export const pages: FeaturePages = {
  'khgl/RegistrationList': () => import('./RegistrationListPage'),
};
