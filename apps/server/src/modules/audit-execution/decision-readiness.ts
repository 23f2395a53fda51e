/**
 * What the certification decision asks of audit execution, in its own transaction: whether a
 * project may go to the decision (its on-site file confirmed, no major NC open) and how many major
 * NCs of a project are open.
 */
import { decisionBlockedByNcs } from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import * as ncRepo from './nc-repository.ts';
import { projectExecutions } from './schema.ts';

/**
 * Whether a project may go to the certification decision: its on-site file was confirmed and no
 * major NC is open. The review-and-decision work calls this in its own transaction.
 */
export async function projectReadyForDecision(
  tx: Tx,
  tenantId: number,
  projectId: string,
): Promise<{ ready: boolean; reasons: string[] }> {
  const reasons: string[] = [];
  const ncs = await ncRepo.ncsOf(tx, tenantId, projectId);
  const blocked = decisionBlockedByNcs(ncs);
  if (blocked) reasons.push(blocked);
  const [exec] = await tx
    .select({ archivedAt: projectExecutions.archivedAt })
    .from(projectExecutions)
    .where(inTenant(projectExecutions, tenantId, [eq(projectExecutions.projectId, projectId)]));
  if (!exec?.archivedAt) reasons.push('现场审核文件尚未归档确认');
  return { ready: reasons.length === 0, reasons };
}

/** The number of open major NCs of a project (the decision helper's block). */
export async function openMajorNcCount(tx: Tx, tenantId: number, projectId: string): Promise<number> {
  const ncs = await ncRepo.ncsOf(tx, tenantId, projectId);
  return ncs.filter((n) => n.grade === 1 && n.status !== 3).length;
}
