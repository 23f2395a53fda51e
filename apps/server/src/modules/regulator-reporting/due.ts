/**
 * 信息上报's deadlines in 期限待办 and the SLA watch's reminders (lifecycle's `provideDueItems`):
 *
 * - each approved plan not reported, by the day before its first audit day (the regulator's check-in
 *   app builds its tasks from reported plans), named with its number and client;
 * - each month's unreported team rows (审核结果), by the 10th of the next month, counted.
 *
 * The certificates' rows are the lifecycle's own (suspensions and revocations named, the month
 * counted). Only what is due — from the rules' `reminderDaysBefore` before the deadline — or late is
 * given, over the lifecycle's look-back (six months), the plans nearest their deadline first.
 */
import { addDays, addMonths, regulatorReportDeadline } from '@cb/domain';
import { planRowDeadline } from '@cb/domain/regulator-reporting';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { auditPlansForReportView as pl } from '../audit-programmes/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { type DueSource, type DueSourceItem, LOOKBACK_MONTHS } from '../lifecycle/door.ts';
import { resultMarksReady } from './marks.ts';
import { reportResultMarks as mk } from './schema.ts';
import { reportablePlansWhere } from './sources.ts';
import { planNotReported } from './unreported-page.ts';

/** The most plans named one by one; more are one item with their number. */
export const DUE_PLANS_NAMED = 50;

export const regulatorDueItems: DueSource = async (tx, tenantId, today, rules) => {
  const { reminderDaysBefore } = rules.setting;
  const since = addMonths(today, -LOOKBACK_MONTHS);
  return [
    ...(await duePlans(tx, tenantId, since, addDays(today, reminderDaysBefore + 1))),
    ...(await dueTeamRows(tx, tenantId, today, since, rules, reminderDaysBefore)),
  ];
};

/** Unreported approved plans whose first audit day is from `since` to `lastStart` (deadline the day before). */
async function duePlans(tx: Reader, tenantId: number, since: string, lastStart: string) {
  const plans = await tx
    .select({
      id: pl.id,
      planNo: pl.planNo,
      startDate: pl.startDate,
      approvedAt: pl.approvedAt,
      enterpriseName: enterprisesView.name,
    })
    .from(pl)
    .innerJoin(enterprisesView, eq(enterprisesView.id, pl.enterpriseId))
    .where(and(reportablePlansWhere(tenantId, { from: since, to: lastStart }), planNotReported(tenantId)))
    .orderBy(asc(pl.startDate), asc(pl.id))
    .limit(DUE_PLANS_NAMED + 1);
  const items: DueSourceItem[] = plans.slice(0, DUE_PLANS_NAMED).map((p) => ({
    kind: 'planReport',
    subjectKey: `${p.id}@${p.approvedAt ? p.approvedAt.getTime() : 0}`,
    title: '审核计划待上报',
    subject: `${p.planNo} ${p.enterpriseName}（首个审核日${p.startDate}）`,
    deadline: planRowDeadline(p.startDate!),
    audience: 'reporters',
  }));
  if (plans.length > DUE_PLANS_NAMED) {
    const [more] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pl)
      .where(and(reportablePlansWhere(tenantId, { from: since, to: lastStart }), planNotReported(tenantId)));
    const last = plans[DUE_PLANS_NAMED]!;
    items.push({
      kind: 'planReport',
      subjectKey: `more:${lastStart}`,
      title: '审核计划待上报',
      subject: `另有${Number(more?.n ?? 0) - DUE_PLANS_NAMED}个已审批的审核计划未上报（见审核计划上报）`,
      deadline: planRowDeadline(last.startDate!),
      audience: 'reporters',
    });
  }
  return items;
}

/** Each month's unreported team rows (审核结果上报's marks), due by the 10th of the next month. */
async function dueTeamRows(
  tx: Reader,
  tenantId: number,
  today: string,
  since: string,
  rules: Parameters<DueSource>[3],
  reminderDaysBefore: number,
) {
  // A tenant whose marks were never computed is caught up by the hourly refresh first.
  if (!(await resultMarksReady(tx, tenantId))) return [];
  const months = await tx
    .select({ month: sql<string>`to_char(${mk.eventDate}, 'YYYY-MM')`, n: sql<number>`count(*)::int` })
    .from(mk)
    .where(and(eq(mk.tenantId, tenantId), gte(mk.eventDate, since), lte(mk.eventDate, today)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const items: DueSourceItem[] = [];
  for (const { month, n } of months) {
    const first = `${month}-01`;
    const deadline = regulatorReportDeadline(rules.ruleSetFor('', first), first);
    if (today < addDays(deadline, -reminderDaysBefore)) continue;
    const label = `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
    items.push({
      kind: 'resultReport',
      subjectKey: month,
      title: `${label}审核结果上报`,
      subject: `${label}尚有${Number(n)}条审核组成员信息（审核结果）未上报`,
      deadline,
      audience: 'reporters',
    });
  }
  return items;
}
