/**
 * `npm run seed:large` — fills a database with 100 000 enterprises and 300 000 applications (and
 * their items) for performance work, then measures the application list and search calls.
 *
 *   npm run seed:large                                  # DATA_DIR/db (PGlite) or DATABASE_URL
 *   npm run seed:large -- --enterprises 2000 --applications 6000 --tenant 1
 *   npm run seed:large -- --measure-only --runs 40      # only the measurement
 *   npm run seed:large -- --explain                     # also print the query plans
 *
 * Rows are generated inside the database (INSERT … SELECT over generate_series, 10 000 rows per
 * statement), so nothing crosses the wire but the statements. Generated enterprises have codes
 * `LT…` and applications numbers `LT…`; a second run tops up to the requested counts instead of
 * duplicating. Row triggers (the audit trail, foreign-key checks) are switched off for the bulk
 * insert where the connection may do so (session_replication_role), since an audit trail of
 * generated test data means nothing.
 */

import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { AREAS } from '../modules/areas.ts';
import { seedIfEmpty } from '../modules/system/seed.ts';
import { areaSeeders } from '../platform/areas.ts';
import { TokenService } from '../platform/auth/tokens.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase, type Tx } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { users } from '../platform/identity/schema.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const flag = (name: string) => args.includes(`--${name}`);

const ENTERPRISES = option('enterprises', 100_000);
const APPLICATIONS = option('applications', 300_000);
const TENANT = option('tenant', 1);
const RUNS = option('runs', 30);
const CHUNK = 10_000;

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
await migrate(database);
await seedIfEmpty(database, {
  seeders: areaSeeders(AREAS),
  demo: config.demo,
  adminPassword: config.adminPassword,
  demoPassword: config.demoPassword,
  tenantName: config.tenantName,
  dataDir: config.dataDir,
  log: (message) => process.stdout.write(message),
});
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

async function chunked(
  label: string,
  from: number,
  to: number,
  fast: boolean,
  statement: (a: number, b: number) => string,
) {
  if (from > to) {
    log(`${label}: already there`);
    return;
  }
  const started = performance.now();
  for (let a = from; a <= to; a += CHUNK) {
    const b = Math.min(to, a + CHUNK - 1);
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

async function generate() {
  const fast = await fastInserts();
  log(fast ? 'row triggers off for the bulk insert' : 'row triggers stay on (no right to switch them off)');
  const t = TENANT;
  const haveEnterprises = await scalar(
    `select count(*) as n from enterprises where tenant_id = ${t} and code like 'LT%'`,
  );
  await chunked(
    'enterprises',
    haveEnterprises + 1,
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
        select (row_number() over (order by code))::int as rn, id, partner_id
        from enterprises where tenant_id = ${t} and code like 'LT%'`),
    );
    await tx.execute(sql.raw('create unique index on perf_enterprises (rn)'));
  });

  const haveApplications = await scalar(
    `select count(*) as n from applications where tenant_id = ${t} and apply_no like 'LT%'`,
  );
  await chunked(
    'applications',
    haveApplications + 1,
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

  const haveItems = await scalar(
    `select count(distinct i.application_id) as n from application_items i join applications a on a.id = i.application_id where a.tenant_id = ${t} and a.apply_no like 'LT%'`,
  );
  await chunked(
    'application items (per application)',
    haveItems + 1,
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

  await database.systemTx(async (tx) => {
    await tx.execute(sql.raw('drop table if exists perf_enterprises'));
  });
  // Outside a transaction: sets hint bits and the visibility map (index-only scans) and the statistics.
  for (const table of ['enterprises', 'applications', 'application_items']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  log(
    `tenant ${t}: ${(await scalar(`select count(*) as n from enterprises where tenant_id = ${t}`)).toLocaleString()} enterprises, ${(await scalar(`select count(*) as n from applications where tenant_id = ${t}`)).toLocaleString()} applications`,
  );
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
        .where(and(eq(users.tenantId, TENANT), eq(users.username, username))),
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
      `select a.id from applications a where a.tenant_id = ${TENANT} and a.deleted = false and a.enterprise_id in (select id from enterprises where tenant_id = ${TENANT} and name ilike '%杭州瑞丰%') order by a.created_at desc, a.id desc limit 10`,
    ],
    [
      'bounded count',
      `select count(*) from (select 1 from applications a where a.tenant_id = ${TENANT} and a.deleted = false limit 10001) c`,
    ],
  ];
  for (const [name, query] of plans) {
    const result = await database.systemTx((tx) =>
      tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain analyze ${query}`)),
    );
    log(`\n── ${name}`);
    for (const row of result.rows) log(`  ${row['QUERY PLAN']}`);
  }
}

try {
  if (!flag('measure-only')) await generate();
  if (flag('explain')) await explain();
  if (!flag('no-measure')) await measure();
} finally {
  await database.close();
}
