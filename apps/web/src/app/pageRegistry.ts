import type { Permission } from '@cb/domain';
import type { ComponentType } from 'react';
import { underConstruction } from '../features/under-construction/load';
import { AREAS } from './areas';

/**
 * The page registry (ARCHITECTURE.md "Web conventions"): a server menu item's `component` key → the
 * lazily imported page. It is an allowlist: a key that is not here renders the 404 page, never an
 * import chosen by the server. Every page is its own chunk.
 *
 * Each feature lists its pages in its own `features/<feature>/pages.ts` (issue 29: no central list);
 * this merges them all. The keys are those of the areas' menu manifests (packages/domain/src/<area>/
 * menu.ts, merged by the server's catalogue); pageRegistry.test.ts fails when the two drift. Areas
 * whose issue has not landed yet map their keys to the honest 建设中 page naming the area
 * (`underConstruction`): an area's issue replaces those entries with its pages.
 */

export interface PageModule {
  default: ComponentType;
}

/** What a feature's `pages.ts` exports as `pages`: component key → lazy page import. */
export type FeaturePages = Readonly<Record<string, () => Promise<PageModule>>>;

/**
 * A business area by URL prefix: the prefix of a component key ('xmsl' of 'xmsl/SearchList'). The
 * areas' menu manifests declare them with their names (app/areas.ts); the registry test checks every
 * registered key's area is one of them.
 */
export type AreaKey = string;

export interface PageEntry {
  area: AreaKey;
  load: () => Promise<PageModule>;
}

/** The group component of the menu: not a page, it only holds children (and maybe a redirect). */
export const ROUTE_VIEW = 'layouts/RouteView';

/** Pages of the shell itself rather than of an area. */
const SHELL_PAGES: FeaturePages = {
  'layouts/IframeView': () => import('./shell/ExternalLinkPage'),
};

const FEATURES = import.meta.glob<FeaturePages>('../features/*/pages.ts', { eager: true, import: 'pages' });

function mergePages(sources: Readonly<Record<string, FeaturePages>>): Readonly<Record<string, PageEntry>> {
  const merged: Record<string, PageEntry> = Object.create(null);
  const from: Record<string, string> = Object.create(null);
  for (const [source, pages] of Object.entries(sources)) {
    for (const [key, load] of Object.entries(pages)) {
      if (key in merged) throw new Error(`page ${key} is registered by ${from[key]} and ${source}`);
      merged[key] = { area: key.slice(0, key.indexOf('/')), load };
      from[key] = source;
    }
  }
  return merged;
}

const REGISTRY = mergePages({ shell: SHELL_PAGES, ...FEATURES });

export const REGISTERED_KEYS: readonly string[] = Object.keys(REGISTRY);

/** The page of a menu key, or null when the key is not on the allowlist. */
export function resolvePage(key: string | null | undefined): PageEntry | null {
  if (!key || !Object.hasOwn(REGISTRY, key)) return null;
  return REGISTRY[key]!;
}

/** Whether a key's page is only the 建设中 placeholder so far. */
export function isUnderConstruction(key: string): boolean {
  return resolvePage(key)?.load === underConstruction;
}

/**
 * The route-level permissions (SPEC.md §2, §6: /xmsl/detail opens only for a holder of one of
 * these), declared by the areas' manifests like the server's `ROUTE_PERMISSIONS` (the registry test
 * compares them).
 */
export const ROUTE_PERMISSIONS: readonly { path: string; anyOf: readonly Permission[] }[] = Object.values(
  AREAS,
).flatMap((area) => (area.routeGates ?? []).map(({ path, anyOf }) => ({ path, anyOf })));
