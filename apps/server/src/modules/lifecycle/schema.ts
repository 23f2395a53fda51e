/**
 * Lifecycle rules' data: the body's working-day calendar (工作日历: public holidays and adjusted
 * working days, DOMAIN.md §4.1 "5 working days"), and the reminders the SLA watch has sent (one row
 * per subject and stage, so a re-run never reminds twice).
 */
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessColumns, tenantColumn } from '../../platform/db/columns.ts';
import { uuidv7 } from '../../platform/ids.ts';

/** A day that differs from the plain Monday–Friday week: 1 day off (放假), 2 adjusted working day. */
export const workingCalendarDays = pgTable(
  'working_calendar_days',
  {
    ...businessColumns(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: integer('kind').notNull(),
    name: text('name').notNull().default(''),
  },
  (t) => [uniqueIndex('working_calendar_days_day_uq').on(t.tenantId, t.day)],
);

/**
 * A reminder or escalation the lifecycle jobs sent: `kind` (suspensionReport, revocationReport,
 * monthlyReport, …), the subject (`certificate event id`, `2026-11` …) and the stage (due / late).
 */
export const lifecycleReminders = pgTable(
  'lifecycle_reminders',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    tenantId: tenantColumn(),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    stage: text('stage').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lifecycle_reminders_uq').on(t.tenantId, t.kind, t.subjectKey, t.stage),
    index('lifecycle_reminders_deadline_idx').on(t.tenantId, t.deadline),
  ],
);
