/**
 * Every visited route gets its tab, however fast the user clicks:
 * - a navigation that a new one by the user replaced before its chunk had loaded (申请录入 then
 *   申请查询 at once) gets the tab of the page it was going to;
 * - a navigation that finished gets the tab of the page it committed as it commits. The page also
 *   records its visit (and becomes the active tab) when it renders (KeepAliveOutlet), but React may
 *   never render a location that the next click replaced while its transition was still pending:
 *   three menu items clicked in quick succession lost the first one's tab.
 * A redirect (the guard, a permission) is not the user's choice: the location it left adds nothing;
 * the page it lands on is shown, so it has its tab.
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
  let committed = router.state.location.key;
  const open = (location: Location) => {
    const handle = matchRoutes(router.routes, location)?.at(-1)?.route.handle as MenuRouteHandle | undefined;
    if (handle) store.getState().open(tabViewOf(handle, location.pathname + location.search));
  };
  return router.subscribe((state) => {
    const next = state.navigation.state === 'idle' ? null : (state.navigation.location ?? null);
    if (pending && next && next.key !== pending.key && !isRedirect(next)) open(pending);
    if (state.location.key !== committed) {
      committed = state.location.key;
      open(state.location);
    }
    pending = next;
  });
}
