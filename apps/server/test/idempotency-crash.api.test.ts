/**
 * SECURITY.md "Reliability": the key of an idempotent POST and its answer are stored in the same
 * transaction as the write they guard. A real server process is killed (SIGKILL) at random moments
 * of a burst of keyed creates, restarted, and every request retried with its key: each retry either
 * replays the committed answer or runs once; none is blocked (409) and nothing is written twice.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { creditCodeCheckCharacter } from '@cb/domain';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, TEST_DATABASE_URL } from './constants.ts';

const main = path.resolve(import.meta.dirname, '../src/main.ts');
const ADMIN_PASSWORD = TEST_ADMIN_PASSWORD;
const ROUNDS = 3;
const BURST = 12;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function creditCode(n: number): string {
  const first17 = `91440300${String(n).padStart(9, '0')}`;
  return first17 + creditCodeCheckCharacter(first17);
}

function enterprise(n: number) {
  return {
    name: `断电测试${n}有限公司`,
    creditCode: creditCode(700_000 + n),
    natureCode: '3',
    industryCode: '18',
    regionCode: '310000',
    registeredAddress: '上海市浦东新区张江路1号',
    totalHeadcount: 20,
    sites: [
      {
        siteType: '1',
        name: '总部',
        address: '上海市浦东新区张江路1号',
        headcount: 20,
        isCentralFunction: true,
      },
    ],
    contacts: [{ name: '李四', role: '管理者代表', phone: '13812345678' }],
  };
}

interface Server {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

async function start(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
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

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/sys/erpnew/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { result: { token: string } };
  if (!res.ok) throw new Error(`login ${res.status} ${JSON.stringify(body)}`);
  return body.result.token;
}

function create(base: string, token: string, key: string, n: number) {
  return fetch(`${base}/api/khgl/enterprise/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token, 'idempotency-key': key },
    body: JSON.stringify(enterprise(n)),
  });
}

/** A database of its own: a PGlite data directory, or a clone of the PostgreSQL test template. */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (process.env.DB_TARGET === 'postgres') {
    const name = `${inject('pgTemplate')}_crash_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('pgTemplate')}"`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cb-crash-')) },
      drop: async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-crash-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '0', ADMIN_PASSWORD },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe('idempotent POST across a crash', () => {
  it('never blocks a key and never writes twice, wherever the server is killed', async () => {
    const { env, drop } = await databaseEnv();
    let server: Server | null = null;
    try {
      let n = 0;
      // Each round's burst is cut by a kill; the next start retries it and then carries the next
      // round's burst, so ROUNDS kills take ROUNDS + 1 starts.
      server = await start(env);
      let token = await login(server.base);
      for (let round = 0; round < ROUNDS; round++) {
        const burst = Array.from({ length: BURST }, () => ({
          key: `crash-${round}-${n}-${Date.now()}`,
          n: n++,
        }));
        const inFlight = burst.map(({ key, n }) => create(server!.base, token, key, n).catch(() => null));
        // Somewhere inside the burst: PGlite runs one transaction at a time, so the moments between
        // reservation, write and answer of several requests fall inside this range.
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 400));
        server.child.kill('SIGKILL');
        await server.exited;
        await Promise.all(inFlight);

        server = await start(env);
        token = await login(server.base);
        for (const { key, n } of burst) {
          const first = await create(server.base, token, key, n);
          const firstBody = await first.json();
          expect(first.status, `round ${round} key ${key}: ${JSON.stringify(firstBody)}`).toBe(200);
          const second = await create(server.base, token, key, n);
          expect(second.status).toBe(200);
          expect(second.headers.get('idempotent-replayed')).toBe('true');
          expect(await second.json()).toEqual(firstBody);
          const list = await fetch(
            `${server.base}/api/khgl/enterprise/list?name=${encodeURIComponent(enterprise(n).name)}`,
            { headers: { 'x-access-token': token } },
          );
          expect(
            ((await list.json()) as { result: { total: number } }).result.total,
            enterprise(n).name,
          ).toBe(1);
        }
      }
      server.child.kill('SIGTERM');
      await server.exited;
      server = null;
    } finally {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      await drop();
    }
  }, 300_000);
});
