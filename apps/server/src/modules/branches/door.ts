/**
 * What other areas use of 分公司: the branches as a read-only view, the branch a contract item or a
 * client belongs to (its settlement method gives finance's due dates), and the records that carry a
 * branch (the overview's counts). A record belongs to the branch whose code or name it carries
 * (packages/domain/src/branches/rules.ts): the programme's and plan's branch code, the client's and
 * auditor's 分公司 text — their stored values are kept as they were.
 */
import { branchOf } from '@cb/domain/branches';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { anyOfIds } from '../../platform/crud/search.ts';
import type { Reader } from '../../platform/db/database.ts';
import { auditProgrammesView } from '../audit-programmes/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { branches } from './schema.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to a branch: `.references(branchKey)`. */
export const branchKey = (): AnyPgColumn => branches.id;

/** Branches as others see them: code, name, settlement method and type, unit price, borrow fee. */
export const branchesView = qb
  .select({
    id: branches.id,
    tenantId: branches.tenantId,
    code: branches.code,
    name: branches.name,
    settlementMethod: branches.settlementMethod,
    settlementType: branches.settlementType,
    unitPrice: branches.unitPrice,
    borrowFeeUnit: branches.borrowFeeUnit,
    borrowFeeRate: branches.borrowFeeRate,
    status: branches.status,
  })
  .from(branches)
  .as('branches_view');

export type BranchView = {
  id: string;
  code: string;
  name: string;
  settlementMethod: number;
  settlementType: number;
  unitPrice: string;
  status: number;
};

/** Every branch of the tenant (a handful per body). */
export function tenantBranches(tx: Reader, tenantId: number): Promise<BranchView[]> {
  return tx
    .select({
      id: branches.id,
      code: branches.code,
      name: branches.name,
      settlementMethod: branches.settlementMethod,
      settlementType: branches.settlementType,
      unitPrice: branches.unitPrice,
      status: branches.status,
    })
    .from(branches)
    .where(eq(branches.tenantId, tenantId));
}

/**
 * The branch each contract item belongs to: its audit programme's branch code, else its client's
 * 分公司; items of no branch are absent. `itemId` → branch.
 */
export async function branchesOfContractItems(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
  itemIds: readonly string[],
): Promise<Map<string, BranchView>> {
  const all = await tenantBranches(tx, tenantId);
  const found = new Map<string, BranchView>();
  if (all.length === 0 || itemIds.length === 0) return found;
  const [client] = await tx
    .select({ branchCompany: enterprisesView.branchCompany })
    .from(enterprisesView)
    .where(and(eq(enterprisesView.tenantId, tenantId), eq(enterprisesView.id, enterpriseId)));
  const programmes = await tx
    .select({ itemId: auditProgrammesView.contractItemId, branchCode: auditProgrammesView.branchCode })
    .from(auditProgrammesView)
    .where(
      and(
        eq(auditProgrammesView.tenantId, tenantId),
        isNotNull(auditProgrammesView.contractItemId),
        anyOfIds(auditProgrammesView.contractItemId, itemIds),
      ),
    );
  const codeOf = new Map(programmes.map((p) => [p.itemId, p.branchCode]));
  for (const itemId of itemIds) {
    const branch = branchOf(all, [codeOf.get(itemId), client?.branchCompany]);
    if (branch) found.set(itemId, branch);
  }
  return found;
}

/**
 * The settlement method (SPEC §3: 1 before certificate issue, 2 before audit, 3 monthly) of each
 * contract item's branch; 2 (before audit) for an item of no branch.
 */
export async function settlementMethodsOfContractItems(
  tx: Reader,
  tenantId: number,
  enterpriseId: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  const found = await branchesOfContractItems(tx, tenantId, enterpriseId, itemIds);
  return new Map(itemIds.map((id) => [id, found.get(id)?.settlementMethod ?? 2]));
}

/** The clients that belong to the branch (their 分公司 is its code or name). */
export async function enterpriseIdsOfBranch(
  tx: Reader,
  tenantId: number,
  branch: { code: string; name: string },
): Promise<string[]> {
  const rows = await tx
    .select({ id: enterprisesView.id })
    .from(enterprisesView)
    .where(
      and(
        eq(enterprisesView.tenantId, tenantId),
        sql`btrim(${enterprisesView.branchCompany}) in (${branch.code}, ${branch.name})`,
      ),
    );
  return rows.map((r) => r.id);
}
