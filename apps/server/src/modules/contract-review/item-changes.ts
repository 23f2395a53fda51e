/**
 * What 变更审批 (htps/bgsp) needs of contracts, inside its own transaction: the contract item of an
 * approved contract that carries a standard of an application (the item a change concerns), and
 * writing an approved information change (no audit, document review) to that item. An audit
 * (11 / 21) goes through `openChangeReview` (tasks.ts) instead.
 */
import { CONTRACT_STATUS } from '@cb/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { contractItems, contracts } from './schema.ts';

/** The item of the application's approved contract for the standard, or null when there is none. */
export async function approvedContractItemFor(
  tx: Tx,
  tenantId: number,
  applicationId: string,
  certificateStandardId: string,
): Promise<{ id: string; contractNo: string } | null> {
  const [row] = await tx
    .select({ id: contractItems.id, contractNo: contracts.contractNo })
    .from(contractItems)
    .innerJoin(contracts, eq(contracts.id, contractItems.contractId))
    .where(
      inTenant(contractItems, tenantId, [
        eq(contracts.applicationId, applicationId),
        eq(contracts.status, CONTRACT_STATUS.approved),
        eq(contractItems.certificateStandardId, certificateStandardId),
      ]),
    )
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  return row ?? null;
}

export type ContractItemPatch = Partial<{
  scopeZh: string;
  scopeEn: string;
  professionalCodes: string[];
  headcount: number;
  effectivePersonnel: number;
}>;

/** Writes an approved change to a contract item (its version moves on; the audit trigger records it). */
export async function applyContractItemFields(
  tx: Tx,
  tenantId: number,
  userId: string,
  contractItemId: string,
  patch: ContractItemPatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  const rows = await tx
    .update(contractItems)
    .set({ ...patch, version: sql`${contractItems.version} + 1`, updatedAt: new Date(), updatedBy: userId })
    .where(inTenant(contractItems, tenantId, [eq(contractItems.id, contractItemId)]))
    .returning({ id: contractItems.id });
  if (rows.length !== 1) throw notFound('合同项目不存在');
}
