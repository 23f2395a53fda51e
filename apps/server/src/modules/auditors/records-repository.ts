/**
 * The queries of an auditor's records kept by HR: labour contracts, leave and witness
 * assessments, each a list filtered by auditor (id or name) and one record, plus the witness
 * results the analysis reads. Every function runs inside the caller's tenant transaction (RLS on)
 * and also filters by tenant.
 */
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import {
  contains,
  listPages,
  type PageQuery,
  queryRows,
  type RowsStatement,
  type SortColumns,
} from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  auditors as a,
  auditorLabourContracts as lc,
  auditorLeaves as lv,
  witnessAssessments as wa,
} from './schema.ts';

/** The tables of an auditor's records: each has its auditor, a tenant and a soft delete. */
type RecordTable = typeof lc | typeof lv | typeof wa;

/** A list query of records: by auditor (id or name), a page of them. */
type RecordQuery = { auditorId?: string | undefined; auditorName?: string | undefined } & PageQuery;

/**
 * Rows whose auditor's name contains `text`, as a condition on the row's own table: `paged` counts
 * that table alone (a condition on the joined auditors made the count fail once a page was full).
 */
function auditorNamed(auditorId: PgColumn, text: string | undefined): SQL | undefined {
  return text
    ? sql`exists (select 1 from ${a} where ${a.id} = ${auditorId} and ${contains(a.name, text)})`
    : undefined;
}

/**
 * One kind of record: its list (the prepared page when unfiltered, else filtered by auditor id,
 * auditor name and the kind's own condition, in the chosen order) and one record, every row with
 * its auditor's name and none deleted.
 */
function auditorRecords<Columns extends SelectedFields>(
  name: string,
  table: RecordTable,
  columns: Columns,
  sort: SortColumns,
  fallback: SQL[],
) {
  // One select for the three tables: drizzle cannot follow a generic selection, so the query is
  // built on the contracts' type (the columns it names are common to the three) and typed back.
  const from = (db: Reader) =>
    db
      .select(columns as SelectedFields)
      .from(table as typeof lc)
      .innerJoin(a, eq(a.id, table.auditorId));
  type Row = SelectResultFields<Columns>;
  const pages = listPages(
    name,
    table,
    inTenant(table, sql.placeholder('tenantId'), [eq(table.deleted, false)]),
    queryRows(from) as unknown as (order: SQL[]) => RowsStatement<Row>,
    { sort, fallback, tieBreak: table.id },
  );
  return {
    list(tx: Reader, tenantId: number, q: RecordQuery, own?: SQL) {
      const where = inTenant(table, tenantId, [
        eq(table.deleted, false),
        q.auditorId ? eq(table.auditorId, q.auditorId) : undefined,
        auditorNamed(table.auditorId, q.auditorName),
        own,
      ]);
      return pages(tx, { tenantId }, q, where);
    },
    async find(tx: Reader, tenantId: number, id: string) {
      const [row] = (await from(tx).where(
        inTenant(table, tenantId, [eq(table.id, id), eq(table.deleted, false)]),
      )) as unknown as Row[];
      return row;
    },
  };
}

const contracts = auditorRecords(
  'auditors.contracts',
  lc,
  {
    id: lc.id,
    auditorId: lc.auditorId,
    auditorName: a.name,
    contractNo: lc.contractNo,
    contractType: lc.contractType,
    startDate: lc.startDate,
    endDate: lc.endDate,
    dailyRate: lc.dailyRate,
    remark: lc.remark,
    version: lc.version,
  },
  { startDate: lc.startDate, endDate: lc.endDate, auditorName: a.name },
  [desc(lc.startDate), asc(lc.id)],
);

export function listContracts(tx: Reader, tenantId: number, q: RecordQuery) {
  return contracts.list(tx, tenantId, q);
}

export const findContract = contracts.find;

const leaves = auditorRecords(
  'auditors.leaves',
  lv,
  {
    id: lv.id,
    auditorId: lv.auditorId,
    auditorName: a.name,
    fromDate: lv.fromDate,
    fromHalf: lv.fromHalf,
    toDate: lv.toDate,
    toHalf: lv.toHalf,
    reason: lv.reason,
    status: lv.status,
    version: lv.version,
  },
  { fromDate: lv.fromDate, auditorName: a.name },
  [desc(lv.fromDate), asc(lv.id)],
);

export function listLeaves(tx: Reader, tenantId: number, q: RecordQuery & { status?: number | undefined }) {
  return leaves.list(tx, tenantId, q, q.status !== undefined ? eq(lv.status, q.status) : undefined);
}

export const findLeave = leaves.find;

const witness = auditorRecords(
  'auditors.witness',
  wa,
  {
    id: wa.id,
    auditorId: wa.auditorId,
    auditorName: a.name,
    witnessAuditorId: wa.witnessAuditorId,
    witnessAuditorName: sql<string>`(select w.name from auditors w where w.id = ${wa.witnessAuditorId})`,
    scheme: wa.scheme,
    code: wa.code,
    project: wa.project,
    witnessDate: wa.witnessDate,
    result: wa.result,
    comments: wa.comments,
    version: wa.version,
  },
  { witnessDate: wa.witnessDate, auditorName: a.name },
  [desc(wa.witnessDate), asc(wa.id)],
);

export function listWitness(tx: Reader, tenantId: number, q: RecordQuery & { result?: number | undefined }) {
  return witness.list(tx, tenantId, q, q.result !== undefined ? eq(wa.result, q.result) : undefined);
}

export const findWitness = witness.find;

export function witnessOf(tx: Reader, tenantId: number, auditorId: string, scheme: string) {
  return tx
    .select({ code: wa.code, result: wa.result })
    .from(wa)
    .where(
      inTenant(wa, tenantId, [eq(wa.auditorId, auditorId), eq(wa.scheme, scheme), eq(wa.deleted, false)]),
    );
}
