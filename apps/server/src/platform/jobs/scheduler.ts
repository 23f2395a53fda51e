/**
 * The job scheduler: areas declare jobs (`defineArea({ jobs })`), the scheduler keeps one durable
 * row per job and runs each one when it is due, on exactly one instance even when several share the
 * database. An instance takes a job by an atomic UPDATE that leases it (the row is the lock, so it
 * works on PGlite and PostgreSQL alike). The lease names its holder, and an instance that is killed
 * never clears it: so on start, on every tick and before answering that a job is running, an
 * instance asks the database whether each holder is still alive (`Database.instances`: a session
 * advisory lock on PostgreSQL, which dies with the killed process's connection) and takes back the
 * jobs of a dead one, recording its interrupted run as failed (`recover`). The lease's expiry stays
 * as the last resort for a holder that is alive but stuck.
 *
 * A run works through every active tenant, each in its own tenant transaction, so a failure leaves
 * no tenant half-written; the run is marked failed and retried with a growing backoff. Handlers must
 * be idempotent (a re-run after a partial failure changes nothing for the tenants already done).
 * Time comes from the app's clock, so tests and the lifecycle journey can move it.
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import { and, desc, eq, exists, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
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
/** The error of a run whose instance stopped during it (killed, crashed, lost power). */
export const INTERRUPTED_RUN_ERROR = '服务器中断（实例已停止）';
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
    await this.database.instances.release(this.instanceId).catch(() => {});
  }

  /**
   * Takes back every job whose holder is gone and records the runs it left `running` as failed
   * (INTERRUPTED_RUN_ERROR), each job in one transaction that locks its row: the failures count and
   * the retry backoff go on as after any failed run. A job held by a live instance, this one
   * included, is left alone. Answers the names of the jobs taken back.
   */
  async recover(only?: string): Promise<string[]> {
    // Alive before looking at others: two instances starting together never take back each other.
    await this.database.instances.hold(this.instanceId);
    const candidates = await this.database.systemTx((tx) =>
      tx
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(
          and(
            only ? eq(scheduledJobs.name, only) : undefined,
            or(
              and(isNotNull(scheduledJobs.lockedBy), ne(scheduledJobs.lockedBy, this.instanceId)),
              exists(
                tx
                  .select({ one: sql`1` })
                  .from(jobRuns)
                  .where(and(eq(jobRuns.jobName, scheduledJobs.name), eq(jobRuns.status, 'running'))),
              ),
            ),
          ),
        ),
    );
    const recovered: string[] = [];
    for (const { name } of candidates) if (await this.takeBack(name)) recovered.push(name);
    return recovered;
  }

  private takeBack(name: string): Promise<boolean> {
    return this.database.systemTx(async (tx) => {
      const [row] = await tx
        .select({ lockedBy: scheduledJobs.lockedBy, failures: scheduledJobs.failures })
        .from(scheduledJobs)
        .where(eq(scheduledJobs.name, name))
        .for('update');
      if (!row || row.lockedBy === this.instanceId) return false;
      if (row.lockedBy && (await this.database.instances.isAlive(tx, row.lockedBy))) return false;
      // Nobody alive holds the job, so a run still `running` has no instance left to finish it.
      const interrupted = await tx
        .update(jobRuns)
        .set({
          status: 'failed',
          finishedAt: new Date(),
          error: INTERRUPTED_RUN_ERROR,
          log: sql`${jobRuns.log} || ${JSON.stringify([`失败：${INTERRUPTED_RUN_ERROR}`])}::jsonb`,
        })
        .where(and(eq(jobRuns.jobName, name), eq(jobRuns.status, 'running')))
        .returning({ id: jobRuns.id, startedAt: jobRuns.startedAt });
      if (!row.lockedBy && interrupted.length === 0) return false;
      const last = interrupted.sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0];
      const failures = row.failures + (last ? 1 : 0);
      await tx
        .update(scheduledJobs)
        .set({
          lockedBy: null,
          lockedUntil: null,
          ...(last
            ? {
                failures,
                nextRunAt: new Date(this.clock().getTime() + retryDelayMs(failures)),
                lastRunId: last.id,
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(scheduledJobs.name, name));
      return true;
    });
  }

  /** Runs every due job this instance can lease. Answers the outcomes of the runs it made. */
  async tick(): Promise<RunOutcome[]> {
    try {
      await this.recover();
    } catch (error) {
      this.onError(error, 'recover');
    }
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
    if (!(await this.lease(name, now, false))) {
      // Its holder may be gone (killed before it could clear the lease): take it back, try again.
      if (!(await this.recover(name)).length || !(await this.lease(name, now, false))) return null;
    }
    return this.execute(job, 'manual', now, userId);
  }

  /** Takes the job's lease if nobody holds it (and, for a scheduled run, if it is still due). */
  private async lease(name: string, now: Date, mustBeDue: boolean): Promise<boolean> {
    // Alive before holding anything, so that no other instance takes the lease back as a dead one's.
    await this.database.instances.hold(this.instanceId);
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
