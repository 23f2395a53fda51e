/**
 * The audit programmes (审核方案) as the programme pages use them: the list, export and detail with
 * each programme's rows and next audit, a programme typed in by hand (an initial or a transferred
 * cycle), its rows adjusted while they have no project, the due projects created on request, and
 * the body's planning setting (the team leader rotation limit).
 */
import {
  type AuditPlanningSettingVersioned,
  calendarDateOf,
  type createProjectsBody,
  initialProgramme,
  type programmeBody,
  type programmeEditBody,
  type programmeListQuery,
  transferProgramme,
} from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { pageCounts, updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import { createDueProjects } from './due-projects.ts';
import { planTx } from './plan-access.ts';
import { tenantProgrammeRules, toRowValues } from './programme-cycle.ts';
import * as repo from './repository.ts';
import { auditProgrammes, programmeRows } from './schema.ts';

type In<T extends z.ZodType> = z.infer<T>;

export class ProgrammeService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
  ) {}

  private today(): string {
    return calendarDateOf(this.clock());
  }

  /** 计划设置: the body's planning policy (the team leader rotation limit) with its version. */
  async planningSetting(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => readSetting(tx, user.tenantId, 'auditPlanning'));
  }

  /** Saves the planning policy; a stale version is a 409 and nothing changes. */
  async savePlanningSetting(user: AuthUser, { version, ...value }: AuditPlanningSettingVersioned) {
    return this.database.tenantTx(user, (tx) =>
      writeSetting(tx, user.tenantId, 'auditPlanning', value, version, user.userId),
    );
  }

  private async withRows(tx: Reader, tenantId: number, list: repo.ProgrammeRecord[]) {
    const rows = await repo.rowsOf(
      tx,
      tenantId,
      list.map((p) => p.id),
    );
    return list.map((p) => {
      const mine = rows.filter((r) => r.programmeId === p.id);
      const next = mine.find((r) => !r.projectId);
      const { isTransfer, ...rest } = p;
      return {
        ...rest,
        isTransfer: isTransfer === 1,
        nextAuditType: next?.auditType ?? null,
        nextDueTo: next?.dueTo ?? null,
        rows: mine.map((r) => ({ ...r, estimated: r.estimated === 1 })),
      };
    });
  }

  listProgrammes(user: AuthUser, q: In<typeof programmeListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const page = await repo.listProgrammes(tx, user.tenantId, q);
      const records = await this.withRows(tx, user.tenantId, page.records);
      return {
        records,
        ...pageCounts(page.counted, q),
      };
    });
  }

  exportProgrammes(user: AuthUser, q: Omit<In<typeof programmeListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) =>
      this.withRows(tx, user.tenantId, (await repo.listProgrammes(tx, user.tenantId, q)).records),
    );
  }

  getProgramme(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const p = await repo.findProgramme(tx, user.tenantId, id);
      if (!p) throw notFound();
      const [withRows] = await this.withRows(tx, user.tenantId, [p]);
      return withRows!;
    });
  }

  /** A programme typed in by hand: an initial cycle from the approval date, or a transferred cycle. */
  createProgramme(user: AuthUser, body: In<typeof programmeBody>) {
    return planTx(this.database, user, async (tx) => {
      const ruleSet = (await tenantProgrammeRules(tx, user.tenantId)).rulesFor(body.scheme, body.approvedOn);
      const days = {
        stage1Days: body.stage1Days,
        stage2Days: body.stage2Days,
        surveillanceDays: body.surveillanceDays,
        recertificationDays: body.recertificationDays,
      };
      const rows = body.transfer
        ? transferProgramme({ ...body.transfer, days, sitesToSample: body.sitesToSample, rules: ruleSet })
        : initialProgramme({
            approvedOn: body.approvedOn,
            days,
            sitesToSample: body.sitesToSample,
            rules: ruleSet,
          });
      const [p] = await tx
        .insert(auditProgrammes)
        .values({
          ...authoredBy(user),
          enterpriseId: body.enterpriseId,
          contractNo: body.contractNo,
          scheme: body.scheme,
          standardName: body.standardName,
          scopeText: body.scopeText,
          codes: body.codes,
          ...days,
          sitesToSample: body.sitesToSample,
          branchCode: body.branchCode,
          ruleSetId: ruleSet.id,
          isTransfer: body.transfer ? 1 : 0,
          cycleStart: body.transfer?.cycleStart ?? null,
          expiryDate: body.transfer?.expiryDate ?? null,
        })
        .returning({ id: auditProgrammes.id, version: auditProgrammes.version });
      await tx.insert(programmeRows).values(toRowValues(user.tenantId, p!.id, 1, rows, user.userId));
      return p!;
    }).catch((e: unknown) => {
      if (e instanceof Error && /enterprise_id/.test(e.message) && /foreign key/i.test(e.message))
        throw badRequest('企业不存在');
      throw e;
    });
  }

  /** Rows' windows, days and sites may be adjusted while they have no project. */
  editProgramme(user: AuthUser, body: In<typeof programmeEditBody>) {
    return planTx(this.database, user, async (tx) => {
      const rows = await repo.rowsOf(tx, user.tenantId, [body.id]);
      for (const edit of body.rows) {
        const row = rows.find((r) => r.id === edit.id);
        if (!row) throw badRequest('方案行不属于该方案');
        if (row.projectId) throw conflict(`第${row.seq}行已生成审核项目，不能修改`);
      }
      const saved = await updateVersioned(tx, auditProgrammes, body.id, body.version, {}, user.userId);
      for (const edit of body.rows)
        await tx
          .update(programmeRows)
          .set({
            dueFrom: edit.dueFrom,
            dueTo: edit.dueTo,
            days: edit.days,
            sitesToSample: edit.sitesToSample,
            estimated: 0,
            updatedBy: user.userId,
            updatedAt: new Date(),
            version: sql`${programmeRows.version} + 1`,
          })
          .where(inTenant(programmeRows, user.tenantId, [eq(programmeRows.id, edit.id)]));
      return { id: saved.id, version: saved.version };
    });
  }

  createProjects(user: AuthUser, body: In<typeof createProjectsBody>) {
    return planTx(this.database, user, async (tx) => {
      if (body.programmeId && !(await repo.findProgramme(tx, user.tenantId, body.programmeId)))
        throw notFound();
      return createDueProjects(tx, user.tenantId, body.asOf ?? this.today(), user.userId, body.programmeId);
    });
  }
}
