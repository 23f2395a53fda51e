/**
 * `npm run seed:large`'s finance part (apps/server/src/cli/seed-large.ts calls it per tenant after
 * the lifecycle): a year of receivables, payments and invoices for the generated contracts
 * (`LTC<t>-<g>`, one in ten g has none). Per contract: one contract item when the contract has none
 * (the generated contracts have no items), three receivables (initial audit, first and second
 * surveillance); payments in four patterns by g % 4 (none, the first paid, the first and half the
 * second, half the first) with their allocations; invoices by g % 5 (none, the first invoiced (×2),
 * the first invoiced and a voided one for half the second, a request waiting for half the second).
 * Received and invoiced amounts and statuses are written consistent with those rows. 收款申请 for one
 * contract in three (pending, approved, rejected, or related to the contract's payment).
 *
 * Rows are generated in the database (INSERT … SELECT over generate_series, chunked); ids are keyed
 * on (tenant, g) so a second run tops up instead of duplicating (`on conflict do nothing`).
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.ts';

const CHUNK = 10_000;

/** A UUIDv7 that the same key always gives (time first: the rows' creation time). */
const keyed = (ts: string, key: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7' || substr(md5(${key}), 1, 3) || '8' || substr(md5(${key}), 4, 15))::uuid`;

export async function generateLargeFinance(
  database: Database,
  t: number,
  contracts: number,
  fast: boolean,
  log: (message: string) => void,
) {
  if (contracts <= 0) return;
  // A year: contract g's receivables are made at 2025-12-01 + g × 5 minutes (100 000 g ≈ 347 days).
  const at = (offset = '0') => `(timestamptz '2025-12-01' + g * interval '5 minutes' + interval '${offset}')`;
  const id = (kind: string) => keyed(at(), `'${kind}-${t}-' || g`);
  const contract = `join contracts c on c.tenant_id = ${t} and c.contract_no = 'LTC${t}-' || lpad(g::text, 8, '0')`;
  const a1 = '(6000 + (g % 40) * 100)::numeric(14,2)';
  const a2 = '(3000 + (g % 20) * 50)::numeric(14,2)';
  const rec1 = `case g % 4 when 0 then 0 when 3 then ${a1} / 2 else ${a1} end`;
  const rec2 = `case g % 4 when 2 then ${a2} / 2 else 0 end`;
  const inv1 = `case when g % 5 in (1, 2, 3) then ${a1} else 0 end`;

  const scalar = async (query: string) => {
    const r = await database.systemTx((tx) => tx.execute<{ n: string | number }>(sql.raw(query)));
    return Number(r.rows[0]?.n ?? 0);
  };
  const step = async (label: string, statement: (a: number, b: number) => string) => {
    const started = performance.now();
    for (let a = 1; a <= contracts; a += CHUNK) {
      const b = Math.min(contracts, a + CHUNK - 1);
      await database.systemTx(async (tx: Tx) => {
        if (fast) await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql.raw(statement(a, b)));
      });
    }
    log(`finance ${label}: ${Math.round(performance.now() - started)} ms`);
  };
  // The last generated contract's first receivable there: this tenant's finance rows are done.
  const last = contracts % 10 === 0 ? contracts - 1 : contracts;
  const done = await scalar(
    `select count(*) as n from generate_series(${last}, ${last}) g
     join receivables r on r.tenant_id = ${t} and r.id = ${keyed(at(), `'frec1-${t}-' || g`)}`,
  );
  if (done > 0) log(`finance (tenant ${t}): already there`);
  else await generateRows();
  await generatePaymentApplications();
  for (const table of [
    'contract_items',
    'receivables',
    'payments',
    'payment_allocations',
    'invoices',
    'invoice_lines',
    'payment_applications',
  ]) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }

  /**
   * 收款申请 for one contract in three (g % 3 = 0), made five days before the receivable: of those
   * with a payment (g % 4 <> 0) every other one related to it (its first receivable's half), the
   * rest by g % 3 over 9 pending, approved or rejected. The applicant is the body's first user by
   * name, the approver its second. Keyed like the rest: a second run adds none.
   */
  async function generatePaymentApplications() {
    const lastApply = Math.floor(last / 3) * 3;
    if (lastApply < 3) return;
    const there = await scalar(
      `select count(*) as n from generate_series(${lastApply}, ${lastApply}) g
       join payment_applications x on x.tenant_id = ${t} and x.id = ${keyed(at('-5 days'), `'fapply-${t}-' || g`)}`,
    );
    if (there > 0) {
      log(`finance payment applications (tenant ${t}): already there`);
      return;
    }
    const user = (n: number) =>
      `(select u.id from users u where u.tenant_id = ${t} order by u.username, u.id offset ${n} limit 1)`;
    const related = 'g % 4 <> 0 and (g / 3) % 2 = 0';
    await step(
      'payment applications',
      (a, b) => `
      insert into payment_applications (id, tenant_id, enterprise_id, amount, expected_date, remark, status,
        decided_by, decided_at, reject_reason, payment_id, created_by, updated_by, created_at, updated_at)
      select ${keyed(at('-5 days'), `'fapply-${t}-' || g`)}, ${t}, c.enterprise_id, ${a1} / 2,
        (${at('20 days')})::date, '压测收款申请',
        case when ${related} then 3 else (g / 3) % 3 end,
        case when ${related} or (g / 3) % 3 <> 0 then ${user(1)} end,
        case when ${related} or (g / 3) % 3 <> 0 then ${at('-4 days')} end,
        case when not (${related}) and (g / 3) % 3 = 2 then '金额待核实' else '' end,
        case when ${related} then ${keyed(at(), `'fpay-${t}-' || g`)} end,
        ${user(0)}, ${user(0)}, ${at('-5 days')}, ${at('-4 days')}
      from generate_series(${a}, ${b}) g ${contract}
      where g % 3 = 0
      on conflict do nothing`,
    );
  }

  async function generateRows() {
    await step(
      'contract items',
      (a, b) => `
    insert into contract_items (id, tenant_id, contract_id, certificate_standard_id, standard_code, standard_version,
      scope_zh, headcount, fees, created_at, updated_at)
    select ${id('fcitem')}, ${t}, c.id,
      (select s.id from certificate_standards s order by s.id limit 1),
      (array['Q','E','S'])[1 + g % 3], 'ISO 9001:2015', '压测产品的设计和生产', 80,
      jsonb_build_array(
        jsonb_build_object('auditType', 1, 'feeType', 1, 'amount', ${a1}::text),
        jsonb_build_object('auditType', 2, 'feeType', 2, 'amount', ${a2}::text),
        jsonb_build_object('auditType', 3, 'feeType', 2, 'amount', ${a2}::text)),
      ${at()}, ${at()}
    from generate_series(${a}, ${b}) g ${contract}
    where not exists (select 1 from contract_items i where i.tenant_id = ${t} and i.contract_id = c.id)
    on conflict do nothing`,
    );
    // The item of the contract (the generated one, or the first one it has).
    const item = `join lateral (select i.id from contract_items i where i.tenant_id = ${t} and i.contract_id = c.id
      order by i.sort_no, i.id limit 1) i on true`;
    await step(
      'receivables',
      (a, b) => `
    insert into receivables (id, tenant_id, enterprise_id, contract_id, contract_item_id, audit_type, fee_type,
      amount, received, invoiced, invoice_status, due_date, due_basis, created_at, updated_at)
    select ${keyed(at(), `'frec' || k || '-${t}-' || g`)}, ${t}, c.enterprise_id, c.id, i.id,
      k, case k when 1 then 1 else 2 end,
      case k when 1 then ${a1} else ${a2} end,
      case k when 1 then ${rec1} when 2 then ${rec2} else 0 end,
      case k when 1 then ${inv1} else 0 end,
      case when k = 1 and g % 5 in (1, 2, 3) then 3 else 1 end,
      (${at()} + (k - 1) * interval '1 year' + interval '30 days')::date, 1,
      ${at()}, ${at()}
    from generate_series(${a}, ${b}) g ${contract} ${item}
    cross join generate_series(1, 3) k
    on conflict do nothing`,
    );
    await step(
      'payments',
      (a, b) => `
    insert into payments (id, tenant_id, enterprise_id, amount, received_date, method, bank_reference, remark,
      created_at, updated_at)
    select ${id('fpay')}, ${t}, c.enterprise_id,
      ${rec1} + ${rec2} + case when g % 7 = 0 then 500 else 0 end,
      (${at('20 days')})::date, 1 + g % 3, '6222' || lpad(g::text, 15, '0'), '',
      ${at('20 days')}, ${at('20 days')}
    from generate_series(${a}, ${b}) g ${contract}
    where g % 4 <> 0
    on conflict do nothing`,
    );
    await step(
      'allocations',
      (a, b) => `
    insert into payment_allocations (id, tenant_id, payment_id, receivable_id, amount, created_at, updated_at)
    select ${keyed(at('20 days'), `'falloc' || k || '-${t}-' || g`)}, ${t}, ${keyed(at(), `'fpay-${t}-' || g`)},
      ${keyed(at(), `'frec' || k || '-${t}-' || g`)},
      case k when 1 then ${rec1} else ${rec2} end, ${at('20 days')}, ${at('20 days')}
    from generate_series(${a}, ${b}) g ${contract}
    cross join generate_series(1, 2) k
    where g % 4 <> 0 and (k = 1 or g % 4 = 2)
    on conflict do nothing`,
    );
    // Invoices: 1 the first receivable issued (g % 5 in 1, 2, 3); 2 half the second voided (g % 5 = 3);
    // 3 half the second requested (g % 5 = 4).
    await step(
      'invoices',
      (a, b) => `
    insert into invoices (id, tenant_id, enterprise_id, status, type, amount, invoice_no, invoice_date, tax_rate,
      net_amount, tax_amount, remark, reason, issued_at, voided_at, created_at, updated_at)
    select ${keyed(at('10 days'), `'finv' || k || '-${t}-' || g`)}, ${t}, c.enterprise_id,
      case k when 1 then 1 when 2 then 3 else 0 end, g % 2,
      case k when 1 then ${a1} else ${a2} / 2 end,
      case when k < 3 then 'LT' || ${t} || lpad(g::text, 9, '0') || k end,
      case when k < 3 then (${at('12 days')})::date end,
      case when k < 3 then 6 end,
      case when k < 3 then round((case k when 1 then ${a1} else ${a2} / 2 end) / 1.06, 2) end,
      case when k < 3 then (case k when 1 then ${a1} else ${a2} / 2 end)
        - round((case k when 1 then ${a1} else ${a2} / 2 end) / 1.06, 2) end,
      '', case k when 2 then '金额有误，作废重开' else '' end,
      case when k < 3 then ${at('12 days')} end, case when k = 2 then ${at('15 days')} end,
      ${at('10 days')}, ${at('12 days')}
    from generate_series(${a}, ${b}) g ${contract}
    cross join generate_series(1, 3) k
    where (k = 1 and g % 5 in (1, 2, 3)) or (k = 2 and g % 5 = 3) or (k = 3 and g % 5 = 4)
    on conflict do nothing`,
    );
    await step(
      'invoice lines',
      (a, b) => `
    insert into invoice_lines (id, tenant_id, invoice_id, receivable_id, amount, created_at, updated_at)
    select ${keyed(at('10 days'), `'finvl' || k || '-${t}-' || g`)}, ${t},
      ${keyed(at('10 days'), `'finv' || k || '-${t}-' || g`)},
      ${keyed(at(), `'frec' || (case k when 1 then 1 else 2 end) || '-${t}-' || g`)},
      case k when 1 then ${a1} else ${a2} / 2 end, ${at('10 days')}, ${at('10 days')}
    from generate_series(${a}, ${b}) g ${contract}
    cross join generate_series(1, 3) k
    where (k = 1 and g % 5 in (1, 2, 3)) or (k = 2 and g % 5 = 3) or (k = 3 and g % 5 = 4)
    on conflict do nothing`,
    );
  }
}
