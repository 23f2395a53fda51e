/**
 * The rules of 服务认证 (sc): one tenant transaction per write; the sheet's figures are what the
 * domain's `evaluateService` answers (the page shows the same live), a project moves on only by
 * `nextServiceStage`, a stale version is 409, a missing project 404.
 */
import {
  DEFAULT_SERVICE_ITEMS,
  evaluateService,
  isServiceSheetEditable,
  LINKED_PROJECT_ADVANCE_REFUSAL,
  nextServiceStage,
  SERVICE_STAGE,
  type ServiceGrade,
  type ServiceSheetItem,
} from '@cb/domain/service-certification';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import { chinaToday } from '../certificates/door.ts';
import * as repo from './repository.ts';
import { serviceProjects } from './schema.ts';

export const SERVICE_PROJECT_MISSING = '服务认证项目不存在';

export const defaultServiceItems = () =>
  DEFAULT_SERVICE_ITEMS.map((i) => ({ ...i, applicable: true, score: 0, note: '' }));

/** Whether the item rows (not their scores) differ: a new edition of the item table. */
const itemRowsChanged = (a: readonly ServiceSheetItem[], b: readonly ServiceSheetItem[]) =>
  a.length !== b.length ||
  a.some((x, i) => x.group !== b[i]!.group || x.title !== b[i]!.title || x.maxScore !== b[i]!.maxScore);

export function toServiceDetail(row: repo.ServiceProjectRecord) {
  return { ...row, createTime: row.createdAt };
}

export class ServiceProjectService {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(user: AuthUser, query: repo.ServiceProjectListQuery) {
    return this.database.tenantRead(user, (tx) => repo.listServiceProjects(tx, user.tenantId, query));
  }

  exportRows(user: AuthUser, query: repo.ServiceProjectExportQuery) {
    return this.database.tenantRead(user, (tx) =>
      repo.exportServiceProjects(tx, user.tenantId, query, EXPORT_MAX_ROWS),
    );
  }

  async record(user: AuthUser, id: string) {
    const row = await this.database.tenantRead(user, (tx) => repo.findServiceProject(tx, user.tenantId, id));
    if (!row) throw notFound(SERVICE_PROJECT_MISSING);
    return row;
  }

  async get(user: AuthUser, id: string) {
    return toServiceDetail(await this.record(user, id));
  }

  create(user: AuthUser, input: { enterpriseName: string; scope: string; serviceAreaCode: string }) {
    return withUniqueMessages(
      () =>
        this.database.tenantTx(user, async (tx) => {
          const n = (await repo.projectCount(tx, user.tenantId)) + 1;
          return repo.insertServiceProject(tx, {
            ...input,
            tenantId: user.tenantId,
            projectNo: `SC-${this.now().getFullYear()}-${String(n).padStart(4, '0')}`,
            items: defaultServiceItems(),
            createdBy: user.userId,
            updatedBy: user.userId,
          });
        }),
      { service_projects_no_uq: '项目编号已存在，请重试' },
    );
  }

  saveSheet(
    user: AuthUser,
    body: {
      id: string;
      version: number;
      items: ServiceSheetItem[];
      specialDeductions: number;
      bonus: 0 | 1;
      serviceAreaCode: string;
      evaluator: string;
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const row = await repo.findServiceProject(tx, user.tenantId, body.id);
      if (!row) throw notFound(SERVICE_PROJECT_MISSING);
      if (row.version !== body.version) throw conflict();
      if (!isServiceSheetEditable(row.stage))
        throw new AppError(409, '只有审核实施或技术评定阶段的项目可以填写评价表');
      const result = evaluateService(body.items, body.specialDeductions, body.bonus);
      const saved = await updateVersioned(
        tx,
        serviceProjects,
        body.id,
        body.version,
        {
          items: body.items,
          itemTableVersion: row.itemTableVersion + (itemRowsChanged(row.items, body.items) ? 1 : 0),
          specialDeductions: body.specialDeductions,
          bonus: body.bonus,
          serviceAreaCode: body.serviceAreaCode,
          evaluator: body.evaluator,
          evaluated: true,
          ...result,
          evaluatedAt: this.now(),
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }

  advance(user: AuthUser, id: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const row = await repo.findServiceProject(tx, user.tenantId, id);
      if (!row) throw notFound(SERVICE_PROJECT_MISSING);
      if (row.version !== version) throw conflict();
      if (row.linked) throw new AppError(409, LINKED_PROJECT_ADVANCE_REFUSAL);
      const next = nextServiceStage(row.stage, {
        evaluated: row.evaluated,
        grade: row.grade as ServiceGrade | '',
      });
      if (!next.ok) throw new AppError(409, next.reason);
      const issued = next.to === SERVICE_STAGE.issued;
      const today = chinaToday(this.now());
      const saved = await updateVersioned(
        tx,
        serviceProjects,
        id,
        version,
        {
          stage: next.to,
          ...(issued ? { certNo: row.projectNo.replace(/^SC-/, 'FW-'), issueDate: today } : {}),
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }
}
