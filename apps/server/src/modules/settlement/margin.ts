/**
 * 毛利分析: revenue received − labour fees − travel − partner rebates − settlements, per contract,
 * client, branch or month (BUSINESS.md §2). The facts are per client, contract and month, read
 * through the areas' doors: revenue from finance (payments' allocations by received month), labour
 * and travel from ./labour.ts (auditor-pay; 0 until it is switched on), rebates from the client's
 * partner's rate, settlements from the approved settlements' lines (and their other costs, of no contract). Grouped, sorted and paged here:
 * a body has some thousands of contract-months a year.
 */

import { fenToAmount, toFen } from '@cb/domain/finance';
import {
  GROSS_MARGIN_FIGURES,
  type GrossMarginGroup,
  type GrossMarginRow,
  grossMargin,
  rebateOf,
} from '@cb/domain/settlement';
import { and, eq } from 'drizzle-orm';
import { anyOfIds } from '../../platform/crud/search.ts';
import type { Reader } from '../../platform/db/database.ts';
import { branchesOfEnterprises } from '../branches/door.ts';
import { contractsView } from '../contract-review/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { receivedByContractMonth } from '../finance/door.ts';
import { partnersView } from '../partners/door.ts';
import { labourCosts } from './labour.ts';
import { approvedLines, approvedOtherCosts } from './repository.ts';

type Figure = (typeof GROSS_MARGIN_FIGURES)[number];

/** One amount behind a figure. */
interface Fact {
  figure: Figure;
  enterpriseId: string | null;
  contractId: string | null;
  month: string;
  fen: number;
  source: string;
}

export interface MarginFilter {
  groupBy: GrossMarginGroup;
  fromMonth?: string | undefined;
  toMonth?: string | undefined;
  name?: string | undefined;
}

async function factsOf(tx: Reader, tenantId: number, f: MarginFilter) {
  const range = { fromMonth: f.fromMonth, toMonth: f.toMonth };
  const [received, labour, settled, other] = await Promise.all([
    receivedByContractMonth(tx, tenantId, range),
    labourCosts(tx, tenantId, range),
    approvedLines(tx, tenantId, range),
    approvedOtherCosts(tx, tenantId, range),
  ]);
  const enterpriseIds = [
    ...new Set(
      [...received, ...labour, ...settled]
        .map((r) => r.enterpriseId)
        .filter((id): id is string => Boolean(id)),
    ),
  ];
  const contractIds = [
    ...new Set(
      [...received, ...labour, ...settled].map((r) => r.contractId).filter((id): id is string => Boolean(id)),
    ),
  ];
  const clients = enterpriseIds.length
    ? await tx
        .select({
          id: enterprisesView.id,
          name: enterprisesView.name,
          rebateRate: partnersView.rebateRate,
          partnerName: partnersView.name,
        })
        .from(enterprisesView)
        .leftJoin(partnersView, eq(partnersView.id, enterprisesView.partnerId))
        .where(and(eq(enterprisesView.tenantId, tenantId), anyOfIds(enterprisesView.id, enterpriseIds)))
    : [];
  const contracts = contractIds.length
    ? await tx
        .select({ id: contractsView.id, contractNo: contractsView.contractNo })
        .from(contractsView)
        .where(and(eq(contractsView.tenantId, tenantId), anyOfIds(contractsView.id, contractIds)))
    : [];
  const branches = await branchesOfEnterprises(tx, tenantId, enterpriseIds);
  const client = new Map(clients.map((c) => [c.id, c]));
  const contractNo = new Map(contracts.map((c) => [c.id, c.contractNo]));
  const facts: Fact[] = [];
  for (const r of received) {
    facts.push({ figure: 'revenue', ...r, fen: toFen(r.amount), source: '收款' });
    const c = client.get(r.enterpriseId);
    if (c?.rebateRate && toFen(c.rebateRate) > 0)
      facts.push({
        figure: 'rebate',
        ...r,
        fen: toFen(rebateOf(r.amount, c.rebateRate)),
        source: `${c.partnerName ?? ''} 返款 ${fenToAmount(toFen(c.rebateRate))}%`,
      });
  }
  for (const r of labour) {
    facts.push({ figure: 'labour', ...r, fen: toFen(r.labour), source: '劳务费' });
    facts.push({ figure: 'travel', ...r, fen: toFen(r.travel), source: '差旅费' });
  }
  for (const r of settled)
    facts.push({ figure: 'settlement', ...r, fen: toFen(r.amount), source: `结算单 ${r.partyName}` });
  for (const r of other)
    facts.push({
      figure: 'settlement',
      enterpriseId: null,
      contractId: null,
      month: r.month,
      fen: toFen(r.amount),
      source: `结算单 ${r.partyName} 其他费用`,
    });
  return { facts, client, contractNo, branches };
}

