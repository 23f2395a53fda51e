/**
 * Tabs of navigations that never finished: a page the user opened and left before its chunk had
 * loaded (申请录入 then 申请查询 at once) still gets its tab, so every visited route has one. The
 * committed page records its own visit when it renders (KeepAliveOutlet); this only adds the tab
 * of a navigation that a new one by the user replaced. A redirect (the guard, a permission) is not
 * the user's choice and adds nothing.
 */
import { type createBrowserRouter, type Location, matchRoutes } from 'react-router';
import type { StoreApi } from 'zustand';
import type { MenuRouteHandle } from '../menuRoutes';
import { type TabState, tabViewOf } from './tabStore';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe' | 'routes' | 'state'>;

const isRedirect = (location: Location) =>
  Boolean((location.state as { _isRedirect?: boolean } | null)?._isRedirect);

export function trackVisits(router: Router, store: StoreApi<TabState>): () => void {
  let pending: Location | null = null;
  return router.subscribe((state) => {
    const next = state.navigation.state === 'idle' ? null : (state.navigation.location ?? null);
    if (pending && next && next.key !== pending.key && !isRedirect(next)) {
      const handle = matchRoutes(router.routes, pending)?.at(-1)?.route.handle as MenuRouteHandle | undefined;
      if (handle) store.getState().open(tabViewOf(handle, pending.pathname + pending.search));
    }
    pending = next;
  });
}
