import type {
  ChangePasswordRequest,
  KeepAliveResult,
  LoginRequest,
  LoginResult,
  ResultOf,
  systemEndpoints,
  thirdPartyLoginEndpoints,
  UserInfoResult,
} from '@cb/domain';
import { http } from '../http';

/*
 * The sign-in journey's endpoints come from the system and third-party tables (@cb/domain
 * system/endpoints.ts, third-party-login/endpoints.ts) as types only: each path below must equal its
 * table's (`satisfies`: a change there does not compile here) and each answer is its table's result,
 * while the tables' code stays out of the login page's bundle (its budget: apps/web/vite.config.ts).
 */
type System = typeof systemEndpoints;
type ThirdParty = typeof thirdPartyLoginEndpoints;
/** The redeem path, filled in below by hand (a template literal costs no bytes). */
type RedeemPath = ThirdParty['redeemThirdPartyLogin']['path'] extends '/thirdLogin/getLoginUser/:id'
  ? `/thirdLogin/getLoginUser/${string}`
  : never;

/** Typed calls of the sign-in journey (SPEC.md §7). */
export interface SessionApi {
  login(credentials: LoginRequest): Promise<LoginResult>;
  getUserInfo(): Promise<UserInfoResult>;
  /** Revokes `token` on the server; the caller may already have dropped it locally. */
  logout(token: string): Promise<null>;
}

// The login page and the guard present these failures themselves (SPEC.md §8 "Login failure"),
// so they are silent for the app-wide error notifications.
export const sessionApi: SessionApi = {
  login: (credentials) =>
    http.post<ResultOf<System['login']>>('/sys/erpnew/login' satisfies System['login']['path'], credentials, {
      silent: true,
    }),
  // The menu and permission catalogue (over 100 kB): revalidated by ETag, a 304 reuses the copy.
  getUserInfo: () =>
    http.get<ResultOf<System['getUserInfo']>>(
      '/sys/user/getUserInfoNew' satisfies System['getUserInfo']['path'],
      undefined,
      { silent: true, etag: true },
    ),
  logout: (token) =>
    http.post<ResultOf<System['logout']>>('/sys/logout' satisfies System['logout']['path'], undefined, {
      headers: { 'X-Access-Token': token },
      silent: true,
    }),
};

/** Third-party sign-in result (SPEC.md §7: shaped like login). */
export function getThirdPartyLoginUser(id: string): Promise<LoginResult> {
  return http.get<ResultOf<ThirdParty['redeemThirdPartyLogin']>>(
    `/thirdLogin/getLoginUser/${encodeURIComponent(id)}` satisfies RedeemPath,
    undefined,
    { silent: true },
  );
}

/** SPEC.md §7: the change-password form; the caller logs the user out afterwards. */
export function changePassword(body: ChangePasswordRequest): Promise<null> {
  return http.put<ResultOf<System['changePassword']>>(
    '/sys/user/changePassword' satisfies System['changePassword']['path'],
    body,
    { silent: true },
  );
}

/**
 * SPEC.md §7: keep-alive while a token exists (every 10 minutes). Not silent: an expired session
 * answers 401, and the error catalogue's 401 row signs the user out.
 */
export function keepAlive(buildTime: string): Promise<KeepAliveResult> {
  return http.get<ResultOf<System['keepAlive']>>(
    '/cert/commonApi/keep' satisfies System['keepAlive']['path'],
    { buildTime, sysType: 4 },
  );
}
