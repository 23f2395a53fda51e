/**
 * 信息上报 (xxsb): the batches reported to the regulator (上报记录) with a snapshot of every row as it
 * was reported, and the body's corrections of the code maps. The rows still to report are not
 * stored: they are the records' own events (a certificate event, an approved plan, a finished audit's
 * team), written in the transaction of that event by the area that owns it; a reported row is the
 * snapshot here, unchanged by later corrections of its record (a correction makes a new event).
 * One exception for scale: 审核结果上报 keeps a mark of each unreported team row (report_result_marks,
 * derived from the records and kept exact: marks.ts), as its rows come from a four-table join.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef, tenantColumn } from '../../platform/db/columns.ts';
import { storedFiles } from '../../platform/files/schema.ts';

/** A 上报 batch: kind, period, how many rows, who and when (businessColumns), the file kept. */
export const reportBatches = pgTable(
  'report_batches',
  {
    ...businessColumns(),
    /** XXSB + yyyyMMddHHmmss + 3-digit serial, e.g. XXSB20261129143005001. */
    batchNo: text('batch_no').notNull(),
    /** plan, certificate, result. */
    kind: text('kind').notNull(),
    /** The month reported (YYYY-MM), or '' for the unreported rows of any month. */
    period: text('period').notNull().default(''),
    rowCount: integer('row_count').notNull(),
    /** The Excel file of the rows as reported, in the regulator's layout. */
    fileId: uuid('file_id').references(() => storedFiles.id),
    fileName: text('file_name').notNull().default(''),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('report_batches_no_uq').on(t.tenantId, t.batchNo),
    index('report_batches_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('report_batches_kind_idx').on(t.tenantId, t.kind, t.createdAt),
  ],
);

/** A row as it was reported: its source (event, plan approval, project member) once per kind. */
export const reportBatchRows = pgTable(
  'report_batch_rows',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    batchId: requiredRef('batch_id', () => reportBatches.id),
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    number: text('number').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    standardCode: text('standard_code').notNull().default(''),
    branchCode: text('branch_code').notNull().default(''),
    typeCode: text('type_code').notNull().default(''),
    typeLabel: text('type_label').notNull().default(''),
    codes: text('codes').notNull().default(''),
    eventDate: text('event_date').notNull(),
    deadline: text('deadline').notNull(),
    /** The sheet's values by column code, exactly as exported. */
    values: jsonb('values').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    // A row is reported once: a second 上报 of it (two people at once) is refused.
    uniqueIndex('report_batch_rows_source_uq').on(t.tenantId, t.kind, t.sourceId),
    index('report_batch_rows_list_idx').on(t.tenantId, t.kind, t.eventDate, t.id),
    index('report_batch_rows_batch_idx').on(t.tenantId, t.batchId),
  ],
);

/** The body's correction of one code map entry (the defaults are @cb/domain DEFAULT_REPORT_CODE_MAPS). */
export const reportCodeMaps = pgTable(
  'report_code_maps',
  {
    ...businessColumns(),
    map: text('map').notNull(),
    fromCode: text('from_code').notNull(),
    toCode: text('to_code').notNull(),
  },
  (t) => [uniqueIndex('report_code_maps_uq').on(t.tenantId, t.map, t.fromCode)],
);

/**
 * 审核结果上报's stored mark of what is unreported (issue 34's scale line: the team rows of a year of
 * finished audits are some 11,000 at a million certificates, and counting them through the plan,
 * project, execution and team joins cost seconds). One row per unreported team row
 * (`<project>:<member>`), with the list's order and filters, written from the owning areas' doors
 * (marks.ts): when an audit is finished (audit-execution's onAuditFinished hook, in its
 * transaction), removed when the row is reported (上报, in its transaction), and the tenant's marks
 * computed again from the records by the refresh (demo seed, seed:large, the job) — which also
 * writes report_mark_refreshes: a tenant without one is listed from the records directly.
 */
export const reportResultMarks = pgTable(
  'report_result_marks',
  {
    tenantId: tenantColumn(),
    projectId: uuid('project_id').notNull(),
    memberId: uuid('member_id').notNull(),
    /** The plan's last audit day, its first without one: the list's date. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** The plan's last audit day (the month filter's), if any. */
    endDate: date('end_date', { mode: 'string' }),
    branchCode: text('branch_code').notNull().default(''),
    /** The project's scheme (QMS …), the standard filter's. */
    scheme: text('scheme').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.memberId] }),
    // The list's order from either end (date, then project and member the other way): `desc nulls
    // first` read backwards is the list's `asc` (as audit_plans_report_idx); the count index-only.
    index('report_result_marks_list_idx').on(
      t.tenantId,
      t.eventDate,
      t.projectId.desc().nullsFirst(),
      t.memberId.desc().nullsFirst(),
    ),
  ],
);

/** When a tenant's unreported marks were last computed from the records (marks.ts). */
export const reportMarkRefreshes = pgTable(
  'report_mark_refreshes',
  {
    tenantId: tenantColumn(),
    kind: text('kind').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);
