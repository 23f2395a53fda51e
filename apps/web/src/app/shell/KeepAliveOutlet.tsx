import { Activity, type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import type { MenuRouteHandle } from '../menuRoutes';
import { tabElementId } from '../tabs/tabKeys';
import { tabStore, tabViewOf } from '../tabs/tabStore';
import { useTabs } from './useTabs';

/**
 * The main area's pages with keep-alive (SPEC.md §4 "Tabs"): every visited view that is not
 * `noCache` stays mounted inside a hidden React `<Activity>`, so switching back to its tab shows it
 * with its state (filters, scroll, form input). Closing the tab or refreshing it drops it.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const handle = useMatches().at(-1)?.handle as MenuRouteHandle | undefined;
  const name = handle?.name ?? location.pathname;
  const cached = useTabs((s) => s.cached);
  const visited = useTabs((s) => s.visited);
  const generation = useTabs((s) => s.generation);
  const views = useRef(new Map<string, ReactNode>());

  // Record the visit (tab bar) whenever the route changes.
  useEffect(() => {
    if (!handle) return;
    tabStore.getState().visit(tabViewOf(handle, location.pathname + location.search));
  }, [handle, location.pathname, location.search]);

  views.current.set(name, outlet);
  for (const key of [...views.current.keys()]) {
    if (key !== name && !cached.includes(key)) views.current.delete(key);
  }

  return (
    <>
      {[...views.current].map(([key, element]) => (
        <Activity key={`${key}#${generation[key] ?? 0}`} mode={key === name ? 'visible' : 'hidden'}>
          <div
            className="shell-view"
            data-view={key}
            // The page is the panel of its tab (TabBar's tab list).
            {...(visited.some((v) => v.name === key)
              ? { role: 'tabpanel', 'aria-labelledby': tabElementId(key) }
              : {})}
          >
            {element}
          </div>
        </Activity>
      ))}
    </>
  );
}
