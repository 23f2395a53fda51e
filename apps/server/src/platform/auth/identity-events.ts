/**
 * Changes that make a cached sign-in stale (TokenService keeps resolved tokens in memory): a
 * tenant's permission catalogue changed (`invalidatePermissionCache`). Heard once the transaction
 * that made the change commits; every TokenService of the process listens, and the realtime hub
 * passes the change on to the other instances (pub/sub).
 */
import { afterCommit } from '../db/database.ts';

/** Whose cached sign-ins are stale: one user's, a tenant's, or (neither) everyone's. */
export interface IdentityChange {
  userId?: string;
  tenantId?: number;
}

const listeners = new Set<(change: IdentityChange) => void>();

export function onPermissionsChanged(listener: (change: IdentityChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call inside the transaction that changes the tenant's catalogue or grants. */
export function permissionsChanged(tenantId: number): void {
  afterCommit(() => {
    for (const listener of listeners) listener({ tenantId });
  });
}
