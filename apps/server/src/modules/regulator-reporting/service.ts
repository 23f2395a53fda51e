/**
 * The rules of 信息上报 (BUSINESS.md §4): the rows still to report are computed from the records
 * (their sources), each with its regulator values, its deadline and the rules it breaks; 上报 marks
 * the chosen rows reported in one transaction — the batch, a snapshot of every row, the file in the
 * regulator's layout, and `reportedAt` with the batch on the certificate events.
 */
import { addDays, pageOf } from '@cb/domain';
import {
  CNCA_CERTIFICATE_COLUMNS,
  CNCA_PLAN_COLUMNS,
  CNCA_RESULT_COLUMNS,
  certificateRowProblems,
  certificateRowValues,
  cleanDate,
  cleanNumber,
  isOverdue,
  mapCode,
  planRowDeadline,
  planRowProblems,
  problemText,
  REPORT_CODE_MAP_NAMES,
  REPORT_MAX_ROWS,
  type ReportCodeMapInput,
  type ReportCodeMapName,
  type ReportKind,
  type ReportMarkInput,
  type ReportRow,
  type ReportRowFilters,
  type ReportRowListQuery,
  type ReportSummary,
  resultRowProblems,
} from '@cb/domain/regulator-reporting';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { pageCounts, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { storeFile } from '../../platform/files/files.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { tenants } from '../../platform/identity/schema.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { markCertificateEventsReported } from '../certificates/door.ts';
import { type Context, type ContextStamp, cachedContext, reportContext } from './context.ts';
import { dropResultMarks } from './marks.ts';
import * as repo from './repository.ts';
import { reportBatches } from './schema.ts';
import { type LayoutColumn, regulatorSheetWriter, writeRegulatorSheet } from './sheet.ts';
import {
  certificateSources,
  type EventSourceRow,
  monthRange,
  type PlanSourceFields,
  planSources,
  resultSources,
  unreportedCertificateEvents,
} from './sources.ts';
import {
  type DeadlineGroup,
  unreportedCertificatePage,
  unreportedDeadlineGroups,
  unreportedPlanPage,
  unreportedResultPage,
} from './unreported-page.ts';

export { type Context, reportContext };

/** A row with the values it exports. */
export type ComputedRow = ReportRow & { values: Record<string, string> };

const EVENT_LABELS: Readonly<Record<string, string>> = {
  issue: '颁发',
  reissue: '换发',
  change: '变更',
  correct: '更正',
  suspend: '暂停',
  restore: '恢复',
  revoke: '撤销',
  cancel: '注销',
  expire: '过期',
};
const METHOD_LABELS: Readonly<Record<number, string>> = {
  0: '非现场',
  1: '现场审核',
  2: '远程审核',
  3: '部分远程',
};
const ROLE_LABELS: Readonly<Record<number, string>> = { 1: '组长', 2: '组员', 3: '技术专家' };

export const LAYOUTS: Readonly<Record<ReportKind, readonly LayoutColumn[]>> = {
  plan: CNCA_PLAN_COLUMNS,
  certificate: CNCA_CERTIFICATE_COLUMNS,
  result: CNCA_RESULT_COLUMNS,
};
const SHEET_NAMES: Readonly<Record<ReportKind, string>> = {
  plan: '审核计划信息表',
  certificate: '证书信息表',
  result: '审核结果信息表',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Two people reporting the same row at once: the second is refused (the unique index decides). */
const UNIQUE_MESSAGES = {
  report_batch_rows_source_uq: '所选记录已上报，请刷新后重试',
  report_batches_no_uq: '批次号重复，请重试',
};

/** Every unreported row (no filter). */
export const ALL_UNREPORTED: ReportRowFilters = {
  reported: false,
  month: undefined,
  branchCode: undefined,
  standardCode: undefined,
  due: undefined,
  number: undefined,
};

function certificateRow(
  ctx: Context,
  s: Awaited<ReturnType<typeof certificateSources>>[number],
): ComputedRow {
  const values = certificateRowValues(s.source, ctx.maps);
  const problems = certificateRowProblems(values, { reportDate: ctx.today, mainExpiry: s.mainExpiry }).map(
    problemText,
  );
  const deadline = ctx.deadline(s.eventType, s.standardCode, s.effectiveDate);
  return {
    id: s.eventId,
    kind: 'certificate',
    number: values.CERT_NUMBER ?? s.certNo,
    enterpriseName: s.enterpriseName,
    standardCode: s.standardCode,
    branchCode: '',
    typeCode: values.REPORT_TYPE ?? '',
    typeLabel: EVENT_LABELS[s.eventType] ?? s.eventType,
    codes: [
      values.CERTI_STATUS,
      values.CHG_TYP_CODE,
      values.PAUSE_CAUSE || values.CANCEL_CAUSE || values.EXCHANGE_CAUSE,
    ]
      .filter(Boolean)
      .join(' · '),
    eventDate: s.effectiveDate,
    deadline,
    overdue: isOverdue(deadline, ctx.today, false),
    problems,
    reportedAt: null,
    batchNo: '',
    values,
  };
}

/** The 未上报 pages paged in SQL, per kind (the ids: certificate events, plans, `<project>:<member>`). */
const unreportedPage = {
  certificate: unreportedCertificatePage,
  plan: unreportedPlanPage,
  result: unreportedResultPage,
};

/** The row filter of the list's filters (the month as its days). */
const rowFilter = (f: ReportRowFilters) => ({
  ...monthRange(f.month),
  standardCode: f.standardCode,
  branchCode: f.branchCode,
  number: f.number,
});

/**
 * A row dated this many days before today is overdue whatever the rules (their longest deadline,
 * the 10th of the month after next at most, is some 70 days): the summary counts such rows without
 * computing their deadlines.
 */
const SETTLED_DAYS = 120;

/** The most rows an export writes (as the reported rows' export), and how many it computes at a time. */
const EXPORT_MAX_ROWS = 20_000;
const EXPORT_CHUNK = 500;

/**
 * The unreported rows of a kind matching the filters (but 期限, which the caller applies), newest
 * first, EXPORT_CHUNK rows at a time: the ids from the SQL pager (unreported-page.ts), then each
 * chunk computed. A team row's number filter has no SQL page: its rows are computed at once (at
 * most REPORT_MAX_ROWS).
 */
async function* unreportedChunks(
  tx: Reader,
  ctx: Context,
  kind: ReportKind,
  f: ReportRowFilters,
  max = EXPORT_MAX_ROWS,
): AsyncGenerator<ComputedRow[]> {
  if (kind === 'result' && f.number) {
    yield await computedRows(tx, ctx, kind, f);
    return;
  }
  const { ids } = await unreportedPage[kind](tx, ctx.tenantId, rowFilter(f), 'desc', max, 0);
  for (let i = 0; i < ids.length; i += EXPORT_CHUNK)
    yield await computedRows(tx, ctx, kind, ALL_UNREPORTED, ids.slice(i, i + EXPORT_CHUNK), true);
}

/** The unreported rows of a kind matching the filters (at most REPORT_MAX_ROWS), newest first. */
export function unreportedRows(
  tx: Reader,
  ctx: Context,
  kind: ReportKind,
  f: ReportRowFilters,
): Promise<ComputedRow[]> {
  return computedRows(tx, ctx, kind, f);
}

/**
 * The rows of a kind matching the filters (at most REPORT_MAX_ROWS), or only those of `ids` (a page
 * of unreported-page.ts: certificate events, plan ids or team row ids) in their order.
 */
async function computedRows(
  tx: Reader,
  ctx: Context,
  kind: ReportKind,
  f: ReportRowFilters,
  ids?: readonly string[],
  /** The ids are a page of the unreported rows (unreported-page.ts): no need to ask again. */
  unreportedIds = false,
  /** The page's rows as read with it (unreported-page.ts IdPage.rows: certificates, plans). */
  pageRows?: readonly unknown[],
): Promise<ComputedRow[]> {
  const filter = {
    ...monthRange(f.month),
    standardCode: f.standardCode,
    branchCode: f.branchCode,
    number: f.number,
  };
  if (kind === 'certificate') {
    const eventIds =
      ids ??
      (await unreportedCertificateEvents(tx, ctx.tenantId, filter, REPORT_MAX_ROWS)).map((e) => e.eventId);
    const sources = await certificateSources(
      tx,
      ctx.tenantId,
      eventIds,
      ctx.body,
      pageRows as EventSourceRow[] | undefined,
    );
    return sources.map((s) => certificateRow(ctx, s));
  }
  if (kind === 'plan') {
    const maps: Parameters<typeof planSources>[5] = {
      approvalNo: ctx.body.approvalNo,
      method: (m) => mapCode(ctx.maps, 'auditMethod', m),
      role: (r) => mapCode(ctx.maps, 'role', r),
      project: (s) => mapCode(ctx.maps, 'projectCode', s),
      stage: (auditType, stage) => {
        const activity = mapCode(ctx.maps, 'activity', auditType);
        return stage === null ? activity : mapCode(ctx.maps, 'resultStage', `${activity}:${stage}`);
      },
    };
    const sources = await planSources(
      tx,
      ctx.tenantId,
      filter,
      new Set(),
      REPORT_MAX_ROWS,
      maps,
      ids,
      pageRows as PlanSourceFields[] | undefined,
    );
    const reported = unreportedIds
      ? new Set<string>()
      : await repo.reportedSourceIds(
          tx,
          ctx.tenantId,
          'plan',
          sources.map((s) => s.sourceId),
        );
    return sources
      .filter((s) => !reported.has(s.sourceId))
      .map((s) => {
        const deadline = planRowDeadline(s.startDate);
        return {
          id: s.sourceId,
          kind,
          number: s.values.PLAN_NO ?? s.planNo,
          enterpriseName: s.enterpriseName,
          standardCode: s.standardCode,
          branchCode: s.branchCode,
          typeCode: s.values.AUDIT_METHOD ?? '',
          typeLabel: METHOD_LABELS[s.method] ?? '',
          codes: s.values.AUDIT_STAGE ?? '',
          eventDate: s.startDate,
          deadline,
          overdue: isOverdue(deadline, ctx.today, false),
          problems: planRowProblems(s.values),
          reportedAt: null,
          batchNo: '',
          values: s.values,
        };
      });
  }
  const sources = await resultSources(tx, ctx.tenantId, filter, new Set(), REPORT_MAX_ROWS, ids);
  const reported = unreportedIds
    ? new Set<string>()
    : await repo.reportedSourceIds(
        tx,
        ctx.tenantId,
        'result',
        sources.map((s) => s.sourceId),
      );
  return sources
    .filter((s) => !reported.has(s.sourceId))
    .map((s) => {
      const activity = mapCode(ctx.maps, 'activity', s.auditType);
      const values: Record<string, string> = {
        CERT_NUMBER: cleanNumber(s.certNo),
        AUTH_PROJ_CODE: mapCode(ctx.maps, 'projectCode', s.standardCode),
        AUDIT_STAGE: mapCode(ctx.maps, 'resultStage', `${activity}:${s.stage ?? 0}`),
        AUDIT_S_DATE: cleanDate(s.startDate),
        AUDIT_E_DATE: cleanDate(s.endDate),
        NAME: s.member.name.trim(),
        ID_TYPE: '01',
        ID_NUMBER: cleanNumber(s.member.idCardNo),
        ROLE: mapCode(ctx.maps, 'role', s.member.role),
        QUALIFICATION: mapCode(ctx.maps, 'qualification', s.member.level),
        CCAA_NO: cleanNumber(s.member.registrationNo),
        IS_PROFESSIONAL: s.member.role === 3 ? '0' : '1',
        IS_FULL_TIME: s.member.fullTime ? '1' : '0',
        IS_WITNESS: '0',
      };
      const deadline = ctx.deadline('', s.standardCode, s.endDate);
      return {
        id: s.sourceId,
        kind,
        number: values.CERT_NUMBER ?? '',
        enterpriseName: s.enterpriseName,
        standardCode: s.standardCode,
        branchCode: s.branchCode,
        typeCode: values.AUDIT_STAGE ?? '',
        typeLabel: `${s.member.name} · ${ROLE_LABELS[s.member.role] ?? ''}`,
        codes: values.ROLE ?? '',
        eventDate: s.endDate,
        deadline,
        overdue: isOverdue(deadline, ctx.today, false),
        problems: resultRowProblems(values),
        reportedAt: null,
        batchNo: '',
        values,
      };
    });
}

export class RegulatorReportingService {
  constructor(
    private readonly database: Database,
    private readonly files: FileStorage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The body's name, which only the certificate sheet has (its column): the enabled tenant's name, read
   * in the caller's transaction (certificationBody would open a second one, holding two pool
   * connections per request).
   */
  private async bodyName(tx: Reader, user: AuthUser, kind: ReportKind | null): Promise<string> {
    if (kind !== 'certificate') return '';
    const [row] = await tx
      .select({ name: tenants.name })
      .from(tenants)
      .where(and(eq(tenants.id, user.tenantId), eq(tenants.status, 1)));
    return row?.name ?? '';
  }

  private async context(tx: Reader, user: AuthUser, kind: ReportKind | null): Promise<Context> {
    return reportContext(tx, user.tenantId, await this.bodyName(tx, user, kind), this.now());
  }

  /** The context of a read, from the cache (context.ts) when `stamp` (or a stamp read now) says it is current. */
  private cachedContext(
    tx: Reader,
    user: AuthUser,
    kind: ReportKind,
    stamp?: ContextStamp,
  ): Promise<Context> {
    return cachedContext(tx, this.database, user.tenantId, kind, this.now(), stamp);
  }

  private filtered(rows: ComputedRow[], f: ReportRowFilters, today: string): ComputedRow[] {
    if (f.due === 'overdue') return rows.filter((r) => r.overdue);
    if (f.due === 'invalid') return rows.filter((r) => r.problems.length > 0);
    if (f.due === 'soon') {
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      const week = new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10);
      return rows.filter((r) => !r.overdue && r.deadline <= week);
    }
    return rows;
  }

  /** A page of the list: the unreported rows computed now, or the reported rows as they were reported. */
  async list(kind: ReportKind, user: AuthUser, q: ReportRowListQuery) {
    return this.database.tenantRead(user, async (tx) => {
      if (q.reported) {
        const page = await repo.listReportedRows(tx, user.tenantId, kind, q);
        return { ...page, records: page.records.map((row) => ({ ...row, problems: [] as string[] })) };
      }
      // The default order (event date) without a 期限 filter is paged in SQL (unreported-page.ts):
      // only the page's rows are computed, with the context whose stamp the page's statement read.
      // A team row's number filter reads the computed rows.
      if (!q.due && (!q.column || q.column === 'eventDate') && !(kind === 'result' && q.number)) {
        const filter = {
          ...monthRange(q.month),
          standardCode: q.standardCode,
          branchCode: q.branchCode,
          number: q.number,
        };
        const dir = q.column && q.order === 'asc' ? 'asc' : 'desc';
        const page = await unreportedPage[kind](
          tx,
          user.tenantId,
          filter,
          dir,
          q.pageSize,
          (q.pageNo - 1) * q.pageSize,
          true,
          this.database,
        );
        const rows = page.ids.length
          ? await computedRows(
              tx,
              await this.cachedContext(tx, user, kind, page.stamp),
              kind,
              ALL_UNREPORTED,
              page.ids,
              true,
              page.rows,
            )
          : [];
        return {
          records: rows.map(({ values: _v, ...row }) => row),
          ...pageCounts(page.counted, q),
        };
      }
      const ctx = await this.cachedContext(tx, user, kind);
      const rows = this.filtered(await unreportedRows(tx, ctx, kind, q), q, ctx.today);
      const key = q.column ?? 'eventDate';
      const dir = q.column ? (q.order === 'asc' ? 1 : -1) : -1;
      rows.sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : a.id < b.id ? dir : -dir));
      const start = (q.pageNo - 1) * q.pageSize;
      return pageOf(
        rows.slice(start, start + q.pageSize).map(({ values: _v, ...row }) => row),
        rows.length,
        q.pageNo,
        q.pageSize,
      );
    });
  }

  /**
   * The counts above a list. 未上报 and 逾期 are counted in SQL over every unreported row (grouped by
   * what a deadline depends on, each group's deadline then computed once: unreported-page.ts
   * unreportedDeadlineGroups); 未通过校验 needs each row's rules, so it is counted over the rows the
   * 未通过校验 filter lists (the newest REPORT_MAX_ROWS), computed EXPORT_CHUNK at a time.
   */
  async summary(kind: ReportKind, user: AuthUser, f: ReportRowFilters): Promise<ReportSummary> {
    const filters = { ...f, due: undefined };
    const [counts, invalid] = await Promise.all([
      this.database.tenantRead(user, async (tx) => {
        const ctx = await this.cachedContext(tx, user, kind);
        const groups = await unreportedDeadlineGroups(
          tx,
          user.tenantId,
          kind,
          rowFilter(filters),
          addDays(ctx.today, -SETTLED_DAYS),
        );
        if (!groups) {
          const rows = await unreportedRows(tx, ctx, kind, filters);
          return { unreported: rows.length, overdue: rows.filter((r) => r.overdue).length };
        }
        const deadline = (g: DeadlineGroup) =>
          kind === 'plan' ? planRowDeadline(g.date!) : ctx.deadline(g.eventType, g.standard, g.date!);
        return {
          unreported: groups.reduce((n, g) => n + g.n, 0),
          overdue: groups.reduce(
            (n, g) => n + (g.date === null || isOverdue(deadline(g), ctx.today, false) ? g.n : 0),
            0,
          ),
        };
      }),
      this.database.tenantRead(user, async (tx) => {
        const ctx = await this.cachedContext(tx, user, kind);
        let n = 0;
        for await (const rows of unreportedChunks(tx, ctx, kind, filters, REPORT_MAX_ROWS))
          n += rows.filter((r) => r.problems.length > 0).length;
        return n;
      }),
    ]);
    return { ...counts, invalid };
  }

  /**
   * The export: the rows in the regulator's layout (the unreported ones that pass every rule, or the
   * reported ones as reported), written while it is sent — the rows are computed EXPORT_CHUNK at a
   * time and each goes into the file's stream at once, so memory holds a chunk, not the month.
   */
  async exportFile(kind: ReportKind, user: AuthUser, f: ReportRowFilters) {
    const sheet = regulatorSheetWriter(SHEET_NAMES[kind], LAYOUTS[kind]);
    const written = this.database.tenantRead(user, async (tx) => {
      if (f.reported) {
        for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += EXPORT_CHUNK) {
          const chunk = await repo.reportedValues(tx, user.tenantId, kind, f, EXPORT_CHUNK, offset);
          for (const row of chunk) sheet.add(row.values);
          if (chunk.length < EXPORT_CHUNK) break;
        }
      } else {
        const ctx = await this.context(tx, user, kind);
        for await (const rows of unreportedChunks(tx, ctx, kind, f))
          for (const row of this.filtered(rows, f, ctx.today))
            if (row.problems.length === 0) sheet.add(row.values);
      }
      await sheet.finish();
    });
    // Headers are gone by then: a failure ends the download early (the client sees it broken).
    written.catch((error: unknown) => sheet.stream.destroy(error as Error));
    return {
      content: sheet.stream,
      fileName: `${SHEET_NAMES[kind]}${f.month ? `_${f.month}` : ''}.xlsx`,
      asciiName: `xxsb_${kind}.xlsx`,
    };
  }

  /** 上报: the chosen rows in one batch, or nothing (a row gone, reported meanwhile or failing a rule). */
  async report(kind: ReportKind, user: AuthUser, input: ReportMarkInput) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const ctx = await this.context(tx, user, kind);
          const by = { userId: user.userId, files: this.files, at: this.now() };
          return reportRows(tx, ctx, by, kind, input);
        }),
      UNIQUE_MESSAGES,
    );
  }

  listBatches(user: AuthUser, q: repo.BatchListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listBatches(tx, user.tenantId, q));
  }

  exportBatches(user: AuthUser, q: repo.BatchExportQuery) {
    return this.database.tenantRead(user, (tx) => repo.exportBatches(tx, user.tenantId, q));
  }

  /** A batch's file as it was reported. */
  async batchFile(user: AuthUser, id: string) {
    const file = await this.database.tenantRead(user, (tx) => repo.batchFile(tx, user.tenantId, id));
    if (!file) throw notFound('上报记录不存在');
    return file;
  }

  async codeMaps(user: AuthUser) {
    return this.database.tenantRead(user, async (tx) => {
      const ctx = await this.context(tx, user, null);
      return (Object.keys(REPORT_CODE_MAP_NAMES) as ReportCodeMapName[]).flatMap((map) =>
        Object.entries(ctx.maps[map]).map(([fromCode, toCode]) => ({
          map,
          title: REPORT_CODE_MAP_NAMES[map],
          fromCode,
          toCode,
        })),
      );
    });
  }

  saveCodeMap(user: AuthUser, input: ReportCodeMapInput) {
    return this.database.tenantTx(user, async (tx: Tx) => {
      await repo.upsertCodeMap(tx, user, input);
      return { map: input.map, fromCode: input.fromCode };
    });
  }
}

