/**
 * The navigation guard's decisions (SPEC.md §4 "Navigation guard, in order"), as pure functions.
 * `navigation.ts` runs them against the session store; the router calls that before every
 * navigation.
 */

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/index';
export const NOT_FOUND_PATH = '/404';
export const REVIEW_TOOL_PATH = '/reviewTool';
export const CERT_ADMIN_ROLE = 'cert_admin';

/**
 * Pages anyone may open (SPEC.md §2 "Public routes"; / only redirects to /login). /login is not
 * here: a signed-in user is sent on from it. /fileArchiveCheck/check needs a token.
 */
const PUBLIC_PATHS: readonly (string | RegExp)[] = [
  '/',
  NOT_FOUND_PATH,
  REVIEW_TOOL_PATH,
  /^\/redirect\/.+/,
  '/imageViewer',
  '/cert/search',
  '/xxtz/wechat/detail',
  '/trainCertificate/check',
  '/external/search',
  '/external/certificateList',
  /^\/external\/certificateDetail\/[^/]+$/,
  /^\/emergency\/[^/]+$/,
  /^\/notice\/detail\/[^/]+\/[^/]+$/,
  '/hipji/detail',
  '/xmsl/file',
];

/** Paths that stay reachable without a token (SPEC.md §2). */
const ALLOWED_WITHOUT_TOKEN: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  NOT_FOUND_PATH,
];

function matches(pathname: string, patterns: readonly (string | RegExp)[]): boolean {
  return patterns.some((p) => (typeof p === 'string' ? p === pathname : p.test(pathname)));
}

export function isPublicPath(pathname: string): boolean {
  return matches(pathname, PUBLIC_PATHS);
}

export interface GuardInput {
  pathname: string;
  /** The query string including its leading '?', or ''. */
  search: string;
  tenantId: string | null;
  hasToken: boolean;
  /** Whether the user info (roles) has been loaded in this page session. */
  rolesLoaded: boolean;
  /**
   * Whether this sign-in has already landed on the scope tool (cert_admin): the landing happens
   * once, so that the way from the tool into the workbench is not turned back.
   */
  landed?: boolean;
}

export type GuardDecision = { type: 'pass' } | { type: 'redirect'; to: string } | { type: 'loadUserInfo' };

const pass: GuardDecision = { type: 'pass' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** /login with the original path (and query) to come back to after signing in. */
export function loginPathFor(pathname: string, search: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: pathname + search })}`;
}

export function decideNavigation({
  pathname,
  search,
  tenantId,
  hasToken,
  rolesLoaded,
}: GuardInput): GuardDecision {
  if (!tenantId && pathname !== NOT_FOUND_PATH) return redirect(`${NOT_FOUND_PATH}?ogn=2`);
  if (isPublicPath(pathname)) return pass;
  if (!hasToken) {
    return ALLOWED_WITHOUT_TOKEN.includes(pathname) ? pass : redirect(loginPathFor(pathname, search));
  }
  if (!rolesLoaded) return { type: 'loadUserInfo' };
  return pathname === LOGIN_PATH ? redirect(HOME_PATH) : pass;
}

/** Step 4's continuation once the user info has loaded; cert_admin lands once per sign-in. */
export function decideAfterUserInfo(roles: readonly string[], input: GuardInput): GuardDecision {
  if (roles.includes(CERT_ADMIN_ROLE) && !input.landed) return redirect(REVIEW_TOOL_PATH);
  return decideNavigation({ ...input, rolesLoaded: true });
}

/**
 * Where to go after signing in: the `redirect` query when it is a path on this site, else /index.
 * Anything that could leave the origin ('//host', '/\\host', 'https://…', control characters) is
 * refused, so a crafted login link cannot send the user elsewhere.
 */
export function redirectTargetAfterLogin(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//')) return HOME_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return HOME_PATH;
  const pathname = target.split(/[?#]/, 1)[0]!;
  if (pathname === LOGIN_PATH) return HOME_PATH;
  return target;
}
