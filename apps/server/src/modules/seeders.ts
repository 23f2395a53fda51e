/**
 * Per-tenant reference data that every area needs on a new tenant (dictionaries, standards …) and,
 * with demo on, its demo records. Each area exports a seeder; add one line here per area. They run
 * inside the transaction that creates the tenant, in this order.
 */
import type { Tx } from '../platform/db/database.ts';
import { seedApplications } from './applications/seed.ts';
import { seedCertificates } from './certificates/seed.ts';
import { seedCustomers } from './customers/seed.ts';
import { seedNotices } from './notices/seed.ts';
import { seedReferenceData } from './reference/seed.ts';

export interface TenantSeedContext {
  tx: Tx;
  tenantId: number;
  demo: boolean;
  /** Ids of the tenant's users by username (admin always; the demo users when demo is on). */
  userIds: ReadonlyMap<string, string>;
}

export type TenantSeeder = (ctx: TenantSeedContext) => Promise<void>;

export const TENANT_SEEDERS: readonly TenantSeeder[] = [seedReferenceData, seedCustomers, seedApplications, seedCertificates, seedNotices];
