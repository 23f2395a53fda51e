/**
 * 毛利分析: revenue received − labour fees − travel − partner rebates − settlements, per contract,
 * client, branch or month (BUSINESS.md §2). The facts are per client, contract and month, read
 * through the areas' doors as subqueries: revenue from finance (payments' allocations by received
 * month), labour and travel from ./labour.ts (auditor-pay), rebates from the client's partner's
 * rate, settlements from the approved settlements' lines (and their other costs, of no contract).
 * Grouped, filtered, sorted and paged in the database, and the records behind a figure read there
 * too: the large body has some 100,000 contract-months a year (read into memory, 30 s a page).
 */

import { fenToAmount } from '@cb/domain/finance';
import {
  type GROSS_MARGIN_FIGURES,
  type GrossMarginGroup,
  type GrossMarginRow,
  grossMargin,
} from '@cb/domain/settlement';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader } from '../../platform/db/database.ts';
import { tenantBranches } from '../branches/door.ts';
import { contractsView } from '../contract-review/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { receivedByContractMonthQuery } from '../finance/door.ts';
import { partnersView } from '../partners/door.ts';
import { labourCostsQuery } from './labour.ts';
import { settlements as s, settlementLines } from './schema.ts';

type Figure = (typeof GROSS_MARGIN_FIGURES)[number];

export interface MarginFilter {
  groupBy: GrossMarginGroup;
  fromMonth?: string | undefined;
  toMonth?: string | undefined;
  name?: string | undefined;
}

/** The whitespace JavaScript's trim() takes off (the branch rule's `branchKey`), for btrim. */
const TRIMMED =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * Every amount as one row per client, contract and month and figure column (fen, exact numeric):
 * revenue received with the rebate on it (per client, contract and month, rounded to the fen as
 * `rebateOf` does), labour and travel, the approved settlements' lines and their other costs.
 */
function factsQuery(tx: Reader, tenantId: number, f: MarginFilter): SQL {
  const range = { fromMonth: f.fromMonth, toMonth: f.toMonth };
  const received = receivedByContractMonthQuery(tx, tenantId, range);
  const labour = labourCostsQuery(tx, tenantId, range);
  const months = (month: SQL | AnyPgColumn) =>
    sql`${f.fromMonth ? sql` and ${month} >= ${f.fromMonth}` : sql``}${f.toMonth ? sql` and ${month} <= ${f.toMonth}` : sql``}`;
  const l = settlementLines;
  return sql`(
    select "received"."enterprise_id", "received"."contract_id", "received"."month",
      "received"."revenue_fen" as revenue, 0::numeric as labour, 0::numeric as travel,
      case when ${partnersView.rebateRate} > 0
        then round("received"."revenue_fen" * ${partnersView.rebateRate} / 100) else 0 end as rebate,
      0::numeric as settlement
    from ${received}
    left join ${enterprisesView} on ${enterprisesView.id} = "received"."enterprise_id"
    left join ${partnersView} on ${partnersView.id} = ${enterprisesView.partnerId}
    ${
      labour
        ? sql`union all
    select "labour"."enterprise_id", "labour"."contract_id", "labour"."month", 0, "labour"."labour_fen",
      "labour"."travel_fen", 0, 0
    from ${labour}`
        : sql``
    }
    union all
    select ${l.enterpriseId}, ${l.contractId}, ${s.month}, 0, 0, 0, 0, ${l.amount} * 100
    from ${l} inner join ${s} on ${s.id} = ${l.settlementId}
    where ${l.tenantId} = ${tenantId} and ${s.checkStatus} = 1${months(s.month)}
    union all
    select null, null, ${s.month}, 0, 0, 0, 0, ${s.otherCosts} * 100
    from ${s}
    where ${s.tenantId} = ${tenantId} and ${s.checkStatus} = 1 and ${s.otherCosts} <> 0${months(s.month)}
  ) as facts`;
}

/** The group of a fact (key and name) in SQL, and the join it needs (as `groupOf` decides). */
async function groupingOf(tx: Reader, tenantId: number, by: GrossMarginGroup) {
  if (by === 'month') return { join: sql``, key: sql`facts.month`, name: sql`facts.month` };
  if (by === 'contract')
    return {
      join: sql`left join ${contractsView} on ${contractsView.id} = facts.contract_id and ${contractsView.tenantId} = ${tenantId}`,
      key: sql`coalesce(facts.contract_id::text, '')`,
      name: sql`coalesce(nullif(${contractsView.contractNo}, ''), '（无合同）')`,
    };
  const join = sql`left join ${enterprisesView} on ${enterprisesView.id} = facts.enterprise_id and ${enterprisesView.tenantId} = ${tenantId}`;
  if (by === 'client')
    return {
      join,
      key: sql`coalesce(facts.enterprise_id::text, '')`,
      name: sql`coalesce(nullif(${enterprisesView.name}, ''), '（无客户）')`,
    };
  // The client's branch: the first of the tenant's branches whose code or name its 分公司 is (branchOf).
  const branches = await tenantBranches(tx, tenantId);
  const text = sql`btrim(${enterprisesView.branchCompany}, ${TRIMMED})`;
  const branchOfClient = (field: 'id' | 'name') =>
    branches.length
      ? sql`case when ${text} = '' then null ${sql.join(
          branches.map((b) => sql`when ${text} = ${b.code} or ${text} = ${b.name} then ${b[field]}::text`),
          sql` `,
        )} end`
      : sql`null::text`;
  return {
    join,
    key: sql`coalesce(${branchOfClient('id')}, '-')`,
    name: sql`coalesce(${branchOfClient('name')}, '（未归属分公司）')`,
  };
}