/**
 * 上报 in the caller's transaction: the chosen rows, each still unreported and passing every rule,
 * become one batch with the file in the regulator's layout; the certificate events get `reportedAt`
 * and the batch. A row gone, reported meanwhile or failing a rule refuses the whole batch (409).
 */
export async function reportRows(
  tx: Tx,
  ctx: Context,
  by: { userId: string; files: FileStorage | undefined; at: Date },
  kind: ReportKind,
  input: ReportMarkInput,
) {
  const wanted = [...new Set(input.ids)];
  // The ids a list gave: an event, a plan's `<plan>@<approval ms>`, a team row's `<project>:<member>`.
  const parts = wanted.flatMap((id) => (kind === 'plan' ? id.split('@').slice(0, 1) : id.split(':')));
  if (!parts.every((part) => UUID.test(part))) throw conflict('所选记录不存在或已上报，请刷新后重试');
  let rows: ComputedRow[];
  if (kind === 'certificate') {
    const sources = await certificateSources(tx, ctx.tenantId, wanted, ctx.body);
    rows = sources.map((s) => certificateRow(ctx, s));
  } else {
    // Only the chosen rows are computed (a plan row by its plan, then its approval must match).
    const set = new Set(wanted);
    const ids = kind === 'plan' ? [...new Set(parts)] : wanted;
    rows = (await computedRows(tx, ctx, kind, ALL_UNREPORTED, ids)).filter((r) => set.has(r.id));
  }
  if (rows.length !== wanted.length) throw conflict('所选记录不存在或已上报，请刷新后重试');
  const bad = rows.find((r) => r.problems.length > 0);
  if (bad) throw conflict(`${bad.number}未通过校验：${bad.problems[0]}，请先修正后再上报`);

  const at = by.at;
  const batchNo = await nextBatchNo(tx, ctx.tenantId, at);
  const months = new Set(rows.map((r) => r.eventDate.slice(0, 7)));
  const period = months.size === 1 ? [...months][0]! : '';
  const fileName = `${SHEET_NAMES[kind]}_${batchNo}.xlsx`;
  const content = await writeRegulatorSheet(
    SHEET_NAMES[kind],
    LAYOUTS[kind],
    rows.map((r) => r.values),
  );
  const batchId = uuidv7();
  const file = by.files
    ? await storeFile(tx, by.files, {
        tenantId: ctx.tenantId,
        userId: by.userId,
        ownerArea: 'regulator-reporting',
        ownerId: batchId,
        fileName,
        data: content,
      })
    : null;
  await repo.insertBatch(tx, {
    id: batchId,
    tenantId: ctx.tenantId,
    batchNo,
    kind,
    period,
    rowCount: rows.length,
    fileId: file?.id ?? null,
    fileName,
    remark: input.remark,
    createdBy: by.userId,
    updatedBy: by.userId,
    createdAt: at,
    updatedAt: at,
  });
  await repo.insertBatchRows(tx, ctx.tenantId, batchId, at, rows);
  if (kind === 'result') await dropResultMarks(tx, ctx.tenantId, wanted);
  if (kind === 'certificate') {
    const marked = await markCertificateEventsReported(tx, ctx.tenantId, wanted, batchNo, at);
    if (marked !== wanted.length) throw conflict('所选记录不存在或已上报，请刷新后重试');
  }
  return { batchId, batchNo, rowCount: rows.length };
}

/**
 * XXSB + the second of `at` (yyyyMMddHHmmss, UTC) + a 3-digit serial within that second and tenant.
 * The serial was random: the demo seed's monthly batches share a second, and two of them drew the
 * same number now and then (a duplicate key on report_batches_no_uq). A tenant's 上报 take turns
 * on an advisory lock for the serial; the unique index backs it up.
 */
async function nextBatchNo(tx: Tx, tenantId: number, at: Date): Promise<string> {
  const stamp = `XXSB${at.toISOString().replace(/\D/g, '').slice(0, 14)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report_batches'), ${tenantId})`);
  const [taken] = await tx
    .select({ n: count() })
    .from(reportBatches)
    .where(and(eq(reportBatches.tenantId, tenantId), like(reportBatches.batchNo, `${stamp}%`)));
  return `${stamp}${String((taken?.n ?? 0) + 1).padStart(3, '0')}`;
}
