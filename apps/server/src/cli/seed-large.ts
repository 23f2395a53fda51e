/**
 * `npm run seed:large` — fills a database for performance work (issue 13): in the large tenant
 * 100 000 enterprises, 300 000 applications (and their items), 1 000 000 certificates with their
 * issue events and 2 000 auditors, and the lifecycle between them for one application in three
 * (`--programmes`, default applications ÷ 3): a contract review and its contract (nine in ten
 * approved), the audit programme, its stage 1 and stage 2 audit projects, one audit plan per project
 * and the certification decision of half the stage 2 projects; a year of finance rows
 * (modules/finance/seed-large.ts) and of labour fees, the newest month computed by the app's
 * plan-completion code and timed (modules/auditor-pay/seed-large.ts); the certificate events reported
 * month by month but the newest (modules/regulator-reporting/seed-large.ts); and `--small-tenants` more bodies
 * with 2 % of each. Then it measures the application list and search calls. `npm run bench`
 * measures every list endpoint on it.
 *
 *   createdb cb_large && DATABASE_URL=postgres://postgres@127.0.0.1:5432/cb_large npm run seed:large
 *   npm run seed:large -- --enterprises 2000 --applications 6000 --certificates 20000 --tenant 1
 *   npm run seed:large -- --measure-only --runs 40      # only the measurement
 *   npm run seed:large -- --explain                     # also print the plans, taken as app_user
 *
 * Build it in a database of its own (cb_large), never in the one the tests or the demo use.
 *
 * Rows are generated inside the database (INSERT … SELECT over generate_series, 10 000 rows per
 * statement), so nothing crosses the wire but the statements. Generated enterprises have codes
 * `LT…` and applications numbers `LT…`; a second run tops up to the requested counts instead of
 * duplicating. Row triggers (the audit trail, foreign-key checks) are switched off for the bulk
 * insert where the connection may do so (session_replication_role), since an audit trail of
 * generated test data means nothing.
 *
 * It stays one file over 500 lines on purpose: a script run top to bottom whose steps share the
 * command line's sizes, the one connection and the generated rows' key formulas (uuidv7Sql,
 * keyedUuidSql); no other code calls any part of it.
 */

import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { AREAS } from '../modules/areas.ts';
import { generateLargeAuditorPay } from '../modules/auditor-pay/seed-large.ts';
import { generateLargeFinance } from '../modules/finance/seed-large.ts';
import { generateLargeRegulatorReporting } from '../modules/regulator-reporting/seed-large.ts';
import { configuredSeed, createTenant, seedIfEmpty } from '../modules/system/seed.ts';
import { areaSeeders } from '../platform/areas.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase, type Tx } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { inTenant } from '../platform/db/tenant.ts';
import { tenants, users } from '../platform/identity/schema.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const flag = (name: string) => args.includes(`--${name}`);

const ENTERPRISES = option('enterprises', 100_000);
const APPLICATIONS = option('applications', 300_000);
const CERTIFICATES = option('certificates', 1_000_000);
const AUDITORS = option('auditors', 2_000);
const PROGRAMMES = option('programmes', Math.floor(APPLICATIONS / 3));
const SMALL_TENANTS = option('small-tenants', 3);
const TENANT = option('tenant', 1);
const RUNS = option('runs', 30);
const CHUNK = 10_000;

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await migrate(database);
await seedIfEmpty(database, configuredSeed(config, areaSeeders(AREAS)));
const log = (message: string) => process.stdout.write(`${message}\n`);
log(`database: ${database.kind}${database.kind === 'pglite' ? ` (${path.join(config.dataDir, 'db')})` : ''}`);

