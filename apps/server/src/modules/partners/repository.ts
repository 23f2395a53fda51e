/**
 * Queries of 合作方 (hzf). Every function runs inside the caller's tenant transaction (RLS on) and
 * also filters by tenant, as ARCHITECTURE.md "Data" asks; sort columns come from an allowlist and
 * client text only ever as bound values.
 */
import type { PartnerInput, partnerListQuery } from '@cb/domain/partners';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, orderFor, paged, updateVersioned } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { auditorsView } from '../auditors/door.ts';
import { partnerConsultants as pc, partners as r } from './schema.ts';

export type PartnerListQuery = z.infer<typeof partnerListQuery>;
/** The export's query: the list's filters and order, without paging. */
export type PartnerExportQuery = Omit<PartnerListQuery, 'pageNo' | 'pageSize'>;
type Filters = Omit<PartnerListQuery, 'pageNo' | 'pageSize' | 'column' | 'order'>;

const SORT = {
  code: r.code,
  name: r.name,
  level: r.level,
  partnerType: r.partnerType,
  settlementPrice: r.settlementPrice,
  createTime: r.createdAt,
  updateTime: r.updatedAt,
};
const DEFAULT_ORDER = [asc(r.code), desc(r.id)];

const rowColumns = {
  id: r.id,
  code: r.code,
  name: r.name,
  level: r.level,
  partnerType: r.partnerType,
  region: r.region,
  settlementPrice: r.settlementPrice,
  rebateRate: r.rebateRate,
  assignMode: r.assignMode,
  contactName: sql<string>`coalesce(${r.contacts}->0->>'name', '')`,
  contactPhone: sql<string>`coalesce(${r.contacts}->0->>'phone', '')`,
  status: r.status,
  createTime: r.createdAt,
  updateTime: r.updatedAt,
  version: r.version,
};

function where(tenantId: number, f: Filters): SQL | undefined {
  return and(
    eq(r.tenantId, tenantId),
    eq(r.deleted, false),
    contains(r.name, f.name),
    f.partnerType ? eq(r.partnerType, f.partnerType) : undefined,
    f.level !== undefined ? eq(r.level, f.level) : undefined,
    f.status !== undefined ? eq(r.status, f.status) : undefined,
  );
}

export function listPartners(tx: Reader, tenantId: number, q: PartnerListQuery) {
  const condition = where(tenantId, q);
  return paged(tx, r, condition, q, (limit, offset) =>
    tx
      .select(rowColumns)
      .from(r)
      .where(condition)
      .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
      .limit(limit)
      .offset(offset),
  );
}

/** Every matching row (up to `max`) in the list's order, for the Excel export. */
export function exportPartners(tx: Reader, tenantId: number, q: PartnerExportQuery, max: number) {
  return tx
    .select(rowColumns)
    .from(r)
    .where(where(tenantId, q))
    .orderBy(...orderFor(q, SORT, DEFAULT_ORDER, r.id))
    .limit(max);
}

/** A row of the list and of the export. */
export type PartnerListRow = Awaited<ReturnType<typeof exportPartners>>[number];

export async function findPartner(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({
      ...rowColumns,
      contacts: r.contacts,
      bankName: r.bankName,
      bankAccountName: r.bankAccountName,
      bankAccountNo: r.bankAccountNo,
      remark: r.remark,
      createdBy: r.createdBy,
      updatedBy: r.updatedBy,
    })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.deleted, false)));
  return row;
}

export function consultantsOf(tx: Reader, tenantId: number, partnerId: string) {
  return tx
    .select({
      auditorId: pc.auditorId,
      auditorName: sql<string>`coalesce(${auditorsView.name}, '')`,
      startDate: pc.startDate,
      endDate: pc.endDate,
    })
    .from(pc)
    .leftJoin(auditorsView, eq(auditorsView.id, pc.auditorId))
    .where(and(eq(pc.tenantId, tenantId), eq(pc.partnerId, partnerId)))
    .orderBy(asc(pc.sortNo), asc(pc.startDate));
}

/** The stored columns of a save (the consultants are rows of their own). */
export function partnerColumns({ consultants: _c, ...fields }: PartnerInput) {
  return fields;
}

export async function insertPartner(tx: Tx, tenantId: number, userId: string, input: PartnerInput) {
  const [row] = await tx
    .insert(r)
    .values({ ...partnerColumns(input), tenantId, createdBy: userId, updatedBy: userId })
    .returning({ id: r.id, version: r.version });
  return row!;
}

/** Writes `input` if the row is still at `version` (409 when it moved on, 404 when it is gone). */
export async function updatePartner(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  patch: Partial<typeof r.$inferInsert>,
) {
  const row = await updateVersioned(tx, r, id, version, patch, userId);
  return { id: row.id, version: row.version };
}

/**
 * Makes the partner's consultants the submitted list (each save replaces them: the rows are the
 * partner's own and nothing points at them). The audit trail records the deletes and inserts.
 */
export async function replaceConsultants(
  tx: Tx,
  actor: { tenantId: number; userId: string },
  partnerId: string,
  consultants: PartnerInput['consultants'],
) {
  const current = await tx
    .select({ auditorId: pc.auditorId, startDate: pc.startDate, endDate: pc.endDate })
    .from(pc)
    .where(and(eq(pc.tenantId, actor.tenantId), eq(pc.partnerId, partnerId)))
    .orderBy(asc(pc.sortNo), asc(pc.startDate));
  const same =
    current.length === consultants.length &&
    current.every(
      (c, i) =>
        c.auditorId === consultants[i]!.auditorId &&
        c.startDate === consultants[i]!.startDate &&
        c.endDate === consultants[i]!.endDate,
    );
  if (same) return;
  await tx.delete(pc).where(and(eq(pc.tenantId, actor.tenantId), eq(pc.partnerId, partnerId)));
  if (consultants.length)
    await tx.insert(pc).values(
      consultants.map((c, sortNo) => ({
        ...c,
        sortNo,
        partnerId,
        tenantId: actor.tenantId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })),
    );
}

/** Deletes the row if it is still at `version`; false when nothing matched. */
export async function deletePartner(tx: Tx, tenantId: number, id: string, version: number) {
  const rows = await tx
    .delete(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.version, version)))
    .returning({ id: r.id });
  return rows.length > 0;
}
