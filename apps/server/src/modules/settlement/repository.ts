/**
 * Queries of 结算价: the settlements, their lines and the formula versions, plus what a new
 * settlement counts (the party's clients' contracts approved in the month) read through the other
 * areas' views. Every function takes the caller's transaction and filters by tenant.
 */
import { CONTRACT_STATUS } from '@cb/domain';
import type { settlementListQuery } from '@cb/domain/settlement';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contains, orderFor, paged } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { users } from '../../platform/identity/schema.ts';
import { contractItemsView, contractsView } from '../contract-review/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { settlements as s, settlementFormulas, settlementLines } from './schema.ts';

export type SettlementListQuery = z.infer<typeof settlementListQuery>;
export type SettlementExportQuery = Omit<SettlementListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<SettlementListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const creator = alias(users, 'settlement_creator');
const SORT = {
  month: s.month,
  partyName: s.partyName,
  settled: s.settled,
  balance: s.balance,
  createTime: s.createdAt,
};
const DEFAULT_ORDER = [desc(s.month), desc(s.createdAt), desc(s.id)];

const rowColumns = {
  id: s.id,
  month: s.month,
  partyType: s.partyType,
  partyId: sql<string>`coalesce(${s.partnerId}, ${s.branchId})`,
  partyName: s.partyName,
  unitPrice: s.unitPrice,
  annualFeePerMark: s.annualFeePerMark,
  standards: s.standards,
  markedStandards: s.markedStandards,
  price: s.price,
  annualFee: s.annualFee,
  total: s.total,
  auditCost: s.auditCost,
  otherCosts: s.otherCosts,
  settled: s.settled,
  carriedOver: s.carriedOver,
  prepayments: s.prepayments,
  invoiceTax: s.invoiceTax,
  balance: s.balance,
  formulaVersion: s.formulaVersion,
  checkStatus: s.checkStatus,
  createdBy: s.createdBy,
  createdByName: sql<string>`coalesce(${creator.realname}, '')`,
  createTime: s.createdAt,
  version: s.version,
};

function where(tenantId: number, f: Filters): SQL | undefined {
  return and(
    eq(s.tenantId, tenantId),
    f.month ? eq(s.month, f.month) : undefined,
    f.partyType !== undefined ? eq(s.partyType, f.partyType) : undefined,
    contains(s.partyName, f.partyName),
    f.checkStatus !== undefined ? eq(s.checkStatus, f.checkStatus) : undefined,
  );
}

export function listSettlements(tx: Reader, tenantId: number, q: SettlementListQuery) {
  const condition = where(tenantId, q);
  return paged(tx, s, condition, q, (limit, offset) =>
    tx
      .select(rowColumns)
      .from(s)
      .leftJoin(creator, eq(creator.id, s.createdBy))
      .where(condition)
      .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, s.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportSettlements(tx: Reader, tenantId: number, q: SettlementExportQuery, max: number) {
  return tx
    .select(rowColumns)
    .from(s)
    .leftJoin(creator, eq(creator.id, s.createdBy))
    .where(where(tenantId, q))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, s.id))
    .limit(max);
}
export type SettlementListRow = Awaited<ReturnType<typeof exportSettlements>>[number];

export async function findSettlement(tx: Reader, tenantId: number, id: string) {
  const checker = alias(users, 'settlement_checker');
  const [row] = await tx
    .select({
      ...rowColumns,
      remark: s.remark,
      checkedByName: sql<string>`coalesce(${checker.realname}, '')`,
      checkedAt: s.checkedAt,
      checkReason: s.checkReason,
      labourCounted: s.labourCounted,
    })
    .from(s)
    .leftJoin(creator, eq(creator.id, s.createdBy))
    .leftJoin(checker, eq(checker.id, s.checkedBy))
    .where(and(eq(s.tenantId, tenantId), eq(s.id, id)));
  return row;
}

export function linesOf(tx: Reader, tenantId: number, settlementIds: readonly string[]) {
  if (settlementIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      settlementId: settlementLines.settlementId,
      enterpriseId: settlementLines.enterpriseId,
      enterpriseName: settlementLines.enterpriseName,
      contractId: settlementLines.contractId,
      contractNo: settlementLines.contractNo,
      standards: settlementLines.standards,
      markedStandards: settlementLines.markedStandards,
      labour: settlementLines.labour,
      travel: settlementLines.travel,
      auditCost: settlementLines.auditCost,
      amount: settlementLines.amount,
    })
    .from(settlementLines)
    .where(
      and(eq(settlementLines.tenantId, tenantId), inArray(settlementLines.settlementId, [...settlementIds])),
    )
    .orderBy(settlementLines.enterpriseName, settlementLines.contractNo);
}

/** The newest formula version (undefined: the defaults, version 0). */
export async function latestFormula(tx: Reader, tenantId: number) {
  const [row] = await tx
    .select({
      versionNo: settlementFormulas.versionNo,
      annualFeePerMark: settlementFormulas.annualFeePerMark,
      updateTime: settlementFormulas.createdAt,
    })
    .from(settlementFormulas)
    .where(eq(settlementFormulas.tenantId, tenantId))
    .orderBy(desc(settlementFormulas.versionNo))
    .limit(1);
  return row;
}

/** The party's latest approved balance before `month` (the statement's 上期结转). */
export async function carriedOver(
  tx: Reader,
  tenantId: number,
  party: { partyType: number; partyId: string },
  month: string,
): Promise<string> {
  const [row] = await tx
    .select({ balance: s.balance })
    .from(s)
    .where(
      and(
        eq(s.tenantId, tenantId),
        party.partyType === 1 ? eq(s.partnerId, party.partyId) : eq(s.branchId, party.partyId),
        eq(s.checkStatus, 1),
        sql`${s.month} < ${month}`,
      ),
    )
    .orderBy(desc(s.month))
    .limit(1);
  return row?.balance ?? '0';
}

/**
 * What the month counts for the clients: each of their contracts approved that month (by its
 * signed date, else its creation) with its items (standards) and items carrying an accreditation mark.
 */
export function contractsOfMonth(
  tx: Reader,
  tenantId: number,
  enterpriseIds: readonly string[],
  month: string,
) {
  if (enterpriseIds.length === 0) return Promise.resolve([]);
  const contractMonth = sql`to_char(coalesce(${contractsView.signedDate}::timestamp, ${contractsView.createdAt}), 'YYYY-MM')`;
  return tx
    .select({
      enterpriseId: contractsView.enterpriseId,
      enterpriseName: enterprisesView.name,
      contractId: contractsView.id,
      contractNo: contractsView.contractNo,
      standards: sql<number>`count(${contractItemsView.id})::int`,
      markedStandards: sql<number>`count(${contractItemsView.id}) filter (where ${contractItemsView.accreditationMark} <> '')::int`,
    })
    .from(contractsView)
    .innerJoin(enterprisesView, eq(enterprisesView.id, contractsView.enterpriseId))
    .innerJoin(contractItemsView, eq(contractItemsView.contractId, contractsView.id))
    .where(
      and(
        eq(contractsView.tenantId, tenantId),
        eq(contractsView.status, CONTRACT_STATUS.approved),
        inArray(contractsView.enterpriseId, [...enterpriseIds]),
        sql`${contractMonth} = ${month}`,
      ),
    )
    .groupBy(contractsView.enterpriseId, enterprisesView.name, contractsView.id, contractsView.contractNo)
    .orderBy(enterprisesView.name, contractsView.contractNo);
}
