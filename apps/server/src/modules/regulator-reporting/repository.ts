/**
 * Queries of 信息上报 (xxsb): the batches, their row snapshots and the code map corrections. Every
 * function runs inside the caller's tenant transaction (RLS on) and also filters by tenant; sort
 * columns come from an allowlist and client text only ever as bound values.
 */
import type {
  ReportBatchListQuery,
  ReportCodeMapInput,
  ReportKind,
  ReportRowFilters,
  ReportRowListQuery,
} from '@cb/domain/regulator-reporting';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { orderFor, paged } from '../../platform/crud/index.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { users } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { reportBatches as b, reportCodeMaps as m, reportBatchRows as r } from './schema.ts';
import type { ComputedRow } from './service.ts';
import { monthRange } from './sources.ts';

export type BatchListQuery = ReportBatchListQuery;
export type BatchExportQuery = Omit<ReportBatchListQuery, 'pageNo' | 'pageSize'>;

// ─────────────────────────────────────────── reported rows ──────────────────────────────────────

function reportedWhere(tenantId: number, kind: ReportKind, f: ReportRowFilters): SQL | undefined {
  const { from, to } = monthRange(f.month);
  return and(
    eq(r.tenantId, tenantId),
    eq(r.kind, kind),
    from ? gte(r.eventDate, from) : undefined,
    to ? lte(r.eventDate, to) : undefined,
    f.standardCode ? eq(r.standardCode, f.standardCode) : undefined,
    f.branchCode ? eq(r.branchCode, f.branchCode) : undefined,
    f.number
      ? sql`upper(${r.number}) like ${`%${f.number
          .replace(/[\\%_]/g, (c) => `\\${c}`)
          .replace(/\s+/g, '')
          .toUpperCase()}%`}`
      : undefined,
    f.due === 'overdue' ? sql`${r.reportedAt}::date > ${r.deadline}::date` : undefined,
  );
}

const REPORTED_SORT = { eventDate: r.eventDate, deadline: r.deadline, number: r.number };

/** 已上报: the rows as they were reported, with their batch, newest first. */
export function listReportedRows(tx: Reader, tenantId: number, kind: ReportKind, q: ReportRowListQuery) {
  const condition = reportedWhere(tenantId, kind, q);
  return paged(tx, r, condition, q, (limit, offset) =>
    tx
      .select({
        id: r.sourceId,
        kind: sql<ReportKind>`${r.kind}`,
        number: r.number,
        enterpriseName: r.enterpriseName,
        standardCode: r.standardCode,
        branchCode: r.branchCode,
        typeCode: r.typeCode,
        typeLabel: r.typeLabel,
        codes: r.codes,
        eventDate: r.eventDate,
        deadline: r.deadline,
        overdue: sql<boolean>`(${r.reportedAt} at time zone 'Asia/Shanghai')::date > ${r.deadline}::date`,
        reportedAt: r.reportedAt,
        batchNo: b.batchNo,
      })
      .from(r)
      .innerJoin(b, eq(b.id, r.batchId))
      .where(condition)
      .orderBy(...orderFor(q, REPORTED_SORT, [desc(r.eventDate), desc(r.id)], r.id))
      .limit(limit)
      .offset(offset),
  );
}

/** A chunk of the reported rows' values (a month's, or all), for the export of 已上报. */
export function reportedValues(
  tx: Reader,
  tenantId: number,
  kind: ReportKind,
  f: ReportRowFilters,
  limit: number,
  offset: number,
) {
  return tx
    .select({ values: r.values })
    .from(r)
    .where(reportedWhere(tenantId, kind, f))
    .orderBy(desc(r.eventDate), desc(r.id))
    .limit(limit)
    .offset(offset);
}

/** Which of `sourceIds` are reported already. */
export async function reportedSourceIds(
  tx: Reader,
  tenantId: number,
  kind: ReportKind,
  sourceIds: readonly string[],
) {
  if (!sourceIds.length) return new Set<string>();
  const rows = await tx
    .select({ sourceId: r.sourceId })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.kind, kind), inArray(r.sourceId, [...sourceIds])));
  return new Set(rows.map((x) => x.sourceId));
}

