import { type ErpPortalSetting, SESSION_TTL_MS, type UserInfoResult } from '@cb/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionApi } from '../api/session';
import { StorageKey } from '../storage/keys';
import { createPersistentStore, type StorageBackend } from '../storage/persistent';
import { createSessionStore } from './session';

const user = { id: 'u1', username: 'admin', realname: '管理员', avatar: null };
const erpSetting = { isEnableI18n: 1, systemName: '认证机构业务管理系统' } as ErpPortalSetting;
const userInfo: UserInfoResult = {
  role: ['admin'],
  userPermission: {
    menu: [],
    auth: [{ type: '1', action: 'xmsl:search:detail', status: '1' }],
    allAuth: [{ type: '1', action: 'xmsl:search:audit', status: '0' }],
  },
  erpPortalSetting: erpSetting,
  isParentCompanyUser: true,
  userInfo: { ...user, phone: null, email: null, tenantId: 1 },
};

function memoryBackend(): StorageBackend {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('session store', () => {
  let clock: number;
  let local: ReturnType<typeof createPersistentStore>;
  let session: ReturnType<typeof createPersistentStore>;
  let api: { [K in keyof SessionApi]: ReturnType<typeof vi.fn<SessionApi[K]>> };

  beforeEach(() => {
    clock = 1_000_000;
    const localBackend = memoryBackend();
    const sessionBackend = memoryBackend();
    local = createPersistentStore(
      () => localBackend,
      () => clock,
    );
    session = createPersistentStore(
      () => sessionBackend,
      () => clock,
    );
    api = {
      login: vi.fn<SessionApi['login']>(async () => ({ token: 'tok', userInfo: user })),
      getUserInfo: vi.fn<SessionApi['getUserInfo']>(async () => userInfo),
      logout: vi.fn<SessionApi['logout']>(async () => null),
    };
  });
  const create = () => createSessionStore({ api, local, session });

  it('signs in with trimmed credentials and persists the token', async () => {
    const store = create();
    await store.getState().login({ username: '  admin ', password: ' secret1 ' });
    expect(api.login).toHaveBeenCalledWith({ username: 'admin', password: 'secret1' });
    expect(store.getState()).toMatchObject({ token: 'tok', userInfo: user, roles: null });
    expect(create().getState().token).toBe('tok');
  });

  it('forgets the token once its 7 days have passed', async () => {
    await create().getState().login({ username: 'admin', password: 'x' });
    clock += SESSION_TTL_MS - 1;
    expect(create().getState().token).toBe('tok');
    clock += 1;
    expect(create().getState()).toMatchObject({ token: null, userInfo: null });
  });

  it('leaves the session untouched when sign-in fails', async () => {
    api.login.mockRejectedValueOnce(new Error('用户名或密码错误'));
    const store = create();
    await expect(store.getState().login({ username: 'a', password: 'b' })).rejects.toThrow(
      '用户名或密码错误',
    );
    expect(store.getState().token).toBeNull();
  });

  it('loads user info once for concurrent callers and stores permissions and the ERP setting', async () => {
    const store = create();
    await Promise.all([store.getState().loadUserInfo(), store.getState().loadUserInfo()]);
    expect(api.getUserInfo).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({
      roles: ['admin'],
      permissions: { auth: userInfo.userPermission.auth, allAuth: userInfo.userPermission.allAuth },
      erpSetting,
      isParentCompanyUser: true,
    });
    expect(session.get(StorageKey.userButtonAuth)).toEqual(userInfo.userPermission.auth);
    expect(session.get(StorageKey.systemButtonAuth)).toEqual(userInfo.userPermission.allAuth);
    expect(local.get(StorageKey.erpSetting)).toEqual(erpSetting);
  });

  it('rejects user info without roles', async () => {
    api.getUserInfo.mockResolvedValueOnce({ ...userInfo, role: [] });
    const store = create();
    await expect(store.getState().loadUserInfo()).rejects.toThrow(/roles/);
    expect(store.getState().roles).toBeNull();
  });

  it('logs out locally and revokes the token, even when the server call fails', async () => {
    const store = create();
    await store.getState().login({ username: 'admin', password: 'x' });
    await store.getState().loadUserInfo();
    api.logout.mockRejectedValueOnce(new Error('offline'));
    await expect(store.getState().logout()).resolves.toBeUndefined();
    expect(api.logout).toHaveBeenCalledWith('tok');
    expect(store.getState()).toMatchObject({
      token: null,
      roles: null,
      permissions: { auth: [], allAuth: [] },
    });
    expect(local.get(StorageKey.token)).toBeNull();
    expect(session.get(StorageKey.userButtonAuth)).toBeNull();
    expect(create().getState().token).toBeNull();
  });
});
