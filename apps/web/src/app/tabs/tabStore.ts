import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MenuRouteHandle } from '../menuRoutes';

/** A visited view (SPEC.md §3 "Visited tab"). */
export interface TabView {
  /** Route name: tabs are unique by it. */
  name: string;
  /** Path with query, what the tab opens. */
  fullPath: string;
  /** The route's path pattern. */
  path: string;
  title: string;
  meta: { affix?: boolean; noCache?: boolean; titleEn?: string };
}

/** The tab of a menu route at `fullPath`. */
export function tabViewOf(handle: MenuRouteHandle, fullPath: string): TabView {
  return {
    name: handle.name,
    path: handle.path,
    fullPath,
    title: handle.title,
    meta: { affix: handle.meta.affix, noCache: handle.meta.noCache, titleEn: handle.titleEn },
  };
}

/** SPEC.md §2 "Default active tab". Replaced by the first real visit. */
export const DEFAULT_ACTIVE_TAB = '/xmsl/download';

export interface TabState {
  visited: TabView[];
  /** Names of the views kept alive when hidden (not `noCache`). */
  cached: string[];
  /** fullPath of the active tab. */
  active: string;
  /** Per view, bumped by refresh so its kept-alive page is dropped and mounted anew. */
  generation: Record<string, number>;
  /** Adds the view when visited (unique by name; a revisit updates its path) and activates it. */
  visit(view: TabView): void;
  /** Adds the view's tab without activating it (a page left before it had loaded); once by name. */
  open(view: TabView): void;
  /** Adds affixed views (the menu's `affix` routes) in front, once. */
  addAffix(views: TabView[]): void;
  /**
   * Closes a tab. Returns where to go when it was the active one: the next tab, the last one when
   * it was last, '/' when none remain; null when no navigation is needed.
   */
  close(name: string): string | null;
  /** The next four keep affixed tabs; they return where to go when the active tab was closed. */
  closeLeft(name: string): string | null;
  closeRight(name: string): string | null;
  /** Keeps the affixed tabs and `name`. */
  closeOthers(name: string): string | null;
  /** Drops the view's cached page so it mounts fresh (the /redirect route does the navigation). */
  refresh(name: string): void;
}

/** Which right-click menu items are hidden for a tab (SPEC.md §4 "Tabs"). */
export interface TabMenuHidden {
  refresh: boolean;
  close: boolean;
  closeLeft: boolean;
  closeRight: boolean;
  closeOthers: boolean;
}

export function hiddenMenuItems(visited: readonly TabView[], name: string): TabMenuHidden {
  const index = visited.findIndex((v) => v.name === name);
  const view = visited[index];
  const others = visited.filter((v) => v.name !== name);
  return {
    refresh: false,
    close: Boolean(view?.meta.affix),
    closeLeft: index === 0,
    closeRight: index === visited.length - 1,
    closeOthers: others.every((v) => v.meta.affix),
  };
}

export function createTabStore(): StoreApi<TabState> {
  return createStore<TabState>()((set, get) => {
    /** Keeps `keep`; returns the navigation target when the active tab went away. */
    const keepOnly = (keep: (v: TabView, i: number) => boolean, fallback: string | null): string | null => {
      const { visited, active, cached } = get();
      const next = visited.filter(keep);
      const names = new Set(next.map((v) => v.name));
      set({ visited: next, cached: cached.filter((n) => names.has(n)) });
      if (next.some((v) => v.fullPath === active)) return null;
      const target = fallback ?? next.at(-1)?.fullPath ?? '/';
      set({ active: target });
      return target;
    };

    return {
      visited: [],
      cached: [],
      active: DEFAULT_ACTIVE_TAB,
      generation: {},

      open(view) {
        const { visited } = get();
        if (!visited.some((v) => v.name === view.name)) set({ visited: [...visited, view] });
      },
      visit(view) {
        const { visited, cached } = get();
        const index = visited.findIndex((v) => v.name === view.name);
        const nextVisited =
          index === -1
            ? [...visited, view]
            : visited.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath, title: view.title } : v));
        const nextCached = view.meta.noCache || cached.includes(view.name) ? cached : [...cached, view.name];
        set({ visited: nextVisited, cached: nextCached, active: view.fullPath });
      },

      addAffix(views) {
        const { visited, cached } = get();
        const fresh = views.filter((v) => v.meta.affix && !visited.some((x) => x.name === v.name));
        set({
          visited: [...fresh, ...visited],
          cached: [
            ...cached,
            ...fresh.filter((v) => !v.meta.noCache && !cached.includes(v.name)).map((v) => v.name),
          ],
        });
      },

      close(name) {
        const { visited, active } = get();
        const index = visited.findIndex((v) => v.name === name);
        const view = visited[index];
        if (!view || view.meta.affix) return null;
        const wasActive = view.fullPath === active;
        const rest = visited.filter((v) => v.name !== name);
        // The next tab takes the closed one's place; when it was last, the new last one.
        const target = wasActive ? ((rest[index] ?? rest.at(-1))?.fullPath ?? '/') : null;
        return keepOnly((v) => v.name !== name, target);
      },

      closeLeft(name) {
        const index = get().visited.findIndex((v) => v.name === name);
        return keepOnly(
          (v, i) => i >= index || Boolean(v.meta.affix),
          get().visited[index]?.fullPath ?? null,
        );
      },

      closeRight(name) {
        const index = get().visited.findIndex((v) => v.name === name);
        return keepOnly(
          (v, i) => i <= index || Boolean(v.meta.affix),
          get().visited[index]?.fullPath ?? null,
        );
      },

      closeOthers(name) {
        const target = get().visited.find((v) => v.name === name)?.fullPath ?? null;
        return keepOnly((v) => v.name === name || Boolean(v.meta.affix), target);
      },

      refresh(name) {
        const { generation } = get();
        set({ generation: { ...generation, [name]: (generation[name] ?? 0) + 1 } });
      },
    };
  });
}

export const tabStore = createTabStore();
