/**
 * Changes to an enterprise record decided elsewhere (变更审批 applies an approved information change
 * inside its own transaction). The enterprise's version moves on, so a form open on the old record
 * answers 409 when saved; the audit trigger records before and after. A duplicate name is the
 * unique index's violation: callers wrap their transaction in `withUniqueMessages` with
 * ENTERPRISE_UNIQUE_MESSAGES.
 */
import { scaleLevelOf } from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { customerUserLinks, enterprises } from './schema.ts';

/** The enterprise fields another area may change, with their current values. */
export const CHANGEABLE_ENTERPRISE_FIELDS = [
  'name',
  'nameEn',
  'registeredAddress',
  'registeredAddressEn',
  'officeAddress',
  'officeAddressEn',
  'productionAddress',
  'legalRepresentative',
  'totalHeadcount',
] as const;
export type ChangeableEnterpriseField = (typeof CHANGEABLE_ENTERPRISE_FIELDS)[number];
export type EnterprisePatch = Partial<Record<ChangeableEnterpriseField, string | number>>;

export const ENTERPRISE_UNIQUE_MESSAGES = { enterprises_name_uq: '企业名称已存在' } as const;

/** The changeable fields of an enterprise of the tenant (404 when it is not there). */
export async function readEnterpriseFields(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
): Promise<Record<ChangeableEnterpriseField, string | number>> {
  const [row] = await tx
    .select(Object.fromEntries(CHANGEABLE_ENTERPRISE_FIELDS.map((f) => [f, enterprises[f]])) as never)
    .from(enterprises)
    .where(inTenant(enterprises, tenantId, [eq(enterprises.id, enterpriseId)]));
  if (!row) throw notFound('企业不存在');
  return row as Record<ChangeableEnterpriseField, string | number>;
}

/** Writes the patch (the headcount also moves the scale level) and bumps the version. */
export async function applyEnterpriseFields(
  tx: Tx,
  tenantId: number,
  userId: string,
  enterpriseId: string,
  patch: EnterprisePatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  const set: Record<string, unknown> = { ...patch };
  if (typeof patch.totalHeadcount === 'number') set.scaleLevel = scaleLevelOf(patch.totalHeadcount) ?? 'S';
  const rows = await tx
    .update(enterprises)
    .set({ ...set, version: sql`${enterprises.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(inTenant(enterprises, tenantId, [eq(enterprises.id, enterpriseId)]))
    .returning({ id: enterprises.id });
  if (rows.length !== 1) throw notFound('企业不存在');
}

/** The sign-in users who act for the enterprise (enterprise users linked to it). */
export async function usersOfEnterprise(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ userId: customerUserLinks.userId })
    .from(customerUserLinks)
    .where(inTenant(customerUserLinks, tenantId, [eq(customerUserLinks.enterpriseId, enterpriseId)]));
  return rows.map((r) => r.userId);
}
