/**
 * The clash check and 审核日程 at scale (issue 16: ≤ 200 ms over 2,000 auditors × 1 year of plans),
 * part of `npm run bench`, also alone:
 *
 *   node --import tsx scripts/bench-schedule.ts                    # PGlite, a fresh folder
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/cb_large node --import tsx scripts/bench-schedule.ts
 *
 * Fills a tenant of its own (a fresh PGlite's first body, or on PostgreSQL a body named 日程基准
 * created once) with 2,000 active auditors (QMS registration, three approved codes, a day of leave
 * each) and a year of plans: every auditor on one two-day plan a week (52,000 plans, 104,000 team
 * rows, four half-days each), most approved, some to be approved. Then, through the whole HTTP
 * stack (token, permission, RLS transaction, ORM, serialisation) as that body's administrator:
 * the plan detail (its §3.3 guards: the clash check against every booking in the plan's range),
 * the candidate search (every auditor against the tenant's bookings, a page of 8 sent), and the calendar (a week of
 * 20 auditors, a month of 50, a month filtered by scheme and code). Each line: p50/p95 and the ratio
 * of p95 to its budget (200 ms; the candidate search 100 ms). Finally the plans of the calendar's and the clash check's booking
 * queries, taken as app_user under the tenant policy (as requests run), and whether they use indexes.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { AREAS } from '../apps/server/src/modules/areas.ts';
import { createTenant, seedIfEmpty } from '../apps/server/src/modules/system/seed.ts';
import { areaSeeders } from '../apps/server/src/platform/areas.ts';
import { TokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createPglite } from '../apps/server/src/platform/db/pglite.ts';
import { tenants, users } from '../apps/server/src/platform/identity/schema.ts';

/** Issue 16: the clash check and the calendar ≤ 200 ms, the candidate search ≤ 100 ms. */
const BUDGET_MS = 200;
const CANDIDATES_BUDGET_MS = 100;
const AUDITORS = 2000;
const WEEKS = 52;
const YEAR_START = '2027-01-04'; // a Monday
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const RUNS = Number(process.env.BENCH_RUNS || 30);

let capturing: { text: string; params: unknown[] }[] | null = null;
const pglite: PGlite | undefined = databaseUrl
  ? undefined
  : await createPglite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-schedule-')), 'db'));
const database = await openDatabase(
  databaseUrl
    ? { databaseUrl, onQuery: (text, params) => capturing?.push({ text, params }) }
    : { pglite: pglite!, onQuery: (text, params) => capturing?.push({ text, params }) },
);
const log = (s = '') => console.log(s);
await migrate(database);
await seedIfEmpty(database, {
  seeders: areaSeeders(AREAS),
  demo: false,
  adminPassword: 'BenchAdmin1',
  demoPassword: 'BenchDemo1',
  tenantName: '认证机构',
  log: () => {},
});

// The body the figures are taken in: a fresh PGlite's first, else 日程基准 (created once).
const tenantId = await database.systemTx(async (tx) => {
  if (!databaseUrl) return 1;
  const [found] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, '日程基准'));
  if (found) return found.id;
  const made = await createTenant(
    tx,
    { name: '日程基准', adminUsername: 'benchsched', adminRealname: '基准', adminPassword: 'BenchAdmin1' },
    areaSeeders(AREAS),
  );
  return made.tenantId;
});
const T = tenantId;

