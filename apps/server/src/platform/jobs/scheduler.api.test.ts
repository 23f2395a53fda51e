import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { createTenant } from '../../modules/system/seed.ts';
import { areaSeeders } from '../areas.ts';
import type { Database } from '../db/database.ts';
import { tenantSettings } from '../db/platform-schema.ts';
import { tenants } from '../identity/schema.ts';
import { INTERRUPTED_RUN_ERROR, type JobDefinition, JobScheduler } from './scheduler.ts';
import { jobRuns, scheduledJobs } from './schema.ts';

let database: Database;
let drop: () => Promise<void>;
let clock = new Date('2026-12-01T00:00:00Z');
const now = () => clock;
let failFor: number | null = null;

/** Marks each tenant once (idempotent): a settings row `jobProbe`. */
const probe: JobDefinition = {
  name: 'test.probe',
  title: '测试任务',
  schedule: '0 7 * * *',
  async run({ tx, tenantId, log }) {
    const inserted = await tx
      .insert(tenantSettings)
      .values({ tenantId, key: 'jobProbe', value: { at: clock.toISOString() } })
      .onConflictDoNothing()
      .returning({ id: tenantSettings.id });
    if (failFor === tenantId) throw new Error('探针失败');
    log(`写入 ${inserted.length} 行`);
    return inserted.length;
  },
};

const probes = () =>
  database.systemTx(async (tx) =>
    Number(
      (await tx.select({ n: count() }).from(tenantSettings).where(eq(tenantSettings.key, 'jobProbe')))[0]!.n,
    ),
  );
const job = () =>
  database.systemTx(
    async (tx) => (await tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test.probe')))[0]!,
  );

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.systemTx((tx) =>
    createTenant(
      tx,
      { name: '第二家机构', adminUsername: 'a2', adminRealname: '管理员', adminPassword: 'SecondPass123' },
      areaSeeders(AREAS),
    ),
  );
});
afterAll(() => drop());

