/**
 * `npm run bench`: performance figures, each with a ratio that stays meaningful on another machine.
 * - JavaScript each route loads, brotli-compressed as the server sends it, against its budget (from
 *   a fresh web build), and what Debian's Chromium really downloads with a fresh cache for /login
 *   and for signing in as admin and as staff, popups included (scripts/bench-wire.mjs; targets
 *   110 and 280 kB);
 * - server start-up on a fresh data folder (creates the database, migrates, seeds) and again on the
 *   same folder, and their ratio;
 * - API latency and throughput of a bare database round trip (/api/health) and of the signed-in
 *   user's profile with menu (/api/sys/user/getUserInfoNew: token check, RLS transaction, menu
 *   tree), and the ratio between them; sign-in, whose cost is the deliberate scrypt work factor;
 * - domain rules at scale: the competence candidate search (2,000 auditors × 20 codes) and the
 *   audit-time calculator, against their budgets;
 * - Lighthouse performance scores (mobile preset, Debian Chromium) of /login and /cert/search
 *   against the 0.95 target;
 * - the plan clash check, the candidate search and 审核日程 over 2,000 auditors × a year of plans
 *   against the 200 ms budget, with the plans of their booking queries as app_user under RLS
 *   (scripts/bench-schedule.ts; PGlite, and PostgreSQL when BENCH_DATABASE_URL is set);
 * - every list and search endpoint × concurrency 1 and 16 (p50/p95/p99, req/s, ratio to a bare
 *   Fastify route running the same SQL and to a bare JSON route; scripts/bench-api.mjs) on PGlite at
 *   demo scale, and on PostgreSQL at full scale when BENCH_DATABASE_URL names the database that
 *   `npm run seed:large` filled (e.g. postgres://postgres@127.0.0.1:5432/cb_large).
 * - certificate PDFs against the 500 ms budget (scripts/bench-pdf.ts): 50 single certificates in
 *   process and through GET /api/zsfx/certificate/pdf, one after another and four at a time.
 * - the embedded server's memory (scripts/bench-memory.mjs): resident after the first start, after a
 *   second start and after a minute of list traffic, with the peaks, against the 600 MB target.
 * - the eight 统计 pages' first view (scripts/bench-statistics-first-view.ts: each page's default
 *   and other groupings and a twelve-month period, c=1 median and c=4 p95 against the 500 ms target,
 *   as app_user under RLS, after counting the summary cells) on PostgreSQL when BENCH_DATABASE_URL
 *   is set.
 * `npm run bench -- --api-only` runs the list part alone, `-- --wire-only` the Chromium download
 * figures, `-- --schedule-only` the schedule part, `-- --memory-only` the memory figures,
 * `-- --pdf-only` the certificate PDFs, `-- --statistics-only` the 统计 pages. Loopback only,
 * bounded request counts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchMemory } from './bench-memory.mjs';
import { benchWire } from './bench-wire.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const line = (s = '') => console.log(s);

/** The list and search figures (scripts/bench-api.mjs): PGlite at demo scale, PostgreSQL if named. */
function benchApi() {
  const targets = [{ BENCH_DATABASE_URL: '' }];
  if (process.env.BENCH_DATABASE_URL) targets.push({ BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL });
  for (const env of targets) {
    line();
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/bench-api.mjs')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (run.status !== 0) line(`  list benchmark failed (exit ${run.status})`);
  }
}
/** The clash check and 审核日程 over 2,000 auditors × a year of plans (scripts/bench-schedule.ts). */
function benchSchedule() {
  const targets = [{ BENCH_DATABASE_URL: '' }];
  if (process.env.BENCH_DATABASE_URL) targets.push({ BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL });
  for (const env of targets) {
    line();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/bench-schedule.ts')],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (run.status !== 0) line(`  schedule benchmark failed (exit ${run.status})`);
  }
}
/** Certificate PDFs against the 500 ms budget (scripts/bench-pdf.ts). */
function benchPdf() {
  line();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench-pdf.ts'), '50'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (run.status !== 0) line(`  certificate PDF benchmark failed (exit ${run.status})`);
}
/** The 统计 pages' first view at full scale (scripts/bench-statistics-first-view.ts), PostgreSQL only. */
function benchStatistics() {
  line();
  if (!process.env.BENCH_DATABASE_URL) {
    line('统计 pages: skipped (set BENCH_DATABASE_URL to the database `npm run seed:large` filled)');
    return;
  }
  line('统计 pages, first view at full scale (p95 at c=4, target 500 ms)');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench-statistics-first-view.ts')],
    { cwd: root, env: { ...process.env, BENCH_REFRESH: '1' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) line(`  statistics benchmark failed (exit ${run.status})`);
}
if (process.argv.includes('--statistics-only')) {
  benchStatistics();
  process.exit(0);
}
if (process.argv.includes('--pdf-only')) {
  benchPdf();
  process.exit(0);
}
if (process.argv.includes('--api-only')) {
  benchApi();
  process.exit(0);
}
if (process.argv.includes('--wire-only')) {
  ensureWebBuild();
  await benchWire();
  process.exit(0);
}
if (process.argv.includes('--memory-only')) {
  await benchMemory();
  process.exit(0);
}
if (process.argv.includes('--schedule-only')) {
  benchSchedule();
  process.exit(0);
}

// 1. Bundles
const build = spawnSync('npm', ['run', 'build', '-w', '@cb/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
const bundles = JSON.parse(fs.readFileSync(path.join(root, '.cache/bundle-report.json'), 'utf8'));
line('JavaScript loaded per route (brotli 11 as sent, from the build; gzip beside it)');
for (const b of bundles)
  line(
    `  ${b.route.padEnd(13)} ${(b.brBytes / 1000).toFixed(1).padStart(6)} kB in ${b.files} files   budget ${b.budgetKb} kB   ratio ${(b.brBytes / 1000 / b.budgetKb).toFixed(2)}   (gzip ${(b.gzipBytes / 1000).toFixed(1)} kB)`,
  );

// 1b. What Chromium really downloads: /login and the sign-in journeys (scripts/bench-wire.mjs).
line();
await benchWire();

// 2. Start-up
const startServer = (dataDir) =>
  startDemoServer({ dataDir, adminPassword: 'BenchAdmin1', demoPassword: 'BenchDemo1', timeoutMs: 600_000 });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-'));
const cold = await startServer(dataDir);
await cold.stop();
const server = await startServer(dataDir);
line();
line('Server start-up until /api/health answers (embedded database)');
line(`  first start (create, migrate, seed) ${(cold.ms / 1000).toFixed(2)} s`);
line(
  `  second start                        ${(server.ms / 1000).toFixed(2)} s   ratio ${(cold.ms / server.ms).toFixed(1)}x`,
);

// 3. API
async function measure(name, count, concurrency, request) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        const res = await request();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { name, p50: pct(0.5), p95: pct(0.95), rps: (count / wall) * 1000 };
}

const login = await fetch(`${server.base}/api/sys/erpnew/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'BenchAdmin1' }),
}).then((r) => r.json());
const token = login.result.token;
const get = (url) => () => fetch(`${server.base}${url}`, { headers: { 'x-access-token': token } });

const results = [];
for (const concurrency of [1, 8]) {
  results.push({ concurrency, ...(await measure('health', 400, concurrency, get('/api/health'))) });
  results.push({
    concurrency,
    ...(await measure('userInfo', 200, concurrency, get('/api/sys/user/getUserInfoNew'))),
  });
}
const signIn = await measure('login', 12, 1, () =>
  fetch(`${server.base}/api/sys/erpnew/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ username: 'staff', password: 'BenchDemo1' }),
  }),
);