const filled = await database.systemTx(async (tx) => {
  const { rows } = await tx.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from audit_plans where tenant_id = ${T} and plan_no like 'BS%'`),
  );
  return rows[0]!.n > 0;
});
if (!filled) {
  const started = performance.now();
  await database.systemTx(async (tx) => {
    const run = (q: string) => tx.execute(sql.raw(q));
    // Generated rows need no audit trail (and the owner may switch the row triggers off).
    await run('set local session_replication_role = replica').catch(() => undefined);
    // Ids derived from the numbers (md5 → a version-4-shaped uuid), so the rows refer to each other without joins.
    const uid = (kind: string, n: string) =>
      `overlay(overlay(md5('${kind}' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
    await run(`
      insert into enterprises (id, tenant_id, code, name, credit_code)
      select ${uid('E', 'g')}, ${T}, 'BS' || lpad(g::text, 5, '0'), '基准企业' || g, 'BS' || lpad(g::text, 16, '0')
      from generate_series(0, 499) g`);
    await run(`
      insert into auditors (id, tenant_id, name, sex, id_card_no, phone, status)
      select ${uid('A', 'g')}, ${T}, '基准审核员' || lpad(g::text, 4, '0'), 1 + g % 2,
        'BS' || lpad(g::text, 16, '0'), '139' || lpad(g::text, 8, '0'), 1
      from generate_series(0, ${AUDITORS - 1}) g`);
    await run(`
      insert into auditor_qualifications (id, tenant_id, auditor_id, scheme, level, registration_no,
        valid_from, valid_to, leader_flag)
      select gen_random_uuid(), ${T}, ${uid('A', 'g')}, 'QMS', '02', 'REG-' || g, '2025-01-01', '2029-12-31', 1
      from generate_series(0, ${AUDITORS - 1}) g`);
    await run(`
      insert into auditor_code_competences (id, tenant_id, auditor_id, scheme, code, source, status)
      select gen_random_uuid(), ${T}, ${uid('A', 'g')}, 'QMS',
        lpad(((g + k) % 39 + 1)::text, 2, '0') || '.0' || (k % 9) || '.01', '1', 1
      from generate_series(0, ${AUDITORS - 1}) g cross join generate_series(0, 2) k`);
    await run(`
      insert into auditor_leaves (id, tenant_id, auditor_id, from_date, from_half, to_date, to_half, status)
      select gen_random_uuid(), ${T}, ${uid('A', 'g')}, date '${YEAR_START}' + g % 364, 1,
        date '${YEAR_START}' + g % 364, 2, 1
      from generate_series(0, ${AUDITORS - 1}) g`);
    // Plan (w, p): week w, pair p of auditors (2p, 2p+1), two whole days from Mon/Tue/Wed.
    await run(`
      insert into audit_plans (id, tenant_id, plan_no, enterprise_id, status, method, schedule,
        start_date, end_date, required_days)
      select ${uid('P', "w || '-' || p")}, ${T}, 'BS' || lpad(w::text, 2, '0') || lpad(p::text, 4, '0'),
        ${uid('E', '(p % 500)')}, case when (w + p) % 10 = 0 then 1 else 3 end, 1,
        jsonb_build_array(jsonb_build_object('date', s, 'period', 3), jsonb_build_object('date', s + 1, 'period', 3)),
        s, s + 1, 4
      from generate_series(0, ${WEEKS - 1}) w cross join generate_series(0, ${AUDITORS / 2 - 1}) p
        cross join lateral (select date '${YEAR_START}' + w * 7 + p % 3 as s) d`);
    await run(`
      insert into plan_team_members (id, tenant_id, plan_id, auditor_id, role, scheme, half_days, from_date, to_date)
      select gen_random_uuid(), ${T}, ${uid('P', "w || '-' || p")}, ${uid('A', '(2 * p + r - 1)')}, r, 'QMS',
        jsonb_build_array(s || ':1', s || ':2', (s + 1) || ':1', (s + 1) || ':2'), s, s + 1
      from generate_series(0, ${WEEKS - 1}) w cross join generate_series(0, ${AUDITORS / 2 - 1}) p
        cross join generate_series(1, 2) r
        cross join lateral (select date '${YEAR_START}' + w * 7 + p % 3 as s) d`);
  });
  await database.systemTx((tx) =>
    tx.execute(
      sql.raw(
        'analyze enterprises, auditors, auditor_qualifications, auditor_code_competences, auditor_leaves, audit_plans, plan_team_members',
      ),
    ),
  );
  log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// The plan's code 19.05.01 held by every COVERING_EVERY-th auditor (none of the generated codes is
// 19.05.01): the candidate search rates those (BENCH_COVERING_EVERY=1, every auditor: the worst case).
const COVERING_EVERY = Number(process.env.BENCH_COVERING_EVERY || 4);
await database.systemTx((tx) =>
  tx.execute(
    sql.raw(`
      insert into auditor_code_competences (id, tenant_id, auditor_id, scheme, code, source, status)
      select gen_random_uuid(), ${T}, a.id, 'QMS', '19.05.01', '1', 1
      from auditors a
      where a.tenant_id = ${T} and a.id_card_no like 'BS%'
        and substr(a.id_card_no, 3)::int % ${COVERING_EVERY} = 0
        and not exists (select 1 from auditor_code_competences c where c.tenant_id = ${T}
          and c.auditor_id = a.id and c.scheme = 'QMS' and c.code = '19.05.01' and c.status in (0, 1))`),
  ),
);

// The plan whose guards are checked: stage 1 of a QMS programme in week 26, a team of two booked auditors.
const planId = await database.systemTx(async (tx) => {
  const { rows } = await tx.execute<{ id: string }>(
    sql.raw(`select id from audit_plans where tenant_id = ${T} and plan_no = 'BSTARGET'`),
  );
  if (rows[0]) return rows[0].id;
  const run = async (q: string) => (await tx.execute<{ id: string }>(sql.raw(q))).rows[0]?.id;
  // Wednesday of week 26: auditors 10 and 11 (pair 5) are booked Wed–Thu that week, so both clash.
  const start = `(date '${YEAR_START}' + 26 * 7 + 2)`;
  const ent = await run(`select id from enterprises where tenant_id = ${T} and code = 'BS00001'`);
  const programme = await run(`
    insert into audit_programmes (id, tenant_id, enterprise_id, scheme, codes, rule_set_id)
    values (gen_random_uuid(), ${T}, '${ent}', 'QMS', '["19.05.01"]', 'iso17021-2015') returning id`);
  const plan = await run(`
    insert into audit_plans (id, tenant_id, plan_no, enterprise_id, status, method, schedule, start_date, end_date, required_days)
    values (gen_random_uuid(), ${T}, 'BSTARGET', '${ent}', 0, 1,
      jsonb_build_array(jsonb_build_object('date', ${start}, 'period', 3), jsonb_build_object('date', ${start} + 1, 'period', 3)),
      ${start}, ${start} + 1, 4) returning id`);
  await run(`
    insert into audit_projects (id, tenant_id, programme_id, enterprise_id, plan_id, audit_type, stage, scheme, codes, due_from, due_to, days)
    values (gen_random_uuid(), ${T}, '${programme}', '${ent}', '${plan}', 1, 1, 'QMS', '["19.05.01"]', ${start}, ${start} + 30, 2)`);
  await run(`
    insert into plan_team_members (id, tenant_id, plan_id, auditor_id, role, scheme, codes, half_days, from_date, to_date)
    select gen_random_uuid(), ${T}, '${plan}', a.id, r, 'QMS', '["19.05.01"]',
      jsonb_build_array(${start} || ':1', ${start} || ':2', (${start} + 1) || ':1', (${start} + 1) || ':2'), ${start}, ${start} + 1
    from generate_series(1, 2) r join auditors a on a.tenant_id = ${T} and a.id_card_no = 'BS' || lpad((9 + r)::text, 16, '0')`);
  return plan!;
});

const counts = await database.systemTx(async (tx) => {
  const one = async (q: string) => (await tx.execute<{ n: number }>(sql.raw(q))).rows[0]!.n;
  return {
    auditors: await one(`select count(*)::int as n from auditors where tenant_id = ${T}`),
    plans: await one(`select count(*)::int as n from audit_plans where tenant_id = ${T}`),
    team: await one(`select count(*)::int as n from plan_team_members where tenant_id = ${T}`),
  };
});

const app = await buildApp({
  config: {
    logLevel: process.env.BENCH_VERBOSE ? 'error' : 'silent',
    webDist: '/nonexistent',
    production: false,
  },
  database,
  logger: process.env.BENCH_VERBOSE ? { level: 'error' } : false,
});
await app.ready();
const [admin] = await database.systemTx((tx) =>
  tx
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.tenantId, T), eq(users.username, databaseUrl ? 'benchsched' : 'admin'))),
);
if (!admin) throw new Error(`no administrator in tenant ${T}`);
await database.systemTx((tx) =>
  tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, admin.id)),
);
const { token } = await database.systemTx((tx) =>
  new TokenService(database).issue(tx, admin, { userAgent: 'bench' }),
);