describe('the job scheduler', () => {
  it('creates the job row with its next run, and runs nothing before it is due', async () => {
    const scheduler = new JobScheduler(database, [probe], now);
    await scheduler.ensureDefinitions();
    expect((await job()).nextRunAt.toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(await scheduler.tick()).toEqual([]);
    expect(await probes()).toBe(0);
    expect(await scheduler.overview()).toMatchObject([{ name: 'test.probe', running: false, lastRun: null }]);
  });

  it('runs a due job once across two instances, for every active tenant', async () => {
    clock = new Date('2026-12-02T00:00:00Z');
    const a = new JobScheduler(database, [probe], now);
    const b = new JobScheduler(database, [probe], now);
    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    const outcomes = [...ra, ...rb];
    expect(outcomes).toHaveLength(1);
    const tenantCount = await database.systemTx(async (tx) =>
      Number((await tx.select({ n: count() }).from(tenants).where(eq(tenants.status, 1)))[0]!.n),
    );
    expect(outcomes[0]).toMatchObject({ status: 'succeeded', items: tenantCount });
    expect(await probes()).toBe(tenantCount);
    const row = await job();
    expect(row.nextRunAt.toISOString()).toBe('2026-12-02T23:00:00.000Z');
    expect(row.lockedBy).toBeNull();
  });

  it('is idempotent: running again changes nothing', async () => {
    const before = await probes();
    const outcome = await new JobScheduler(database, [probe], now).runNow('test.probe', null);
    expect(outcome).toMatchObject({ status: 'succeeded', items: 0 });
    expect(await probes()).toBe(before);
  });

  it('leaves nothing half-written when it fails half-way, and retries with backoff', async () => {
    await database.systemTx((tx) => tx.delete(tenantSettings).where(eq(tenantSettings.key, 'jobProbe')));
    const ids = await database.systemTx((tx) =>
      tx.select({ id: tenants.id }).from(tenants).orderBy(tenants.id),
    );
    failFor = ids.at(-1)!.id;
    clock = new Date('2026-12-03T00:00:00Z');
    const scheduler = new JobScheduler(database, [probe], now);
    const [failed] = await scheduler.tick();
    expect(failed).toMatchObject({ status: 'failed', error: '探针失败' });
    // The failing tenant's write was rolled back; the tenants before it are done.
    const written = await database.systemTx((tx) =>
      tx
        .select({ tenantId: tenantSettings.tenantId })
        .from(tenantSettings)
        .where(eq(tenantSettings.key, 'jobProbe')),
    );
    expect(written.map((w) => w.tenantId)).not.toContain(failFor);
    const row = await job();
    expect(row.failures).toBe(1);
    expect(row.nextRunAt.toISOString()).toBe('2026-12-03T00:01:00.000Z');
    const [run] = await database.systemTx((tx) =>
      tx.select().from(jobRuns).where(eq(jobRuns.id, failed!.runId)),
    );
    expect(run).toMatchObject({ status: 'failed', error: '探针失败' });
    expect(run!.log.at(-1)).toBe('失败：探针失败');

    failFor = null;
    clock = new Date('2026-12-03T00:01:00Z');
    const [retried] = await scheduler.tick();
    expect(retried).toMatchObject({ status: 'succeeded', items: 1 });
    expect((await job()).failures).toBe(0);
    expect(await probes()).toBe(ids.length);
  });

  it('does not run a paused job, and a resumed one waits for its next time', async () => {
    const scheduler = new JobScheduler(database, [probe], now);
    await scheduler.setPaused('test.probe', true);
    clock = new Date('2026-12-10T00:00:00Z');
    expect(await scheduler.tick()).toEqual([]);
    await scheduler.setPaused('test.probe', false);
    expect((await job()).nextRunAt.toISOString()).toBe('2026-12-10T23:00:00.000Z');
    const overview = await scheduler.overview();
    expect(overview[0]).toMatchObject({
      name: 'test.probe',
      title: '测试任务',
      paused: false,
      lastRun: { status: 'succeeded' },
    });
    const runs = await scheduler.runs('test.probe', 10);
    expect(runs.map((r) => r.trigger)).toEqual(['retry', 'schedule', 'manual', 'schedule']);
  });
});

describe('a job whose holder is gone (issue 30 item 8)', () => {
  /** The job as a stopped instance `holder` leaves it: leased for minutes more, its run `running`. */
  async function leftBy(holder: string) {
    return database.systemTx(async (tx) => {
      await tx
        .update(scheduledJobs)
        .set({ lockedBy: holder, lockedUntil: new Date(Date.now() + 9 * 60_000), failures: 0 })
        .where(eq(scheduledJobs.name, 'test.probe'));
      const [run] = await tx
        .insert(jobRuns)
        .values({
          jobName: 'test.probe',
          trigger: 'manual',
          asOf: clock,
          startedAt: new Date(),
          status: 'running',
          log: ['[测试机构] 处理 1 项'],
        })
        .returning({ id: jobRuns.id });
      return run!.id;
    });
  }
  const runOf = async (id: string) =>
    (await database.systemTx((tx) => tx.select().from(jobRuns).where(eq(jobRuns.id, id))))[0]!;

  it('is taken back at once, its run recorded as failed, and it runs again', async () => {
    clock = new Date('2026-12-11T00:00:00Z');
    const runId = await leftBy('00000000-0000-4000-8000-00000000dead');
    const scheduler = new JobScheduler(database, [probe], now);
    expect((await scheduler.overview())[0]!.running).toBe(true);

    expect(await scheduler.recover()).toEqual(['test.probe']);
    expect(await runOf(runId)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_RUN_ERROR,
      log: ['[测试机构] 处理 1 项', '失败：服务器中断（实例已停止）'],
    });
    expect((await runOf(runId)).finishedAt).toBeInstanceOf(Date);
    const row = await job();
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null, failures: 1, lastRunId: runId });
    // Retried after the first backoff, like any failed run.
    expect(row.nextRunAt.toISOString()).toBe('2026-12-11T00:01:00.000Z');
    expect((await scheduler.overview())[0]).toMatchObject({
      running: false,
      lastRun: { id: runId, status: 'failed', error: INTERRUPTED_RUN_ERROR },
    });
    // Nothing left to take back.
    expect(await scheduler.recover()).toEqual([]);
    expect(await scheduler.runNow('test.probe', null)).toMatchObject({ status: 'succeeded' });
    expect((await job()).failures).toBe(0);
  });

  it('runs at once when asked (运行一次) instead of answering that it is running', async () => {
    const runId = await leftBy('00000000-0000-4000-8000-00000000beef');
    const outcome = await new JobScheduler(database, [probe], now).runNow('test.probe', null);
    expect(outcome).toMatchObject({ status: 'succeeded' });
    expect(await runOf(runId)).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
  });

  it('is never taken from a live holder, and is taken back once that holder stops', async () => {
    const holder = new JobScheduler(database, [probe], now);
    const other = new JobScheduler(database, [probe], now);
    // The holder is alive (it has looked for dead instances, as on start) and holds the job.
    expect(await holder.recover()).toEqual([]);
    const runId = await leftBy(holder.instanceId);
    expect(await other.recover()).toEqual([]);
    expect(await other.runNow('test.probe', null)).toBeNull();
    expect(await runOf(runId)).toMatchObject({ status: 'running' });
    expect((await job()).lockedBy).toBe(holder.instanceId);

    await holder.stop();
    expect(await other.recover()).toEqual(['test.probe']);
    expect(await runOf(runId)).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
    expect(await other.runNow('test.probe', null)).toMatchObject({ status: 'succeeded' });
    await other.stop();
  });

  it('records a run left `running` on a job nobody holds (its lease ran out) as failed', async () => {
    const runId = await leftBy('00000000-0000-4000-8000-00000000cafe');
    await database.systemTx((tx) =>
      tx
        .update(scheduledJobs)
        .set({ lockedBy: null, lockedUntil: null })
        .where(eq(scheduledJobs.name, 'test.probe')),
    );
    const before = (await job()).failures;
    expect(await new JobScheduler(database, [probe], now).recover()).toEqual(['test.probe']);
    expect(await runOf(runId)).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
    expect((await job()).failures).toBe(before + 1);
  });
});
