import type {
  ErpPortalSetting,
  LoginRequest,
  LoginResult,
  LoginUserInfo,
  MenuRoute,
  PermissionEntry,
  UserInfoResult,
} from '@cb/domain';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type SessionApi, sessionApi } from '../api/session';
import { bindSessionToken } from '../http';
import { StorageKey } from '../storage/keys';
import { localStore, type PersistentStore, sessionScopedStore } from '../storage/persistent';

export type SessionUser = LoginUserInfo &
  Partial<Pick<UserInfoResult['userInfo'], 'phone' | 'email' | 'tenantId'>>;

/** Button-level permissions (SPEC.md §6): the user's own and the system-wide list. */
export interface ButtonPermissions {
  auth: PermissionEntry[];
  allAuth: PermissionEntry[];
}

export interface SessionState {
  token: string | null;
  userInfo: SessionUser | null;
  /** null until the user info has been loaded in this page session (the guard loads it once). */
  roles: string[] | null;
  permissions: ButtonPermissions;
  /** The server menu of this page session (routes and side menu are built from it). */
  menu: MenuRoute[];
  erpSetting: ErpPortalSetting | null;
  isParentCompanyUser: boolean;
  /** The password was reset by an administrator: the shell asks for a new one first. */
  mustChangePassword: boolean;
  /** Signs in with trimmed credentials and keeps the token for 7 days. Rejects with the API error. */
  login(credentials: LoginRequest): Promise<LoginResult>;
  /** Keeps a sign-in obtained another way (third-party login: shaped like login). */
  adoptLogin(result: LoginResult): void;
  /** Loads roles, permissions and the ERP setting; concurrent callers share one request. */
  loadUserInfo(): Promise<UserInfoResult>;
  /** Clears the session locally and revokes the token on the server; never rejects. */
  logout(): Promise<void>;
}

const NO_PERMISSIONS: ButtonPermissions = { auth: [], allAuth: [] };

export interface SessionStoreDeps {
  api: SessionApi;
  /** Token, user and ERP setting (localStorage, 7 days). */
  local: PersistentStore;
  /** Button permissions (sessionStorage, SPEC.md §6). */
  session: PersistentStore;
}

/**
 * The signed-in session (SPEC.md §3, §4 "Session").
 *
 * @example
 * const realname = useSession((s) => s.userInfo?.realname);
 * await sessionStore.getState().login({ username: 'admin', password: 'secret123' });
 */
export function createSessionStore({ api, local, session }: SessionStoreDeps): StoreApi<SessionState> {
  let userInfoRequest: Promise<UserInfoResult> | null = null;

  return createStore<SessionState>()((set, get) => ({
    token: local.get<string>(StorageKey.token),
    userInfo: local.get<SessionUser>(StorageKey.userInfo),
    roles: null,
    permissions: {
      auth: session.get<PermissionEntry[]>(StorageKey.userButtonAuth) ?? [],
      allAuth: session.get<PermissionEntry[]>(StorageKey.systemButtonAuth) ?? [],
    },
    erpSetting: local.get<ErpPortalSetting>(StorageKey.erpSetting),
    isParentCompanyUser: false,
    mustChangePassword: false,
    menu: [],

    async login({ username, password }) {
      const result = await api.login({ username: username.trim(), password: password.trim() });
      get().adoptLogin(result);
      return result;
    },

    adoptLogin(result) {
      local.set(StorageKey.token, result.token);
      local.set(StorageKey.userInfo, result.userInfo);
      set({ token: result.token, userInfo: result.userInfo, roles: null });
    },

    loadUserInfo() {
      userInfoRequest ??= api
        .getUserInfo()
        .then((info) => {
          if (!Array.isArray(info.role) || info.role.length === 0) {
            throw new Error('getUserInfo: roles must be a non-null array');
          }
          const permissions = { auth: info.userPermission.auth, allAuth: info.userPermission.allAuth };
          session.set(StorageKey.userButtonAuth, permissions.auth);
          session.set(StorageKey.systemButtonAuth, permissions.allAuth);
          local.set(StorageKey.erpSetting, info.erpPortalSetting);
          local.set(StorageKey.userInfo, info.userInfo);
          set({
            roles: info.role,
            permissions,
            erpSetting: info.erpPortalSetting,
            userInfo: info.userInfo,
            isParentCompanyUser: info.isParentCompanyUser,
            mustChangePassword: Boolean(info.mustChangePassword),
            menu: info.userPermission.menu ?? [],
          });
          return info;
        })
        .finally(() => {
          userInfoRequest = null;
        });
      return userInfoRequest;
    },

    async logout() {
      const { token } = get();
      local.remove(StorageKey.token);
      local.remove(StorageKey.userInfo);
      session.remove(StorageKey.userButtonAuth);
      session.remove(StorageKey.systemButtonAuth);
      set({
        token: null,
        userInfo: null,
        roles: null,
        permissions: NO_PERMISSIONS,
        isParentCompanyUser: false,
        menu: [],
      });
      if (!token) return;
      try {
        await api.logout(token);
      } catch {
        // The session is already gone locally; an unreachable server must not keep the user in.
      }
    },
  }));
}

export const sessionStore = createSessionStore({
  api: sessionApi,
  local: localStore,
  session: sessionScopedStore,
});
bindSessionToken(() => sessionStore.getState().token);

/** Reads the session in a component, re-rendering when the selected part changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