/** A UUIDv7 made in SQL from a timestamp expression (PostgreSQL 15 has no uuidv7()). */
const uuidv7Sql = (ts: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7' || substr(md5(random()::text), 1, 3) || to_hex(8 + floor(random() * 4)::int) || substr(md5(random()::text), 1, 15))::uuid`;

async function fastInserts(): Promise<boolean> {
  try {
    await database.systemTx((tx) => tx.execute(sql`set local session_replication_role = replica`));
    return true;
  } catch {
    return false;
  }
}

/** Inserts rows `done + 1` to `to` in chunks, where `done` (a query of `n`) counts those already there. */
async function chunked(
  label: string,
  done: string,
  to: number,
  fast: boolean,
  statement: (a: number, b: number) => string,
  chunk = CHUNK,
) {
  const from = (await scalar(done)) + 1;
  if (from > to) {
    log(`${label}: already there`);
    return;
  }
  const started = performance.now();
  for (let a = from; a <= to; a += chunk) {
    const b = Math.min(to, a + chunk - 1);
    await database.systemTx(async (tx: Tx) => {
      if (fast) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(statement(a, b)));
    });
    const done = b - from + 1;
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `\r${label}: ${done.toLocaleString()} / ${(to - from + 1).toLocaleString()}  (${Math.round(done / seconds).toLocaleString()} rows/s)   `,
    );
  }
  process.stdout.write('\n');
}

async function scalar(query: string): Promise<number> {
  const result = await database.systemTx((tx) => tx.execute<{ n: string | number }>(sql.raw(query)));
  return Number(result.rows[0]?.n ?? 0);
}

interface Sizes {
  enterprises: number;
  applications: number;
  certificates: number;
  auditors: number;
  programmes: number;
}

/**
 * A UUIDv7 (time first, as the app's ids) that the same key always gives: the lifecycle rows of
 * one generated application refer to each other by these without reading them back.
 */
