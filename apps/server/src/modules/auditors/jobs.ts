/**
 * Scheduled work of the people area: reminders of CCAA registrations about to end (60 and 30 days
 * before by default, the `competence` setting), to the auditor and to HR, once per threshold.
 */
import { AUDITOR_SCHEMES, addDays, calendarDateOf, labelOf, QUALIFICATION_LEVELS } from '@cb/domain';
import { and, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import { inTenant } from '../../platform/db/tenant.ts';
import { usersHolding } from '../../platform/identity/holders.ts';
import type { JobDefinition } from '../../platform/jobs/scheduler.ts';
import type { Notifier } from '../../platform/notify.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { auditors as a, auditorQualifications as aq } from './schema.ts';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The smallest reminder threshold a registration with `daysLeft` has reached, if any. */
export function reminderThreshold(daysLeft: number, thresholds: readonly number[]): number | null {
  const reached = thresholds.filter((d) => daysLeft <= d);
  return reached.length ? Math.min(...reached) : null;
}

export function registrationExpiryJob(notifier: Notifier): JobDefinition {
  return {
    name: 'auditors.registrationExpiry',
    title: '审核员注册资格到期提醒',
    schedule: '30 7 * * *',
    async run({ tx, tenantId, now, log }) {
      const today = calendarDateOf(now);
      const { expiryReminderDays } = await readSetting(tx, tenantId, 'competence');
      if (expiryReminderDays.length === 0) return 0;
      const horizon = addDays(today, Math.max(...expiryReminderDays));
      const due = await tx
        .select({
          id: aq.id,
          auditorName: a.name,
          userId: a.userId,
          scheme: aq.scheme,
          level: aq.level,
          registrationNo: aq.registrationNo,
          validTo: aq.validTo,
          remindedDays: aq.remindedDays,
        })
        .from(aq)
        .innerJoin(a, eq(a.id, aq.auditorId))
        .where(inTenant(aq, tenantId, [eq(a.status, 1), gte(aq.validTo, today), lte(aq.validTo, horizon)]));
      const hr = await usersHolding(tx, tenantId, ['rlzy:auditor:edit']);
      let sent = 0;
      for (const q of due) {
        const left = daysBetween(today, q.validTo);
        const threshold = reminderThreshold(left, expiryReminderDays);
        // Once per threshold: a reminder at 60 days is not repeated until the 30-day one.
        if (threshold === null || (q.remindedDays !== null && q.remindedDays <= threshold)) continue;
        const what = `${labelOf(AUDITOR_SCHEMES, q.scheme) ?? q.scheme}${labelOf(QUALIFICATION_LEVELS, q.level) ?? ''}注册资格（${q.registrationNo}）`;
        await notifier.send(tx, tenantId, {
          title: `注册资格将于${q.validTo}到期：${q.auditorName}`,
          content: `${q.auditorName}的${what}将于${q.validTo}到期（还有${left}天），请及时办理再注册，到期后将不能安排该体系的审核。`,
          userIds: [...hr, ...(q.userId ? [q.userId] : [])],
          msgType: threshold <= 30 ? '3' : '1',
        });
        await tx
          .update(aq)
          .set({ remindedDays: threshold })
          .where(and(eq(aq.id, q.id), or(isNull(aq.remindedDays), gt(aq.remindedDays, threshold))));
        log(`${q.auditorName} ${q.scheme} ${q.validTo} 提醒（${threshold}天）`);
        sent += 1;
      }
      return sent;
    },
  };
}
