import { StorageKey } from './storage/keys';
import { localStore } from './storage/persistent';

/**
 * Which certification body (tenant) this browser works for. SPEC.md §1: "taken from configuration
 * or a URL segment". Order: `?tenantId=` in the URL (remembered), the remembered value, the build
 * configuration `VITE_TENANT_ID`, then the demo tenant.
 */
export const DEFAULT_TENANT_ID = '1';

/** Tenant ids are positive integers; anything else in a URL is ignored rather than sent. */
export function isTenantId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,17}$/.test(value);
}

export interface TenantSources {
  /** `tenantId` from the current URL's query, if any. */
  query: string | null;
  /** The id remembered from an earlier URL. */
  stored: string | null;
  /** `import.meta.env.VITE_TENANT_ID`. */
  configured: string | undefined;
}

export function resolveTenantId({ query, stored, configured }: TenantSources): string {
  if (isTenantId(query)) return query;
  if (isTenantId(stored)) return stored;
  if (isTenantId(configured)) return configured;
  return DEFAULT_TENANT_ID;
}

let current: string | null = null;

/** Reads the URL once at start-up and remembers a `tenantId` query for later visits. */
export function initTenant(search: string = window.location.search): string {
  const query = new URLSearchParams(search).get('tenantId');
  if (isTenantId(query)) localStore.set(StorageKey.tenantId, query, null);
  current = resolveTenantId({
    query,
    stored: localStore.get<string>(StorageKey.tenantId),
    configured: import.meta.env.VITE_TENANT_ID,
  });
  return current;
}

/** The tenant id sent as the `tenant-id` header. */
export function currentTenantId(): string {
  return current ?? initTenant();
}