const keyedUuidSql = (ts: string, key: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7' || substr(md5(${key}), 1, 3) || '8' || substr(md5(${key}), 4, 15))::uuid`;

async function generate(t: number, sizes: Sizes, fast: boolean) {
  const ENTERPRISES = sizes.enterprises;
  const APPLICATIONS = sizes.applications;
  log(`tenant ${t}: ${JSON.stringify(sizes)}`);
  await chunked(
    'enterprises',
    `select count(*) as n from enterprises where tenant_id = ${t} and code like 'LT%'`,
    ENTERPRISES,
    fast,
    (a, b) => `
    insert into enterprises (id, tenant_id, code, name, name_en, credit_code, nature_code, industry_code,
      region_code, region_name, total_headcount, scale_level, partner_id, status, created_at, updated_at,
      registered_address, office_address)
    select ${uuidv7Sql("timestamptz '2020-01-01' + g * interval '15 minutes'")}, ${t},
      'LT' || lpad(g::text, 8, '0'),
      (array['北京','上海','广州','深圳','杭州','南京','苏州','成都','武汉','西安'])[1 + g % 10]
        || (array['华信','恒达','永盛','瑞丰','中科','宏远','金泰','新元','博远','天成','海川','鼎盛'])[1 + (g / 10) % 12]
        || (array['精密机械','电子科技','食品','建设工程','软件技术','塑胶制品','物流','化工'])[1 + (g / 120) % 8]
        || lpad(g::text, 6, '0') || '有限公司',
      'Load Test Enterprise ' || g,
      'LT' || lpad(g::text, 16, '0'),
      (1 + g % 4)::text, (array['18','19','3','28','33','14','31','12'])[1 + (g / 120) % 8],
      '310000', '上海市', 10 + (g * 37) % 2000,
      case when 10 + (g * 37) % 2000 <= 50 then 'S' when 10 + (g * 37) % 2000 <= 1000 then 'M' else 'L' end,
      case when g % 3 = 2 then null else p.ids[1 + g % greatest(1, coalesce(array_length(p.ids, 1), 1))] end,
      1, timestamptz '2020-01-01' + g * interval '15 minutes', timestamptz '2020-01-01' + g * interval '15 minutes',
      '上海市浦东新区测试路' || g || '号', '上海市浦东新区测试路' || g || '号'
    from generate_series(${a}, ${b}) g
    cross join (select array_agg(id order by code) as ids from partners where tenant_id = ${t}) p`,
  );

  const enterpriseCount = await scalar(
    `select count(*) as n from enterprises where tenant_id = ${t} and code like 'LT%'`,
  );
  if (enterpriseCount === 0) throw new Error('no generated enterprises');
  await database.systemTx(async (tx) => {
    await tx.execute(sql.raw('drop table if exists perf_enterprises'));
    await tx.execute(
      sql.raw(`create table perf_enterprises as
        select (row_number() over (order by code))::int as rn, id, partner_id, name, registered_address
        from enterprises where tenant_id = ${t} and code like 'LT%'`),
    );
    await tx.execute(sql.raw('create unique index on perf_enterprises (rn)'));
  });

  await chunked(
    'applications',
    `select count(*) as n from applications where tenant_id = ${t} and apply_no like 'LT%'`,
    APPLICATIONS,
    fast,
    (a, b) => `
    insert into applications (id, tenant_id, apply_no, enterprise_id, partner_id, application_type, received_date,
      original_body, original_certificate_no, eligibility, status, submitted_at, reviewed_at, return_reason,
      standard_codes, created_at, updated_at)
    select ${uuidv7Sql("timestamptz '2023-11-21' + g * interval '5 minutes'")}, ${t},
      'LT' || lpad(g::text, 8, '0'), e.id, e.partner_id,
      case when g % 11 = 0 then 2 else 1 end,
      (timestamptz '2023-11-21' + g * interval '5 minutes')::date,
      case when g % 11 = 0 then '某某认证有限公司' else '' end,
      case when g % 11 = 0 then 'OLD' || g else '' end,
      '{"legalEntity":true,"systemRunning":true,"internalAudit":true,"managementReview":true,"notStopped":true,"notDishonest":true,"noMajorAccident":true,"noFailedSampling":true}'::jsonb,
      (array[2,2,2,1,0,3,2,4,2,1])[1 + g % 10],
      case when (array[2,2,2,1,0,3,2,4,2,1])[1 + g % 10] <> 0 then timestamptz '2023-11-21' + g * interval '5 minutes' + interval '1 hour' end,
      case when (array[2,2,2,1,0,3,2,4,2,1])[1 + g % 10] in (2, 3) then timestamptz '2023-11-21' + g * interval '5 minutes' + interval '1 day' end,
      case when (array[2,2,2,1,0,3,2,4,2,1])[1 + g % 10] = 3 then '资料不全' else '' end,
      (array['Q','Q,E','Q,E,S','E','S','Q'])[1 + g % 6],
      timestamptz '2023-11-21' + g * interval '5 minutes', timestamptz '2023-11-21' + g * interval '5 minutes'
    from generate_series(${a}, ${b}) g
    join perf_enterprises e on e.rn = 1 + g % ${enterpriseCount}`,
  );

  await chunked(
    'application items (per application)',
    `select count(distinct i.application_id) as n from application_items i join applications a on a.id = i.application_id where a.tenant_id = ${t} and a.apply_no like 'LT%'`,
    APPLICATIONS,
    fast,
    (a, b) => `
    insert into application_items (id, tenant_id, application_id, certificate_standard_id, standard_version,
      scope_zh, professional_codes, risk_level, headcount, effective_personnel, system_number, integrated_audit, sort_no)
    select ${uuidv7Sql('a.created_at')}, ${t}, a.id, s.id, '2015', '压测产品的设计和生产', '["19.05.01"]'::jsonb,
      2, 100, 90, array_length(string_to_array(a.standard_codes, ','), 1),
      case when a.standard_codes like '%,%' then 1 else 0 end, c.ord - 1
    from applications a
    cross join lateral unnest(string_to_array(a.standard_codes, ',')) with ordinality as c(code, ord)
    join certificate_standards s on s.tenant_id = ${t} and s.code = c.code
    where a.tenant_id = ${t} and a.apply_no in (select 'LT' || lpad(g::text, 8, '0') from generate_series(${a}, ${b}) g)`,
  );

  await chunked(
    'certificates',
    `select count(*) as n from certificates where tenant_id = ${t} and cert_no like 'LT%'`,
    sizes.certificates,
    fast,
    (a, b) => `
    insert into certificates (id, tenant_id, cert_no, certificate_type, standard_code, standard_name,
      standard_version, status, first_issue_date, issue_date, expiry_date, suspend_until, scope_zh,
      enterprise_id, enterprise_name, enterprise_address, marks, created_at, updated_at)
    select ${uuidv7Sql("timestamptz '2020-01-01' + g * interval '3 minutes'")}, ${t},
      'LT' || ${t} || lpad(g::text, 9, '0') || (array['Q','E','S'])[1 + g % 3], 'A',
      (array['Q','E','S'])[1 + g % 3],
      (array['GB/T 19001-2016/ISO 9001:2015','GB/T 24001-2016/ISO 14001:2015','GB/T 45001-2020/ISO 45001:2018'])[1 + g % 3],
      (array['2015','2015','2018'])[1 + g % 3],
      case when g % 25 = 0 then 99 when g % 31 = 0 then 2 when g % 37 = 0 then 3 when g % 41 = 0 then 4 else 1 end,
      date '2020-01-01' + (g % 2190), date '2020-01-01' + (g % 2190), date '2023-01-01' + (g % 2190),
      case when g % 25 <> 0 and g % 31 = 0 then date '2026-06-01' end,
      '压测产品的设计和生产', e.id, e.name, e.registered_address, 'CNAS',
      timestamptz '2020-01-01' + g * interval '3 minutes', timestamptz '2020-01-01' + g * interval '3 minutes'
    from generate_series(${a}, ${b}) g
    join perf_enterprises e on e.rn = 1 + g % ${enterpriseCount}`,
    50_000,
  );

  // The name directory of the certificates' enterprise names (its trigger is off with the fast inserts).
  await database.systemTx((tx) =>
    tx.execute(
      sql.raw(`insert into certificate_names (tenant_id, enterprise_name)
        select distinct tenant_id, enterprise_name from certificates where tenant_id = ${t}
        on conflict do nothing`),
    ),
  );

  await chunked(
    'certificate events (issue)',
    `select count(*) as n from certificate_events where tenant_id = ${t} and reason = 'seed:large'`,
    sizes.certificates,
    fast,
    (a, b) => `
    insert into certificate_events (id, tenant_id, certificate_id, event_type, from_status, to_status,
      reason, effective_date, created_at)
    select ${uuidv7Sql('c.created_at')}, ${t}, c.id, 'issue', null, 1, 'seed:large', c.issue_date, c.created_at
    from certificates c
    where c.tenant_id = ${t}
      and upper(c.cert_no) in (select 'LT' || ${t} || lpad(g::text, 9, '0') || (array['Q','E','S'])[1 + g % 3]
                               from generate_series(${a}, ${b}) g)`,
    50_000,
  );

  await chunked(
    'auditors',
    `select count(*) as n from auditors where tenant_id = ${t} and id_card_no like 'LT%'`,
    sizes.auditors,
    fast,
    (a, b) => `
    insert into auditors (id, tenant_id, name, sex, id_card_no, phone, email, personnel_kind,
      employment_type, status, created_at, updated_at)
    select ${uuidv7Sql("timestamptz '2022-01-01' + g * interval '1 hour'")}, ${t},
      (array['王','李','张','刘','陈','杨','赵','黄','周','吴'])[1 + g % 10]
        || (array['伟','芳','娜','敏','静','丽','强','磊','军','洋'])[1 + (g / 10) % 10] || g,
      1 + g % 2, 'LT' || ${t} || lpad(g::text, 15, '0'), '139' || lpad(g::text, 8, '0'),
      'auditor' || g || '@example.com', '1', 1 + g % 2, case when g % 50 = 0 then 3 else 1 end,
      timestamptz '2022-01-01' + g * interval '1 hour', timestamptz '2022-01-01' + g * interval '1 hour'
    from generate_series(${a}, ${b}) g`,
  );

  await database.systemTx(async (tx) => {
    await tx.execute(sql.raw('drop table if exists perf_enterprises'));
  });
  await generateLifecycle(t, sizes.programmes, fast);
  await generateLargeFinance(database, t, sizes.programmes, fast, log);
  // A year of labour fees; the newest month computed by the plan-completion code and timed (issue 33).
  await generateLargeAuditorPay(database, t, fast, log);
  // The events reported month by month but the newest month's: the 未上报 list's load (issue 34).
  await generateLargeRegulatorReporting(database, t, fast, log);
  log(
    `tenant ${t}: ${(await scalar(`select count(*) as n from enterprises where tenant_id = ${t}`)).toLocaleString()} enterprises, ${(await scalar(`select count(*) as n from applications where tenant_id = ${t}`)).toLocaleString()} applications, ${(await scalar(`select count(*) as n from certificates where tenant_id = ${t}`)).toLocaleString()} certificates`,
  );
}

/**
 * The lifecycle of one generated application in three (application n = 3 g): review, contract,
 * programme, stage 1 and 2 projects with a plan each, and decisions, in the proportions of a body
 * that has run for some years (most reviews approved, most plans approved, decisions on half the
 * stage 2 audits). Ids are keyed on (tenant, g), so a second run tops up instead of duplicating.
 */
async function generateLifecycle(t: number, programmes: number, fast: boolean) {
  if (programmes <= 0) return;
  const at = (g: string) => `(timestamptz '2023-11-21' + (${g}) * 3 * interval '5 minutes')`;
  const id = (kind: string, g = 'g') => keyedUuidSql(at(g), `'${kind}-${t}-' || ${g}`);
  // The application (and its enterprise) of g.
  const application = `join applications a on a.tenant_id = ${t} and a.apply_no = 'LT' || lpad((g * 3)::text, 8, '0')`;
  // The last g done, from the numbers that carry it (contract LTC<t>-<g>, plan LTP<t>-<g>-<k>).
  const g = (column: string) => `substr(${column}, ${`LTC${t}-`.length + 1}, 8)::int`;
  const lastG = (query: string) => `select coalesce(max(n), 0) as n from (${query}) q`;
  const plansOf = (table: string, join: string) =>
    `select ${g('l.plan_no')} as n from ${table} x ${join} where x.tenant_id = ${t} and l.plan_no like 'LTP${t}-%'`;

  await chunked(
    'contract reviews',
    `select count(*) as n from review_tasks where tenant_id = ${t} and remark = 'seed:large'`,
    programmes,
    fast,
    (a, b) => `
    insert into review_tasks (id, tenant_id, review_type, audit_type, application_id, enterprise_id, status,
      reviewed_at, total_days, remark, created_at, updated_at)
    select ${id('review')}, ${t}, 1, 1, a.id, a.enterprise_id, case when g % 10 = 0 then 0 else 2 end,
      case when g % 10 <> 0 then ${at('g')} + interval '2 days' end, 3.5, 'seed:large',
      ${at('g')} + interval '1 day', ${at('g')} + interval '2 days'
    from generate_series(${a}, ${b}) g ${application}
    on conflict do nothing`,
  );
  await chunked(
    'contracts',
    lastG(
      `select ${g('contract_no')} as n from contracts where tenant_id = ${t} and contract_no like 'LTC${t}-%'`,
    ),
    programmes,
    fast,
    (a, b) => `
    insert into contracts (id, tenant_id, contract_no, review_task_id, application_id, enterprise_id, status,
      signed_date, signatory, total_days, total_fee, created_at, updated_at)
    select ${id('contract')}, ${t}, 'LTC${t}-' || lpad(g::text, 8, '0'), ${id('review')}, a.id, a.enterprise_id,
      2, (${at('g')} + interval '3 days')::date, '张三', 3.5, 12000 + (g % 40) * 500,
      ${at('g')} + interval '3 days', ${at('g')} + interval '3 days'
    from generate_series(${a}, ${b}) g ${application}
    where g % 10 <> 0
    on conflict do nothing`,
  );
  await chunked(
    'audit programmes',
    lastG(
      `select ${g('contract_no')} as n from audit_programmes where tenant_id = ${t} and contract_no like 'LTC${t}-%'`,
    ),
    programmes,
    fast,
    (a, b) => `
    insert into audit_programmes (id, tenant_id, enterprise_id, contract_id, contract_no, scheme, standard_name,
      scope_text, codes, stage1_days, stage2_days, surveillance_days, recertification_days, rule_set_id,
      cycle_start, expiry_date, status, created_at, updated_at)
    select ${id('programme')}, ${t}, a.enterprise_id, ${id('contract')}, 'LTC${t}-' || lpad(g::text, 8, '0'),
      (array['QMS','EMS','OHSMS'])[1 + g % 3],
      (array['GB/T 19001-2016/ISO 9001:2015','GB/T 24001-2016/ISO 14001:2015','GB/T 45001-2020/ISO 45001:2018'])[1 + g % 3],
      '压测产品的设计和生产', '["19.05.01"]'::jsonb, 1, 2.5, 1.5, 2.5, 'ISO17021-1:2015',
      (${at('g')} + interval '60 days')::date, (${at('g')} + interval '60 days' + interval '3 years')::date,
      1, ${at('g')} + interval '4 days', ${at('g')} + interval '4 days'
    from generate_series(${a}, ${b}) g ${application}
    where g % 10 <> 0
    on conflict do nothing`,
  );
  // Plans first (projects refer to them): one per project, stage 1 (k = 1) and stage 2 (k = 2).
  await chunked(
    'audit plans',
    lastG(plansOf('audit_plans', 'join audit_plans l on l.id = x.id')),
    programmes,
    fast,
    (a, b) => `
    insert into audit_plans (id, tenant_id, plan_no, enterprise_id, status, method, schedule, start_date, end_date,
      required_days, created_at, updated_at)
    select ${id("plan-' || k || '")}, ${t}, 'LTP${t}-' || lpad(g::text, 8, '0') || '-' || k, a.enterprise_id,
      case when k = 1 or g % 5 <> 0 then 3 else (array[0,1,2,4,5])[1 + g % 25 / 5] end, 1,
      jsonb_build_array(jsonb_build_object('date', (${at('g')} + k * interval '30 days')::date, 'period', 3)),
      (${at('g')} + k * interval '30 days')::date, (${at('g')} + k * interval '30 days' + interval '1 day')::date,
      case when k = 1 then 1 else 2.5 end,
      ${at('g')} + k * interval '20 days', ${at('g')} + k * interval '20 days'
    from generate_series(${a}, ${b}) g cross join (values (1), (2)) v(k) ${application}
    where g % 10 <> 0
    on conflict do nothing`,
    5_000,
  );
  await chunked(
    'audit projects',
    lastG(plansOf('audit_projects', 'join audit_plans l on l.id = x.plan_id')),
    programmes,
    fast,
    (a, b) => `
    insert into audit_projects (id, tenant_id, programme_id, enterprise_id, plan_id, audit_type, stage, scheme, codes,
      due_from, due_to, days, status, created_at, updated_at)
    select ${id("project-' || k || '")}, ${t}, ${id('programme')}, a.enterprise_id, ${id("plan-' || k || '")}, 1, k,
      (array['QMS','EMS','OHSMS'])[1 + g % 3], '["19.05.01"]'::jsonb,
      (${at('g')} + k * interval '30 days')::date, (${at('g')} + k * interval '30 days' + interval '30 days')::date,
      case when k = 1 then 1 else 2.5 end,
      case when k = 1 then 3 else (array[0,1,2,3,3,3])[1 + g % 6] end,
      ${at('g')} + k * interval '20 days', ${at('g')} + k * interval '20 days'
    from generate_series(${a}, ${b}) g cross join (values (1), (2)) v(k) ${application}
    where g % 10 <> 0
    on conflict do nothing`,
    5_000,
  );
  await chunked(
    'certification decisions',
    lastG(
      plansOf(
        'certification_decisions',
        'join audit_projects p on p.id = x.project_id join audit_plans l on l.id = p.plan_id',
      ),
    ),
    programmes,
    fast,
    (a, b) => `
    insert into certification_decisions (id, tenant_id, project_id, enterprise_id, audit_type, file_completed_at,
      result, decision_date, rationale, decider_name, decided_at, created_at, updated_at)
    select ${id('decision')}, ${t}, ${id("project-' || 2 || '")}, a.enterprise_id, 1, ${at('g')} + interval '70 days',
      case when g % 4 = 1 then 0 else 1 end,
      case when g % 4 <> 1 then (${at('g')} + interval '75 days')::date end, 'seed:large', '李四',
      case when g % 4 <> 1 then ${at('g')} + interval '75 days' end,
      ${at('g')} + interval '70 days', ${at('g')} + interval '75 days'
    from generate_series(${a}, ${b}) g ${application}
    where g % 10 <> 0 and g % 2 = 1
    on conflict do nothing`,
  );
}

/** The large tenant and the small ones (created as bodies of their own when missing). */
async function generateAll() {
  const fast = await fastInserts();
  log(fast ? 'row triggers off for the bulk insert' : 'row triggers stay on (no right to switch them off)');
  await generate(
    TENANT,
    {
      enterprises: ENTERPRISES,
      applications: APPLICATIONS,
      certificates: CERTIFICATES,
      auditors: AUDITORS,
      programmes: PROGRAMMES,
    },
    fast,
  );
  const small = (n: number) => Math.max(1, Math.round(n * 0.02));
  for (let i = 1; i <= SMALL_TENANTS; i++) {
    const name = `压测认证机构${i}`;
    let [tenant] = await database.systemTx((tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name)),
    );
    if (!tenant) {
      const created = await database.systemTx((tx) =>
        createTenant(
          tx,
          {
            name,
            adminUsername: `ltadmin${i}`,
            adminRealname: `压测管理员${i}`,
            adminPassword: 'LoadTest123',
          },
          areaSeeders(AREAS),
        ),
      );
      tenant = { id: created.tenantId };
    }
    await generate(
      tenant.id,
      {
        enterprises: small(ENTERPRISES),
        applications: small(APPLICATIONS),
        certificates: small(CERTIFICATES),
        auditors: small(AUDITORS),
        programmes: small(PROGRAMMES),
      },
      fast,
    );
  }
  // Outside a transaction: sets hint bits and the visibility map (index-only scans) and the statistics.
  for (const table of [
    'enterprises',
    'applications',
    'application_items',
    'certificates',
    'certificate_names',
    'certificate_events',
    'auditors',
    'review_tasks',
    'contracts',
    'audit_programmes',
    'audit_plans',
    'audit_projects',
    'certification_decisions',
  ]) {
    log(`vacuum analyze ${table}`);
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

async function measure() {
  const app = await buildApp({
    config: { ...config, logLevel: 'silent', webDist: '/nonexistent' },
    database,
    logger: false,
  });
  await app.ready();
  const tokens = new TokenService(database);
  const tokenOf = async (username: string) => {
    const [user] = await database.systemTx((tx) =>
      tx
        .select({ id: users.id, tenantId: users.tenantId })
        .from(users)
        .where(inTenant(users, TENANT, [eq(users.username, username)])),
    );
    if (!user) return null;
    return (await database.systemTx((tx) => tokens.issue(tx, user, { userAgent: 'seed-large' }))).token;
  };
  const staff = (await tokenOf('staff')) ?? (await tokenOf('admin'));
  const partner = await tokenOf('partner');
  if (!staff) throw new Error(`no staff or admin user in tenant ${TENANT}`);

  const scenarios: [string, string, string][] = [
    ['list, first page', staff, '/api/xmsl/cerApplyApi/list?pageNo=1&pageSize=10'],
    ['list, page 200', staff, '/api/xmsl/cerApplyApi/list?pageNo=200&pageSize=10'],
    ['list, sorted by number', staff, '/api/xmsl/cerApplyApi/list?pageSize=10&column=applyNo&order=asc'],
    ['list, status = submitted', staff, '/api/xmsl/cerApplyApi/list?pageSize=10&status=1'],
    ['search, number prefix', staff, '/api/xmsl/cerApplyApi/list?pageSize=10&applyNo=LT0012'],
    [
      'search, enterprise name',
      staff,
      `/api/xmsl/cerApplyApi/list?pageSize=10&enterpriseName=${encodeURIComponent('杭州瑞丰')}`,
    ],
    [
      'search, rare name',
      staff,
      `/api/xmsl/cerApplyApi/list?pageSize=10&enterpriseName=${encodeURIComponent('012345有限')}`,
    ],
    [
      'search, received date range',
      staff,
      '/api/xmsl/cerApplyApi/list?pageSize=10&receivedFrom=2025-01-01&receivedTo=2025-01-31',
    ],
    [
      'search, type transfer + returned',
      staff,
      '/api/xmsl/cerApplyApi/list?pageSize=10&applicationType=2&status=3',
    ],
  ];
  if (partner) scenarios.push(['list, partner scope', partner, '/api/xmsl/cerApplyApi/list?pageSize=10']);

  log(`\n${RUNS} runs each (after 3 warm-up calls), through the full HTTP stack (auth, permission, RLS):`);
  log('scenario                              median ms   p95 ms   total');
  for (const [name, token, url] of scenarios) {
    const call = () => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    for (let i = 0; i < 3; i++) await call();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await call();
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      total = res.json().result.total;
    }
    times.sort((x, y) => x - y);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    log(`${name.padEnd(38)}${at(0.5).toFixed(1).padStart(9)}${at(0.95).toFixed(1).padStart(9)}   ${total}`);
  }
  await app.close();
}

async function explain() {
  const plans: [string, string][] = [
    [
      'first page',
      `select a.id from applications a join enterprises e on e.id = a.enterprise_id where a.tenant_id = ${TENANT} and a.deleted = false order by a.created_at desc, a.id desc limit 10`,
    ],
    [
      'status filter',
      `select a.id from applications a where a.tenant_id = ${TENANT} and a.deleted = false and a.status = 1 order by a.created_at desc, a.id desc limit 10`,
    ],
    [
      'number prefix',
      `select a.id from applications a where a.tenant_id = ${TENANT} and a.deleted = false and a.apply_no like 'LT0012%' order by a.created_at desc limit 10`,
    ],
    [
      'enterprise name',
      `select a.id from applications a where a.tenant_id = ${TENANT} and a.deleted = false and a.enterprise_id in (select tenant_row_ids('enterprises', 'name', 'ilike', '%杭州瑞丰%')) order by a.created_at desc, a.id desc limit 10`,
    ],
    [
      'certificate by number (public directory)',
      `select c.id from certificates c where c.tenant_id = ${TENANT} and c.status <> 99 and c.id = any(array(select tenant_row_ids('certificates', 'cert_no', 'upper_eq', 'lt${TENANT}000123457q')))`,
    ],
    [
      'certificates by enterprise name (public directory)',
      `select c.id from certificates c where c.tenant_id = ${TENANT} and c.status <> 99 and c.id = any(array(select tenant_row_ids('certificates', 'enterprise_name', 'ilike', '%杭州瑞丰%'))) order by c.enterprise_name, c.issue_date desc, c.cert_no limit 10`,
    ],
    [
      'bounded count',
      `select count(*) from (select 1 from applications a where a.tenant_id = ${TENANT} and a.deleted = false limit 10001) c`,
    ],
  ];
  for (const [name, query] of plans) {
    // As app_user under the tenant policy, the way requests run (an owner's plan hides what RLS does).
    const result = await database.tenantTx({ tenantId: TENANT, userId: null }, (tx) =>
      tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain analyze ${query}`)),
    );
    log(`\n── ${name}`);
    for (const row of result.rows) log(`  ${row['QUERY PLAN']}`);
  }
}

try {
  if (!flag('measure-only')) await generateAll();
  if (flag('explain')) await explain();
  if (!flag('no-measure')) await measure();
} finally {
  await database.close();
}
