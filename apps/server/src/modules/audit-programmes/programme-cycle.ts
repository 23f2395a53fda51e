/**
 * A programme's cycle as the lifecycle rules count it, in the caller's transaction: the programmes
 * generated for an approved contract's items (one per item, with the initial cycle's rows) and the
 * rows regenerated after a certification decision on an initial or recertification audit. The
 * contract approval, the decisions and the at-issue and after-surveillance recounts call these; the
 * rule source and the row values are shared with them.
 */
import {
  type DecisionDates,
  initialProgramme,
  type ProgrammeRowPlan,
  type ProgrammeRuleSource,
  programmeRulesOf,
  regenerateAfterDecision,
  schemeOfStandard,
  standardOfScheme,
} from '@cb/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { contractItemsView, contractsView } from '../contract-review/door.ts';
import { standardsView } from '../reference/door.ts';
import { lifecycleRulesOf } from './hooks.ts';
import * as repo from './repository.ts';
import { auditProgrammes, programmeRows } from './schema.ts';

/** The tenant's lifecycle rule selection (lifecycle area) as the programme reads it. */
export async function tenantProgrammeRules(tx: Tx, tenantId: number): Promise<ProgrammeRuleSource> {
  const lifecycle = await lifecycleRulesOf(tx, tenantId);
  return {
    rulesFor: (scheme, asOf) => programmeRulesOf(lifecycle.ruleSetFor(standardOfScheme(scheme), asOf)),
  };
}
// Called by other areas inside their own transactions (contract approval, decisions, the scheduler).

/** A programme's rows split into the open ones (no project yet, not a stage), which a recount replaces, and the kept. */
export function splitOpenRows<R extends { projectId: string | null; stage: unknown }>(rows: readonly R[]) {
  const open = rows.filter((r) => !r.projectId && r.stage === null);
  return { open, kept: rows.filter((r) => !open.includes(r)) };
}

/** Deletes the given programme rows (the open rows a recount replaces); none: no statement. */
export async function deleteRows(tx: Tx, rows: readonly { id: string }[]) {
  if (rows.length)
    await tx.delete(programmeRows).where(
      inArray(
        programmeRows.id,
        rows.map((r) => r.id),
      ),
    );
}

export function toRowValues(
  tenantId: number,
  programmeId: string,
  cycleNo: number,
  rows: readonly ProgrammeRowPlan[],
  actorId: string | null,
) {
  return rows.map((r) => ({
    tenantId,
    programmeId,
    seq: r.seq,
    cycleNo,
    auditType: r.auditType,
    stage: r.stage,
    dueFrom: r.dueFrom,
    dueTo: r.dueTo,
    days: r.days,
    sitesToSample: r.sitesToSample,
    estimated: r.estimated ? 1 : 0,
    createdBy: actorId,
    updatedBy: actorId,
  }));
}

/**
 * One programme per item of an approved contract (DOMAIN §1.2 row 4), with its rows from the rule
 * set: the initial cycle, or for a transfer item the transferred cycle's remaining audits.
 * Register it with the contract area's `onContractApproved`.
 */
export async function generateProgrammesForContract(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  contractId: string,
  approvedOn: string,
  ruleSource?: ProgrammeRuleSource,
): Promise<number> {
  const rules = ruleSource ?? (await tenantProgrammeRules(tx, tenantId));
  const [contract] = await tx
    .select({
      id: contractsView.id,
      contractNo: contractsView.contractNo,
      enterpriseId: contractsView.enterpriseId,
    })
    .from(contractsView)
    .where(inTenant(contractsView, tenantId, [eq(contractsView.id, contractId)]));
  if (!contract) throw notFound('合同不存在');
  const items = await tx
    .select({
      id: contractItemsView.id,
      standardCode: contractItemsView.standardCode,
      standardName: standardsView.name,
      scopeZh: contractItemsView.scopeZh,
      codes: contractItemsView.professionalCodes,
      stage1Days: contractItemsView.stage1Days,
      stage2Days: contractItemsView.stage2Days,
      surveillanceDays: contractItemsView.surveillanceDays,
      recertificationDays: contractItemsView.recertificationDays,
      sampleInitial: contractItemsView.sampleInitial,
      isTransfer: contractItemsView.isTransfer,
    })
    .from(contractItemsView)
    .innerJoin(standardsView, eq(standardsView.id, contractItemsView.certificateStandardId))
    .where(inTenant(contractItemsView, tenantId, [eq(contractItemsView.contractId, contractId)]));
  let made = 0;
  for (const item of items) {
    const scheme = schemeOfStandard(item.standardCode);
    const ruleSet = rules.rulesFor(scheme, approvedOn);
    const days = {
      stage1Days: item.stage1Days,
      stage2Days: item.stage2Days,
      surveillanceDays: item.surveillanceDays,
      recertificationDays: item.recertificationDays,
    };
    // A transfer item's cycle dates come from the transferred certificate, which the programme
    // page asks for (edit the rows); until then it gets the initial rows like any other item.
    const rows = initialProgramme({
      approvedOn,
      days,
      sitesToSample: Math.max(1, item.sampleInitial),
      rules: ruleSet,
    });
    const [programme] = await tx
      .insert(auditProgrammes)
      .values({
        tenantId,
        enterpriseId: contract.enterpriseId,
        contractId,
        contractItemId: item.id,
        contractNo: contract.contractNo,
        scheme,
        standardName: item.standardName,
        scopeText: item.scopeZh,
        codes: item.codes,
        ...days,
        sitesToSample: Math.max(1, item.sampleInitial),
        ruleSetId: ruleSet.id,
        isTransfer: item.isTransfer,
        createdBy: actorId,
        updatedBy: actorId,
      })
      .onConflictDoNothing()
      .returning({ id: auditProgrammes.id });
    if (!programme) continue;
    await tx.insert(programmeRows).values(toRowValues(tenantId, programme.id, 1, rows, actorId));
    made++;
  }
  return made;
}

/**
 * After a certification decision on an initial or recertification audit: the open rows of the
 * programme are replaced by the new cycle's, counted from the rule set's anchor (DOMAIN §1.1), with
 * the expiry the certificate will get; issuing it counts the cycle again (`reanchorProgrammeAtIssue`).
 */
export async function regenerateProgrammeAfterDecision(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  programmeId: string,
  dates: DecisionDates,
  recertification: boolean,
  ruleSource?: ProgrammeRuleSource,
) {
  const rules = ruleSource ?? (await tenantProgrammeRules(tx, tenantId));
  const programme = await repo.findProgramme(tx, tenantId, programmeId);
  if (!programme) throw notFound('审核方案不存在');
  const rows = await repo.rowsOf(tx, tenantId, [programmeId]);
  const { open, kept } = splitOpenRows(rows);
  await deleteRows(tx, open);
  const ruleSet = rules.rulesFor(programme.scheme, dates.decisionDate);
  const next = regenerateAfterDecision(
    // A recertification renews the cycle whose expiry the programme shows (the certificate's).
    { ...dates, previousExpiry: recertification ? programme.expiryDate : null },
    ruleSet,
    programme,
    programme.sitesToSample,
    Math.max(0, ...kept.map((r) => r.seq)) + 1,
  );
  const cycleNo = recertification ? programme.cycleNo + 1 : programme.cycleNo;
  await tx.insert(programmeRows).values(toRowValues(tenantId, programmeId, cycleNo, next.rows, actorId));
  await repo.setProgrammeCycle(
    tx,
    programmeId,
    { cycleNo, cycleStart: next.anchor, expiryDate: next.expiry, ruleSetId: ruleSet.id },
    actorId,
  );
  return next;
}
