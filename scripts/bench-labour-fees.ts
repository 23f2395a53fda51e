/**
 * A month of labour fees at scale (issue 33: "fees for a month of 2,000 auditors computed in
 * ≤ 10 s"), on a database filled by `npm run seed:large` (its auditor-pay part), repeatable:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/cb_large node --import tsx scripts/bench-labour-fees.ts
 *
 * For the newest generated month of the large tenant (BENCH_TENANT, default 1), in one tenant
 * transaction as app_user under RLS with the audit trail on (as seed:large and the completion hook
 * run it): the month's generated fees are deleted, `generateFeesOfPlans` writes them again from the
 * month's completed plans, and the transaction is rolled back, so the database is left as it was.
 * BENCH_RUNS (default 3) runs; each line gives the plans, rows and auditors and the time of the
 * generation alone (the deletion before it is not counted), then p50 and the ratio to 10 s. The
 * fee tables are vacuumed after (the rolled-back rows would slow the lists' counts until then).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { generateFeesOfPlans } from '../apps/server/src/modules/auditor-pay/generation.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';

const TARGET_S = 10;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('BENCH_DATABASE_URL: a PostgreSQL database filled by npm run seed:large');
  process.exit(2);
}
const t = Number(process.env.BENCH_TENANT || 1);
const runs = Number(process.env.BENCH_RUNS || 3);
const database = await openDatabase({ databaseUrl });
await migrate(database);

const rows = async <R>(query: string) =>
  (await database.systemTx((tx) => tx.execute(sql.raw(query)))).rows as R[];
const [last] = await rows<{ month: string | null }>(
  `select max(work_month) as month from labour_fees where tenant_id = ${t} and plan_no like 'LTP${t}-%'`,
);
if (!last?.month) {
  console.error(`tenant ${t} has no generated labour fees: run npm run seed:large first`);
  process.exit(2);
}
const month = last.month;
// The month's plans as seed:large passes them: generated, ending in the month, with a team.
const plans = await rows<{ id: string }>(
  `select l.id from audit_plans l
   where l.tenant_id = ${t} and l.plan_no like 'LTP${t}-%'
     and l.end_date between date '${month}-01' and (date '${month}-01' + interval '1 month' - interval '1 day')::date
     and exists (select 1 from plan_team_members m where m.tenant_id = ${t} and m.plan_id = l.id)
   order by l.end_date, l.plan_no`,
);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `Labour fees of ${month} (tenant ${t}, PostgreSQL, as app_user under RLS, audit trail on, rolled back); load average ${load()}`,
);

class Rollback extends Error {}
const seconds: number[] = [];
for (let run = 1; run <= runs; run++) {
  let line = '';
  try {
    await database.tenantTx({ tenantId: t, userId: null }, async (tx) => {
      await tx.execute(
        sql.raw(
          `delete from labour_fees where tenant_id = ${t} and work_month = '${month}' and plan_no like 'LTP${t}-%'`,
        ),
      );
      const started = performance.now();
      const written = await generateFeesOfPlans(
        tx,
        t,
        plans.map((p) => p.id),
        null,
      );
      const s = (performance.now() - started) / 1000;
      seconds.push(s);
      const [people] = (
        await tx.execute<{ n: number }>(
          sql.raw(
            `select count(distinct auditor_id)::int as n from labour_fees where tenant_id = ${t} and work_month = '${month}'`,
          ),
        )
      ).rows;
      line = `  run ${run}: ${plans.length.toLocaleString()} plans, ${written.toLocaleString()} fee rows, ${people?.n ?? 0} auditors in ${s.toFixed(2)} s`;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  console.log(line);
}
// The rolled-back rows leave dead tuples and pages no longer all-visible: the lists' index-only
// counts would read the heap until autovacuum came by.
await database.db.execute(sql.raw('vacuum analyze labour_fees, labour_fee_groups'));
seconds.sort((a, b) => a - b);
const p50 = seconds[Math.floor(seconds.length / 2)] ?? 0;
console.log(
  `  target: a month in ≤ ${TARGET_S} s; measured p50 ${p50.toFixed(2)} s (${(p50 / TARGET_S).toFixed(2)} of the target${p50 > TARGET_S ? ', MISSED' : ''}); load average at end ${load()}`,
);
await database.close();
