/**
 * The programme after a passed surveillance decision (DOMAIN.md §1.1 "Surveillance"): the cycle keeps
 * its start and expiry; the open rows (no project yet) are replaced by the surveillances still to
 * come, counted from this surveillance (at most the rule set's interval apart), and the
 * recertification before the unchanged expiry. Called by the decision inside its transaction.
 */
import { type DecisionDates, type ProgrammeRuleSource, rescheduleAfterSurveillance } from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { deleteRows, splitOpenRows, tenantProgrammeRules, toRowValues } from './programme-cycle.ts';
import * as repo from './repository.ts';
import { auditProgrammes, programmeRows } from './schema.ts';

export async function rescheduleProgrammeAfterSurveillance(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  programmeId: string,
  dates: DecisionDates,
  ruleSource?: ProgrammeRuleSource,
) {
  const programme = await repo.findProgramme(tx, tenantId, programmeId);
  if (!programme) throw notFound('审核方案不存在');
  // A programme whose cycle was never anchored (no initial decision recorded) keeps its rows.
  if (!programme.cycleStart || !programme.expiryDate) return null;
  const rules = ruleSource ?? (await tenantProgrammeRules(tx, tenantId));
  const rows = await repo.rowsOf(tx, tenantId, [programmeId]);
  const { open, kept } = splitOpenRows(rows);
  const ruleSet = rules.rulesFor(programme.scheme, programme.cycleStart);
  const next = rescheduleAfterSurveillance(
    dates,
    ruleSet,
    programme,
    programme.sitesToSample,
    Math.max(0, ...kept.map((r) => r.seq)) + 1,
    {
      start: programme.cycleStart,
      expiry: programme.expiryDate,
      doneTypes: kept
        .filter((r) => r.cycleNo === programme.cycleNo && r.stage === null)
        .map((r) => r.auditType),
    },
  );
  await deleteRows(tx, open);
  await tx.insert(programmeRows).values(toRowValues(tenantId, programmeId, programme.cycleNo, next, actorId));
  await tx
    .update(auditProgrammes)
    .set({ updatedBy: actorId, version: sql`${auditProgrammes.version} + 1`, updatedAt: new Date() })
    .where(eq(auditProgrammes.id, programmeId));
  return next;
}
