import type { MenuRoute } from '@cb/domain';
import { redirect } from 'react-router';
import { applyLocalePolicy } from '../shared/i18n';
import { STORAGE_PREFIX } from '../shared/storage/keys';
import { sessionStore } from '../shared/stores/session';
import { currentTenantId } from '../shared/tenant';
import {
  decideAfterUserInfo,
  decideNavigation,
  type GuardDecision,
  type GuardInput,
  REVIEW_TOOL_PATH,
} from './guard';

/** Session storage: the sign-in (a token's tail, never the token) that has landed on the scope tool. */
const LANDED_KEY = `${STORAGE_PREFIX}REVIEW_TOOL_LANDED`;
const landingMark = (token: string) => token.slice(-6);

let installMenuRoutes: ((menu: MenuRoute[]) => void | Promise<void>) | null = null;

/** The router registers how the menu's routes are added (router.tsx `attachMenuRoutes`). */
export function bindMenuRouteInstaller(install: (menu: MenuRoute[]) => void | Promise<void>): void {
  installMenuRoutes = install;
}

/**
 * Runs the guard before a navigation (the root route's middleware), SPEC.md §4 in order: loads the
 * user info the first time a signed-in page is opened, adds the routes of the user's menu, and
 * throws a router redirect when the guard says so.
 */
export async function guardNavigation(url: URL): Promise<void> {
  const session = sessionStore.getState();
  const input: GuardInput = {
    pathname: url.pathname,
    search: url.search,
    tenantId: currentTenantId(),
    hasToken: Boolean(session.token),
    rolesLoaded: session.roles !== null,
    landed: session.token !== null && sessionStorage.getItem(LANDED_KEY) === landingMark(session.token),
  };
  let decision: GuardDecision = decideNavigation(input);
  if (decision.type === 'loadUserInfo') {
    try {
      const info = await session.loadUserInfo();
      await applyLocalePolicy(info.erpPortalSetting?.isEnableI18n);
      await installMenuRoutes?.(info.userPermission.menu ?? []);
      decision = decideAfterUserInfo(info.role, input);
      if (decision.type === 'redirect' && decision.to === REVIEW_TOOL_PATH && session.token)
        sessionStorage.setItem(LANDED_KEY, landingMark(session.token));
      // This navigation was matched before the menu's routes existed: match it again (the
      // original `next({ ...to, replace: true })`).
      if (decision.type === 'pass') decision = { type: 'redirect', to: url.pathname + url.search };
    } catch {
      await session.logout();
      decision = decideNavigation({ ...input, hasToken: false });
    }
  }
  if (decision.type === 'redirect') throw redirect(decision.to);
}
