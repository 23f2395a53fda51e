/**
 * The job scheduler: areas declare jobs (`defineArea({ jobs })`), the scheduler keeps one durable
 * row per job and runs each one when it is due, on exactly one instance even when several share the
 * database. An instance takes a job by an atomic UPDATE that leases it (the row is the lock, so it
 * works on PGlite and PostgreSQL alike); a crashed instance's lease runs out and another takes over.
 *
 * A run works through every active tenant, each in its own tenant transaction, so a failure leaves
 * no tenant half-written; the run is marked failed and retried with a growing backoff. Handlers must
 * be idempotent (a re-run after a partial failure changes nothing for the tenants already done).
 * Time comes from the app's clock, so tests and the lifecycle journey can move it.
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { preparedRead } from '../db/prepared.ts';
import { tenants } from '../identity/schema.ts';
import { jobRuns, scheduledJobs } from './schema.ts';

export interface JobContext {
  tx: Tx;
  tenantId: number;
  /** The time the run acts as of. */
  now: Date;
  log(line: string): void;
}

export interface JobDefinition {
  /** Unique name, `area.job` (e.g. `auditors.registrationExpiry`). */
  name: string;
  /** Chinese title on the 定时任务 page. */
  title: string;
  /** Default cron pattern (an administrator may change it). */
  schedule: string;
  /** The work for one tenant, inside its transaction; answers how many items it touched. */
  run(ctx: JobContext): Promise<number>;
}

export interface RunOutcome {
  runId: string;
  status: 'succeeded' | 'failed';
  items: number;
  error?: string;
}

const LEASE_MS = 10 * 60_000;
const MAX_LOG_LINES = 500;
/** Retry after 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (failures: number) =>
  Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, failures - 1));

export function nextRunAfter(schedule: string, timezone: string, after: Date): Date {
  const next = new Cron(schedule, { timezone, paused: true }).nextRun(after);
  if (!next) throw new Error(`schedule ${schedule} has no next run`);
  return next;
}

/**
 * Every job with its last run's outcome (not its log), in one statement prepared once per
 * connection: the list of jobs is read whenever the page refreshes.
 */
const jobOverview = preparedRead('jobs.overview', (db) =>
  db
    .select({
      name: scheduledJobs.name,
      schedule: scheduledJobs.schedule,
      timezone: scheduledJobs.timezone,
      paused: scheduledJobs.paused,
      nextRunAt: scheduledJobs.nextRunAt,
      failures: scheduledJobs.failures,
      lockedUntil: scheduledJobs.lockedUntil,
      lastRun: {
        id: jobRuns.id,
        status: jobRuns.status,
        startedAt: jobRuns.startedAt,
        finishedAt: jobRuns.finishedAt,
        items: jobRuns.items,
        error: jobRuns.error,
      },
    })
    .from(scheduledJobs)
    .leftJoin(jobRuns, eq(jobRuns.id, scheduledJobs.lastRunId))
    .orderBy(scheduledJobs.name),
);

export class JobScheduler {
  readonly instanceId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private readonly byName: ReadonlyMap<string, JobDefinition>;

  constructor(
    private readonly database: Database,
    jobs: readonly JobDefinition[],
    private readonly clock: () => Date,
    private readonly onError: (error: unknown, job: string) => void = () => {},
  ) {
    this.byName = new Map(jobs.map((j) => [j.name, j]));
  }

  get jobs(): JobDefinition[] {
    return [...this.byName.values()];
  }

  /** Creates the rows of new jobs; keeps an administrator's schedule and pause of existing ones. */
  async ensureDefinitions(only?: JobDefinition): Promise<void> {
    const now = this.clock();
    await this.database.systemTx(async (tx) => {
      for (const job of only ? [only] : this.byName.values()) {
        await tx
          .insert(scheduledJobs)
          .values({
            name: job.name,
            schedule: job.schedule,
            nextRunAt: nextRunAfter(job.schedule, 'Asia/Shanghai', now),
          })
          .onConflictDoNothing();
      }
    });
  }

