/**
 * What 变更审批 (htps/bgsp) does to this area's records inside its own transaction: it settles a
 * change request (approved or rejected, versioned: 409 on a stale version) and writes an approved
 * change to the application's item (the standard that becomes the contract item).
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { notFound } from '../../platform/http/errors.ts';
import { applicationChanges, applicationItems } from './schema.ts';

/** Moves a change request to `status` (2 approved, 3 rejected) if it is still at `version`. */
export async function settleChangeRequest(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  status: 2 | 3,
): Promise<void> {
  await updateVersioned(tx, applicationChanges, id, version, { status }, userId);
}

/** The item fields a change may touch. */
export const CHANGEABLE_ITEM_FIELDS = [
  'scopeZh',
  'scopeEn',
  'professionalCodes',
  'headcount',
  'effectivePersonnel',
] as const;
export type ChangeableItemField = (typeof CHANGEABLE_ITEM_FIELDS)[number];
export type ItemPatch = Partial<Record<ChangeableItemField, string | number | string[]>>;

/** Writes the patch to an item of the application (404 when the item is not the application's). */
export async function applyApplicationItemFields(
  tx: Tx,
  tenantId: number,
  userId: string,
  applicationId: string,
  itemId: string,
  patch: ItemPatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  const rows = await tx
    .update(applicationItems)
    .set({
      ...(patch as Record<string, unknown>),
      version: sql`${applicationItems.version} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(
      inTenant(applicationItems, tenantId, [
        eq(applicationItems.applicationId, applicationId),
        eq(applicationItems.id, itemId),
      ]),
    )
    .returning({ id: applicationItems.id });
  if (rows.length !== 1) throw notFound('认证项目不存在');
}
