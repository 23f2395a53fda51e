/**
 * The programme when the certificate of a decision is issued (issue 30): the cycle is counted again
 * now that the issue date is known — under a rule set counting from the issue (CNCA-QMS-01:2025) the
 * surveillances move from the decision date they were estimated from to the issue date — and the
 * programme's 证书到期 and recertification row follow the issued certificate's expiry. The open rows
 * of the cycle (no project yet) are replaced; the programme's cycle start and expiry are updated.
 * Called by the certificate issue inside its transaction (certification-decisions/issue.ts), which
 * passes the project's last on-site day (audit execution's, a later area than the programmes).
 */
import { type ProgrammeRuleSource, reanchorAtIssue } from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { deleteRows, splitOpenRows, tenantProgrammeRules, toRowValues } from './programme-cycle.ts';
import * as repo from './repository.ts';
import { auditPlans, auditProjects, programmeRows } from './schema.ts';

export async function reanchorProgrammeAtIssue(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  /** The decided project the certificate is issued for. */
  projectId: string,
  issue: {
    decisionDate: string;
    issueDate: string;
    expiryDate: string;
    /** The project's last on-site day as audit execution recorded it (null: none recorded). */
    lastOnsiteDay: string | null;
  },
  ruleSource?: ProgrammeRuleSource,
) {
  const [project] = await tx
    .select({ programmeId: auditProjects.programmeId, endDate: auditPlans.endDate })
    .from(auditProjects)
    .leftJoin(auditPlans, eq(auditPlans.id, auditProjects.planId))
    .where(inTenant(auditProjects, tenantId, [eq(auditProjects.id, projectId)]));
  if (!project?.programmeId) return null;
  const programme = await repo.findProgramme(tx, tenantId, project.programmeId);
  // A programme whose cycle the decision never anchored keeps its rows.
  if (!programme?.cycleStart) return null;
  const rules = ruleSource ?? (await tenantProgrammeRules(tx, tenantId));
  const ruleSet = rules.rulesFor(programme.scheme, issue.decisionDate);
  const rows = await repo.rowsOf(tx, tenantId, [programme.id]);
  const { open, kept } = splitOpenRows(rows);
  const { lastOnsiteDay, ...dates } = issue;
  const next = reanchorAtIssue(
    { ...dates, lastAuditDay: lastOnsiteDay ?? project.endDate },
    ruleSet,
    programme,
    programme.sitesToSample,
    Math.max(0, ...kept.map((r) => r.seq)) + 1,
    kept.filter((r) => r.cycleNo === programme.cycleNo && r.stage === null).map((r) => r.auditType),
  );
  await deleteRows(tx, open);
  if (next.rows.length)
    await tx
      .insert(programmeRows)
      .values(toRowValues(tenantId, programme.id, programme.cycleNo, next.rows, actorId));
  await repo.setProgrammeCycle(
    tx,
    programme.id,
    { cycleStart: next.anchor, expiryDate: next.expiry, ruleSetId: ruleSet.id },
    actorId,
  );
  return next;
}
