/**
 * The rules of 结算价: each call one tenant transaction; the figures by the domain's formula
 * (settlementFigures), the formula's numbers from its newest saved version, approval by someone
 * other than the creator (settlementAuditRefusal), a stale version 409, one live settlement per
 * party and month (the unique indexes decide: 409 with the reason).
 */

import { calendarDateOf } from '@cb/domain';
import { fenToAmount, toFen } from '@cb/domain/finance';
import {
  DEFAULT_SETTLEMENT_FORMULA,
  SETTLEMENT_PARTY,
  type SettlementAuditInput,
  type SettlementInput,
  settlementAuditRefusal,
  settlementFigures,
  settlementLineAmount,
  settlementMonthRefusal,
} from '@cb/domain/settlement';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { enterpriseIdsOfBranch, tenantBranches } from '../branches/door.ts';
import { enterprisesView } from '../customers/door.ts';
import { partnersView } from '../partners/door.ts';
import { LABOUR_COUNTED, labourCosts } from './labour.ts';
import * as repo from './repository.ts';
import { settlementFormulas, settlementLines, settlements } from './schema.ts';

export type { SettlementListRow } from './repository.ts';

const UNIQUE_MESSAGES = {
  settlements_partner_month_uq: '该合作方本月已有结算单',
  settlements_branch_month_uq: '该分公司本月已有结算单',
  settlement_formulas_version_uq: '数据已被他人修改，请刷新后重试',
};

type Party = { partyType: 1 | 2; partyId: string };

/** The partners (active, not deleted) or the branches a settlement can be with, and their unit price. */
export async function partiesOf(tx: Reader, tenantId: number, partyType: number) {
  if (partyType === SETTLEMENT_PARTY.branch)
    return (await tenantBranches(tx, tenantId))
      .filter((b) => b.status === 1)
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((b) => ({ id: b.id, name: b.name, unitPrice: fenToAmount(toFen(b.unitPrice)) }));
  const rows = await tx
    .select({ id: partnersView.id, name: partnersView.name, unitPrice: partnersView.settlementPrice })
    .from(partnersView)
    .where(and(eq(partnersView.tenantId, tenantId), eq(partnersView.deleted, false)))
    .orderBy(partnersView.name);
  return rows.map((r) => ({ ...r, unitPrice: fenToAmount(toFen(r.unitPrice)) }));
}

/** The clients of the party: a partner's (their partner), a branch's (their 分公司). */
async function clientsOf(tx: Reader, tenantId: number, party: Party) {
  if (party.partyType === SETTLEMENT_PARTY.branch) {
    const branch = (await tenantBranches(tx, tenantId)).find((b) => b.id === party.partyId);
    return branch ? enterpriseIdsOf(await enterpriseIdsOfBranch(tx, tenantId, branch)) : null;
  }
  const rows = await tx
    .select({ id: enterprisesView.id })
    .from(enterprisesView)
    .where(
      and(
        eq(enterprisesView.tenantId, tenantId),
        eq(enterprisesView.partnerId, party.partyId),
        eq(enterprisesView.deleted, false),
      ),
    );
  return rows.map((r) => r.id);
}
const enterpriseIdsOf = (ids: string[]) => ids;

/** What a settlement of the party and month counts and comes to (the add page's preview, the add). */
export async function computeSettlement(
  tx: Reader,
  tenantId: number,
  input: Party & { month: string; otherCosts?: string; prepayments?: string; invoiceTax?: string },
) {
  const party = (await partiesOf(tx, tenantId, input.partyType)).find((p) => p.id === input.partyId);
  if (!party) throw badRequest('结算对象不存在');
  const clients = (await clientsOf(tx, tenantId, input)) ?? [];
  const contracts = await repo.contractsOfMonth(tx, tenantId, clients, input.month);
  const costs = await labourCosts(tx, tenantId, {
    fromMonth: input.month,
    toMonth: input.month,
    enterpriseIds: clients,
  });
  const costOf = new Map(costs.map((c) => [c.contractId, c]));
  const formula = await repo.latestFormula(tx, tenantId);
  const annualFeePerMark = fenToAmount(
    toFen(formula?.annualFeePerMark ?? DEFAULT_SETTLEMENT_FORMULA.annualFeePerMark),
  );
  const lines = contracts.map((c) => {
    const cost = costOf.get(c.contractId);
    const labour = cost?.labour ?? '0.00';
    const travel = cost?.travel ?? '0.00';
    const auditCost = fenToAmount(toFen(labour) + toFen(travel));
    const line = { standards: c.standards, markedStandards: c.markedStandards, auditCost };
    return {
      ...c,
      labour: fenToAmount(toFen(labour)),
      travel: fenToAmount(toFen(travel)),
      auditCost,
      amount: settlementLineAmount(party.unitPrice, annualFeePerMark, line),
    };
  });
  const carriedOver = fenToAmount(toFen(await repo.carriedOver(tx, tenantId, input, input.month)));
  const otherCosts = fenToAmount(toFen(input.otherCosts ?? '0'));
  const prepayments = fenToAmount(toFen(input.prepayments ?? '0'));
  const invoiceTax = fenToAmount(toFen(input.invoiceTax ?? '0'));
  const figures = settlementFigures({
    unitPrice: party.unitPrice,
    annualFeePerMark,
    lines,
    otherCosts,
    carriedOver,
    prepayments,
    invoiceTax,
  });
  return {
    partyName: party.name,
    unitPrice: party.unitPrice,
    annualFeePerMark,
    formulaVersion: formula?.versionNo ?? 0,
    ...figures,
    otherCosts,
    carriedOver,
    prepayments,
    invoiceTax,
    lines,
    labourCounted: LABOUR_COUNTED,
  };
}

