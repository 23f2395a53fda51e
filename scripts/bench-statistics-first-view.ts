/**
 * 统计's first view (issue 35 item 4): each of the eight pages' report counted afresh (no kept
 * report), with its default grouping, its other groupings and a twelve-month period, as app_user
 * under RLS in tenant 1, one at a time and four at once.
 *
 *   BENCH_DATABASE_URL=postgres://…/cb_large node --import tsx scripts/bench-statistics-first-view.ts
 *
 * Prints per page: c=1 median of 3 and c=4 p95 (of 12: 3 rounds of 4 at once) in ms, and a last
 * line with the worst c=4 p95 against the 500 ms target. Migrates the database first; with
 * BENCH_REFRESH=1 it counts tenant 1's summary cells first (timed: 证书统计's,
 * modules/statistics/certificate-cells.ts, and 申请/审核项目/客户's, report-cells.ts), so a large
 * body's pages read them. BENCH_ONLY=<regexp> picks pages by name. `npm run bench` runs it when
 * BENCH_DATABASE_URL is set (scripts/bench.mjs).
 */

import { applicationReport } from '../apps/server/src/modules/statistics/applications.ts';
import { refreshCertificateCells } from '../apps/server/src/modules/statistics/certificate-cells.ts';
import { certificateReport } from '../apps/server/src/modules/statistics/certificates.ts';
import { customerReport } from '../apps/server/src/modules/statistics/customers.ts';
import { projectReport } from '../apps/server/src/modules/statistics/projects.ts';
import { CELLS_SUBJECTS, refreshSubjectCells } from '../apps/server/src/modules/statistics/report-cells.ts';
import { auditorReport } from '../apps/server/src/modules/statistics/resources-auditors.ts';
import { incomeReport } from '../apps/server/src/modules/statistics/resources-income.ts';
import { receivableReport } from '../apps/server/src/modules/statistics/resources-receivables.ts';
import { workloadReport } from '../apps/server/src/modules/statistics/resources-workload.ts';
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
  for (const subject of CELLS_SUBJECTS) {
    const s = performance.now();
    const rows = await database.tenantTx(ctx, (tx) => refreshSubjectCells(tx, 1, subject, new Date()));
    console.log(
      `${subject} summary cells refreshed: ${rows} rows in ${(performance.now() - s).toFixed(0)} ms`,
    );
  }
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
    'application by month (twelve months)',
    (q) => database.tenantRead(ctx, (tx) => applicationReport(tx, 1, q as never)),
    { groupBy: 'month', from: yearAgo, to: thisMonth },
  ],
  [
    'project by audit type (twelve months)',
    (q) => database.tenantRead(ctx, (tx) => projectReport(tx, 1, q as never)),
    { groupBy: 'auditType', from: yearAgo, to: thisMonth },
  ],
  [
    'project by month (twelve months)',
    (q) => database.tenantRead(ctx, (tx) => projectReport(tx, 1, q as never)),
    { groupBy: 'month', from: yearAgo, to: thisMonth },
  ],
  [
    'customer by province',
    (q) => database.tenantRead(ctx, (tx) => customerReport(tx, 1, q as never)),
    { groupBy: 'province' },
  ],
  [
    'customer by industry',
    (q) => database.tenantRead(ctx, (tx) => customerReport(tx, 1, q as never)),
    { groupBy: 'industry' },
  ],
  [
    'customer by size band',
    (q) => database.tenantRead(ctx, (tx) => customerReport(tx, 1, q as never)),
    { groupBy: 'scale' },
  ],
  [
    'auditor by qualification',
    (q) => database.tenantRead(ctx, (tx) => auditorReport(tx, 1, q as never)),
    { groupBy: 'level' },
  ],
  [
    'auditor by code field',
    (q) => database.tenantRead(ctx, (tx) => auditorReport(tx, 1, q as never)),
    { groupBy: 'field' },
  ],
  [
    'auditor by region',
    (q) => database.tenantRead(ctx, (tx) => auditorReport(tx, 1, q as never)),
    { groupBy: 'region' },
  ],
  [
    'workload this month',
    (q) => database.tenantRead(ctx, (tx) => workloadReport(tx, 1, q as never)),
    { groupBy: 'auditor' },
  ],
  [
    'workload by auditor (twelve months)',
    (q) => database.tenantRead(ctx, (tx) => workloadReport(tx, 1, q as never)),
    { groupBy: 'auditor', from: yearAgo, to: thisMonth },
  ],
  [
    'workload by auditor and month (twelve months, page 1)',
    (q) => database.tenantRead(ctx, (tx) => workloadReport(tx, 1, q as never)),
    { groupBy: 'month', from: yearAgo, to: thisMonth, pageNo: 1, pageSize: 50 },
  ],
  [
    'workload by auditor and month (twelve months, page 400)',
    (q) => database.tenantRead(ctx, (tx) => workloadReport(tx, 1, q as never)),
    { groupBy: 'month', from: yearAgo, to: thisMonth, pageNo: 400, pageSize: 50 },
  ],
  ['income (twelve months)', (q) => database.tenantRead(ctx, (tx) => incomeReport(tx, 1, q as never)), {}],
  ['receivable ageing', (q) => database.tenantRead(ctx, (tx) => receivableReport(tx, 1, q as never)), {}],
];
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const time = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};
let worst = { name: '', p95: 0 };
for (const [name, run, q] of pages) {
  if (only && !only.test(name)) continue;
  await run(q);
  const one: number[] = [];
  for (let i = 0; i < 3; i++) one.push(await time(() => run(q)));
  one.sort((a, b) => a - b);
  const four: number[] = [];
  for (let i = 0; i < 3; i++) four.push(...(await Promise.all([1, 2, 3, 4].map(() => time(() => run(q))))));
  four.sort((a, b) => a - b);
  const p95 = four[Math.floor(0.95 * four.length)]!;
  if (p95 > worst.p95) worst = { name, p95 };
  console.log(
    `${name.padEnd(46)} c=1 median ${one[1]!.toFixed(0).padStart(6)} ms   c=4 p95 ${p95.toFixed(0).padStart(6)} ms`,
  );
}
console.log(
  `worst c=4 p95 ${worst.p95.toFixed(0)} ms (${worst.name}), target 500 ms, ratio ${(worst.p95 / 500).toFixed(2)}`,
);

await database.close();
