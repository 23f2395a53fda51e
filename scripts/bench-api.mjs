/**
 * List and search endpoints under load (issue 13), part of `npm run bench`, also alone:
 *
 *   node scripts/bench-api.mjs                                  # PGlite, demo scale (fresh folder)
 *   BENCH_DATABASE_URL=postgres://…/cb_large node scripts/bench-api.mjs   # after npm run seed:large
 *
 * Starts scripts/bench-api-server.ts as a child (the app and a bare Fastify side by side), then
 * for every list endpoint and search × concurrency 1 and 16 prints p50/p95/p99, requests per
 * second, and the ratio of the app's throughput to the bare route running the same SQL through
 * the driver (no auth, RLS, ORM) and to a bare JSON route. Loopback only; each measurement is
 * warmed for 0.3 s, then bounded by BENCH_SECONDS (default 1.5) and a request count; BENCH_ONLY (a
 * regular expression of endpoint names) measures some of them; BENCH_EXPLAIN (the same) prints the plans of their
 * statements as app_user; BENCH_PROFILE (a file name) keeps the server's CPU profile of the
 * measurements (not of its start), for Chrome's DevTools; with BENCH_PROFILE_APP=1, of the app's
 * measurements only, one file each. A scenario with a latency target (the frequent-name search:
 * p95 ≤ 50 ms at c=16) gets a line of its own at the end: target, figure and their ratio.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS || 1.5);
/** Unmeasured requests before each measurement, in milliseconds. */
const WARM_MS = 300;
const dataDir = process.env.BENCH_DATABASE_URL
  ? null
  : fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-api-'));

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-api-server.ts')], {
  cwd: root,
  env: { ...process.env, ...(dataDir ? { BENCH_DATA_DIR: dataDir } : {}) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const info = await new Promise((resolve, reject) => {
  const lines = readline.createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line));
  });
  child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
});

let visitor = 0;
/** A different client address per public request (a header only; see bench-api-server.ts). */
const visitorHeaders = () => {
  visitor = (visitor + 1) % 131_072;
  return { 'x-forwarded-for': `198.${18 + (visitor >> 16)}.${(visitor >> 8) & 255}.${visitor & 255}` };
};

/**
 * One GET over a keep-alive connection of `agent`, the body read (not decompressed). Node's http
 * client, not fetch: fetch's own CPU (on the same two cores as the server and the database) held
 * the figures down more than the server did.
 */
function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, br', ...headers } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function measure(url, headers, concurrency) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // Warmed first (connections open, both sides' code compiled for this route): measured cold, a
  // fast route's first half second was mostly the JIT, and the bare JSON route (measured first of
  // all) showed a quarter of its rate.
  const warm = performance.now() + WARM_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < warm)
        await get(agent, url, typeof headers === 'function' ? headers() : headers);
    }),
  );
  const deadline = performance.now() + seconds * 1000;
  const max = concurrency === 1 ? 2_000 : 20_000;
  const times = [];
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < max && performance.now() < deadline) {
        sent++;
        const t = performance.now();
        const status = await get(agent, url, typeof headers === 'function' ? headers() : headers);
        if (status < 200 || status >= 300) failed++;
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return {
    n: times.length,
    failed,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
    rps: (times.length / wall) * 1000,
  };
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const line = (s = '') => console.log(s);
line(
  `List and search endpoints, ${info.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, as app_user under RLS, ${seconds} s per cell; load average at start ${load}`,
);
line(
  "  ratios: app req/s ÷ bare Fastify running the same SQL through the driver (sql), ÷ the same in a tenant transaction as app_user, as RLS needs it (rls), ÷ bare JSON route (json); loop: the server's longest event-loop stall during the app's measurement (c=1: one request's longest synchronous stretch, PGlite's queries included; c=16: with the requests queued behind it)",
);
const bareJson = {};
for (const c of [1, 4, 16]) bareJson[c] = await measure(`${info.bare}/bare/json`, {}, c);
line(
  `  bare JSON route: c=1 ${bareJson[1].rps.toFixed(0)} req/s p50 ${bareJson[1].p50.toFixed(2)} ms; c=16 ${bareJson[16].rps.toFixed(0)} req/s p99 ${bareJson[16].p99.toFixed(2)} ms`,
);
line(
  `  ${'endpoint'.padEnd(42)} c   p50 ms  p95 ms  p99 ms    req/s  sql req/s  ÷sql  rls req/s ÷rls   ÷json  stmts  loop ms`,
);
/** The server's longest event-loop stall since the last call (ms). */
const loopMax = async () => {
  const res = await fetch(`${info.bare}/bare/loop`);
  return (await res.json()).maxMs;
};
const rows = [];
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
for (const [i, s] of info.scenarios.entries()) {
  if (only && !only.test(s.name)) continue;
  if (s.status !== 200) {
    line(`  ${s.name.slice(0, 42).padEnd(42)} skipped: HTTP ${s.status} on the warm-up request`);
    continue;
  }
  // c=1 and 16, and the concurrency of the scenario's target when another (统计: c=4).
  for (const c of [...new Set([1, 16, ...(s.target ? [s.target.c] : [])])].sort((a, b) => a - b)) {
    await loopMax();
    await fetch(`${info.bare}/bare/profile/start`, { method: 'POST' });
    const app = await measure(
      `${info.app}${s.url}`,
      s.auth ? { 'x-access-token': info.token } : visitorHeaders,
      c,
    );
    await fetch(`${info.bare}/bare/profile/stop`, { method: 'POST' });
    const stall = await loopMax();
    const bare = await measure(`${info.bare}/bare/sql/${i}`, {}, c);
    // Public calls run partly outside RLS (the rate-limit count, the number lookup): no RLS twin.
    const rls = s.auth ? await measure(`${info.bare}/bare/rls/${i}`, {}, c) : null;
    const rlsRatio = rls ? (app.rps / rls.rps).toFixed(2) : '–';
    rows.push({ name: s.name, c, app, bare, rls });
    line(
      `  ${s.name.slice(0, 42).padEnd(42)} ${String(c).padStart(2)} ${app.p50.toFixed(1).padStart(7)} ${app.p95.toFixed(1).padStart(7)} ${app.p99.toFixed(1).padStart(7)} ${app.rps.toFixed(0).padStart(8)} ${bare.rps.toFixed(0).padStart(10)} ${(app.rps / bare.rps).toFixed(2).padStart(5)} ${(rls?.rps.toFixed(0) ?? '–').padStart(8)} ${rlsRatio.padStart(5)} ${(app.rps / bareJson[c].rps).toFixed(3).padStart(7)} ${String(s.statements).padStart(6)} ${stall.toFixed(0).padStart(8)}${app.failed ? `  ${app.failed} failed` : ''}`,
    );
  }
}
// Scenarios with a latency target (bench-api-server.ts): the target, the figure and their ratio.
for (const s of info.scenarios) {
  if (!s.target) continue;
  const row = rows.find((r) => r.name === s.name && r.c === s.target.c);
  if (!row) continue;
  const ratio = row.app.p95 / s.target.p95;
  line(
    `  target ${s.name}: p95 ≤ ${s.target.p95} ms at c=${s.target.c}; measured ${row.app.p95.toFixed(1)} ms (${ratio.toFixed(2)} of the target${ratio > 1 ? ', MISSED' : ''})`,
  );
}
line(
  `  load average at end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
