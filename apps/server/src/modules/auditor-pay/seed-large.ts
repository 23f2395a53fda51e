/**
 * `npm run seed:large`'s auditor-pay part (issue 33's scale line; apps/server/src/cli/seed-large.ts
 * calls it per tenant after finance): a year of labour fees for the generated auditors, the last
 * month computed by the app's own code and timed.
 *
 * 1. Setup rows, in SQL (generate_series, triggers off where allowed): every generated auditor
 *    (`LT…`) gets a qualification per scheme (senior, auditor ×3, provisional by turn) and half of
 *    them the code 19.05.01; the generated programmes point at their contract's item (so fees and
 *    毛利分析 know the contract); every generated plan starting in the year's twelve months gets a
 *    team (leader and member, a third member on odd plans: an expert on one plan in five), booked
 *    for the plan's days, and each of its projects an execution finished on the plan's last day.
 * 2. The fees: for each month, the month's completed plans' fees are written by
 *    `generateFeesOfPlans`, the code the plan's completion runs for its one plan (here one tenant
 *    transaction for the month, as app_user under RLS, the audit trail on), and the month's wall
 *    time is logged: "fees for a month of 2,000 auditors computed in ≤ 10 s".
 * 3. The eleven older months are settled in SQL: fees paid (the 15th of the next month), one
 *    payment per auditor and month with the labour-remuneration tax (BUSINESS.md §3), and a built
 *    salary slip with the audit-day subsidy; the newest month stays submitted. 劳务费结算's groups
 *    (labour_fee_groups) are counted again from the tenant's fees (the SQL ran with triggers off).
 *
 * Ids are keyed (team members and executions by plan, project and position; slips and payments by
 * auditor and month) and unique indexes stop a second run duplicating; a second run tops up.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.ts';
import { generateFeesOfPlans } from './generation.ts';

const keyed = (ts: string, key: string) =>
  `(lpad(to_hex((extract(epoch from ${ts}) * 1000)::bigint), 12, '0') || '7' || substr(md5(${key}), 1, 3) || '8' || substr(md5(${key}), 4, 15))::uuid`;

/** Labour-remuneration tax (fen) of a month's income `x` (fen), BUSINESS.md §3, in SQL. */
const taxableSql = (x: string) =>
  `(case when ${x} <= 400000 then greatest(0, ${x} - 80000) else round(${x} * 0.8) end)`;
const taxSql = (x: string) =>
  `(case when ${taxableSql(x)} <= 2000000 then round(${taxableSql(x)} * 0.2)
         when ${taxableSql(x)} <= 5000000 then round(${taxableSql(x)} * 0.3) - 200000
         else round(${taxableSql(x)} * 0.4) - 700000 end)::int`;

