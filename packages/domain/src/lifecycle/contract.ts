/**
 * The lifecycle contract: the tenant's rule-set selection (settings key `lifecycle`), the working-day
 * calendar's rows and requests, and the due list (待办).
 */
import { z } from 'zod';
import {
  calendarDate,
  idSchema,
  idVersion,
  removedRecord,
  savedRecord,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { CALENDAR_HOLIDAY, CALENDAR_WORKDAY } from './calendar.ts';
import { RULE_SET_IDS } from './rule-sets.ts';

export const ruleSetChoiceSchema = z.enum(['auto', ...RULE_SET_IDS], { error: '请选择认证周期规则' });

/** The tenant's lifecycle policy (settings key `lifecycle`). */
export const lifecycleSettingSchema = z.object({
  /** The rule set of every scheme without its own choice; `auto`: the one in force on the day. */
  ruleSet: ruleSetChoiceSchema,
  /** Schemes (Q, E, S …) that follow another rule set. */
  schemeRuleSets: z
    .array(
      z.object({
        scheme: z
          .string({ error: '请输入认证体系代码' })
          .trim()
          .min(1, '请输入认证体系代码')
          .max(10, '认证体系代码长度不能超过10个字符'),
        ruleSet: ruleSetChoiceSchema,
      }),
    )
    .max(50, '按体系的规则不能超过50条')
    .refine((rows) => new Set(rows.map((r) => r.scheme.toUpperCase())).size === rows.length, {
      error: '同一认证体系只能设置一条规则',
    }),
  /** The next surveillance project is created this many days before its window opens. */
  surveillanceLeadDays: z
    .number({ error: '请输入提前天数' })
    .int('提前天数必须是整数')
    .min(0, '提前天数不能小于0')
    .max(180, '提前天数不能超过180'),
  /** Reminders start this many days before a deadline (SLA watch), and repeat once it is late. */
  reminderDaysBefore: z
    .number({ error: '请输入提醒天数' })
    .int('提醒天数必须是整数')
    .min(0, '提醒天数不能小于0')
    .max(30, '提醒天数不能超过30'),
});
export type LifecycleSetting = z.infer<typeof lifecycleSettingSchema>;
export const lifecycleSettingVersioned = lifecycleSettingSchema.extend({
  version: z.number().int().min(0),
});
export type LifecycleSettingVersioned = z.infer<typeof lifecycleSettingVersioned>;

/** A rule set as the settings page shows it. */
export const ruleSetSummary = z.object({
  id: z.enum(RULE_SET_IDS),
  name: z.string(),
  version: z.string(),
  effectiveDate: z.string(),
  source: z.string(),
  anchor: z.string(),
  /** What the certificate's validity (the cycle, 证书到期) is counted from. */
  validFrom: z.string(),
  laterFrom: z.string(),
  restorationWithinMonths: z.number().nullable(),
  onSiteRecertification: z.boolean(),
  maxSuspensionMonths: z.number(),
  revocationWorkingDays: z.number(),
  suspensionReportDays: z.number(),
  majorNcVerificationMonths: z.number(),
  regulatorReportDay: z.number(),
});
export type RuleSetSummary = z.infer<typeof ruleSetSummary>;
export const lifecycleRulesPage = z.object({
  setting: lifecycleSettingVersioned,
  ruleSets: z.array(ruleSetSummary),
  /** The rule set `auto` picks today. */
  inForceToday: z.enum(RULE_SET_IDS),
});
export type LifecycleRulesPage = z.infer<typeof lifecycleRulesPage>;

const calendarKind = z.union([z.literal(CALENDAR_HOLIDAY), z.literal(CALENDAR_WORKDAY)], {
  error: '类型只能是放假或调休上班',
});

export const calendarYearQuery = z.object({
  year: z.coerce.number({ error: '请选择年份' }).int('年份错误').min(2000, '年份错误').max(2100, '年份错误'),
});

export const calendarDayBody = z.object({
  date: calendarDate('日期'),
  kind: calendarKind,
  name: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(50, '名称长度不能超过50个字符'),
});
export const calendarDayEditBody = calendarDayBody.extend({ id: idSchema, version: versionSchema });
export type CalendarDayBody = z.infer<typeof calendarDayBody>;
export type CalendarDayEditBody = z.infer<typeof calendarDayEditBody>;

export const calendarDayRow = z.object({
  id: idSchema,
  version: z.number().int(),
  date: z.string(),
  kind: z.number().int(),
  name: z.string(),
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number().int(),
});
export type CalendarDayRow = z.infer<typeof calendarDayRow>;
export const calendarYear = z.object({
  year: z.number().int(),
  days: z.array(calendarDayRow),
  /** Working days in the year under this calendar. */
  workingDays: z.number().int(),
  /** Years that have recorded days (the year picker). */
  years: z.array(z.number().int()),
});
export type CalendarYear = z.infer<typeof calendarYear>;
export const calendarDaySaved = savedRecord;
export const calendarImportResult = z.object({ added: z.number().int(), updated: z.number().int() });
export type CalendarImportResult = z.infer<typeof calendarImportResult>;

/** One item of the due list (待办): what the rules say is due or late, with its deadline. */
export const dueItem = z.object({
  kind: z.enum([
    'suspensionReport',
    'revocationReport',
    'monthlyReport',
    'suspensionEnds',
    'expiry',
    'postponedAudit',
    'planReport',
    'resultReport',
  ]),
  title: z.string(),
  subject: z.string(),
  deadline: z.string(),
  late: z.boolean(),
});
export type DueItem = z.infer<typeof dueItem>;
export const dueList = z.object({ asOf: z.string(), items: z.array(dueItem) });
export type DueList = z.infer<typeof dueList>;

/**
 * The server's test clock (only with TEST_CLOCK=1, never in production): the lifecycle journey
 * moves time to see the jobs act. `at` null goes back to the real time.
 */
export const testClockBody = z.object({
  at: z.union([z.iso.datetime({ offset: true, error: '时间格式应为ISO 8601' }), z.null()]),
});
export const testClockState = z.object({ now: z.string(), offsetMs: z.number() });
export type TestClockState = z.infer<typeof testClockState>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each lifecycle endpoint (its route: endpoints.ts). */
export const lifecycleSchemas = {
  listCalendarDays: { query: calendarYearQuery, result: calendarYear },
  addCalendarDay: { body: calendarDayBody, result: calendarDaySaved },
  editCalendarDay: { body: calendarDayEditBody, result: calendarDaySaved },
  deleteCalendarDay: { query: idVersion, result: removedRecord },
  exportCalendarDays: { query: calendarYearQuery, result: 'file' },
  /** A multipart upload (the Excel file), read by the handler itself: no body schema. */
  importCalendarDays: { result: calendarImportResult },
  getLifecycleRules: { result: lifecycleRulesPage },
  listLifecycleDue: { result: dueList },
  saveLifecycleRules: { body: lifecycleSettingVersioned, result: lifecycleSettingVersioned },
} as const satisfies SchemaTable;
