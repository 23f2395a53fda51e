/**
 * The on-site file checklist (现场审核文件清单) of a project: the body's configured slots for its audit
 * type and stage (or the default list), and how complete its file is, for one project (the detail,
 * the archive confirmation) or a page of them in three queries (the on-site file list).
 */
import {
  checklistCompleteness,
  checklistKeyOf,
  defaultChecklist,
  ONSITE_RECORD_TYPE,
  onsiteDocumentName,
} from '@cb/domain';
import type { Reader, Tx } from '../../platform/db/database.ts';
import * as fileRepo from './file-repository.ts';
import type { ProjectRecord } from './project-access.ts';

/** The checklist's slots: the body's configured items for the key, or the default list. */
export function checklistSlots(
  configured: readonly { documentType: string; required: number; onlyWithNcs: number }[],
  key: ReturnType<typeof checklistKeyOf>,
) {
  return configured.length
    ? configured.map((c) => ({
        documentType: c.documentType,
        required: c.required === 1,
        onlyWithNcs: c.onlyWithNcs === 1,
      }))
    : defaultChecklist(key);
}

export async function checklistState(tx: Tx, tenantId: number, row: ProjectRecord, hasNcs: boolean) {
  const key = checklistKeyOf(row.auditType, row.stage);
  const configured = await fileRepo.checklistItems(tx, tenantId, key.auditType, key.stage);
  const slots = checklistSlots(configured, key);
  const uploaded = await fileRepo.uploadedTypes(tx, ONSITE_RECORD_TYPE, row.id);
  const state = checklistCompleteness(slots, uploaded, onsiteDocumentName, hasNcs);
  return { slots, uploaded, state };
}

/** The checklist state of a page of projects: three queries, whatever the page's size. */
export async function checklistStates(tx: Reader, tenantId: number, rows: readonly ProjectRecord[]) {
  const ids = rows.map((r) => r.id);
  // One after the other: a connection runs one statement at a time (node-postgres queues the rest).
  const withNcs = await fileRepo.projectsWithNcs(tx, tenantId, ids);
  const uploaded = await fileRepo.uploadedTypesOf(tx, ONSITE_RECORD_TYPE, ids);
  const configured = await fileRepo.allChecklistItems(tx, tenantId);
  return new Map(
    rows.map((r) => {
      const key = checklistKeyOf(r.auditType, r.stage);
      const slots = checklistSlots(
        configured.filter((c) => c.auditType === key.auditType && c.stage === key.stage),
        key,
      );
      const state = checklistCompleteness(
        slots,
        uploaded.get(r.id) ?? new Set<string>(),
        onsiteDocumentName,
        withNcs.has(r.id),
      );
      return [r.id, state] as const;
    }),
  );
}
