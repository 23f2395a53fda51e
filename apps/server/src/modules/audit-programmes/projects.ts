/**
 * What the later areas do to audit projects (through the programmes' door): lock one, set its main
 * status, open a supplementary project after one. Each runs in the caller's transaction.
 */
import { SUPPLEMENTARY_AUDIT_TYPE } from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { auditProjects as p } from './schema.ts';

/** Locks the project's row (for update) until the transaction ends; false if there is none. */
export async function lockProject(tx: Tx, tenantId: number, projectId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: p.id })
    .from(p)
    .where(inTenant(p, tenantId, [eq(p.id, projectId)]))
    .for('update');
  return rows.length > 0;
}

/** Sets the project's main status (audit_projects.status) with its optimistic lock. */
export async function setProjectStatus(
  tx: Tx,
  tenantId: number,
  projectId: string,
  status: number,
  actorId: string | null,
) {
  await tx
    .update(p)
    .set({ status, version: sql`${p.version} + 1`, updatedAt: new Date(), updatedBy: actorId })
    .where(inTenant(p, tenantId, [eq(p.id, projectId)]));
}

/**
 * A supplementary audit project (type 12) after `parentProjectId`, in its programme, due from
 * `today` to the parent's due date (or today); answers its id. Execution records the rest.
 */
export async function insertSupplementaryProject(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  parentProjectId: string,
  today: string,
): Promise<string> {
  const [parent] = await tx.select().from(p).where(eq(p.id, parentProjectId));
  if (!parent) throw notFound('审核项目不存在');
  const [created] = await tx
    .insert(p)
    .values({
      tenantId,
      programmeId: parent.programmeId,
      enterpriseId: parent.enterpriseId,
      auditType: SUPPLEMENTARY_AUDIT_TYPE,
      stage: null,
      scheme: parent.scheme,
      codes: parent.codes,
      dueFrom: today,
      dueTo: parent.dueTo > today ? parent.dueTo : today,
      days: 0,
      sitesToSample: parent.sitesToSample,
      status: 0,
      createdBy: actorId,
      updatedBy: actorId,
    })
    .returning({ id: p.id });
  return created!.id;
}
