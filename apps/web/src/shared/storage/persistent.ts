import { SESSION_TTL_MS } from '@cb/domain';
import { STORAGE_PREFIX, type StorageKey } from './keys';

/** The subset of the Web Storage API the store needs (so tests can pass a fake). */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Typed, expiring key/value storage over localStorage or sessionStorage.
 *
 * @example
 * local.set(StorageKey.token, 'abc');            // expires in 7 days
 * local.set(StorageKey.tenantId, '1', null);     // never expires
 * local.get<string>(StorageKey.token);           // 'abc', or null once expired
 */
export interface PersistentStore {
  get<T>(key: StorageKey): T | null;
  /** `ttlMs` defaults to the 7-day session lifetime; `null` keeps the entry until removed. */
  set<T>(key: StorageKey, value: T, ttlMs?: number | null): void;
  remove(key: StorageKey): void;
}

interface Entry {
  value: unknown;
  /** Epoch milliseconds after which the entry reads as absent; null = no expiry. */
  expire: number | null;
}

function isEntry(v: unknown): v is Entry {
  return typeof v === 'object' && v !== null && 'value' in v && 'expire' in v;
}

/**
 * `backend` is a getter so that a missing or blocked storage (privacy modes throw on access)
 * degrades to "nothing stored" instead of breaking the app.
 */
export function createPersistentStore(
  backend: () => StorageBackend,
  now: () => number = Date.now,
): PersistentStore {
  const name = (key: StorageKey) => STORAGE_PREFIX + key;
  const remove = (key: StorageKey) => {
    try {
      backend().removeItem(name(key));
    } catch {
      // storage unavailable: nothing to remove
    }
  };
  return {
    get<T>(key: StorageKey): T | null {
      let raw: string | null;
      try {
        raw = backend().getItem(name(key));
      } catch {
        return null;
      }
      if (raw === null) return null;
      let entry: unknown;
      try {
        entry = JSON.parse(raw);
      } catch {
        remove(key);
        return null;
      }
      if (!isEntry(entry) || (entry.expire !== null && entry.expire <= now())) {
        remove(key);
        return null;
      }
      return entry.value as T;
    },
    set<T>(key: StorageKey, value: T, ttlMs: number | null = SESSION_TTL_MS) {
      const entry: Entry = { value, expire: ttlMs === null ? null : now() + ttlMs };
      try {
        backend().setItem(name(key), JSON.stringify(entry));
      } catch {
        // quota exceeded or storage blocked: the value lives in memory only
      }
    },
    remove,
  };
}

export const localStore = createPersistentStore(() => window.localStorage);
export const sessionScopedStore = createPersistentStore(() => window.sessionStorage);
