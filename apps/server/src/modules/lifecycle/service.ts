/**
 * The lifecycle area's requests: the working-day calendar (list by year, add, edit, delete, Excel
 * import and export) and the tenant's rule-set selection. One tenant transaction per call; a write
 * is versioned (409 on a stale version) and audited by the table trigger.
 */
import {
  CALENDAR_DAY_KINDS,
  type CalendarDayBody,
  type CalendarDayEditBody,
  type CalendarImportResult,
  type CalendarYear,
  calendarDateOf,
  calendarDayBody,
  type DueList,
  LIFECYCLE_RULE_SETS,
  type LifecycleRulesPage,
  type LifecycleSettingVersioned,
  ruleSetInForce,
  weekdayOf,
  workingDaysInYear,
} from '@cb/domain';
import { userActions } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { readImportSheet, updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import * as repo from './calendar.ts';
import { AUDIENCES, collectDue } from './due.ts';
import { tenantLifecycleRules } from './rules.ts';
import { workingCalendarDays } from './schema.ts';

const UNIQUE = { working_calendar_days_day_uq: '该日期已在工作日历中' };
export const MAX_CALENDAR_IMPORT_BYTES = 2 * 1024 * 1024;
const KIND_BY_LABEL = new Map<string, 1 | 2>(CALENDAR_DAY_KINDS.map((k) => [k.zh, k.code]));

const ANCHOR_LABELS = {
  decisionDate: '认证决定日',
  stage2LastDay: '二阶段审核末日',
  issueDate: '发证日',
} as const;

export class LifecycleService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
  ) {}

  // ─────────────────────────────────────── calendar ───────────────────────────────────────

  async calendarYear(user: AuthUser, year: number): Promise<CalendarYear> {
    return this.database.tenantRead(user, async (tx) => {
      const rows = await repo.selectYear(tx, user.tenantId, year);
      const workingDays = workingDaysInYear(
        year,
        rows.map((r) => ({ date: r.day, kind: r.kind as 1 | 2 })),
      );
      const years = await repo.selectYears(tx, user.tenantId);
      return {
        year,
        days: rows.map((r) => ({
          id: r.id,
          version: r.version,
          date: r.day,
          kind: r.kind,
          name: r.name,
          weekday: weekdayOf(r.day),
        })),
        workingDays,
        years,
      };
    });
  }

  addDay(user: AuthUser, body: CalendarDayBody) {
    return withUniqueMessages(
      () => this.database.tenantTx(user, (tx) => repo.insertDay(tx, user.tenantId, body, user.userId)),
      UNIQUE,
    );
  }

  editDay(user: AuthUser, { id, version, ...body }: CalendarDayEditBody) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const row = await updateVersioned(
            tx,
            workingCalendarDays,
            id,
            version,
            { day: body.date, kind: body.kind, name: body.name },
            user.userId,
          );
          return { id: row.id, version: row.version };
        }),
      UNIQUE,
    );
  }

  removeDay(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const removed = await repo.deleteDay(tx, user.tenantId, id, version);
      if (removed.length === 1) return { id };
      throw (await repo.selectById(tx, user.tenantId, id)) ? conflict() : notFound();
    });
  }

  /** The rows of a year for the Excel export (日期, 星期, 类型, 名称). */
  exportYear(user: AuthUser, year: number) {
    return this.calendarYear(user, year).then((y) => y.days);
  }

  /**
   * Imports days from Excel (日期, 类型 放假/调休上班, 名称): a date already recorded is updated, a
   * new one added; all rows or none.
   */
  async importDays(user: AuthUser, content: Buffer): Promise<CalendarImportResult> {
    const sheet = await readImportSheet<'date' | 'kind' | 'name', CalendarDayBody>(content, {
      columns: [
        { header: '日期', key: 'date' },
        { header: '类型', key: 'kind' },
        { header: '名称', key: 'name' },
      ],
      required: ['日期', '类型', '名称'],
      maxRows: 400,
      tooManyRows: '一次最多导入400天',
      unreadable: '无法读取文件，请使用导出的模板',
      ignoredInBlankRows: [],
      parse: (v) => {
        const kind = KIND_BY_LABEL.get(v.kind) ?? (v.kind === '1' ? 1 : v.kind === '2' ? 2 : undefined);
        const parsed = calendarDayBody.safeParse({ date: v.date, kind: kind ?? 0, name: v.name });
        if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? '数据格式错误' };
        return { row: parsed.data };
      },
      key: (row) => row.date,
      duplicate: (row) => `日期${row.date}重复`,
    });
    if (sheet.errors.length) throw badRequest(sheet.errors.join('；'));
    return this.database.tenantTx(user, async (tx) => {
      let added = 0;
      let updated = 0;
      for (const day of sheet.rows) {
        const existing = await repo.selectByDay(tx, user.tenantId, day.date);
        if (!existing) {
          await repo.insertDay(tx, user.tenantId, day, user.userId);
          added++;
        } else if (existing.kind !== day.kind || existing.name !== day.name) {
          await updateVersioned(
            tx,
            workingCalendarDays,
            existing.id,
            existing.version,
            { kind: day.kind, name: day.name },
            user.userId,
          );
          updated++;
        }
      }
      return { added, updated };
    });
  }

  // ──────────────────────────────────────── rules ────────────────────────────────────────

  rulesPage(user: AuthUser): Promise<LifecycleRulesPage> {
    return this.database.tenantRead(user, async (tx) => ({
      setting: await readSetting(tx, user.tenantId, 'lifecycle'),
      ruleSets: LIFECYCLE_RULE_SETS.map((r) => ({
        id: r.id,
        name: r.name,
        version: r.version,
        effectiveDate: r.effectiveDate,
        source: r.source,
        anchor: ANCHOR_LABELS[r.surveillance.anchor],
        validFrom: ANCHOR_LABELS[r.cycleFrom],
        laterFrom:
          r.surveillance.laterFrom === 'anchor' ? '自起算日每12个月' : '自上次监督审核末日不超过12个月',
        restorationWithinMonths: r.recertification.restorationWithinMonths,
        onSiteRecertification: r.recertification.onSiteRequired,
        maxSuspensionMonths: r.maxSuspensionMonths,
        revocationWorkingDays: r.revocation.count,
        suspensionReportDays: r.suspensionReport.count,
        majorNcVerificationMonths: r.majorNcVerificationMonths,
        regulatorReportDay: r.regulatorReportDay,
      })),
      inForceToday: ruleSetInForce(calendarDateOf(this.clock())).id,
    }));
  }

  /** 待办: what the rules say is due or late, for the people it is addressed to. */
  async dueList(user: AuthUser): Promise<DueList> {
    const held = await userActions(this.database, user);
    const today = calendarDateOf(this.clock());
    const items = await this.database.tenantRead(user, async (tx) =>
      collectDue(tx, user.tenantId, today, await tenantLifecycleRules(tx, user.tenantId)),
    );
    return {
      asOf: today,
      items: items
        .filter((i) => AUDIENCES[i.audience].some((code) => held.has(code)))
        .map(({ kind, title, subject, deadline, late }) => ({ kind, title, subject, deadline, late })),
    };
  }

  saveSetting(user: AuthUser, { version, ...value }: LifecycleSettingVersioned) {
    return this.database.tenantTx(user, (tx) =>
      writeSetting(tx, user.tenantId, 'lifecycle', value, version, user.userId),
    );
  }
}
