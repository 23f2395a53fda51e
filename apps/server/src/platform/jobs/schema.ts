/**
 * Durable scheduled jobs (ARCHITECTURE.md "jobs (durable, one instance per job)"): one row per job
 * with its schedule and the lease of the instance running it, and one row per run with its outcome,
 * the items it touched and its log. Installation-wide tables (no tenant_id): a run works through
 * every active tenant, each in its own tenant transaction.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids.ts';

export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** Cron pattern (minute hour day month weekday) in `timezone`. */
  schedule: text('schedule').notNull(),
  timezone: text('timezone').notNull().default('Asia/Shanghai'),
  paused: integer('paused').notNull().default(0),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Failed attempts in a row (the retry backoff grows with it); 0 after a success. */
  failures: integer('failures').notNull().default(0),
  /** The instance holding the job, and until when (a crashed holder's lease runs out). */
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  lastRunId: uuid('last_run_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    jobName: text('job_name').notNull(),
    /** 'schedule', 'retry' or 'manual'. */
    trigger: text('trigger').notNull(),
    /** The time the run acted as of (the job clock; tests move it). */
    asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** 'running', 'succeeded', 'failed'. */
    status: text('status').notNull(),
    items: integer('items').notNull().default(0),
    log: jsonb('log').$type<string[]>().notNull().default([]),
    error: text('error'),
    startedBy: uuid('started_by'),
  },
  (t) => [index('job_runs_job_idx').on(t.jobName, t.startedAt)],
);
