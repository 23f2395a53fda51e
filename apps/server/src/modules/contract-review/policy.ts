/**
 * The body's audit-time data and tariff (DOMAIN.md §2): versioned duration tables, MD 5 Annex C
 * factors, the stage split and QMS risk policy, fee tariff and accreditations — seeded for every
 * tenant from @cb/domain's defaults and read here into the calculator's AuditTimePolicy.
 */
import {
  AUDIT_TIME_FACTORS,
  type AuditTimePolicy,
  type AuditTimePolicyData,
  DEFAULT_AUDIT_TIME_POLICY,
  DEFAULT_DURATION_TABLES,
  type TariffRow,
} from '@cb/domain';
import { asc, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditDurationTables,
  auditTimeFactors,
  auditTimePolicies,
  bodyAccreditations,
  feeTariffs,
} from './schema.ts';

/** The tenant's policy with its active tables and enabled factors. */
export async function readPolicy(
  tx: Reader,
  tenantId: number,
): Promise<AuditTimePolicy & { factors: AuditTimePolicyData['factors'] }> {
  const [row] = await tx.select().from(auditTimePolicies).where(eq(auditTimePolicies.tenantId, tenantId));
  const tables = await tx
    .select()
    .from(auditDurationTables)
    .where(inTenant(auditDurationTables, tenantId, [eq(auditDurationTables.active, 1)]))
    .orderBy(asc(auditDurationTables.standard));
  const factors = await tx
    .select()
    .from(auditTimeFactors)
    .where(inTenant(auditTimeFactors, tenantId, [eq(auditTimeFactors.enabled, 1)]))
    .orderBy(asc(auditTimeFactors.sortNo), asc(auditTimeFactors.code));
  const qms = (row?.qmsRiskAdjustment ?? {}) as Record<string, number>;
  return {
    stage1Share: row?.stage1Share ?? DEFAULT_AUDIT_TIME_POLICY.stage1Share,
    defaultRiskLevel: (row?.defaultRiskLevel ?? DEFAULT_AUDIT_TIME_POLICY.defaultRiskLevel) as 1 | 2 | 3 | 4,
    qmsRiskAdjustment: row
      ? { 1: qms['1'] ?? 0, 2: qms['2'] ?? 0, 3: qms['3'] ?? 0, 4: qms['4'] ?? 0 }
      : DEFAULT_AUDIT_TIME_POLICY.qmsRiskAdjustment,
    tables: tables.length
      ? tables.map((t) => ({
          standard: t.standard,
          version: t.tableVersion,
          bands: t.bands,
          columns: t.columns,
        }))
      : DEFAULT_DURATION_TABLES,
    factors: factors.length
      ? factors.map((f) => ({ code: f.code, nameZh: f.nameZh, nameEn: f.nameEn, percent: f.percent }))
      : AUDIT_TIME_FACTORS.map((f) => ({ code: f.code, nameZh: f.zh, nameEn: f.en, percent: f.percent })),
  };
}

/** The policy as the review page receives it. */
export function policyData(p: Awaited<ReturnType<typeof readPolicy>>): AuditTimePolicyData {
  return {
    stage1Share: p.stage1Share,
    defaultRiskLevel: p.defaultRiskLevel,
    qmsRiskAdjustment: { ...p.qmsRiskAdjustment },
    tables: p.tables.map((t) => ({
      standard: t.standard,
      version: t.version,
      bands: [...t.bands],
      columns: Object.fromEntries(Object.entries(t.columns).map(([k, v]) => [k, [...(v ?? [])]])),
    })),
    factors: p.factors,
  };
}

export async function readTariff(tx: Reader, tenantId: number): Promise<TariffRow[]> {
  const rows = await tx
    .select()
    .from(feeTariffs)
    .where(inTenant(feeTariffs, tenantId, [eq(feeTariffs.enabled, 1)]));
  return rows.map((r) => ({
    auditType: r.auditType,
    feeType: r.feeType,
    standardCode: r.standardCode,
    basis: r.basis,
    unitPrice: r.unitPrice,
  }));
}

export async function readAccreditations(tx: Reader, tenantId: number) {
  return tx.select().from(bodyAccreditations).where(eq(bodyAccreditations.tenantId, tenantId));
}

/** Default tariff (CNY per person-day; fixed application fee). A body edits it under 审核时间与收费配置. */
const DEFAULT_TARIFF: readonly Omit<TariffRow, 'standardCode'>[] = [
  { auditType: 1, feeType: 0, basis: 2, unitPrice: '1000.00' },
  { auditType: 1, feeType: 1, basis: 1, unitPrice: '3000.00' },
  { auditType: 2, feeType: 2, basis: 1, unitPrice: '3000.00' },
  { auditType: 3, feeType: 2, basis: 1, unitPrice: '3000.00' },
  { auditType: 4, feeType: 3, basis: 1, unitPrice: '3000.00' },
  { auditType: 5, feeType: 2, basis: 1, unitPrice: '3000.00' },
  { auditType: 6, feeType: 2, basis: 1, unitPrice: '3000.00' },
  { auditType: 7, feeType: 3, basis: 1, unitPrice: '3000.00' },
  { auditType: 11, feeType: 5, basis: 1, unitPrice: '3000.00' },
  { auditType: 21, feeType: 0, basis: 1, unitPrice: '3000.00' },
];

/** What every new tenant starts with: MD 5 tables, Annex C factors, the policy, a tariff, CNAS scope. */
export async function seedAuditTimeData(tx: Tx, tenantId: number, actorId: string | null): Promise<void> {
  const who = { tenantId, createdBy: actorId, updatedBy: actorId };
  await tx
    .insert(auditDurationTables)
    .values(
      DEFAULT_DURATION_TABLES.map((t) => ({
        ...who,
        standard: t.standard,
        tableVersion: t.version,
        bands: t.bands.map((b) => ({ ...b })),
        columns: Object.fromEntries(Object.entries(t.columns).map(([k, v]) => [k, [...(v ?? [])]])),
        active: 1,
        remark: '初始数据：DOMAIN.md §2.2',
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(auditTimeFactors)
    .values(
      AUDIT_TIME_FACTORS.map((f, i) => ({
        ...who,
        code: f.code,
        nameZh: f.zh,
        nameEn: f.en,
        percent: f.percent,
        sortNo: i + 1,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(auditTimePolicies)
    .values({
      ...who,
      stage1Share: DEFAULT_AUDIT_TIME_POLICY.stage1Share,
      defaultRiskLevel: DEFAULT_AUDIT_TIME_POLICY.defaultRiskLevel,
      qmsRiskAdjustment: Object.fromEntries(
        Object.entries(DEFAULT_AUDIT_TIME_POLICY.qmsRiskAdjustment).map(([k, v]) => [k, v]),
      ),
    })
    .onConflictDoNothing();
  await tx
    .insert(feeTariffs)
    .values(DEFAULT_TARIFF.map((t) => ({ ...who, ...t, standardCode: '' })))
    .onConflictDoNothing();
  // The IAF sectors of a typical body's CNAS accreditation for Q, E and S.
  const sectors = [3, 12, 14, 17, 18, 19, 28, 29, 31, 33, 34, 35];
  await tx
    .insert(bodyAccreditations)
    .values(
      ['Q', 'E', 'S'].map((standardCode) => ({ ...who, standardCode, mark: 'CNAS', iafCodes: sectors })),
    )
    .onConflictDoNothing();
}
