/**
 * The server side of `npm run bench`'s list and search figures (issue 13), run as a child process:
 *
 * - the app itself (full HTTP stack: auth, permission check, RLS, ORM, serialisation) on one port;
 * - a bare Fastify on another port with `/bare/json` (a constant JSON answer) and
 *   `/bare/sql/:i`, which sends the very statements the app sent for scenario i (captured from
 *   the ORM on a warm-up request, without its transaction, role or tenant settings) straight
 *   through node-postgres (PostgreSQL) or the PGlite client: the physical limit of this stack.
 *
 * Prints one JSON line `{ app, bare, token, scenarios }` once both listen, then serves until killed.
 * Loopback only. Environment: BENCH_DATABASE_URL (PostgreSQL, e.g. cb_large) or BENCH_DATA_DIR (a
 * PGlite folder, migrated and demo-seeded here if empty).
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { AREAS } from '../apps/server/src/modules/areas.ts';
import { seedIfEmpty } from '../apps/server/src/modules/system/seed.ts';
import { areaSeeders } from '../apps/server/src/platform/areas.ts';
import { TokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { openDatabase, tenantBeginSql } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createPglite } from '../apps/server/src/platform/db/pglite.ts';
import { users } from '../apps/server/src/platform/identity/schema.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const poolSize = Number(process.env.DATABASE_POOL_SIZE || 10);
let capturing: { text: string; params: unknown[] }[] | null = null;
const onQuery = (text: string, params: unknown[]) => {
  capturing?.push({ text, params });
};

const pglite = databaseUrl
  ? undefined
  : await createPglite(path.join(process.env.BENCH_DATA_DIR || '/tmp/cb-bench-pglite', 'db'));
const database = await openDatabase(
  databaseUrl ? { databaseUrl, poolSize, onQuery } : { pglite: pglite!, onQuery },
);
await migrate(database);
await seedIfEmpty(database, {
  seeders: areaSeeders(AREAS),
  demo: true,
  adminPassword: 'BenchAdmin1',
  demoPassword: 'BenchDemo1',
  tenantName: '认证机构',
  log: () => {},
});

const app = await buildApp({
  // The load generator names a different client per public request (X-Forwarded-For from the
  // benchmark range 198.18.0.0/15, a header only): the per-address limit of the public query is
  // counted as for real visitors, and the figures are the capacity for many of them.
  config: { logLevel: 'silent', webDist: '/nonexistent', production: false, trustProxy: '127.0.0.1' },
  database,
  logger: false,
});
await app.ready();

// A token of the first body's administrator (who may open every list).
const tokens = new TokenService(database);
const [admin] = await database.systemTx((tx) =>
  tx
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.tenantId, 1), eq(users.username, 'admin'))),
);
if (!admin) throw new Error('no admin in tenant 1');
await database.systemTx((tx) =>
  tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, admin.id)),
);
const { token } = await database.systemTx((tx) => tokens.issue(tx, admin, { userAgent: 'bench' }));

// Search terms that exist in this database: a current certificate's number and part of its name.
const sample = await database.systemTx(async (tx) => {
  const { rows } = await tx.execute<{ cert_no: string; enterprise_name: string }>(
    sql`select cert_no, enterprise_name from certificates where tenant_id = 1 and status = 1 order by cert_no desc limit 1`,
  );
  const { rows: apps } = await tx.execute<{ apply_no: string }>(
    sql`select apply_no from applications where tenant_id = 1 order by apply_no desc limit 1`,
  );
  const { rows: dicts } = await tx.execute<{ id: string }>(
    sql`select id from dictionaries where tenant_id = 1 order by code limit 1`,
  );
  return { ...rows[0], apply_no: apps[0]?.apply_no ?? 'X', dictionary_id: dicts[0]?.id ?? '0' };
});
const name = (sample.enterprise_name ?? '北京华信')
  .replace(/^(北京|上海|广州|深圳|杭州|南京|苏州|成都|武汉|西安)/, '')
  .slice(0, 4);

// Every paged list of the API (GET …/list without path parameters), then the searches.
const docs = (
  await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'x-access-token': token } })
).json() as {
  paths: Record<string, Record<string, unknown>>;
};
const lists = Object.entries(docs.paths)
  .filter(([p, ops]) => 'get' in ops && /\/list$/i.test(p) && !p.includes('{'))
  .map(([p]) => p)
  .sort();
const q = encodeURIComponent;
/** The lists that need a parameter besides the page: one month, one year, one dictionary. */
const LIST_PARAMS: Record<string, string> = {
  '/api/auditorZone/schedule/list': '&from=2026-11-01&to=2026-11-30',
  '/api/sys/calendar/list': '&year=2026',
  '/api/sys/dictItem/list': `&dictionaryId=${sample.dictionary_id}`,
};
/**
 * A name fragment on thousands of certificates in seed:large's data (one enterprise name in 96 has
 * it, some 10,000 current certificates at a million): the frequent-name search of issue 31 item 20,
 * whose total is "1,000+". At demo scale it may match nothing.
 */