/** Writes a settlement of the party and month (unapproved), with its lines; the caller's transaction. */
export async function insertSettlement(
  tx: Tx,
  tenantId: number,
  userId: string | null,
  input: SettlementInput,
) {
  const c = await computeSettlement(tx, tenantId, input);
  const [row] = await tx
    .insert(settlements)
    .values({
      tenantId,
      month: input.month,
      partyType: input.partyType,
      partnerId: input.partyType === SETTLEMENT_PARTY.partner ? input.partyId : null,
      branchId: input.partyType === SETTLEMENT_PARTY.branch ? input.partyId : null,
      partyName: c.partyName,
      formulaVersion: c.formulaVersion,
      unitPrice: c.unitPrice,
      annualFeePerMark: c.annualFeePerMark,
      standards: c.standards,
      markedStandards: c.markedStandards,
      price: c.price,
      annualFee: c.annualFee,
      total: c.total,
      auditCost: c.auditCost,
      otherCosts: c.otherCosts,
      settled: c.settled,
      carriedOver: c.carriedOver,
      prepayments: c.prepayments,
      invoiceTax: c.invoiceTax,
      balance: c.balance,
      labourCounted: c.labourCounted ? 1 : 0,
      remark: input.remark,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: settlements.id, version: settlements.version });
  if (c.lines.length)
    await tx.insert(settlementLines).values(
      c.lines.map((l) => ({
        tenantId,
        settlementId: row!.id,
        enterpriseId: l.enterpriseId,
        enterpriseName: l.enterpriseName,
        contractId: l.contractId,
        contractNo: l.contractNo,
        standards: l.standards,
        markedStandards: l.markedStandards,
        labour: l.labour,
        travel: l.travel,
        auditCost: l.auditCost,
        amount: l.amount,
        createdBy: userId,
        updatedBy: userId,
      })),
    );
  return row!;
}

/** Approves (1) or rejects (2, with the reason) an unapproved settlement; never its creator. */
export async function auditSettlementTx(
  tx: Tx,
  tenantId: number,
  userId: string,
  input: SettlementAuditInput,
) {
  const [row] = await tx
    .select({
      checkStatus: settlements.checkStatus,
      createdBy: settlements.createdBy,
      version: settlements.version,
    })
    .from(settlements)
    .where(and(eq(settlements.tenantId, tenantId), eq(settlements.id, input.id)))
    .for('update');
  if (!row) throw notFound();
  if (row.version !== input.version) throw conflict();
  const refusal = settlementAuditRefusal(row, userId);
  if (refusal) throw badRequest(refusal);
  const saved = await updateVersioned(
    tx,
    settlements,
    input.id,
    input.version,
    { checkStatus: input.checkStatus, checkedBy: userId, checkedAt: new Date(), checkReason: input.reason },
    userId,
  );
  return { id: saved.id, version: saved.version };
}

export class SettlementService {
  constructor(private readonly database: Database) {}

  list(user: AuthUser, query: repo.SettlementListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listSettlements(tx, user.tenantId, query));
  }

  exportRows(user: AuthUser, query: repo.SettlementExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportSettlements(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  get(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findSettlement(tx, user.tenantId, id);
      if (!row) throw notFound();
      const lines = await repo.linesOf(tx, user.tenantId, [id]);
      return { ...row, labourCounted: row.labourCounted === 1, lines };
    });
  }

  parties(user: AuthUser, partyType: number) {
    return this.database.tenantRead(user, (tx) => partiesOf(tx, user.tenantId, partyType));
  }

  preview(user: AuthUser, query: Party & { month: string }) {
    return this.database.tenantRead(user, (tx) => computeSettlement(tx, user.tenantId, query));
  }

  add(user: AuthUser, input: SettlementInput) {
    const refusal = settlementMonthRefusal(input.month, calendarDateOf(new Date()));
    if (refusal) throw badRequest(refusal);
    return withUniqueMessages(
      () => this.database.tenantTx(user, (tx) => insertSettlement(tx, user.tenantId, user.userId, input)),
      UNIQUE_MESSAGES,
    );
  }

  audit(user: AuthUser, input: SettlementAuditInput) {
    return this.database.tenantTx(user, (tx) => auditSettlementTx(tx, user.tenantId, user.userId, input));
  }

  formula(user: AuthUser) {
    return this.database.tenantRead(user, async (tx) =>
      formulaOf(await repo.latestFormula(tx, user.tenantId)),
    );
  }

  /** Saves the numbers as a new version (409 when another version was saved since `version`). */
  saveFormula(user: AuthUser, input: { annualFeePerMark: string; version: number }) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const latest = await repo.latestFormula(tx, user.tenantId);
          if ((latest?.versionNo ?? 0) !== input.version) throw conflict();
          await tx.insert(settlementFormulas).values({
            tenantId: user.tenantId,
            versionNo: input.version + 1,
            annualFeePerMark: input.annualFeePerMark,
            createdBy: user.userId,
            updatedBy: user.userId,
          });
          return formulaOf(await repo.latestFormula(tx, user.tenantId));
        }),
      UNIQUE_MESSAGES,
    );
  }
}

function formulaOf(row: Awaited<ReturnType<typeof repo.latestFormula>>) {
  return {
    annualFeePerMark: fenToAmount(
      toFen(row?.annualFeePerMark ?? DEFAULT_SETTLEMENT_FORMULA.annualFeePerMark),
    ),
    version: row?.versionNo ?? 0,
    updateTime: row?.updateTime ?? null,
  };
}
