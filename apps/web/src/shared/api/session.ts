import type {
  ChangePasswordRequest,
  KeepAliveResult,
  LoginRequest,
  LoginResult,
  UserInfoResult,
} from '@cb/domain';
import { http } from '../http';

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
  login: (credentials) => http.post<LoginResult>('/sys/erpnew/login', credentials, { silent: true }),
  // The menu and permission catalogue (over 100 kB): revalidated by ETag, a 304 reuses the copy.
  getUserInfo: () =>
    http.get<UserInfoResult>('/sys/user/getUserInfoNew', undefined, { silent: true, etag: true }),
  logout: (token) =>
    http.post<null>('/sys/logout', undefined, { headers: { 'X-Access-Token': token }, silent: true }),
};

/** Third-party sign-in result (SPEC.md §7: shaped like login). */
export function getThirdPartyLoginUser(id: string): Promise<LoginResult> {
  return http.get<LoginResult>(`/thirdLogin/getLoginUser/${encodeURIComponent(id)}`, undefined, {
    silent: true,
  });
}

/** SPEC.md §7: the change-password form; the caller logs the user out afterwards. */
export function changePassword(body: ChangePasswordRequest): Promise<null> {
  return http.put<null>('/sys/user/changePassword', body, { silent: true });
}

/**
 * SPEC.md §7: keep-alive while a token exists (every 10 minutes). Not silent: an expired session
 * answers 401, and the error catalogue's 401 row signs the user out.
 */
export function keepAlive(buildTime: string): Promise<KeepAliveResult> {
  return http.get<KeepAliveResult>('/cert/commonApi/keep', { buildTime, sysType: 4 });
}