// 3b. Domain rules that must answer at scale (competence search, audit time), in process.
const rules = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-rules.ts')], {
  cwd: root,
  encoding: 'utf8',
});

// 4. Lighthouse (mobile preset, Debian Chromium) on the public pages of the budget.
const chrome = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const lighthouse = [];
for (const page of ['/login', '/cert/search']) {
  if (!fs.existsSync(chrome)) break;
  const out = path.join(dataDir, 'lighthouse.json');
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      `${server.base}${page}`,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: 'ignore', timeout: 180_000 },
  );
  if (run.status !== 0 || !fs.existsSync(out)) {
    lighthouse.push({ page, error: `lighthouse exited ${run.status}` });
    continue;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  lighthouse.push({
    page,
    score: report.categories.performance.score,
    fcp: report.audits['first-contentful-paint'].displayValue,
    lcp: report.audits['largest-contentful-paint'].displayValue,
    tbt: report.audits['total-blocking-time'].displayValue,
    finalUrl: new URL(report.finalDisplayedUrl).pathname,
  });
}

await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

line();
line('API on loopback (embedded database)');
for (const r of results)
  line(
    `  ${r.name.padEnd(9)} c=${r.concurrency}  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(0).padStart(5)} req/s`,
  );
line(`  login     c=1  p50 ${signIn.p50.toFixed(1).padStart(6)} ms  (scrypt N=2^15 by design)`);
for (const c of [1, 8]) {
  const h = results.find((r) => r.name === 'health' && r.concurrency === c);
  const u = results.find((r) => r.name === 'userInfo' && r.concurrency === c);
  line(`  ratio userInfo/health p50 at c=${c}: ${(u.p50 / h.p50).toFixed(1)}x`);
}

line();
line(rules.status === 0 ? rules.stdout.trimEnd() : `Domain rules: failed (${rules.stderr.trim()})`);

line();
line('Lighthouse performance (mobile preset), target 0.95');
if (lighthouse.length === 0) line(`  skipped: no Chromium at ${chrome}`);
for (const l of lighthouse) {
  if (l.error) line(`  ${l.page.padEnd(12)} ${l.error}`);
  else
    line(
      `  ${l.page.padEnd(12)} score ${l.score.toFixed(2)}  ratio ${(l.score / 0.95).toFixed(2)}  FCP ${l.fcp}  LCP ${l.lcp}  TBT ${l.tbt}${l.finalUrl !== l.page ? `  (rendered ${l.finalUrl}: page not built yet)` : ''}`,
    );
}

line();
await benchMemory();
benchSchedule();
benchPdf();
benchApi();
benchStatistics();
