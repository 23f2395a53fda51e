/**
 * The on-site audit file (现场审核文件) and the archive clerk's work: the body's checklist per audit
 * type and stage, the list of projects past their on-site audit with the completeness of their file
 * (and its export), who may change a project's on-site files, and the clerk's confirmation of a
 * complete file (待资料回收 → 待技术审定).
 */
import {
  confirmArchiveRefusal,
  executionActionRefusal,
  onsiteDocumentName,
  TECH_CHECK_STAGE,
} from '@cb/domain';
import { and, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import {
  COUNT_CAP,
  cappedPage,
  EXPORT_MAX_ROWS,
  pastEnd,
  updateVersioned,
} from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { auditProjectsView as auditProjects } from '../audit-programmes/door.ts';
import { checklistSlots, checklistState, checklistStates } from './checklist.ts';
import * as fileRepo from './file-repository.ts';
import * as ncRepo from './nc-repository.ts';
import {
  factsOf,
  iso,
  memberRightsOf,
  type OnsiteQuery,
  partOf,
  projectScope,
  toRow,
  visibleProject,
} from './project-access.ts';
import * as repo from './repository.ts';
import { projectExecutions } from './schema.ts';

export class OnsiteFileService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** On-site files may change while the file is not yet confirmed, by the team or the office. */
  async onsiteWritable(tx: Tx, user: AuthUser, projectId: string): Promise<boolean> {
    const { row, scope } = await visibleProject(tx, user, projectId);
    const part = await partOf(tx, user, row, scope);
    if (executionActionRefusal(part, 'onsiteUpload', await memberRightsOf(tx, user.tenantId))) return false;
    return !row.exec?.archivedAt && !(row.status === 5 && row.exec?.auditStatus === 4);
  }

  async checklistConfig(user: AuthUser, q: { auditType: number; stage: number }) {
    return this.database.tenantRead(user, async (tx) => {
      const items = await fileRepo.checklistItems(tx, user.tenantId, q.auditType, q.stage);
      const slots = checklistSlots(items, q);
      return {
        auditType: q.auditType,
        stage: q.stage,
        configured: items.length > 0,
        items: slots.map((s) => ({
          documentType: s.documentType,
          name: onsiteDocumentName(s.documentType),
          required: s.required,
          onlyWithNcs: s.onlyWithNcs ?? false,
        })),
      };
    });
  }

  async saveChecklist(
    user: AuthUser,
    body: {
      auditType: number;
      stage: number;
      items: { documentType: string; required: boolean; onlyWithNcs: boolean }[];
    },
  ) {
    await this.database.tenantTx(user, (tx) =>
      fileRepo.replaceChecklist(
        tx,
        user.tenantId,
        { auditType: body.auditType, stage: body.stage },
        body.items,
        user.userId,
      ),
    );
    return this.checklistConfig(user, body);
  }

  /** 现场审核文件: the projects past their on-site audit, with the completeness of their file. */
  async onsiteList(user: AuthUser, q: OnsiteQuery & { pageNo: number; pageSize: number }) {
    return this.database.tenantRead(user, async (tx) => {
      const where = await this.onsiteWhere(tx, user, q);
      const counted = await repo.countProjects(tx, where, COUNT_CAP, { ...q, execution: !!q.complete });
      const offset = (q.pageNo - 1) * q.pageSize;
      const records = pastEnd(counted, offset)
        ? []
        : await this.onsiteRows(tx, user, where, q, q.pageSize, offset);
      return cappedPage(records, counted, q);
    });
  }

  /** The on-site files (档案) of the filtered, sorted list, for the Excel export. */
  async onsiteExportRows(user: AuthUser, q: OnsiteQuery) {
    return this.database.tenantRead(user, async (tx) =>
      this.onsiteRows(tx, user, await this.onsiteWhere(tx, user, q), q, EXPORT_MAX_ROWS, 0),
    );
  }

  private async onsiteWhere(tx: Reader, user: AuthUser, q: OnsiteQuery) {
    return and(
      repo.projectWhere(user.tenantId, await projectScope(tx, user), q),
      q.statusKey ? undefined : sql`${auditProjects.status} in (0, 1, 6)`,
      q.complete === '1' ? sql`${projectExecutions.archivedAt} is not null` : undefined,
      q.complete === '0' ? sql`${projectExecutions.archivedAt} is null` : undefined,
    );
  }

  private async onsiteRows(
    tx: Reader,
    user: AuthUser,
    where: ReturnType<typeof and>,
    q: OnsiteQuery,
    limit: number,
    offset: number,
  ) {
    const rows = await repo.listProjects(tx, where, q, limit, offset);
    const states = await checklistStates(tx, user.tenantId, rows);
    return rows.map((r) => {
      const state = states.get(r.id)!;
      return {
        ...toRow(r),
        checklistComplete: state.complete,
        checklistMissing: state.missing,
        archivedAt: iso(r.exec?.archivedAt),
      };
    });
  }

  /** The archive clerk confirms the complete file: 待资料回收 → 待技术审定. */
  async confirmArchive(user: AuthUser, body: { projectId: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await visibleProject(tx, user, body.projectId);
      const exec = row.exec?.id
        ? row.exec
        : await repo.ensureExecution(tx, user.tenantId, row.id, user.userId);
      const ncs = await ncRepo.ncsOf(tx, user.tenantId, row.id);
      const { state } = await checklistState(
        tx,
        user.tenantId,
        row,
        ncs.some((n) => n.grade !== 3),
      );
      const refusal = confirmArchiveRefusal(factsOf(row), state);
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id!,
        body.version,
        { stage: TECH_CHECK_STAGE, archivedBy: user.userId, archivedAt: this.clock() },
        user.userId,
      );
      await repo.setProjectStatus(tx, user.tenantId, row.id, 1, user.userId);
      return { id: row.id, version: saved.version };
    });
  }
}
