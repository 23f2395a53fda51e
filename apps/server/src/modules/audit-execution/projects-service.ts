/**
 * The audit projects (审核项目) as the list and detail pages read them: the list and its export in the
 * user's project scope, one project's detail (its execution record made on first sight), which of
 * its files the user may see, and the body's audit execution setting (the members' rights on site).
 */
import { type AuditExecutionSettingVersioned, calendarDateOf, type ExecutionDetail } from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { COUNT_CAP, cappedPage, EXPORT_MAX_ROWS, pastEnd } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import {
  documentsVisibleIn,
  filtersIn,
  projectScope,
  projectVisible,
  projectWithExecution,
  rowIn,
  toRow,
} from './project-access.ts';
import { projectDetail } from './project-detail.ts';
import * as repo from './repository.ts';

export class ExecutionProjectService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return calendarDateOf(this.clock());
  }

  async list(
    user: AuthUser,
    q: repo.ProjectFilters & { pageNo: number; pageSize: number; column?: string; order: 'asc' | 'desc' },
  ) {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await projectScope(tx, user);
      const where = repo.projectWhere(user.tenantId, scope, filtersIn(scope, q));
      const counted = await repo.countProjects(tx, where, COUNT_CAP, q);
      const offset = (q.pageNo - 1) * q.pageSize;
      const rows = pastEnd(counted, offset) ? [] : await repo.listProjects(tx, where, q, q.pageSize, offset);
      return cappedPage(rows.map(toRow).map(rowIn(scope)), counted, q);
    });
  }

  async exportRows(user: AuthUser, q: repo.ProjectFilters & { column?: string; order: 'asc' | 'desc' }) {
    return this.database.tenantRead(user, async (tx) => {
      const scope = await projectScope(tx, user);
      const where = repo.projectWhere(user.tenantId, scope, filtersIn(scope, q));
      return (await repo.listProjects(tx, where, q, EXPORT_MAX_ROWS, 0)).map(toRow).map(rowIn(scope));
    });
  }

  /**
   * Which document types of a project's files the user may see: the audited enterprise those the
   * body issues to it (CLIENT_VISIBLE_DOCUMENTS), everyone else who sees the project all of them.
   */
  async visibleDocuments(tx: Reader, user: AuthUser): Promise<(documentType: string) => boolean> {
    return documentsVisibleIn(await projectScope(tx, user));
  }

  async detail(user: AuthUser, id: string): Promise<ExecutionDetail> {
    return this.database.tenantTx(user, async (tx) => {
      const { row, scope } = await projectWithExecution(tx, user, id);
      return projectDetail(tx, user, row, scope, this.today());
    });
  }

  // ─────────────────────────────────────── the body's setting ─────────────────────────────────────

  async setting(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => readSetting(tx, user.tenantId, 'auditExecution'));
  }

  async saveSetting(user: AuthUser, { version, ...value }: AuditExecutionSettingVersioned) {
    return this.database.tenantTx(user, (tx) =>
      writeSetting(tx, user.tenantId, 'auditExecution', value, version, user.userId),
    );
  }

  /** Whether the user may read the project (record files' canRead). */
  visible(tx: Tx, user: AuthUser, projectId: string): Promise<boolean> {
    return projectVisible(tx, user, projectId);
  }
}