type Ctx = Awaited<ReturnType<typeof factsOf>>;

function groupOf(fact: Fact, by: GrossMarginGroup, ctx: Ctx): { key: string; name: string } {
  if (by === 'month') return { key: fact.month, name: fact.month };
  if (by === 'contract')
    return {
      key: fact.contractId ?? '',
      name: (fact.contractId && ctx.contractNo.get(fact.contractId)) || '（无合同）',
    };
  if (by === 'client')
    return {
      key: fact.enterpriseId ?? '',
      name: (fact.enterpriseId && ctx.client.get(fact.enterpriseId)?.name) || '（无客户）',
    };
  const branch = fact.enterpriseId ? ctx.branches.get(fact.enterpriseId) : undefined;
  return branch ? { key: branch.id, name: branch.name } : { key: '-', name: '（未归属分公司）' };
}

/** The rows of the grouping (every group), and their totals. */
export async function marginRows(tx: Reader, tenantId: number, f: MarginFilter) {
  const ctx = await factsOf(tx, tenantId, f);
  const groups = new Map<string, { key: string; name: string; fen: Record<Figure, number> }>();
  for (const fact of ctx.facts) {
    const g = groupOf(fact, f.groupBy, ctx);
    let row = groups.get(g.key);
    if (!row) {
      row = { ...g, fen: { revenue: 0, labour: 0, travel: 0, rebate: 0, settlement: 0 } };
      groups.set(g.key, row);
    }
    row.fen[fact.figure] += fact.fen;
  }
  const toRow = (key: string, name: string, fen: Record<Figure, number>): GrossMarginRow => {
    const figures = {
      revenue: fenToAmount(fen.revenue),
      labour: fenToAmount(fen.labour),
      travel: fenToAmount(fen.travel),
      rebate: fenToAmount(fen.rebate),
      settlement: fenToAmount(fen.settlement),
    };
    return { key, name, ...figures, ...grossMargin(figures) };
  };
  const rows = [...groups.values()]
    .map((g) => toRow(g.key, g.name, g.fen))
    .filter((r) => !f.name || r.name.includes(f.name));
  const total = { revenue: 0, labour: 0, travel: 0, rebate: 0, settlement: 0 };
  for (const r of rows) for (const k of GROSS_MARGIN_FIGURES) total[k] += toFen(r[k]);
  return { rows, totals: toRow('', '合计', total) };
}

const SORTERS: Record<string, (a: GrossMarginRow, b: GrossMarginRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  revenue: (a, b) => toFen(a.revenue) - toFen(b.revenue),
  margin: (a, b) => toFen(a.margin) - toFen(b.margin),
  rate: (a, b) => Number(a.rate ?? -Infinity) - Number(b.rate ?? -Infinity),
};

/** Rows in the asked order (default: by name, months newest first). */
export function sortRows(rows: GrossMarginRow[], by: GrossMarginGroup, column?: string, order?: string) {
  const sorter = (column && SORTERS[column]) || SORTERS.name!;
  const desc = column ? order === 'desc' : by === 'month';
  return [...rows].sort((a, b) => (desc ? -sorter(a, b) : sorter(a, b)) || a.key.localeCompare(b.key));
}

/** The amounts behind one figure of one row. */
export async function marginRecords(
  tx: Reader,
  tenantId: number,
  f: MarginFilter & { key: string; figure: Figure },
) {
  const ctx = await factsOf(tx, tenantId, f);
  return ctx.facts
    .filter((fact) => fact.figure === f.figure && groupOf(fact, f.groupBy, ctx).key === f.key)
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((fact) => ({
      month: fact.month,
      enterpriseName: (fact.enterpriseId && ctx.client.get(fact.enterpriseId)?.name) || '',
      contractNo: (fact.contractId && ctx.contractNo.get(fact.contractId)) || '',
      source: fact.source,
      amount: fenToAmount(fact.fen),
    }));
}
