/**
 * What the certificates (a later area) read and do of the decisions' certificate tasks and number
 * counters, through the decisions' door. Each runs in the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { auditProjectsView } from '../audit-programmes/door.ts';
import { certificateNumberCounters, certificateTasks } from './schema.ts';

/** certificate_tasks.kind of a decision's change task. */
const CHANGE_TASK = 4;

/** The open change tasks decisions left (all, or one certificate's), oldest first, with the audit type. */
export function openChangeTasks(tx: Reader, tenantId: number, certificateId?: string) {
  const conditions = [
    eq(certificateTasks.tenantId, tenantId),
    eq(certificateTasks.kind, CHANGE_TASK),
    eq(certificateTasks.status, 0),
  ];
  if (certificateId) conditions.push(eq(certificateTasks.certificateId, certificateId));
  return tx
    .select({
      id: certificateTasks.id,
      certificateId: certificateTasks.certificateId,
      note: certificateTasks.note,
      createdAt: certificateTasks.createdAt,
      auditType: auditProjectsView.auditType,
    })
    .from(certificateTasks)
    .leftJoin(auditProjectsView, eq(auditProjectsView.id, certificateTasks.projectId))
    .where(and(...conditions))
    .orderBy(certificateTasks.createdAt);
}

/** Marks an open task done (the new certificate version carries its change); false if it was not open. */
export async function closeOpenTask(
  tx: Tx,
  tenantId: number,
  taskId: string,
  doneBy: string,
  at: Date,
): Promise<boolean> {
  const done = await tx
    .update(certificateTasks)
    .set({
      status: 1,
      doneAt: at,
      doneBy,
      version: sql`${certificateTasks.version} + 1`,
      updatedAt: at,
      updatedBy: doneBy,
    })
    .where(
      inTenant(certificateTasks, tenantId, [eq(certificateTasks.id, taskId), eq(certificateTasks.status, 0)]),
    )
    .returning({ id: certificateTasks.id });
  return done.length > 0;
}

/** The demo's certificate numbers: each scope's serial counter carried on to at least `lastSerial`. */
export async function carryCertificateSerials(
  tx: Tx,
  tenantId: number,
  serials: ReadonlyMap<string, number>,
  actorId: string | null,
) {
  if (!serials.size) return;
  await tx
    .insert(certificateNumberCounters)
    .values(
      [...serials].map(([scope, lastSerial]) => ({
        tenantId,
        scope,
        lastSerial,
        createdBy: actorId,
        updatedBy: actorId,
      })),
    )
    .onConflictDoUpdate({
      target: [certificateNumberCounters.tenantId, certificateNumberCounters.scope],
      set: { lastSerial: sql`greatest(${certificateNumberCounters.lastSerial}, excluded.last_serial)` },
    });
}