const week = { from: '2027-06-28', to: '2027-07-04' };
const month = { from: '2027-06-28', to: '2027-08-01' };
const scenarios: { name: string; method: 'GET' | 'POST'; url: string; body?: object; budget?: number }[] = [
  {
    name: 'clash check: plan detail with its guards',
    method: 'GET',
    url: `/api/shfa/planAssign/queryById?id=${planId}`,
  },
  {
    name: 'candidates: 2,000 auditors vs bookings',
    method: 'POST',
    url: '/api/shfa/planAssign/candidates',
    // The page the plan drawer asks for first (every page rates all the covering auditors).
    body: { planId, pageNo: 1, pageSize: 8 },
    budget: CANDIDATES_BUDGET_MS,
  },
  {
    name: '审核日程: week, 20 auditors',
    method: 'GET',
    url: `/api/auditorZone/schedule/list?from=${week.from}&to=${week.to}&pageSize=20&pageNo=37`,
  },
  {
    name: '审核日程: month, 50 auditors',
    method: 'GET',
    url: `/api/auditorZone/schedule/list?from=${month.from}&to=${month.to}&pageSize=50&pageNo=11`,
  },
  {
    name: '审核日程: month, scheme + code filter',
    method: 'GET',
    url: `/api/auditorZone/schedule/list?from=${month.from}&to=${month.to}&pageSize=50&scheme=QMS&code=19.01`,
  },
];

