/**
 * Issue 30 item 8: a server killed (SIGKILL) while it runs a scheduled job. It never clears the job's
 * lease and never finishes its run, so the job answered 409 该任务正在运行 for the rest of the
 * lease (10 minutes) and its run stayed `running`. A real server process is killed in the middle of
 * a 运行一次 and started again: on start it takes the job back, records the interrupted run as
 * failed with its reason, and the job runs at once. On PostgreSQL the holder's liveness is a session
 * advisory lock that dies with the killed process's connection; on PGlite the one process owns it.
 *
 * Cost: a server start is the expensive part (seconds each on a busy machine), so there are two —
 * the one killed and the one that recovers. The embedded database is prepared in this process from
 * the migrated snapshot (no demo); the run is made long by its data (many tenants), which are
 * switched off before the restart, so the run after the recovery is short.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, gte, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { AREAS } from '../src/modules/areas.ts';
import { seedIfEmpty } from '../src/modules/system/seed.ts';
import { areaSeeders } from '../src/platform/areas.ts';
import { type Database, openDatabase } from '../src/platform/db/database.ts';
import { createPglite } from '../src/platform/db/pglite.ts';
import { INTERRUPTED_RUN_ERROR } from '../src/platform/jobs/scheduler.ts';
import { jobRuns, scheduledJobs } from '../src/platform/jobs/schema.ts';
import { TEST_ADMIN_PASSWORD, TEST_DATABASE_URL } from './constants.ts';

const main = path.resolve(import.meta.dirname, '../src/main.ts');
/** Preloaded into the server to be killed: it prints JOB_WORK_BEGAN once the run reaches a tenant. */
const workSignal = pathToFileURL(path.resolve(import.meta.dirname, 'job-work-signal.ts')).href;
const JOB = 'auditors.registrationExpiry';
const POSTGRES = process.env.DB_TARGET === 'postgres';
/**
 * A run works through every active tenant, one transaction each: enough of them to kill it midway
 * (PGlite takes 2–15 ms a tenant, idle to busy machine, PostgreSQL ~1 ms). Only the killed run works
 * through them (they are switched off before the restart), so they cost their insert and no more.
 */
const TENANTS = POSTGRES ? 3000 : 2000;
const EXTRA_TENANT = '停机测试机构';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

async function start(env: Record<string, string>, preload: string[] = []): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), main],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.slice(-3000)}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output.slice(-3000)}`);
}

async function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/sys/erpnew/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { result: { token: string } };
  if (!res.ok) throw new Error(`login ${res.status} ${JSON.stringify(body)}`);
  return body.result.token;
}

const api = async (base: string, token: string, method: 'GET' | 'POST', url: string, body?: object) => {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { message: string; result: any } };
};

interface Run {
  id: string;
  status: string;
  error: string | null;
  log: string[];
}
const runs = async (base: string, token: string): Promise<Run[]> =>
  (await api(base, token, 'GET', `/sys/job/runs?name=${JOB}&limit=5`)).body.result;

/** A database of its own: a PGlite data directory, or a clone of the PostgreSQL test template. */
async function databaseEnv(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-job-crash-'));
  if (POSTGRES) {
    const name = `${inject('pgTemplate')}_jobcrash_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
      open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 1, readPoolSize: 0 }),
      drop: async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const pgliteDir = path.join(dataDir, 'db');
  // What a first start makes (migrations, the administrator), made here instead of by a server
  // start: the global setup's migrated snapshot, loaded into the data directory, and the non-demo seed.
  const created = await openDatabase({
    pglite: await createPglite(pgliteDir, {
      loadDataDir: new Blob([fs.readFileSync(inject('pgliteEmptySnapshot'))]),
    }),
  });
  await seedIfEmpty(created, {
    seeders: areaSeeders(AREAS),
    demo: false,
    adminPassword: TEST_ADMIN_PASSWORD,
    tenantName: '测试机构',
  });
  await created.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '0', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
    // Only while no server runs: one process opens a PGlite data directory.
    open: () => openDatabase({ pgliteDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('a scheduled job when its server is killed during a run', () => {
  it('is free again on restart, its interrupted run recorded as failed', async () => {
    const { env, open, drop } = await databaseEnv();
    let server: Server | null = null;
    try {
      const database = await open();
      await database.systemTx((tx) =>
        tx.execute(
          sql`insert into tenants (name) select ${EXTRA_TENANT} || g from generate_series(1, ${TENANTS}) g`,
        ),
      );
      await database.close();

      server = await start(env, [workSignal]);
      const token = await login(server.base);
      const before = new Date();
      const inFlight = api(server.base, token, 'POST', '/sys/job/run', { name: JOB }).catch(() => null);
      // Once the run has begun and is working through the tenants, kill the server: the preloaded
      // signal says so on its output (on PGlite nothing else can tell, as the run holds the one
      // connection). No guessed delay: a slow start is waited for, a fast run is not missed.
      for (let i = 0; i < 2400 && !server.output().includes('JOB_WORK_BEGAN'); i++)
        await new Promise((r) => setTimeout(r, 25));
      await stop(server, 'SIGKILL');
      server = null;
      await inFlight;

      // What the killed server left: the job leased for minutes more, its run `running`.
      const left = await open();
      const [job] = await left.systemTx((tx) =>
        tx.select().from(scheduledJobs).where(eq(scheduledJobs.name, JOB)),
      );
      const started = await left.systemTx((tx) =>
        tx
          .select()
          .from(jobRuns)
          .where(and(eq(jobRuns.jobName, JOB), gte(jobRuns.startedAt, before))),
      );
      // The run after the recovery needs no long list of tenants: only the extra ones are switched off.
      await left.systemTx((tx) =>
        tx.execute(sql`update tenants set status = 0 where name like ${`${EXTRA_TENANT}%`}`),
      );
      await left.close();
      expect(started, 'one run began before the kill').toHaveLength(1);
      const running = started[0]!;
      expect(running.status, 'the run finished before the kill').toBe('running');
      expect(job!.lockedBy).not.toBeNull();
      expect(job!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);

      server = await start(env);
      const again = await login(server.base);
      // On start the job is taken back: its interrupted run is failed, with the reason.
      let interrupted: Run | undefined;
      for (let i = 0; i < 100; i++) {
        interrupted = (await runs(server.base, again)).find((r) => r.id === running.id);
        if (interrupted?.status !== 'running') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(interrupted).toMatchObject({ status: 'failed', error: INTERRUPTED_RUN_ERROR });
      expect(interrupted!.log.at(-1)).toBe(`失败：${INTERRUPTED_RUN_ERROR}`);
      const listed = (await api(server.base, again, 'GET', '/sys/job/list')).body.result as {
        name: string;
        running: boolean;
        failures: number;
        lastRun: Run | null;
      }[];
      expect(listed.find((j) => j.name === JOB)).toMatchObject({
        running: false,
        failures: 1,
        lastRun: { id: running.id, status: 'failed', error: INTERRUPTED_RUN_ERROR },
      });

      // And it runs at once (运行一次), not 409 该任务正在运行.
      const rerun = await api(server.base, again, 'POST', '/sys/job/run', { name: JOB });
      expect(rerun.status, JSON.stringify(rerun.body)).toBe(200);
      expect(rerun.body.result).toMatchObject({ status: 'succeeded' });
      await stop(server, 'SIGTERM');
      server = null;
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await drop();
    }
  }, 300_000);
});