// ─────────────────────────────────────────── batches ────────────────────────────────────────────

export async function insertBatch(tx: Tx, values: typeof b.$inferInsert) {
  await tx.insert(b).values(values);
}

export async function insertBatchRows(
  tx: Tx,
  tenantId: number,
  batchId: string,
  at: Date,
  rows: readonly ComputedRow[],
) {
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(r).values(
      rows.slice(i, i + 500).map((row) => ({
        id: uuidv7(),
        tenantId,
        batchId,
        kind: row.kind,
        sourceId: row.id,
        number: row.number,
        enterpriseName: row.enterpriseName,
        standardCode: row.standardCode,
        branchCode: row.branchCode,
        typeCode: row.typeCode,
        typeLabel: row.typeLabel,
        codes: row.codes,
        eventDate: row.eventDate,
        deadline: row.deadline,
        values: row.values,
        reportedAt: at,
      })),
    );
}

function batchWhere(tenantId: number, q: BatchExportQuery) {
  return and(
    eq(b.tenantId, tenantId),
    q.kind ? eq(b.kind, q.kind) : undefined,
    q.period ? eq(b.period, q.period) : undefined,
  );
}
const BATCH_SORT = { createTime: b.createdAt, rowCount: b.rowCount, batchNo: b.batchNo };
const batchColumns = {
  id: b.id,
  batchNo: b.batchNo,
  kind: sql<ReportKind>`${b.kind}`,
  period: b.period,
  rowCount: b.rowCount,
  reportedByName: sql<string>`coalesce(${users.realname}, '')`,
  createTime: b.createdAt,
  fileName: b.fileName,
  remark: b.remark,
};

export function listBatches(tx: Reader, tenantId: number, q: BatchListQuery) {
  const condition = batchWhere(tenantId, q);
  return paged(tx, b, condition, q, (limit, offset) =>
    tx
      .select(batchColumns)
      .from(b)
      .leftJoin(users, eq(users.id, b.createdBy))
      .where(condition)
      .orderBy(...orderFor(q, BATCH_SORT, [desc(b.createdAt), desc(b.id)], b.id))
      .limit(limit)
      .offset(offset),
  );
}

export function exportBatches(tx: Reader, tenantId: number, q: BatchExportQuery) {
  return tx
    .select(batchColumns)
    .from(b)
    .leftJoin(users, eq(users.id, b.createdBy))
    .where(batchWhere(tenantId, q))
    .orderBy(...orderFor(q, BATCH_SORT, [desc(b.createdAt), desc(b.id)], b.id))
    .limit(10000);
}
export type BatchListRow = Awaited<ReturnType<typeof exportBatches>>[number];

export async function batchFile(tx: Reader, tenantId: number, id: string) {
  const [row] = await tx
    .select({ file: storedFiles })
    .from(b)
    .innerJoin(storedFiles, eq(storedFiles.id, b.fileId))
    .where(and(eq(b.tenantId, tenantId), eq(b.id, id)));
  return row?.file;
}

// ─────────────────────────────────────────── code maps ──────────────────────────────────────────

export function codeMapOverrides(tx: Reader, tenantId: number) {
  return tx
    .select({ map: m.map, fromCode: m.fromCode, toCode: m.toCode })
    .from(m)
    .where(eq(m.tenantId, tenantId));
}

export async function upsertCodeMap(tx: Tx, user: AuthUser, input: ReportCodeMapInput) {
  await tx
    .insert(m)
    .values({ ...input, tenantId: user.tenantId, createdBy: user.userId, updatedBy: user.userId })
    .onConflictDoUpdate({
      target: [m.tenantId, m.map, m.fromCode],
      set: {
        toCode: input.toCode,
        updatedBy: user.userId,
        updatedAt: new Date(),
        version: sql`${m.version} + 1`,
      },
    });
}