export interface MarginPageQuery extends MarginFilter {
  column?: string | undefined;
  order?: string | undefined;
}

/** The margin (fen) of a grouped row in SQL. */
const MARGIN_SQL = sql.raw('(revenue - labour - travel - rebate - settlement)');
const SORT_SQL: Record<string, SQL> = {
  name: sql.raw('name'),
  revenue: sql.raw('revenue'),
  margin: MARGIN_SQL,
  // The rate as `grossMargin` rounds it (hundredths of a percent, half up); none without revenue.
  rate: sql`case when revenue = 0 then null else floor(${MARGIN_SQL} * 10000 / revenue + 0.5) end`,
};

type Fen = Record<Figure, number>;
const toRow = (key: string, name: string, fen: Fen): GrossMarginRow => {
  const figures = {
    revenue: fenToAmount(fen.revenue),
    labour: fenToAmount(fen.labour),
    travel: fenToAmount(fen.travel),
    rebate: fenToAmount(fen.rebate),
    settlement: fenToAmount(fen.settlement),
  };
  return { key, name, ...figures, ...grossMargin(figures) };
};

/**
 * One page of the grouping (every group when `page` is undefined: the export) in the asked order —
 * by name (months newest first) unless a column is asked, then by key — with the number of groups
 * and the totals of them all, grouped, filtered, sorted and paged in one statement.
 */
export async function marginPage(
  tx: Reader,
  tenantId: number,
  f: MarginPageQuery,
  page?: { pageNo: number; pageSize: number },
) {
  const g = await groupingOf(tx, tenantId, f.groupBy);
  const desc = f.column ? f.order === 'desc' : f.groupBy === 'month';
  const sortBy = (f.column && SORT_SQL[f.column]) || SORT_SQL.name!;
  const order = sql`${sortBy} ${sql.raw(desc ? 'desc nulls last' : 'asc nulls first')}, key`;
  const bounds = page ? sql` limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}` : sql``;
  const result = await tx.execute<{
    n: string;
    t_revenue: string;
    t_labour: string;
    t_travel: string;
    t_rebate: string;
    t_settlement: string;
    key: string | null;
    name: string | null;
    revenue: string | null;
    labour: string | null;
    travel: string | null;
    rebate: string | null;
    settlement: string | null;
  }>(sql`
    with grouped as (
      select ${g.key} as key, ${g.name} as name, sum(facts.revenue) as revenue, sum(facts.labour) as labour,
        sum(facts.travel) as travel, sum(facts.rebate) as rebate, sum(facts.settlement) as settlement
      from ${factsQuery(tx, tenantId, f)} ${g.join}
      group by 1, 2
    ), matching as (
      select * from grouped${f.name ? sql` where strpos(name, ${f.name}) > 0` : sql``}
    ), totals as (
      select count(*) as n, coalesce(sum(revenue), 0) as t_revenue, coalesce(sum(labour), 0) as t_labour,
        coalesce(sum(travel), 0) as t_travel, coalesce(sum(rebate), 0) as t_rebate,
        coalesce(sum(settlement), 0) as t_settlement
      from matching
    )
    select totals.*, page.* from totals
    left join lateral (select * from matching order by ${order}${bounds}) page on true`);
  const rows = result.rows;
  const first = rows[0];
  const totals = toRow('', '合计', {
    revenue: Number(first?.t_revenue ?? 0),
    labour: Number(first?.t_labour ?? 0),
    travel: Number(first?.t_travel ?? 0),
    rebate: Number(first?.t_rebate ?? 0),
    settlement: Number(first?.t_settlement ?? 0),
  });
  const records = rows
    .filter((r) => r.key !== null)
    .map((r) =>
      toRow(r.key ?? '', r.name ?? '', {
        revenue: Number(r.revenue),
        labour: Number(r.labour),
        travel: Number(r.travel),
        rebate: Number(r.rebate),
        settlement: Number(r.settlement),
      }),
    );
  return { records, total: Number(first?.n ?? 0), totals };
}

