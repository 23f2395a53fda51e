/**
 * Searches keep their indexes under row-level security (decisions.md "Search under RLS"). The plans
 * are taken as app_user in a tenant transaction, the way every request runs, on a few thousand rows
 * so that the planner prefers an index where it may use one: the certificate-number lookup and the
 * enterprise-name searches must read their rows by primary key from ids that the upper(cert_no) and
 * trigram indexes found, and must never scan the tenant. Also what `tenant_row_ids` may answer.
 */
import { eq, ne, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificatePageQuery,
  certificateWhere,
  selectCertificatePage,
} from '../src/modules/certificates/manage-repository.ts';
import {
  publicCertificatesWhere,
  publicNamePageQuery,
  publicNameWhere,
  selectPublicByNumber,
  selectPublicByNumberQuery,
  selectPublicCertificates,
} from '../src/modules/certificates/repository.ts';
import { certificates } from '../src/modules/certificates/schema.ts';
import { enterpriseWhere, listEnterprises } from '../src/modules/customers/repository.ts';
import { DIRECTORY_VALUE_STEPS, directoryCountQuery, FrequentSearches } from '../src/platform/crud/search.ts';
import type { Database, Tx } from '../src/platform/db/database.ts';
import { openTestDatabase } from './harness.ts';

/** Rows of tenant 1 (the other tenant gets a few hundred): enough that a scan of the tenant costs more. */
const ROWS = 30_000;
let database: Database;
let drop: () => Promise<void>;
let otherTenant: number;

const asTenant = <T>(tenantId: number, fn: (tx: Tx) => Promise<T>) =>
  database.tenantTx({ tenantId, userId: null }, fn);