const FREQUENT_NAME = '恒达精密';
/** The twelve months to the current one, 'YYYY-MM' (the workload page's longest usual period). */
const thisMonth = new Date().toISOString().slice(0, 7);
const yearAgo = new Date(Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5)) - 12, 1))
  .toISOString()
  .slice(0, 7);
/** A scenario's latency target: p95 at concurrency c no higher than p95 ms (bench-api.mjs prints it). */
type Target = { c: number; p95: number };
/** Every 统计 page (issue 35 item 4). */
const STATISTICS_TARGET: Target = { c: 4, p95: 500 };
const scenarios: { name: string; url: string; auth: boolean; target?: Target }[] = [
  ...lists.map((p) => ({
    name: p.replace(/^\/api\//, ''),
    url: `${p}?pageNo=1&pageSize=10${LIST_PARAMS[p] ?? ''}`,
    auth: true,
  })),
  // 信息上报's other tab (issue 34: both tabs answer at p95 ≤ 50 ms at c=16): the reported rows.
  ...['plan', 'certificate', 'result'].map((kind) => ({
    name: `xxsb/${kind}/list 已上报`,
    url: `/api/xxsb/${kind}/list?pageNo=1&pageSize=10&reported=1`,
    auth: true,
  })),
  {
    name: 'search: enterprise name',
    url: `/api/khgl/enterprise/list?pageSize=10&name=${q(name)}`,
    auth: true,
  },
  {
    name: 'search: application enterprise',
    url: `/api/xmsl/cerApplyApi/list?pageSize=10&enterpriseName=${q(name)}`,
    auth: true,
  },
  // The lists matching 企业名称 by the ids of the name's trigram index (customers' enterpriseNameContains).
  ...(
    [
      ['receivable', '/api/cwgl/receivable/list'],
      ['payment', '/api/cwgl/payment/list'],
      ['invoice', '/api/cwgl/invoice/list'],
      ['audit project', '/api/shxm/project/list'],
      ['contract review', '/api/htps/review/list'],
      ['audit plan', '/api/shfa/planAssign/list'],
      ['audit programme', '/api/shfa/scheme/list'],
    ] as const
  ).map(([what, path]) => ({
    name: `search: ${what} enterprise`,
    url: `${path}?pageSize=10&enterpriseName=${q(name)}`,
    auth: true,
  })),
  {
    name: 'search: application number',
    url: `/api/xmsl/cerApplyApi/list?pageSize=10&applyNo=${q(sample.apply_no.slice(0, 6))}`,
    auth: true,
  },
  {
    name: 'search: certificate enterprise',
    url: `/api/zsfx/certificate/list?pageSize=10&enterpriseName=${q(name)}`,
    auth: true,
  },
  {
    name: 'search: certificate enterprise (frequent)',
    url: `/api/zsfx/certificate/list?pageSize=10&enterpriseName=${q(FREQUENT_NAME)}`,
    auth: true,
    target: { c: 16, p95: 50 },
  },
  {
    name: 'search: certificate enterprise (rare)',
    url: `/api/zsfx/certificate/list?pageSize=10&enterpriseName=${q(sample.enterprise_name ?? name)}`,
    auth: true,
  },
  {
    name: 'search: certificate number part',
    url: `/api/zsfx/certificate/list?pageSize=10&certNo=${q((sample.cert_no ?? 'X').slice(3, 10))}`,
    auth: true,
  },
  { name: 'zsfx/certificate/events', url: '/api/zsfx/certificate/events?pageNo=1&pageSize=10', auth: true },
  {
    name: 'public: certificate by number',
    url: `/api/cert/public/search?tenantId=1&certNo=${q((sample.cert_no ?? 'X').toLowerCase())}`,
    auth: false,
  },
  {
    name: 'public: certificates by name',
    url: `/api/cert/public/search?tenantId=1&enterpriseName=${q(name)}`,
    auth: false,
  },
  {
    name: 'public: certificates by full name',
    url: `/api/cert/public/search?tenantId=1&enterpriseName=${q(sample.enterprise_name ?? name)}`,
    auth: false,
  },
  { name: 'dashboard statistics', url: '/api/dashboard/statistics', auth: true },
  // 期限待办: the lifecycle's deadlines and 信息上报's plans and team rows (regulator-reporting/due.ts).
  { name: 'lifecycle due list', url: '/api/sys/lifecycle/due', auth: true },
  { name: 'getUserInfoNew', url: '/api/sys/user/getUserInfoNew', auth: true },
  // 统计's resource and money pages (issue 35 item 4: p95 ≤ 500 ms at c=4).
  {
    name: 'tjfx: auditor by level',
    url: '/api/tjfx/auditor/report?groupBy=level',
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    name: 'tjfx: auditor by field',
    url: '/api/tjfx/auditor/report?groupBy=field',
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    name: 'tjfx: auditor by region',
    url: '/api/tjfx/auditor/report?groupBy=region',
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    name: 'tjfx: workload (current month)',
    url: '/api/tjfx/workload/report',
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    // Per auditor and month (the default), its first page of 50 (the total row over all rows).
    name: 'tjfx: workload (twelve months)',
    url: `/api/tjfx/workload/report?from=${yearAgo}&to=${thisMonth}`,
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    name: 'tjfx: workload (twelve months, page 400)',
    url: `/api/tjfx/workload/report?from=${yearAgo}&to=${thisMonth}&pageNo=400`,
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    name: 'tjfx: workload per auditor (twelve months)',
    url: `/api/tjfx/workload/report?from=${yearAgo}&to=${thisMonth}&groupBy=auditor`,
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    name: 'tjfx: income (twelve months)',
    url: '/api/tjfx/income/report',
    auth: true,
    target: STATISTICS_TARGET,
  },
  {
    name: 'tjfx: receivable ageing',
    url: '/api/tjfx/receivable/report',
    auth: true,
    target: STATISTICS_TARGET,
  },
  // 统计's business pages (stats-core).
  ...(
    [
      ['certificate by project code', '/api/tjfx/certificate/report'],
      [
        'certificate by project code (twelve months)',
        `/api/tjfx/certificate/report?from=${yearAgo}&to=${thisMonth}`,
      ],
      ['certificate by province', '/api/tjfx/certificate/report?groupBy=province'],
      ['certificate by IAF sector', '/api/tjfx/certificate/report?groupBy=sector'],
      ['application by month', '/api/tjfx/application/report'],
      ['application by standard', '/api/tjfx/application/report?groupBy=standard'],
      ['project by audit type', '/api/tjfx/project/report'],
      ['customer by province', '/api/tjfx/customer/report'],
    ] as const
  ).map(([name, url]) => ({ name: `tjfx: ${name}`, url, auth: true, target: STATISTICS_TARGET })),
];

/** Statements that belong to the transaction and its RLS settings, not to the work. */
const SETUP = /^\s*(begin|commit|rollback|savepoint|release|set local|reset role|select set_config)/i;
const captured: { text: string; params: unknown[] }[][] = [];
const answered: {
  name: string;
  url: string;
  auth: boolean;
  target?: Target;
  status: number;
  statements: number;
}[] = [];
for (const s of scenarios) {
  // A public warm-up comes from an address of the benchmark range of its own (the per-address limit
  // of the public query counts in the database, across runs).
  const visitor = `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
  const headers = s.auth ? { 'x-access-token': token } : { 'x-forwarded-for': visitor };
  await app.inject({ method: 'GET', url: s.url, headers }); // warm: token cache, catalogue, plans
  capturing = [];
  const res = await app.inject({ method: 'GET', url: s.url, headers });
  const statements = capturing.filter((st) => !SETUP.test(st.text));
  capturing = null;
  captured.push(statements);
  answered.push({ ...s, status: res.statusCode, statements: statements.length });
}

// The bare server: no auth, no RLS, no ORM, no schema serialisation.
// The first body's tenant is set on the bare connections (no RLS: the owner ignores it) so that
// tenant_row_ids searches that tenant, as it does for the app, and not every tenant.
const pool = databaseUrl
  ? new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: '-c app.tenant_id=1' })
  : null;
const bare = Fastify({ logger: false });
bare.get('/bare/json', async () => ({ success: true, code: 200, result: { ok: true } }));
// The longest the server's event loop stalled since the last call (PGlite runs its queries on it):
// the load generator reads it after each of the app's measurements.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
bare.get('/bare/loop', async () => {
  const maxMs = loop.max / 1e6;
  loop.reset();
  return { maxMs };
});
bare.get<{ Params: { i: string } }>('/bare/sql/:i', async (request) => {
  const statements = captured[Number(request.params.i)] ?? [];
  const results: unknown[] = [];
  for (const st of statements) {
    const params = st.params as never[];
    results.push(
      pool ? (await pool.query(st.text, params)).rows : (await pglite!.query(st.text, params)).rows,
    );
  }
  return { success: true, code: 200, result: results };
});

// The same statements the way any request under row-level security must run them: in a
// transaction that sets the tenant and the role app_user (one message with its begin, as the app
// does) and commits. The limit of this stack for that work under RLS, next to the one without.
const RLS_BEGIN = tenantBeginSql({ tenantId: 1, userId: admin.id }, (v) => `'${v.replace(/'/g, "''")}'`);
bare.get<{ Params: { i: string } }>('/bare/rls/:i', async (request) => {
  const statements = captured[Number(request.params.i)] ?? [];
  const results: unknown[] = [];
  if (pool) {
    const client = await pool.connect();
    try {
      await client.query(RLS_BEGIN);
      for (const st of statements) results.push((await client.query(st.text, st.params as never[])).rows);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  } else {
    await pglite!.transaction(async (tx) => {
      await tx.exec(RLS_BEGIN.replace(/^begin; /, ''));
      for (const st of statements) results.push((await tx.query(st.text, st.params as never[])).rows);
    });
  }
  return { success: true, code: 200, result: results };
});

// BENCH_EXPLAIN (a regular expression of scenario names): every captured statement of those
// scenarios with its plan and time as app_user under the tenant policy, as the app runs it, on
// standard error (PostgreSQL only), to find the statement that makes an endpoint slow.
const explain = process.env.BENCH_EXPLAIN ? new RegExp(process.env.BENCH_EXPLAIN) : null;
if (explain && pool) {
  for (const [i, s] of answered.entries()) {
    if (!explain.test(s.name)) continue;
    process.stderr.write(`\n━━ ${s.name}  ${s.url}\n`);
    for (const st of captured[i]!) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(
          "select set_config('app.tenant_id', '1', true), set_config('app.user_id', $1, true)",
          [admin.id],
        );
        await client.query('set local role app_user');
        const { rows } = await client.query(`explain (analyze, buffers) ${st.text}`, st.params as never[]);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        process.stderr.write(`\n${st.text.slice(0, 600)}\n${plan}\n`);
      } catch (error) {
        // A statement the app runs as the owner (the public query's rate-limit counter) cannot be
        // explained as app_user: say so and go on to the next.
        process.stderr.write(`\n${st.text.slice(0, 600)}\n(not as app_user: ${(error as Error).message})\n`);
      } finally {
        await client.query('rollback');
        client.release();
      }
    }
  }
}

