import { SESSION_TTL_MS } from '@cb/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from './keys';
import { createPersistentStore, type StorageBackend } from './persistent';

function memoryBackend(): StorageBackend & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('persistent store', () => {
  let clock = 1_000;
  let backend: ReturnType<typeof memoryBackend>;
  beforeEach(() => {
    clock = 1_000;
    backend = memoryBackend();
  });
  const store = () =>
    createPersistentStore(
      () => backend,
      () => clock,
    );

  it('stores under the pro__ prefix with a 7-day expiry by default', () => {
    store().set(StorageKey.token, 'abc');
    expect(JSON.parse(backend.data.get('pro__Access-Token')!)).toEqual({
      value: 'abc',
      expire: 1_000 + SESSION_TTL_MS,
    });
  });

  it('reads an entry until it expires, then reads it as absent and removes it', () => {
    const s = store();
    s.set(StorageKey.token, 'abc');
    clock += SESSION_TTL_MS - 1;
    expect(s.get(StorageKey.token)).toBe('abc');
    clock += 1;
    expect(s.get(StorageKey.token)).toBeNull();
    expect(backend.data.has('pro__Access-Token')).toBe(false);
  });

  it('keeps entries stored without expiry', () => {
    const s = store();
    s.set(StorageKey.tenantId, '7', null);
    clock += SESSION_TTL_MS * 10;
    expect(s.get(StorageKey.tenantId)).toBe('7');
  });

  it('treats corrupt or foreign values as absent', () => {
    backend.data.set('pro__Access-Token', '{not json');
    backend.data.set('pro__Login_Userinfo', '"plain string"');
    expect(store().get(StorageKey.token)).toBeNull();
    expect(store().get(StorageKey.userInfo)).toBeNull();
  });

  it('degrades to nothing stored when the storage throws', () => {
    const broken = createPersistentStore(() => {
      throw new Error('SecurityError');
    });
    expect(() => broken.set(StorageKey.token, 'x')).not.toThrow();
    expect(broken.get(StorageKey.token)).toBeNull();
    expect(() => broken.remove(StorageKey.token)).not.toThrow();
  });
});