log(
  `Clash check and 审核日程 (${database.kind}; ${counts.auditors.toLocaleString()} auditors, ${counts.plans.toLocaleString()} plans, ${counts.team.toLocaleString()} team rows)`,
);
const captured = new Map<string, { text: string; params: unknown[] }[]>();
for (const s of scenarios) {
  const call = () =>
    app.inject({
      method: s.method,
      url: s.url,
      headers: { 'x-access-token': token },
      ...(s.body ? { payload: s.body } : {}),
    });
  for (let i = 0; i < 3; i++) await call();
  capturing = [];
  const first = await call();
  captured.set(s.name, capturing);
  capturing = null;
  if (first.statusCode !== 200) throw new Error(`${s.name}: ${first.statusCode} ${first.body.slice(0, 300)}`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const result = first.json().result as {
    total?: number;
    records?: unknown[];
    violations?: { rule: string }[];
    candidates?: { eligible: boolean }[];
    eligible?: number;
    withoutCodes?: number;
  };
  const what = result.violations
    ? `${result.violations.filter((v) => v.rule === 'booking').length} clashes found`
    : result.candidates
      ? `${result.total} rated (${result.eligible} eligible), a page of ${result.candidates.length} sent, ${result.withoutCodes} without the codes`
      : result.records
        ? `${result.records.length} of ${result.total}`
        : '';
  const budget = s.budget ?? BUDGET_MS;
  log(
    `  ${s.name.padEnd(40)} p50 ${at(0.5).toFixed(1).padStart(6)} ms  p95 ${at(0.95).toFixed(1).padStart(6)} ms  budget ${String(budget).padStart(3)} ms  ratio ${(at(0.95) / budget).toFixed(2)}   ${what}`,
  );
}
await app.close();

/** EXPLAIN ANALYZE of a captured statement as app_user under the tenant policy. */
async function explain(text: string, params: unknown[]): Promise<string[]> {
  const setup = async (q: (t: string, p?: unknown[]) => Promise<{ rows: unknown[] }>) => {
    await q(`select set_config('app.tenant_id', $1, true), set_config('app.user_id', '', true)`, [String(T)]);
    await q('set local role app_user');
    const r = await q(`explain (analyze, costs off, timing off) ${text}`, params);
    return (r.rows as { 'QUERY PLAN': string }[]).map((x) => x['QUERY PLAN']);
  };
  if (pglite) return pglite.transaction((tx) => setup((t, p) => tx.query(t, p as never[])));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    return await setup((t, p) => client.query(t, p as never[]));
  } finally {
    await client.query('rollback');
    await client.end();
  }
}

const pick = (scenario: string, ...patterns: RegExp[]) =>
  captured.get(scenario)?.find((q) => patterns.every((p) => p.test(q.text)));
const bookings = [/from "plan_team_members"/, /"from_date" >=/];
const bookingQueries: [string, { text: string; params: unknown[] } | undefined][] = [
  ['calendar bookings (month, 50 auditors)', pick('审核日程: month, 50 auditors', ...bookings)],
  ['calendar plans by key', pick('审核日程: month, 50 auditors', /from "audit_plans"/, /"status" in/)],
  [
    'calendar auditors page (scheme + code)',
    pick('审核日程: month, scheme + code filter', /from "auditors"/, /limit/i),
  ],
  ['clash check bookings (the team)', pick('clash check: plan detail with its guards', ...bookings)],
  ['candidate bookings (all auditors)', pick('candidates: 2,000 auditors vs bookings', ...bookings)],
];
log('\nPlans as app_user under RLS');
for (const [name, q] of bookingQueries) {
  if (!q) {
    log(`  ${name}: statement not captured`);
    continue;
  }
  const plan = await explain(q.text, q.params);
  const scans = plan.filter((l) => /Scan/.test(l)).map((l) => l.trim().replace(/\s+\(.*$/, ''));
  const seq = scans.filter((s) =>
    /Seq Scan on (plan_team_members|audit_plans|auditors|auditor_leaves)\b/.test(s),
  );
  log(`  ${name}: ${seq.length ? 'SEQUENTIAL SCAN' : 'indexes used'} — ${scans.join('; ')}`);
  if (process.env.BENCH_VERBOSE) for (const l of plan) log(`      ${l}`);
}
await database.close();