async function plan(tx: Tx, query: SQL): Promise<string> {
  const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The plan of what tenant_row_ids runs. Sequential scans are off here (and for the plain query it is
 * compared with): on a test-sized table the embedded database prefers reading it whole, and the
 * question is whether the index can serve the predicate at all.
 */
async function innerPlan(tx: Tx, table: string, column: string, op: string, value: string) {
  await tx.execute(sql`set local enable_seqscan = off`);
  const { rows } = await tx.execute<{ line: string }>(
    sql`select line from tenant_row_ids_plan(${table}, ${column}, ${op}, ${value}) as line`,
  );
  return rows.map((r) => r.line).join('\n');
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  otherTenant = await database.systemTx(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into tenants (name) values ('索引测试机构') returning id`,
    );
    const other = rows[0]!.id;
    // Generated rows need no audit trail.
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql.raw(`insert into enterprises (id, tenant_id, code, name, credit_code)
        select gen_random_uuid(), t, 'IX' || t || lpad(g::text, 6, '0'), '索引测试企业' || lpad(g::text, 6, '0') || '有限公司',
          'IX' || t || lpad(g::text, 15, '0')
        from generate_series(1, ${ROWS}) g cross join (values (1), (${other})) v(t) where t = 1 or g <= 300`),
    );
    await tx.execute(
      sql.raw(`insert into certificates (id, tenant_id, cert_no, standard_code, issue_date, expiry_date, enterprise_name)
        select gen_random_uuid(), t, 'IX' || t || lpad(g::text, 8, '0') || 'Q', 'Q', date '2025-01-01', date '2028-01-01',
          '索引测试企业' || lpad(g::text, 6, '0') || '有限公司'
        from generate_series(1, ${ROWS}) g cross join (values (1), (${other})) v(t) where t = 1 or g <= 300`),
    );
    // Superseded versions (历史证书) of tenant 1: one in 25, as on a body that has reissued.
    await tx.execute(
      sql.raw(`insert into certificates (id, tenant_id, cert_no, standard_code, issue_date, expiry_date, enterprise_name, status)
        select gen_random_uuid(), 1, 'IXO' || lpad(g::text, 8, '0') || 'Q', 'Q', date '2020-01-01' + g % 1500,
          date '2023-01-01' + g % 1500, '索引测试企业' || lpad(g::text, 6, '0') || '有限公司', 99
        from generate_series(1, ${ROWS / 25}) g`),
    );
    // The name directory, which the certificates' trigger keeps (off for these generated rows).
    await tx.execute(
      sql`insert into certificate_names (tenant_id, enterprise_name)
        select distinct tenant_id, enterprise_name from certificates on conflict do nothing`,
    );
    return other;
  });
  // Outside a transaction: statistics for the planner.
  await database.db.execute(sql`analyze enterprises`);
  // Vacuum as well: a GIN index's own statistics (its entry count, which prices a trigram search)
  // are only brought up to date by vacuum, and without them the planner overprices the search.
  await database.db.execute(sql`vacuum analyze certificates`);
  await database.db.execute(sql`vacuum analyze certificate_names`);
}, 120_000);

afterAll(async () => {
  await drop();
});

describe('index use as app_user under RLS', () => {
  it('looks a certificate up by number through the upper(cert_no) index and the primary key', async () => {
    await asTenant(1, async (tx) => {
      const where = publicCertificatesWhere(
        { tenantId: 1, certNo: 'ix100000123q', pageNo: 1, pageSize: 10 },
        '2026-01-01',
      );
      const outer = await plan(tx, sql`select id from certificates where ${where} limit 10`);
      expect(outer).toMatch(/Index Scan (using|on) certificates_pkey/);
      expect(outer).toMatch(/Index Cond: \(id = ANY/);
      expect(outer).not.toMatch(/Seq Scan on certificates/);
      const inner = await innerPlan(tx, 'certificates', 'cert_no', 'upper_eq', 'ix100000123q');
      expect(inner).toMatch(/certificates_cert_no_upper_idx/);
      expect(inner).not.toMatch(/Seq Scan/);
    });
  });

  it('verifies a number on the public read path (owner, no RLS) through the upper(cert_no) index', async () => {
    const query = {
      tenantId: otherTenant,
      certNo: `ix${otherTenant}00000123q`,
      pageNo: 1,
      pageSize: 10,
    };
    const statement = selectPublicByNumberQuery(database.db, query, '2026-01-01').toSQL();
    const { rows } = await database.db.execute<{ 'QUERY PLAN': string }>(
      sql.raw(
        `explain ${statement.sql.replace(/\$(\d+)/g, (_, n) => `'${String(statement.params[Number(n) - 1]).replace(/'/g, "''")}'`)}`,
      ),
    );
    const explained = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(explained).toMatch(/certificates_cert_no_(upper_idx|uq)/);
    expect(explained).not.toMatch(/Seq Scan on certificates/);
    // It runs prepared (platform/db/prepared.ts): its generic plan, which PostgreSQL may choose
    // after five runs, uses the index too.
    const literals = statement.params.map((p) => `'${String(p).replace(/'/g, "''")}'`).join(', ');
    const generic = await database.systemTx(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare public_by_number_plan as ${statement.sql}`));
      const plan = await tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`explain execute public_by_number_plan(${literals})`),
      );
      await tx.execute(sql`deallocate public_by_number_plan`);
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(generic).toMatch(/certificates_cert_no_(upper_idx|uq)/);
    expect(generic).not.toMatch(/Seq Scan on certificates/);
    // Its body's certificate only, in any case of the number; a disabled body's answer is empty.
    const found = await database.ownerRead((db) => selectPublicByNumber(db, query, '2026-01-01'));
    expect(found.map((c) => c.certNo)).toEqual([`IX${otherTenant}00000123Q`]);
    expect(
      await database.ownerRead((db) => selectPublicByNumber(db, { ...query, tenantId: 1 }, '2026-01-01')),
    ).toEqual([]);
  });

  it('searches enterprise names through the trigram index and the primary key', async () => {
    await asTenant(1, async (tx) => {
      const where = enterpriseWhere(1, { kind: 'tenant' }, { name: '企业000123' });
      const outer = await plan(tx, sql`select id from enterprises where ${where} limit 10`);
      expect(outer).toMatch(/Index Scan (using|on) enterprises_pkey/);
      expect(outer).not.toMatch(/Seq Scan on enterprises/);
      expect(await innerPlan(tx, 'enterprises', 'name', 'ilike', '%企业000123%')).toMatch(
        /Bitmap Index Scan on enterprises_name_trgm_idx/,
      );

      const certificates = publicCertificatesWhere(
        { tenantId: 1, enterpriseName: '企业000123', pageNo: 1, pageSize: 10 },
        '2026-01-01',
      );
      expect(await plan(tx, sql`select id from certificates where ${certificates} limit 10`)).toMatch(
        /Index Scan (using|on) certificates_pkey/,
      );
      // The names through the directory's trigram index, their certificates by (tenant, name).
      const inner = await innerPlan(tx, 'certificates', 'enterprise_name', 'ilike', '%企业000123%');
      expect(inner).toMatch(/Bitmap Index Scan on certificate_names_trgm_idx/);
      expect(inner).toMatch(/Index (Only )?Scan using certificates_enterprise_name_idx/);
      expect(inner).not.toMatch(/Seq Scan/);
      // A fragment that more than 50 names of the directory contain: the certificates' own index.
      const frequent = await innerPlan(tx, 'certificates', 'enterprise_name', 'ilike', '%测试企业%');
      expect(frequent).toMatch(/Bitmap Index Scan on certificates_enterprise_name_trgm_idx/);
      expect(frequent).not.toMatch(/certificate_names/);
    });
  });

  it('finds number prefixes through the text_pattern_ops index (a leakproof range, not LIKE)', async () => {
    await asTenant(1, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const where = enterpriseWhere(1, { kind: 'tenant' }, { creditCode: 'ix100000000000001' });
      const plan_ = await plan(tx, sql`select id from enterprises where ${where}`);
      expect(plan_).toMatch(/enterprises_credit_code_prefix_idx/);
      expect(plan_).toMatch(/Index Cond: .*~>=~/);
      const found = await tx.execute<{ code: string }>(
        sql`select credit_code as code from enterprises where ${where} order by 1`,
      );
      expect(found.rows.map((r) => r.code)).toEqual(
        Array.from({ length: 10 }, (_v, i) => `IX1${String(10 + i).padStart(15, '0')}`),
      );
    });
  });

  it('shows why: a plain ILIKE under the policy cannot use the trigram index', async () => {
    await asTenant(1, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plain = await plan(tx, sql`select id from enterprises where name ilike '%企业000123%'`);
      expect(plain).not.toMatch(/enterprises_name_trgm_idx/);
    });
  });
});

describe('the staff certificate lists at scale (证书查询, 历史证书)', () => {
  const listQuery = (filters: { certNo?: string; enterpriseName?: string; pageNo?: number }) => ({
    pageNo: 1,
    pageSize: 10,
    order: 'desc' as const,
    certNo: undefined,
    enterpriseName: undefined,
    standardCode: undefined,
    status: undefined,
    ...filters,
  });
  const pagePlan = (
    tx: Tx,
    scope: 'current' | 'old',
    filters: { certNo?: string; enterpriseName?: string } = {},
  ) =>
    certificateWhere(tx, 1, listQuery(filters), scope).then((where) =>
      plan(tx, sql`${certificatePageQuery(tx, where.rows, listQuery({}), 10, 0)}`),
    );

  it('reads the newest page through the issue-date index, never sorting the tenant', async () => {
    await asTenant(1, async (tx) => {
      const current = await pagePlan(tx, 'current');
      expect(current).toMatch(/Index Scan using certificates_issue_idx/);
      expect(current).not.toMatch(/Seq Scan on certificates|Sort Key/);
      const old = await pagePlan(tx, 'old');
      expect(old).toMatch(/Index Scan using certificates_old_issue_idx/);
      expect(old).not.toMatch(/Seq Scan on certificates|Sort Key/);
    });
  });

  it('finds a rare text through the trigram index and the primary key', async () => {
    await asTenant(1, async (tx) => {
      for (const filters of [{ enterpriseName: '企业000123' }, { certNo: '100000123' }]) {
        const found = await pagePlan(tx, 'current', filters);
        expect(found).toMatch(/Index Scan (using|on) certificates_pkey/);
        expect(found).toMatch(/Index Cond: \(id = ANY/);
        expect(found).not.toMatch(/Seq Scan on certificates/);
      }
      // A fragment whose trigrams are rare in the test rows (IX1 + eight digits): with frequent ones
      // the small test table is cheaper to read through the tenant index.
      const inner = await innerPlan(tx, 'certificates', 'cert_no', 'ilike', '%77777%');
      expect(inner).toMatch(/Bitmap Index Scan on certificates_cert_no_trgm_idx/);
      const page = await selectCertificatePage(tx, 1, listQuery({ enterpriseName: '企业000123' }), 'current');
      expect(page.total).toBe(1);
      expect(page.totalCapped).toBeUndefined();
      expect(page.records[0]?.enterpriseName).toBe('索引测试企业000123有限公司');
    });
  });

  it('filters the index walk by a frequent text and counts it as "1,000+"', async () => {
    await asTenant(1, async (tx) => {
      // The planner cannot estimate how often a Chinese fragment occurs (it guessed 3 rows of 30,000
      // and sorted them; at a million rows it walks the index, as seed:large --explain shows).
      // Sorting and other scans are priced out: what is asked is whether the walk can give the page.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const broad = await pagePlan(tx, 'current', { enterpriseName: '测试企业' });
      expect(broad).toMatch(/Index Scan using certificates_issue_idx/);
      expect(broad).toMatch(/Filter: .*~~\*/);
      expect(broad).not.toMatch(/Seq Scan on certificates|Sort Key|id = ANY/);
      const page = await selectCertificatePage(
        tx,
        1,
        listQuery({ enterpriseName: '测试企业', pageNo: 2 }),
        'current',
      );
      expect(page).toMatchObject({ total: 1000, totalCapped: true, current: 2 });
      expect(page.records).toHaveLength(10);
      const dates = page.records.map((r) => r.issueDate);
      expect(dates).toEqual([...dates].sort().reverse());
      // The same rows as the plain predicate would give, in the list's order.
      const { rows } = await tx.execute<{ cert_no: string }>(
        sql`select cert_no from certificates where status <> 99 and enterprise_name ilike '%测试企业%' order by issue_date desc, id limit 10 offset 10`,
      );
      expect(page.records.map((r) => r.certNo)).toEqual(rows.map((r) => r.cert_no));
      // Sorted by another column no index walk gives: every match by id, sorted, counted to the cap.
      const byName = await selectCertificatePage(
        tx,
        1,
        { ...listQuery({ enterpriseName: '测试企业' }), column: 'enterpriseName', order: 'asc' },
        'current',
      );
      expect(byName).toMatchObject({ total: 10_000, totalCapped: true });
      expect(byName.records[0]?.enterpriseName).toBe('索引测试企业000001有限公司');
    });
  });
});

describe('list counts stop at 10,000', () => {
  it('answers a capped total as such, and an exact one below the cap', async () => {
    await asTenant(1, async (tx) => {
      const all = await listEnterprises(tx, enterpriseWhere(1, { kind: 'tenant' }, {}), {
        pageNo: 3,
        pageSize: 10,
        order: 'desc',
      });
      expect(all).toMatchObject({ total: 10_000, totalCapped: true, current: 3, pages: 1000 });
      expect(all.records).toHaveLength(10);
      // Past the cap, pages still answer (the count stopped, the rows did not).
      const deep = await listEnterprises(tx, enterpriseWhere(1, { kind: 'tenant' }, {}), {
        pageNo: 1001,
        pageSize: 10,
        order: 'desc',
      });
      expect(deep.records).toHaveLength(10);
      const some = await listEnterprises(tx, enterpriseWhere(1, { kind: 'tenant' }, { name: '企业00012' }), {
        pageNo: 1,
        pageSize: 10,
        order: 'desc',
      });
      expect(some.total).toBe(10);
      expect(some.totalCapped).toBeUndefined();
    });
  });
});

describe('tenant_row_ids answers what RLS would', () => {
  const ids = (tx: Tx, query: SQL) =>
    tx.execute<{ id: string }>(query).then((r) => r.rows.map((row) => row.id).sort());

  it('finds the same rows as the plain predicate, of the transaction tenant only', async () => {
    for (const tenant of [1, otherTenant]) {
      await asTenant(tenant, async (tx) => {
        const where = enterpriseWhere(tenant, { kind: 'tenant' }, { name: '企业00012' });
        const fast = await ids(tx, sql`select id from enterprises where ${where}`);
        const plain = await ids(
          tx,
          sql`select id from enterprises where name ilike '%企业00012%' and deleted = false`,
        );
        expect(fast).toHaveLength(10);
        expect(fast).toEqual(plain);
        const certNo = `IX${tenant}00000042Q`.toLowerCase();
        const [found] = await ids(
          tx,
          sql`select id from certificates where ${publicCertificatesWhere({ tenantId: tenant, certNo, pageNo: 1, pageSize: 10 }, '2026-01-01')}`,
        ).then((r) => r);
        expect(found).toBeDefined();
      });
    }
    // Tenant 1 cannot find the other tenant's certificate by its number.
    await asTenant(1, async (tx) => {
      const { rows } = await tx.execute(
        sql`select tenant_row_ids('certificates', 'cert_no', 'upper_eq', ${`IX${otherTenant}00000042Q`})`,
      );
      expect(rows).toHaveLength(0);
    });
  });

  it('pages the public name search newest first, current versions of the tenant only', async () => {
    for (const tenant of [1, otherTenant]) {
      await asTenant(tenant, async (tx) => {
        const search = (pageNo: number) =>
          selectPublicCertificates(
            tx,
            { tenantId: tenant, enterpriseName: '企业00012', pageNo, pageSize: 4 },
            '2026-01-01',
          );
        const pages = [await search(1), await search(2), await search(3)];
        // Tenant 1's superseded versions of the same names (IXO…) are not in the directory.
        expect(pages.map((p) => p.total)).toEqual([10, 10, 10]);
        expect(pages.map((p) => p.totalCapped)).toEqual([undefined, undefined, undefined]);
        expect(pages.map((p) => p.records.length)).toEqual([4, 4, 2]);
        const names = pages.flatMap((p) => p.records.map((r) => r.enterpriseName));
        expect([...names].sort()).toEqual(
          Array.from({ length: 10 }, (_v, i) => `索引测试企业00012${i}有限公司`),
        );
        const numbers = pages.flatMap((p) => p.records.map((r) => r.certNo));
        expect(numbers.every((n) => n.startsWith(`IX${tenant}`))).toBe(true);
        // The order of the issue index (same dates here, so by id), as the plain predicate gives it.
        const { rows } = await tx.execute<{ cert_no: string }>(
          sql`select cert_no from certificates where status <> 99 and enterprise_name ilike '%企业00012%' order by issue_date desc nulls last, id`,
        );
        expect(numbers).toEqual(rows.map((r) => r.cert_no));
      });
    }
  });

  it('reads a rare public name by id and walks the issue index for a frequent one, never sorting the matches', async () => {
    const query = (enterpriseName: string, pageNo = 1) => ({
      tenantId: 1,
      enterpriseName,
      pageNo,
      pageSize: 10,
    });
    const pagePlan = (tx: Tx, enterpriseName: string) =>
      publicNameWhere(tx, query(enterpriseName)).then((where) =>
        plan(tx, sql`${publicNamePageQuery(tx, where.rows, '2026-01-01', 10, 0)}`),
      );
    await asTenant(1, async (tx) => {
      // A rare name: the rows of the ids the trigram index found, by primary key.
      const rare = await pagePlan(tx, '企业000123');
      expect(rare).toMatch(/Index Scan (using|on) certificates_pkey/);
      expect(rare).toMatch(/Index Cond: \(id = ANY/);
      expect(rare).not.toMatch(/Seq Scan on certificates/);
      const inner = await innerPlan(tx, 'certificates', 'enterprise_name', 'ilike', '%企业000123%');
      expect(inner).toMatch(/Bitmap Index Scan on certificate_names_trgm_idx/);
      // A frequent one (30,000 matches): the page comes from the walk of the issue index, filtered,
      // with no sort of the matches (sorts and other scans priced out, as for the staff lists: the
      // small test table would otherwise be read whole).
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const broad = await pagePlan(tx, '测试企业');
      expect(broad).toMatch(/Index Scan using certificates_issue_idx/);
      expect(broad).toMatch(/Filter: .*~~\*/);
      expect(broad).not.toMatch(/Seq Scan on certificates|Sort Key|id = ANY/);
      const page = await selectPublicCertificates(tx, query('测试企业', 2), '2026-01-01');
      // Counted to 1,000 and said so: the page shows "1,000+".
      expect(page).toMatchObject({ total: 1000, totalCapped: true, current: 2 });
      expect(page.records).toHaveLength(10);
      const { rows } = await tx.execute<{ cert_no: string }>(
        sql`select cert_no from certificates where status <> 99 and enterprise_name ilike '%测试企业%' order by issue_date desc nulls last, id limit 10 offset 10`,
      );
      expect(page.records.map((r) => r.certNo)).toEqual(rows.map((r) => r.cert_no));
    });
  });

  /** The database's message of a failed statement (drizzle wraps it). */
  const failure = (work: Promise<unknown>) =>
    work.then(
      () => 'no error',
      (err: { message: string; cause?: { message?: string } }) => err.cause?.message ?? err.message,
    );

  it('learns each name a certificate is issued or renamed with, in the writing transaction', async () => {
    const byName = (tx: Tx, name: string) =>
      ids(
        tx,
        sql`select m.id from (select tenant_row_ids('certificates', 'enterprise_name', 'ilike', ${`%${name}%`})) m(id)`,
      );
    await asTenant(otherTenant, async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(
        sql`insert into certificates (id, tenant_id, cert_no, standard_code, issue_date, expiry_date, enterprise_name)
          values (gen_random_uuid(), ${otherTenant}, 'IXNEW0001Q', 'Q', date '2026-01-01', date '2029-01-01', '目录测试新名称有限公司')
          returning id`,
      );
      const id = rows[0]!.id;
      expect(await byName(tx, '目录测试新名称')).toEqual([id]);
      await tx.execute(
        sql`update certificates set enterprise_name = '目录测试更名后有限公司' where id = ${id}`,
      );
      expect(await byName(tx, '目录测试更名后')).toEqual([id]);
      // The old name stays in the directory and finds nothing.
      expect(await byName(tx, '目录测试新名称')).toEqual([]);
      // Another tenant does not see the names.
      await tx.execute(sql`select set_config('app.tenant_id', '1', true)`);
      expect(await byName(tx, '目录测试更名后')).toEqual([]);
      throw new Error('rollback');
    }).catch((error: Error) => expect(error.message).toBe('rollback'));
    // Nobody writes the directory by hand.
    expect(
      await failure(
        asTenant(1, (tx) =>
          tx.execute(sql`insert into certificate_names (tenant_id, enterprise_name) values (1, '伪造')`),
        ),
      ),
    ).toMatch(/permission denied/);
  });

  it('answers app_user nothing without a tenant, and refuses secret columns', async () => {
    await database.systemTx(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      const { rows } = await tx.execute(sql`select tenant_row_ids('enterprises', 'name', 'ilike', '%')`);
      expect(rows).toHaveLength(0);
    });
    expect(
      await failure(
        asTenant(1, (tx) => tx.execute(sql`select tenant_row_ids('users', 'password_hash', 'ilike', '%')`)),
      ),
    ).toMatch(/not searchable/);
    expect(
      await failure(
        asTenant(1, (tx) => tx.execute(sql`select tenant_row_ids('enterprises', 'name', 'like', '%')`)),
      ),
    ).toMatch(/unknown operator/);
    expect(
      await failure(
        asTenant(1, (tx) => tx.execute(sql`select tenant_row_ids('schema_migrations', 'tag', 'ilike', '%')`)),
      ),
    ).toMatch(/not searchable|does not exist/);
  });
});

describe('name searches count through the name directory, in SQL and no further than 1,000 (issue 31 item 20)', () => {
  const listQuery = (enterpriseName: string, pageNo = 1) => ({
    pageNo,
    pageSize: 10,
    order: 'desc' as const,
    certNo: undefined,
    enterpriseName,
    standardCode: undefined,
    status: undefined,
  });
  /** The tenant's current certificates whose name contains `text`, in the lists' order. */
  const plainPage = (tx: Tx, text: string, offset: number) =>
    tx
      .execute<{ cert_no: string }>(
        sql`select cert_no from certificates where status <> 99 and enterprise_name ilike ${`%${text}%`}
          order by issue_date desc nulls last, id limit 10 offset ${offset}`,
      )
      .then((r) => r.rows.map((row) => row.cert_no));
  /**
   * `tx` recording what its `execute` calls send and answer: the count of a name search is one such
   * statement, and it answers one row whatever the matches (it used to answer 1,001 ids and take them
   * back as a 37 kB parameter).
   */
  const recording = (tx: Tx) => {
    const sent: { params: unknown[]; rows: number }[] = [];
    const dialect = new PgDialect();
    const proxy = new Proxy(tx, {
      get(target, prop) {
        if (prop === 'execute')
          return async (query: SQL) => {
            const result = await target.execute(query);
            sent.push({ params: dialect.sqlToQuery(query).params, rows: result.rows.length });
            return result;
          };
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { tx: proxy, sent };
  };

  it('says "1,000+" for a frequent name with the rows of the walk, sending no ids either way', async () => {
    await asTenant(1, async (tx) => {
      const { tx: recorded, sent } = recording(tx);
      const page = await selectCertificatePage(recorded, 1, listQuery('测试企业', 2), 'current');
      expect(page).toMatchObject({ total: 1000, totalCapped: true, current: 2 });
      expect(page.records.map((r) => r.certNo)).toEqual(await plainPage(tx, '测试企业', 10));
      // The count: a statement or two of one row each, with short parameters only.
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(2);
      for (const statement of sent) {
        expect(statement.rows).toBe(1);
        expect(statement.params.every((p) => String(p).length < 100)).toBe(true);
      }
      const { tx: publicTx, sent: publicSent } = recording(tx);
      const found = await selectPublicCertificates(
        publicTx,
        { tenantId: 1, enterpriseName: '测试企业', pageNo: 1, pageSize: 10 },
        '2026-01-01',
      );
      expect(found).toMatchObject({ total: 1000, totalCapped: true });
      expect(publicSent.every((s) => s.rows === 1)).toBe(true);
    });
  });

  it('a name found frequent is not counted again within the minute; a rare one always is', async () => {
    let now = 0;
    const searches = new FrequentSearches(60_000, 1_000, () => now);
    await asTenant(1, async (tx) => {
      const counted = async (text: string, pageNo = 1) => {
        const { tx: recorded, sent } = recording(tx);
        const page = await selectCertificatePage(recorded, 1, listQuery(text, pageNo), 'current', searches);
        return { page, statements: sent.length };
      };
      const first = await counted('测试企业');
      expect(first.statements).toBeGreaterThan(0);
      // Another page of the same search a moment later: "1,000+" and the walk's rows, no count.
      now = 59_000;
      const again = await counted('测试企业', 2);
      expect(again.statements).toBe(0);
      expect(again.page).toMatchObject({ total: 1000, totalCapped: true, current: 2 });
      expect(again.page.records.map((r) => r.certNo)).toEqual(await plainPage(tx, '测试企业', 10));
      // Past the minute it is counted again.
      now = 120_000;
      expect((await counted('测试企业')).statements).toBeGreaterThan(0);
      // Exact counts are never remembered: 企业00100 has 10 certificates, counted every time.
      expect((await counted('企业00100')).statements).toBeGreaterThan(0);
      expect((await counted('企业00100')).statements).toBeGreaterThan(0);
    });
    // Bounded: the oldest key goes first.
    const few = new FrequentSearches(60_000, 2, () => 0);
    for (const key of ['a', 'b', 'c']) few.remember(key);
    expect(['a', 'b', 'c'].map((k) => few.isFrequent(k))).toEqual([false, true, true]);
  });

  it('counts exactly up to 1,000, superseded versions of the names not counted', async () => {
    // 索引测试企业001000 … 001999: a thousand current certificates, and superseded versions of the
    // first 201 names. The ids of the first 1,001 matches (any version) made this "n+"; it is 1,000.
    await asTenant(1, async (tx) => {
      const first = await selectCertificatePage(tx, 1, listQuery('企业001'), 'current');
      expect(first.total).toBe(1000);
      expect(first.totalCapped).toBeUndefined();
      expect(first.records.map((r) => r.certNo)).toEqual(await plainPage(tx, '企业001', 0));
      const last = await selectCertificatePage(tx, 1, listQuery('企业001', 100), 'current');
      expect(last.records.map((r) => r.certNo)).toEqual(await plainPage(tx, '企业001', 990));
      expect((await selectCertificatePage(tx, 1, listQuery('企业001', 101), 'current')).records).toEqual([]);
      const few = await selectCertificatePage(tx, 1, listQuery('企业00100'), 'current');
      expect(few).toMatchObject({ total: 10, pages: 1 });
      expect(few.totalCapped).toBeUndefined();
      const publicPage = await selectPublicCertificates(
        tx,
        { tenantId: 1, enterpriseName: '企业001', pageNo: 1, pageSize: 10 },
        '2026-01-01',
      );
      expect(publicPage.total).toBe(1000);
      expect(publicPage.totalCapped).toBeUndefined();
      // The user's wildcards are text: nothing contains a literal "%".
      expect((await selectCertificatePage(tx, 1, listQuery('企业%1'), 'current')).total).toBe(0);
    });
  });

  it('counts through (tenant_id, enterprise_name, status), never scanning the tenant', async () => {
    await asTenant(1, async (tx) => {
      const count = directoryCountQuery(
        certificates.enterpriseName,
        '%企业001%',
        [eq(certificates.tenantId, 1), ne(certificates.status, 99)],
        DIRECTORY_VALUE_STEPS[0],
      );
      const counted = await plan(tx, count);
      expect(counted).toMatch(/Index (Only )?Scan using certificates_enterprise_name_idx/);
      expect(counted).not.toMatch(/Seq Scan on certificates/);
    });
  });

  it('answers directory values of the transaction tenant only, and of directories only', async () => {
    const values = (tx: Tx, text: string) =>
      tx
        .execute<{ v: string }>(
          sql`select v from tenant_directory_values('certificates', 'enterprise_name', ${`%${text}%`}, 5) v`,
        )
        .then((r) => r.rows.map((row) => row.v));
    await asTenant(otherTenant, async (tx) => {
      expect(await values(tx, '企业0003')).toHaveLength(1); // 000300, its last name
    });
    await asTenant(1, async (tx) => {
      expect(await values(tx, '企业0003')).toHaveLength(5);
    });
    await database.systemTx(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      expect(await values(tx, '企业')).toEqual([]);
    });
    expect(
      await asTenant(1, (tx) =>
        tx.execute(sql`select tenant_directory_values('enterprises', 'name', '%', 5)`),
      ).then(
        () => 'no error',
        (err: { message: string; cause?: { message?: string } }) => err.cause?.message ?? err.message,
      ),
    ).toMatch(/no value directory/);
  });
});
