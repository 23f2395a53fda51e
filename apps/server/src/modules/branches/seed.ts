/**
 * Demo 分公司 (only with demo data on): two branches, named as the demo auditors carry them
 * (auditors/seed.ts), so the overview links them; one settles before audit, one monthly.
 */
import type { TenantSeeder } from '../../platform/areas.ts';
import { branches } from './schema.ts';

export const DEMO_BRANCHES = [
  { code: '01', name: '华东分公司', settlementMethod: 2, settlementType: 1, unitPrice: '3000.00' },
  { code: '02', name: '华南分公司', settlementMethod: 3, settlementType: 2, unitPrice: '2500.00' },
] as const;

export const seedBranches: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  await tx.insert(branches).values(
    DEMO_BRANCHES.map((b) => ({
      tenantId,
      ...b,
      borrowFeeUnit: 1,
      borrowFeeRate: '800.00',
      createdBy: admin,
      updatedBy: admin,
    })),
  );
};
