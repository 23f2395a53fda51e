/**
 * The on-site file of an audit: which document types a project has uploaded, the files of a set of
 * records, which projects have NCs, and the body's checklist of required documents per audit type
 * and stage (read, and replaced as a whole when the setting is saved).
 */
import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { liveRecordFiles } from '../../platform/files/record-file-service.ts';
import { recordFiles, storedFiles } from '../../platform/files/schema.ts';
import { users } from '../../platform/identity/schema.ts';
import { auditProjectsView as auditProjects } from '../audit-programmes/door.ts';
import { nonconformities, onsiteChecklistItems, projectExecutions } from './schema.ts';

const _p = auditProjects;
const _e = projectExecutions;

/** The document types with a live file on a record. */
export async function uploadedTypes(tx: Reader, recordType: string, recordId: string): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ documentType: recordFiles.documentType })
    .from(recordFiles)
    .where(liveRecordFiles(recordType, recordId));
  return new Set(rows.map((r) => r.documentType));
}

/** The document types uploaded so far for each of many records (a list page: one query). */
export async function uploadedTypesOf(
  tx: Reader,
  recordType: string,
  recordIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>(recordIds.map((id) => [id, new Set<string>()]));
  if (recordIds.length === 0) return out;
  const rows = await tx
    .selectDistinct({ recordId: recordFiles.recordId, documentType: recordFiles.documentType })
    .from(recordFiles)
    .where(liveRecordFiles(recordType, recordIds));
  for (const r of rows) out.get(r.recordId)?.add(r.documentType);
  return out;
}

/** Which of the projects have a nonconformity graded above an observation (grade 3). */
export async function projectsWithNcs(tx: Reader, tenantId: number, projectIds: readonly string[]) {
  if (projectIds.length === 0) return new Set<string>();
  const rows = await tx
    .selectDistinct({ projectId: nonconformities.projectId })
    .from(nonconformities)
    .where(
      inTenant(nonconformities, tenantId, [
        inArray(nonconformities.projectId, [...projectIds]),
        ne(nonconformities.grade, 3),
      ]),
    );
  return new Set(rows.map((r) => r.projectId));
}

/** Live files of records, oldest first, with their stored file (for the archive). */
export async function filesOf(tx: Tx, recordType: string, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return tx
    .select({
      id: recordFiles.id,
      recordId: recordFiles.recordId,
      documentType: recordFiles.documentType,
      revision: recordFiles.revision,
      createdAt: recordFiles.createdAt,
      byName: sql<string>`coalesce(${users.realname}, '')`,
      stored: storedFiles,
    })
    .from(recordFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
    .leftJoin(users, eq(users.id, recordFiles.createdBy))
    .where(liveRecordFiles(recordType, recordIds))
    .orderBy(asc(recordFiles.createdAt));
}

/** The body's configured checklist items of every audit type and stage (a small table). */
export async function allChecklistItems(tx: Reader, tenantId: number) {
  return tx
    .select({
      auditType: onsiteChecklistItems.auditType,
      stage: onsiteChecklistItems.stage,
      documentType: onsiteChecklistItems.documentType,
      required: onsiteChecklistItems.required,
      onlyWithNcs: onsiteChecklistItems.onlyWithNcs,
    })
    .from(onsiteChecklistItems)
    .where(eq(onsiteChecklistItems.tenantId, tenantId))
    .orderBy(asc(onsiteChecklistItems.sortNo));
}

export async function checklistItems(tx: Reader, tenantId: number, auditType: number, stage: number) {
  return tx
    .select({
      documentType: onsiteChecklistItems.documentType,
      required: onsiteChecklistItems.required,
      onlyWithNcs: onsiteChecklistItems.onlyWithNcs,
    })
    .from(onsiteChecklistItems)
    .where(
      inTenant(onsiteChecklistItems, tenantId, [
        eq(onsiteChecklistItems.auditType, auditType),
        eq(onsiteChecklistItems.stage, stage),
      ]),
    )
    .orderBy(asc(onsiteChecklistItems.sortNo));
}

export async function replaceChecklist(
  tx: Tx,
  tenantId: number,
  key: { auditType: number; stage: number },
  items: readonly { documentType: string; required: boolean; onlyWithNcs: boolean }[],
  actorId: string,
) {
  await tx
    .delete(onsiteChecklistItems)
    .where(
      inTenant(onsiteChecklistItems, tenantId, [
        eq(onsiteChecklistItems.auditType, key.auditType),
        eq(onsiteChecklistItems.stage, key.stage),
      ]),
    );
  await tx.insert(onsiteChecklistItems).values(
    items.map((item, i) => ({
      tenantId,
      auditType: key.auditType,
      stage: key.stage,
      documentType: item.documentType,
      required: item.required ? 1 : 0,
      onlyWithNcs: item.onlyWithNcs ? 1 : 0,
      sortNo: i,
      createdBy: actorId,
      updatedBy: actorId,
    })),
  );
}
