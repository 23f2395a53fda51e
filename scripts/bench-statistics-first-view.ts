/**
 * 统计's first view (issue 35 item 4): each business page's report counted afresh (no kept report),
 * as app_user under RLS in tenant 1, one at a time and four at once, with each statement's time.
 *
 *   BENCH_DATABASE_URL=postgres://…/cb_large node --import tsx scripts/bench-statistics-first-view.ts
 *
 * Prints per page: c=1 median of 3 and c=4 p95 (of 12: 3 rounds of 4 at once) in ms. Migrates the
 * database first; with BENCH_REFRESH=1 it counts tenant 1's 证书统计 summary cells first (timed), so
 * a large body's 证书统计 reads them (modules/statistics/certificate-cells.ts).
 */

import { applicationReport } from '../apps/server/src/modules/statistics/applications.ts';
import { refreshCertificateCells } from '../apps/server/src/modules/statistics/certificate-cells.ts';
import { certificateReport } from '../apps/server/src/modules/statistics/certificates.ts';
import { customerReport } from '../apps/server/src/modules/statistics/customers.ts';
import { projectReport } from '../apps/server/src/modules/statistics/projects.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL');

const database = await openDatabase({
  databaseUrl,
  poolSize: 8,
  ...(process.env.BENCH_SQL ? { onQuery: (text: string) => console.log(text.slice(0, 400)) } : {}),
});
const ctx = { tenantId: 1, userId: null };
await migrate(database);
if (process.env.BENCH_REFRESH) {
  const t = performance.now();
  const n = await database.tenantTx(ctx, (tx) => refreshCertificateCells(tx, 1, new Date()));
  console.log(
    `证书统计 summary cells refreshed: ${n} certificates in ${(performance.now() - t).toFixed(0)} ms`,
  );
}
const thisMonth = new Date().toISOString().slice(0, 7);
const yearAgo = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5)) - 12, 1))
  .toISOString()
  .slice(0, 7);
const lastYearEnd = `${Number(thisMonth.slice(0, 4)) - 1}-12`;
type Q = Record<string, unknown>;
const pages: [string, (q: Q) => Promise<unknown>, Q][] = [
  [
    'certificate by project code',
    (q) => database.tenantRead(ctx, (tx) => certificateReport(tx, 1, q as never)),
    { groupBy: 'standard' },
  ],
  [
    'certificate by project code (twelve months)',
    (q) => database.tenantRead(ctx, (tx) => certificateReport(tx, 1, q as never)),
    { groupBy: 'standard', from: yearAgo, to: thisMonth },
  ],
  [
    'certificate valid at a past year end',
    (q) => database.tenantRead(ctx, (tx) => certificateReport(tx, 1, q as never)),
    { groupBy: 'standard', from: `${lastYearEnd.slice(0, 4)}-01`, to: lastYearEnd },
  ],
  [
    'certificate by province',
    (q) => database.tenantRead(ctx, (tx) => certificateReport(tx, 1, q as never)),
    { groupBy: 'province' },
  ],
  [
    'certificate by IAF sector',
    (q) => database.tenantRead(ctx, (tx) => certificateReport(tx, 1, q as never)),
    { groupBy: 'sector' },
  ],
  [
    'application by month',
    (q) => database.tenantRead(ctx, (tx) => applicationReport(tx, 1, q as never)),
    { groupBy: 'month' },
  ],
  [
    'application by standard',
    (q) => database.tenantRead(ctx, (tx) => applicationReport(tx, 1, q as never)),
    { groupBy: 'standard' },
  ],
  [
    'project by audit type',
    (q) => database.tenantRead(ctx, (tx) => projectReport(tx, 1, q as never)),
    { groupBy: 'auditType' },
  ],
  [
    'customer by province',
    (q) => database.tenantRead(ctx, (tx) => customerReport(tx, 1, q as never)),
    { groupBy: 'province' },
  ],
];
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const time = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};
for (const [name, run, q] of pages) {
  if (only && !only.test(name)) continue;
  await run(q);
  const one: number[] = [];
  for (let i = 0; i < 3; i++) one.push(await time(() => run(q)));
  one.sort((a, b) => a - b);
  const four: number[] = [];
  for (let i = 0; i < 3; i++) four.push(...(await Promise.all([1, 2, 3, 4].map(() => time(() => run(q))))));
  four.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(46)} c=1 median ${one[1]!.toFixed(0).padStart(6)} ms   c=4 p95 ${four[Math.floor(0.95 * four.length)]!.toFixed(0).padStart(6)} ms`,
  );
}

await database.close();