  /** Checks for due jobs every `intervalMs` until stopped. */
  start(intervalMs = 30_000): void {
    this.timer = setInterval(() => {
      this.running = this.tick().catch((error) => this.onError(error, 'tick'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Runs every due job this instance can lease. Answers the outcomes of the runs it made. */
  async tick(): Promise<RunOutcome[]> {
    const now = this.clock();
    const due = await this.database.systemTx((tx) =>
      tx
        .select({ name: scheduledJobs.name, failures: scheduledJobs.failures })
        .from(scheduledJobs)
        .where(and(eq(scheduledJobs.paused, 0), lte(scheduledJobs.nextRunAt, now))),
    );
    const outcomes: RunOutcome[] = [];
    for (const { name, failures } of due) {
      const job = this.byName.get(name);
      if (!job || !(await this.lease(name, now, true))) continue;
      outcomes.push(await this.execute(job, failures > 0 ? 'retry' : 'schedule', now, null));
    }
    return outcomes;
  }

  /** Runs a job at once (运行一次), unless another instance is running it (null then). */
  async runNow(name: string, userId: string | null): Promise<RunOutcome | null> {
    const job = this.byName.get(name);
    if (!job) return null;
    await this.ensureDefinitions(job);
    const now = this.clock();
    if (!(await this.lease(name, now, false))) return null;
    return this.execute(job, 'manual', now, userId);
  }

  /** Takes the job's lease if nobody holds it (and, for a scheduled run, if it is still due). */
  private async lease(name: string, now: Date, mustBeDue: boolean): Promise<boolean> {
    const taken = await this.database.systemTx((tx) =>
      tx
        .update(scheduledJobs)
        .set({ lockedBy: this.instanceId, lockedUntil: new Date(Date.now() + LEASE_MS) })
        .where(
          and(
            eq(scheduledJobs.name, name),
            or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, new Date())),
            mustBeDue ? and(eq(scheduledJobs.paused, 0), lte(scheduledJobs.nextRunAt, now)) : undefined,
          ),
        )
        .returning({ name: scheduledJobs.name }),
    );
    return taken.length === 1;
  }

  private async execute(
    job: JobDefinition,
    trigger: 'schedule' | 'retry' | 'manual',
    now: Date,
    userId: string | null,
  ): Promise<RunOutcome> {
    const log: string[] = [];
    const write = (line: string) => {
      if (log.length < MAX_LOG_LINES) log.push(line);
    };
    const [run] = await this.database.systemTx((tx) =>
      tx
        .insert(jobRuns)
        .values({
          jobName: job.name,
          trigger,
          asOf: now,
          startedAt: new Date(),
          status: 'running',
          startedBy: userId,
        })
        .returning({ id: jobRuns.id }),
    );
    let items = 0;
    let error: string | undefined;
    try {
      const active = await this.database.systemTx((tx) =>
        tx
          .select({ id: tenants.id, name: tenants.name })
          .from(tenants)
          .where(eq(tenants.status, 1))
          .orderBy(tenants.id),
      );
      for (const tenant of active) {
        const n = await this.database.tenantTx({ tenantId: tenant.id, userId: null }, (tx) =>
          job.run({ tx, tenantId: tenant.id, now, log: (line) => write(`[${tenant.name}] ${line}`) }),
        );
        if (n > 0) write(`[${tenant.name}] 处理 ${n} 项`);
        items += n;
      }
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      write(`失败：${error}`);
      this.onError(e, job.name);
    }
    await this.database.systemTx(async (tx) => {
      await tx
        .update(jobRuns)
        .set({
          finishedAt: new Date(),
          status: error ? 'failed' : 'succeeded',
          items,
          log,
          error: error ?? null,
        })
        .where(eq(jobRuns.id, run!.id));
      const [row] = await tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
      const failures = error ? (row?.failures ?? 0) + 1 : 0;
      const nextRunAt = error
        ? new Date(now.getTime() + retryDelayMs(failures))
        : trigger === 'manual' && row && row.nextRunAt > now
          ? row.nextRunAt
          : nextRunAfter(row?.schedule ?? job.schedule, row?.timezone ?? 'Asia/Shanghai', now);
      await tx
        .update(scheduledJobs)
        .set({
          failures,
          nextRunAt,
          lockedBy: null,
          lockedUntil: null,
          lastRunId: run!.id,
          updatedAt: new Date(),
        })
        .where(eq(scheduledJobs.name, job.name));
    });
    return { runId: run!.id, status: error ? 'failed' : 'succeeded', items, ...(error ? { error } : {}) };
  }

  /** The 定时任务 page: every job with its schedule, state and last run. */
  async overview() {
    // Platform-wide rows and reads only: as the owner, without a transaction's round trips.
    return this.database.ownerRead(async (tx) => {
      const rows = await jobOverview(tx);
      return rows
        .filter((r) => this.byName.has(r.name))
        .map((r) => ({
          name: r.name,
          title: this.byName.get(r.name)!.title,
          schedule: r.schedule,
          timezone: r.timezone,
          paused: r.paused === 1,
          nextRunAt: r.nextRunAt,
          failures: r.failures,
          running: Boolean(r.lockedUntil && r.lockedUntil > new Date()),
          lastRun: r.lastRun?.id ? r.lastRun : null,
        }));
    });
  }

  /** A job's runs, newest first. */
  runs(name: string, limit: number) {
    return this.database.ownerRead((tx) =>
      tx
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.jobName, name))
        .orderBy(desc(jobRuns.startedAt))
        .limit(limit),
    );
  }

  /** Pauses or resumes a job; a resumed job next runs at its next scheduled time. */
  async setPaused(name: string, paused: boolean): Promise<boolean> {
    const job = this.byName.get(name);
    if (!job) return false;
    const now = this.clock();
    const rows = await this.database.systemTx(async (tx) => {
      const [row] = await tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
      if (!row) return [];
      return tx
        .update(scheduledJobs)
        .set({
          paused: paused ? 1 : 0,
          ...(paused ? {} : { nextRunAt: nextRunAfter(row.schedule, row.timezone, now), failures: 0 }),
          updatedAt: new Date(),
        })
        .where(eq(scheduledJobs.name, name))
        .returning({ name: scheduledJobs.name });
    });
    return rows.length === 1;
  }

  /** Changes a job's schedule (validated cron) and its next run. */
  async setSchedule(name: string, schedule: string): Promise<boolean> {
    if (!this.byName.has(name)) return false;
    const next = nextRunAfter(schedule, 'Asia/Shanghai', this.clock());
    const rows = await this.database.systemTx((tx) =>
      tx
        .update(scheduledJobs)
        .set({ schedule, nextRunAt: next, updatedAt: new Date() })
        .where(eq(scheduledJobs.name, name))
        .returning({ name: scheduledJobs.name }),
    );
    return rows.length === 1;
  }
}
