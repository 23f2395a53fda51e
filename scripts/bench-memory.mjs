/**
 * `npm run bench -- --memory-only` (also part of `npm run bench`): the embedded server's memory
 * (issue 31 item 19, target under 600 MB resident), read from /proc/<pid>/status as the operating
 * system counts it: VmRSS (resident now) and VmHWM (the highest it has been).
 *
 * 1. a first start on a fresh data folder (create, migrate, seed the demo data): resident once
 *    /api/health answers, and the peak of that start;
 * 2. the same folder started again (what a body runs every day): resident at start, then after
 *    BENCH_MEMORY_SECONDS (default 60) of list traffic — the admin asking every paged list of the
 *    API (GET …/list, from the OpenAPI document) round and round, four at a time — with its peak.
 *
 * Prints each figure with its ratio to the 600 MB target. Linux only (/proc).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDemoServer } from './lib/demo-server.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const TARGET_MB = 600;
const seconds = Number(process.env.BENCH_MEMORY_SECONDS || 60);

/** Resident and peak resident size of a process, in MB (10^6 bytes). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: (kb('VmRSS') * 1024) / 1e6, peak: (kb('VmHWM') * 1024) / 1e6 };
}

const figure = (label, mb) =>
  console.log(
    `  ${label.padEnd(46)} ${mb.toFixed(0).padStart(5)} MB   ${(mb / TARGET_MB).toFixed(2)} of the target`,
  );

export async function benchMemory() {
  ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-memory-'));
  const start = () =>
    startDemoServer({
      dataDir,
      adminPassword: 'BenchAdmin1',
      demoPassword: 'BenchDemo1',
      timeoutMs: 600_000,
    });
  console.log(`Embedded server memory (resident, /proc; target ${TARGET_MB} MB)`);
  try {
    const first = await start();
    const fresh = memory(first.pid);
    await first.stop();
    figure('first start, demo data seeded: resident', fresh.rss);
    figure('first start: peak (seeding)', fresh.peak);

    const server = await start();
    const atStart = memory(server.pid);
    figure('second start: resident', atStart.rss);
    const login = await fetch(`${server.base}/api/sys/erpnew/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'BenchAdmin1' }),
    }).then((r) => r.json());
    const headers = { 'x-access-token': login.result.token };
    const docs = await fetch(`${server.base}/api/docs/json`, { headers }).then((r) => r.json());
    const lists = Object.entries(docs.paths)
      .filter(([p, ops]) => 'get' in ops && /\/list$/i.test(p) && !p.includes('{'))
      .map(([p]) => `${p}?pageNo=1&pageSize=20`);
    const until = Date.now() + seconds * 1000;
    let requests = 0;
    let next = 0;
    const worker = async () => {
      while (Date.now() < until) {
        const url = lists[next++ % lists.length];
        await fetch(`${server.base}${url}`, { headers }).then((r) => r.arrayBuffer());
        requests++;
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const after = memory(server.pid);
    await server.stop();
    figure(
      `after ${seconds} s of list traffic (${requests} requests, ${lists.length} lists): resident`,
      after.rss,
    );
    figure('second start and traffic: peak', after.peak);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
