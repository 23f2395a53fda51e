/**
 * What the lifecycle rules say is due or late on a day, for one tenant: unreported suspensions
 * (5 days) and revocations (5 working days), the monthly regulator report (10th of the next month),
 * suspensions about to reach their end, and what later areas add (`provideDueItems`: 信息上报's
 * plans before their first audit day and team rows by the 10th). The SLA watch reminds from it, the
 * 待办 list shows it.
 */
import {
  addDays,
  addMonths,
  type DueItem,
  LIFECYCLE_RULE_SETS,
  type Permission,
  regulatorReportDeadline,
  revocationDeadline,
  suspensionEnds,
  suspensionReportDeadline,
} from '@cb/domain';
import type { Reader } from '../../platform/db/database.ts';
import { postponedDeadlines } from '../audit-programmes/door.ts';
import { suspendedCertificates, unreportedStatusEvents } from './certificate-reads.ts';
import type { TenantLifecycleRules } from './rules.ts';

/** Who a due item is for. */
export const AUDIENCES = {
  /** The designated reporters (信息上报). */
  reporters: ['xxsb:certificate:report'],
  /** Who suspends, restores and revokes certificates. */
  managers: ['zsfx:pauseCancel:pause', 'zsfx:pauseCancel:restore', 'zsfx:pauseCancel:cancel'],
} as const satisfies Record<string, readonly Permission[]>;
export type Audience = keyof typeof AUDIENCES;

export interface Due extends DueItem {
  /** Reminder identity: the subject (an event id, a month) of this kind. */
  subjectKey: string;
  audience: Audience;
  /** 'due' from `reminderDaysBefore` days before the deadline, 'late' after it; null earlier. */
  stage: 'due' | 'late' | null;
}

export function stageOf(today: string, deadline: string, reminderDaysBefore: number): Due['stage'] {
  if (today > deadline) return 'late';
  return today >= addDays(deadline, -reminderDaysBefore) ? 'due' : null;
}

/** How far back unreported events are looked for. */
export const LOOKBACK_MONTHS = 6;

/** A due item as a source gives it: `late` and `stage` are worked out from its deadline here. */
export type DueSourceItem = Omit<Due, 'late' | 'stage'>;

/**
 * What a later area adds to the due list, in the list's transaction: its items of the day, given the
 * tenant's rules (their `reminderDaysBefore` says how early an item is due).
 */
export type DueSource = (
  tx: Reader,
  tenantId: number,
  today: string,
  rules: TenantLifecycleRules,
) => Promise<DueSourceItem[]>;

const dueSources: DueSource[] = [];

/** A later area's way in (its area.ts, at module load): the items it adds to 待办 and the SLA watch. */
export function provideDueItems(source: DueSource): void {
  if (!dueSources.includes(source)) dueSources.push(source);
}

export async function collectDue(
  tx: Reader,
  tenantId: number,
  today: string,
  rules: TenantLifecycleRules,
): Promise<Due[]> {
  const { reminderDaysBefore } = rules.setting;
  const items: Due[] = [];
  const push = (item: DueSourceItem) =>
    items.push({
      ...item,
      late: today > item.deadline,
      stage: stageOf(today, item.deadline, reminderDaysBefore),
    });

  // Suspensions and revocations not yet reported to CNCA.
  const events = await unreportedStatusEvents(
    tx,
    tenantId,
    ['suspend', 'revoke'],
    addMonths(today, -LOOKBACK_MONTHS),
  );
  for (const e of events) {
    const ruleSet = rules.ruleSetFor(e.standardCode, e.effectiveDate);
    const suspension = e.eventType === 'suspend';
    push({
      kind: suspension ? 'suspensionReport' : 'revocationReport',
      subjectKey: e.eventId,
      title: suspension ? '证书暂停待上报' : '证书撤销待上报',
      subject: `${e.certNo} ${e.enterpriseName}（${e.effectiveDate}${suspension ? '暂停' : '撤销'}）`,
      deadline: suspension
        ? suspensionReportDeadline(ruleSet, e.effectiveDate, rules.calendar)
        : revocationDeadline(ruleSet, e.effectiveDate, rules.calendar),
      audience: 'reporters',
    });
  }

  // Last month's data: reported by the 10th of this month.
  const lastMonth = addMonths(`${today.slice(0, 7)}-01`, -1);
  const monthDeadline = regulatorReportDeadline(rules.ruleSetFor('', lastMonth), lastMonth);
  const monthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
  const unreportedLastMonth = (
    await unreportedStatusEvents(
      tx,
      tenantId,
      ['issue', 'change', 'suspend', 'restore', 'revoke', 'cancel', 'expire', 'reissue'],
      lastMonth,
      monthEnd,
    )
  ).length;
  const monthLabel = `${lastMonth.slice(0, 4)}年${Number(lastMonth.slice(5, 7))}月`;
  // Before the deadline everyone who reports is reminded; after it only if something is still unreported.
  if (today <= monthDeadline || unreportedLastMonth > 0)
    push({
      kind: 'monthlyReport',
      subjectKey: lastMonth.slice(0, 7),
      title: `${monthLabel}认证信息上报`,
      subject:
        unreportedLastMonth > 0
          ? `${monthLabel}尚有${unreportedLastMonth}条证书信息未上报`
          : `${monthLabel}的认证信息`,
      deadline: monthDeadline,
      audience: 'reporters',
    });

  // Suspensions reaching their end: restore, or the job revokes the day after.
  const endingBy = {
    day: addDays(today, reminderDaysBefore),
    months: Math.min(...LIFECYCLE_RULE_SETS.map((r) => r.maxSuspensionMonths)),
  };
  for (const s of await suspendedCertificates(tx, tenantId, endingBy)) {
    if (!s.suspendedOn && !s.suspendUntil) continue;
    const ruleSet = rules.ruleSetFor(s.standardCode, s.suspendedOn ?? today);
    const ends = s.suspendedOn ? suspensionEnds(ruleSet, s.suspendedOn, s.suspendUntil) : s.suspendUntil!;
    // Only a suspension ending within the reminder days (or past its end): at a million certificates
    // some 31,000 are suspended, and a list of every one buried what is due.
    if (!stageOf(today, ends, reminderDaysBefore)) continue;
    push({
      kind: 'suspensionEnds',
      subjectKey: `${s.id}:${ends}`,
      title: '证书暂停期将满',
      subject: `${s.certNo} ${s.enterpriseName}：暂停至${ends}，期满未恢复将撤销`,
      deadline: ends,
      audience: 'managers',
    });
  }
  // Audits an extraordinary event postponed (应急响应): their new deadlines.
  for (const p of await postponedDeadlines.open(tx, tenantId))
    push({
      kind: 'postponedAudit',
      subjectKey: `${p.rowId}:${p.postponedTo}`,
      title: '应急延期审核',
      subject: p.subject,
      deadline: p.postponedTo,
      audience: 'managers',
    });
  for (const source of dueSources) for (const item of await source(tx, tenantId, today, rules)) push(item);
  return items.sort((a, b) => a.deadline.localeCompare(b.deadline));
}