/**
 * One row per amount behind a figure: its month, client and contract, the amount (fen) and where it
 * comes from, as the figure counts it (revenue and rebate per client, contract and month received;
 * labour and travel per client, contract and month of work; each approved settlement line; each
 * approved settlement's other costs).
 */
function recordsQuery(tx: Reader, tenantId: number, f: MarginFilter, figure: Figure): SQL {
  const range = { fromMonth: f.fromMonth, toMonth: f.toMonth };
  const months = (month: SQL | AnyPgColumn) =>
    sql`${f.fromMonth ? sql` and ${month} >= ${f.fromMonth}` : sql``}${f.toMonth ? sql` and ${month} <= ${f.toMonth}` : sql``}`;
  if (figure === 'revenue' || figure === 'rebate') {
    const received = receivedByContractMonthQuery(tx, tenantId, range);
    return figure === 'revenue'
      ? sql`(select "received"."enterprise_id", "received"."contract_id", "received"."month",
          "received"."revenue_fen" as fen, '收款' as source from ${received}) as facts`
      : sql`(select "received"."enterprise_id", "received"."contract_id", "received"."month",
          round("received"."revenue_fen" * ${partnersView.rebateRate} / 100) as fen,
          coalesce(${partnersView.name}, '') || ' 返款 ' || ${partnersView.rebateRate}::numeric(14,2)::text || '%' as source
        from ${received}
        inner join ${enterprisesView} on ${enterprisesView.id} = "received"."enterprise_id"
        inner join ${partnersView} on ${partnersView.id} = ${enterprisesView.partnerId}
        where ${partnersView.rebateRate} > 0) as facts`;
  }
  if (figure === 'labour' || figure === 'travel') {
    const labour = labourCostsQuery(tx, tenantId, range);
    if (!labour)
      return sql`(select null::uuid as enterprise_id, null::uuid as contract_id, ''::text as month, 0::numeric as fen, ''::text as source where false) as facts`;
    return sql`(select "labour"."enterprise_id", "labour"."contract_id", "labour"."month",
        ${sql.raw(figure === 'labour' ? '"labour"."labour_fen"' : '"labour"."travel_fen"')} as fen,
        ${figure === 'labour' ? '劳务费' : '差旅费'}::text as source from ${labour}) as facts`;
  }
  const l = settlementLines;
  return sql`(
    select ${l.enterpriseId} as enterprise_id, ${l.contractId} as contract_id, ${s.month} as month,
      ${l.amount} * 100 as fen, '结算单 ' || ${s.partyName} as source
    from ${l} inner join ${s} on ${s.id} = ${l.settlementId}
    where ${l.tenantId} = ${tenantId} and ${s.checkStatus} = 1${months(s.month)}
    union all
    select null, null, ${s.month}, ${s.otherCosts} * 100, '结算单 ' || ${s.partyName} || ' 其他费用'
    from ${s}
    where ${s.tenantId} = ${tenantId} and ${s.checkStatus} = 1 and ${s.otherCosts} <> 0${months(s.month)}
  ) as facts`;
}

/** The amounts behind one figure of one row (its group's key), by month. */
export async function marginRecords(
  tx: Reader,
  tenantId: number,
  f: MarginFilter & { key: string; figure: Figure },
) {
  const g = await groupingOf(tx, tenantId, f.groupBy);
  // A month's records: only that month is read (within the asked months).
  const within = (a: string | undefined, b: string, later: boolean) =>
    a === undefined ? b : later ? (a > b ? a : b) : a < b ? a : b;
  const range: MarginFilter =
    f.groupBy === 'month'
      ? { ...f, fromMonth: within(f.fromMonth, f.key, true), toMonth: within(f.toMonth, f.key, false) }
      : f;
  const result = await tx.execute<{
    month: string;
    enterprise_name: string | null;
    contract_no: string | null;
    source: string;
    fen: string;
  }>(sql`
    select facts.month, client.name as enterprise_name, contract.contract_no, facts.source, facts.fen
    from ${recordsQuery(tx, tenantId, range, f.figure)}
    ${f.groupBy === 'branch' ? g.join : sql``}
    left join lateral (select ${enterprisesView.name} as name from ${enterprisesView}
      where ${enterprisesView.id} = facts.enterprise_id and ${enterprisesView.tenantId} = ${tenantId}) client on true
    left join lateral (select ${contractsView.contractNo} as contract_no from ${contractsView}
      where ${contractsView.id} = facts.contract_id and ${contractsView.tenantId} = ${tenantId}) contract on true
    where ${g.key} = ${f.key}
    order by facts.month, client.name, contract.contract_no, facts.source`);
  return result.rows.map((r) => ({
    month: r.month,
    enterpriseName: r.enterprise_name ?? '',
    contractNo: r.contract_no ?? '',
    source: r.source,
    amount: fenToAmount(Number(r.fen)),
  }));
}