export async function generateLargeAuditorPay(
  database: Database,
  t: number,
  fast: boolean,
  log: (message: string) => void,
  monthCount = 12,
) {
  const rows = async <R>(query: string) =>
    (await database.systemTx((tx) => tx.execute(sql.raw(query)))).rows as R[];
  const run = async (label: string, statement: string) => {
    const started = performance.now();
    await database.systemTx(async (tx: Tx) => {
      if (fast) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(statement));
    });
    log(`auditor-pay ${label}: ${Math.round(performance.now() - started)} ms`);
  };

  const [count] = await rows<{ n: number }>(
    `select count(*)::int as n from auditors where tenant_id = ${t} and id_card_no like 'LT%'`,
  );
  const auditorCount = count?.n ?? 0;
  const [last] = await rows<{ month: string | null }>(
    `select to_char(max(start_date) - interval '2 months', 'YYYY-MM') as month
     from audit_plans where tenant_id = ${t} and plan_no like 'LTP${t}-%'`,
  );
  if (!auditorCount || !last?.month) return;
  const lastMonth = last.month;
  const from = `(date '${lastMonth}-01' - interval '${monthCount - 1} months')::date`;
  const to = `(date '${lastMonth}-01' + interval '1 month' - interval '1 day')::date`;
  const [done] = await rows<{ n: number }>(
    `select count(*)::int as n from labour_fees where tenant_id = ${t} and work_month = '${lastMonth}' and plan_no like 'LTP${t}-%'`,
  );
  if ((done?.n ?? 0) > 0) {
    log(`auditor-pay (tenant ${t}): already there`);
    return;
  }

  // The generated auditors in a fixed order, numbered from 0.
  const auditorsCte = `auditor_list as (select id, (row_number() over (order by id_card_no))::int - 1 as n
      from auditors where tenant_id = ${t} and id_card_no like 'LT%')`;
  await run(
    'qualifications and codes',
    `with ${auditorsCte}
    insert into auditor_qualifications (id, tenant_id, auditor_id, scheme, level, registration_no, valid_from,
      valid_to, leader_flag, can_witness, created_at, updated_at)
    select ${keyed("timestamptz '2022-01-01'", `'aq-${t}-' || a.n || '-' || s.scheme`)}, ${t}, a.id, s.scheme,
      (array['01','02','02','02','03'])[1 + (a.n + s.i) % 5], 'LT-' || s.scheme || '-' || lpad(a.n::text, 6, '0'),
      date '2022-01-01', date '2030-12-31', case when (a.n + s.i) % 5 < 2 then 1 else 3 end, a.n % 7 = 0,
      timestamptz '2022-01-01', timestamptz '2022-01-01'
    from auditor_list a cross join (values (0, 'QMS'), (1, 'EMS'), (2, 'OHSMS')) s(i, scheme)
    on conflict do nothing;
    with ${auditorsCte}
    insert into auditor_code_competences (id, tenant_id, auditor_id, scheme, code, source, status, pass_date,
      created_at, updated_at)
    select ${keyed("timestamptz '2022-01-01'", `'acc-${t}-' || a.n || '-' || s.scheme`)}, ${t}, a.id, s.scheme,
      '19.05.01', 'seed:large', 1, date '2022-01-01', timestamptz '2022-01-01', timestamptz '2022-01-01'
    from auditor_list a cross join (values ('QMS'), ('EMS'), ('OHSMS')) s(scheme)
    where a.n % 2 = 0
    on conflict do nothing`,
  );
  // The year's generated plans, numbered by start date.
  const plansCte = `plan_list as (
      select l.id, l.start_date, l.end_date, l.created_at, right(l.plan_no, 1)::int as k,
        (row_number() over (order by l.start_date, l.plan_no))::int as rn
      from audit_plans l
      where l.tenant_id = ${t} and l.plan_no like 'LTP${t}-%' and l.start_date between ${from} and ${to})`;
  await run(
    "programmes' contract items",
    `update audit_programmes p set contract_item_id = i.id
    from contract_items i
    where p.tenant_id = ${t} and p.contract_no like 'LTC${t}-%' and p.contract_item_id is null
      and i.tenant_id = ${t} and i.contract_id = p.contract_id
      and i.id = (select min(i2.id::text)::uuid from contract_items i2 where i2.tenant_id = ${t} and i2.contract_id = p.contract_id)`,
  );
  await run(
    'plan teams',
    `with ${plansCte}, ${auditorsCte}
    insert into plan_team_members (id, tenant_id, plan_id, auditor_id, role, scheme, codes, days, half_days,
      from_date, to_date, sort_no, created_at, updated_at)
    select ${keyed('l.created_at', `'ptm-${t}-' || l.id || '-' || j`)}, ${t}, l.id, a.id,
      case j when 1 then 1 when 2 then 2 else case when l.rn % 5 = 0 then 3 else 2 end end,
      coalesce((select p.scheme from audit_projects p where p.tenant_id = ${t} and p.plan_id = l.id limit 1), 'QMS'),
      '["19.05.01"]'::jsonb, '[]'::jsonb,
      case when l.k = 1 then jsonb_build_array(l.start_date || ':1', l.start_date || ':2')
        else jsonb_build_array(l.start_date || ':1', l.start_date || ':2', l.end_date || ':1', l.end_date || ':2') end,
      l.start_date, l.end_date, j - 1, l.created_at, l.created_at
    from plan_list l
    cross join generate_series(1, 3) j
    join auditor_list a on a.n = (l.rn * 3 + j) % ${auditorCount}
    where j < 3 or l.rn % 2 = 1
    on conflict do nothing`,
  );
  await run(
    'executions',
    `with ${plansCte}
    insert into project_executions (id, tenant_id, project_id, stage, stage_one_flag, last_onsite_day, finished_at,
      created_at, updated_at)
    select ${keyed('l.created_at', `'pex-${t}-' || p.id`)}, ${t}, p.id, null, case when p.stage = 1 then 1 else 0 end,
      l.end_date, (l.end_date + time '17:00') at time zone 'Asia/Shanghai', l.created_at, l.created_at
    from plan_list l
    join audit_projects p on p.tenant_id = ${t} and p.plan_id = l.id
    on conflict do nothing`,
  );
  for (const table of [
    'plan_team_members',
    'project_executions',
    'auditor_qualifications',
    'auditor_code_competences',
  ])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));

  // The fees, month by month, by the completion hook's own function.
  const months = await rows<{ month: string }>(
    `select to_char(m, 'YYYY-MM') as month from generate_series(${from}, ${to}, interval '1 month') m order by m`,
  );
  for (const { month } of months) {
    const plans = await rows<{ id: string }>(
      `select l.id from audit_plans l
       where l.tenant_id = ${t} and l.plan_no like 'LTP${t}-%'
         and l.end_date between date '${month}-01' and (date '${month}-01' + interval '1 month' - interval '1 day')::date
         and exists (select 1 from plan_team_members m where m.tenant_id = ${t} and m.plan_id = l.id)
       order by l.end_date, l.plan_no`,
    );
    const started = performance.now();
    const written = await database.tenantTx({ tenantId: t, userId: null }, (tx) =>
      generateFeesOfPlans(
        tx,
        t,
        plans.map((plan) => plan.id),
        null,
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const [people] = await rows<{ n: number }>(
      `select count(distinct auditor_id)::int as n from labour_fees where tenant_id = ${t} and work_month = '${month}'`,
    );
    log(
      `auditor-pay fees ${month}: ${plans.length.toLocaleString()} plans, ${written.toLocaleString()} fee rows, ${people?.n ?? 0} auditors in ${seconds.toFixed(1)} s`,
    );
  }

  // The older months settled: paid, a payment per auditor and month with its tax, a built slip.
  const older = `tenant_id = ${t} and plan_no like 'LTP${t}-%' and work_month < '${lastMonth}' and work_month >= to_char(${from}, 'YYYY-MM')`;
  const paidDate = `((work_month || '-01')::date + interval '1 month' + interval '14 days')::date`;
  await run(
    'older months paid',
    `update labour_fees set status = 3, approved_at = ((work_month || '-01')::date + interval '1 month' + interval '5 days'),
      paid_date = ${paidDate}, paid_ref = 'LTPAY' || replace(work_month, '-', '')
    where ${older} and status in (1, 2)`,
  );
  const groups = `select auditor_id, work_month, count(*)::int as n, sum(amount)::int as gross, sum(days10)::int as days10,
      ${paidDate} as paid_date
    from labour_fees where ${older} group by auditor_id, work_month`;
  await run(
    'payments',
    `insert into labour_fee_payments (id, tenant_id, auditor_id, work_month, pay_month, paid_date, paid_ref, rows,
      gross, taxable, tax, net, created_at, updated_at)
    select ${keyed('g.paid_date::timestamptz', `'lfp-${t}-' || g.auditor_id || '-' || g.work_month`)}, ${t},
      g.auditor_id, g.work_month, to_char(g.paid_date, 'YYYY-MM'), g.paid_date, 'LTPAY' || replace(g.work_month, '-', ''),
      g.n, g.gross, ${taxableSql('g.gross')}, ${taxSql('g.gross')}, g.gross - ${taxSql('g.gross')},
      g.paid_date::timestamptz, g.paid_date::timestamptz
    from (${groups}) g
    on conflict do nothing`,
  );
  const subsidy = `(case when g.days10 >= 200 then 120000 when g.days10 >= 150 then 20000 else 0 end)`;
  await run(
    'salary slips',
    `insert into salary_slips (id, tenant_id, auditor_id, month, source, basic, labour_fee, subsidy, audit_days,
      other, gross, tax, net, status, sent_at, created_at, updated_at)
    select ${keyed('g.paid_date::timestamptz', `'slip-${t}-' || g.auditor_id || '-' || g.work_month`)}, ${t},
      g.auditor_id, g.work_month, 2, 0, g.gross, ${subsidy}, g.days10 / 10, 0, g.gross + ${subsidy},
      ${taxSql(`(g.gross + ${subsidy})`)}, g.gross + ${subsidy} - ${taxSql(`(g.gross + ${subsidy})`)},
      1, g.paid_date::timestamptz, g.paid_date::timestamptz, g.paid_date::timestamptz
    from (${groups}) g
    on conflict do nothing`,
  );
  // 劳务费结算's groups again from the fees: the trigger that keeps them is off in the fast SQL above.
  await run(
    'settlement groups',
    `delete from labour_fee_groups where tenant_id = ${t};
    insert into labour_fee_groups (tenant_id, auditor_id, auditor_name, work_month, rows, submitted, approved, paid,
      queried, total, travel, paid_date, paid_ref)
    select f.tenant_id, f.auditor_id, max(a.name), f.work_month, count(*), count(*) filter (where f.status = 1),
      count(*) filter (where f.status = 2), count(*) filter (where f.status = 3),
      count(*) filter (where f.answer = 2), sum(f.amount), sum(f.travel), max(f.paid_date),
      coalesce(max(nullif(f.paid_ref, '')), '')
    from labour_fees f join auditors a on a.id = f.auditor_id
    where f.tenant_id = ${t} and f.status > 0
    group by f.tenant_id, f.auditor_id, f.work_month`,
  );
  // The lists' counts again from their rows (their triggers are off in the fast SQL above too).
  await run(
    'list counts',
    `delete from labour_list_counts where tenant_id = ${t};
    insert into labour_list_counts (tenant_id, list, month, n)
    select tenant_id, 'fees', work_month, count(*)::int from labour_fees where tenant_id = ${t} group by tenant_id, work_month
    union all
    select tenant_id, 'groups', work_month, count(*)::int from labour_fee_groups where tenant_id = ${t} group by tenant_id, work_month
    union all
    select tenant_id, 'slips', month, count(*)::int from salary_slips where tenant_id = ${t} group by tenant_id, month`,
  );
  for (const table of [
    'labour_fees',
    'labour_fee_groups',
    'labour_fee_payments',
    'salary_slips',
    'labour_list_counts',
    'audit_programmes',
  ])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
}