// BENCH_PROFILE (a file name): a CPU profile of the server from here on (the measurements, not the
// start, the OpenAPI document or the warm-up), written when it is stopped. With BENCH_PROFILE_APP=1
// only the app's measurements are profiled (the load generator says when they start and stop),
// one file per measurement: `<file>.<n>.cpuprofile`.
const profiler = process.env.BENCH_PROFILE ? new inspector.Session() : null;
const profileAppOnly = process.env.BENCH_PROFILE_APP === '1';
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  if (!profileAppOnly) await profiler.post('Profiler.start');
}
let profiles = 0;
bare.post<{ Params: { state: string } }>('/bare/profile/:state', async (request) => {
  if (!profiler || !profileAppOnly) return { profiling: false };
  if (request.params.state === 'start') await profiler.post('Profiler.start');
  else {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(`${process.env.BENCH_PROFILE}.${++profiles}.cpuprofile`, JSON.stringify(profile));
  }
  return { profiling: true };
});

await app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
const port = (server: typeof bare) => {
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};
process.stdout.write(
  `${JSON.stringify({
    kind: database.kind,
    app: `http://127.0.0.1:${port(app)}`,
    bare: `http://127.0.0.1:${port(bare)}`,
    token,
    scenarios: answered,
  })}\n`,
);

const stop = async () => {
  if (profiler && !profileAppOnly) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
  }
  await app.close();
  await bare.close();
  await pool?.end();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
