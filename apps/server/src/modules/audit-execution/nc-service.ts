/**
 * Nonconformities (不符合项): raised and edited by the team on site, answered by the enterprise with
 * its evidence, verified by the leader (accepting the last open one may end rectification), each
 * step an event of the NC; the NC list (整改) and its export in the user's project scope, and who
 * may see and change an NC's evidence files.
 */
import {
  initialNcStatus,
  EXECUTION_MESSAGES as M,
  NC_ACTION_REFUSALS,
  NC_RECORD_TYPE,
  type NcAction,
  ncTransition,
  statusAfterNcClosed,
} from '@cb/domain';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import * as fileRepo from './file-repository.ts';
import * as ncRepo from './nc-repository.ts';
import {
  factsOf,
  forExecution,
  mayAct,
  ncDates,
  onsiteGuard,
  partOf,
  projectScope,
  projectVisible,
  visibleProject,
} from './project-access.ts';
import * as repo from './repository.ts';
import { nonconformities, nonconformityEvents } from './schema.ts';

/** What the team writes of an NC, raising or editing it. */
type NcFields = {
  grade: number;
  clause: string;
  department: string;
  facts: string;
  dueDate?: string | undefined;
};

/** An NC's written fields as stored, its status starting over from its grade. */
const ncValues = (body: NcFields) => ({
  grade: body.grade,
  status: initialNcStatus(body.grade),
  clause: body.clause,
  department: body.department,
  facts: body.facts,
  dueDate: body.dueDate ?? null,
});

export class NcService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async event(tx: Tx, user: AuthUser, ncId: string, action: string, comment = '') {
    await tx
      .insert(nonconformityEvents)
      .values({ ...authoredBy(user), ncId, action, comment, byName: await repo.userName(tx, user.userId) });
  }

  async raiseNc(user: AuthUser, body: NcFields & { projectId: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await forExecution(tx, user, body.projectId, 'raiseNc');
      await onsiteGuard(tx, user.tenantId, row);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(nonconformities)
        .where(inTenant(nonconformities, user.tenantId, [eq(nonconformities.projectId, row.id)]));
      const [created] = await tx
        .insert(nonconformities)
        .values({
          ...authoredBy(user),
          projectId: row.id,
          enterpriseId: row.enterpriseId,
          ncNo: `NC${String(Number(n) + 1).padStart(2, '0')}`,
          ...ncValues(body),
        })
        .returning({ id: nonconformities.id, version: nonconformities.version });
      await this.event(tx, user, created!.id, 'raise');
      return created!;
    });
  }

  private async ncFor(tx: Tx, user: AuthUser, id: string, action: NcAction) {
    const nc = await ncRepo.findNc(tx, user.tenantId, id);
    if (!nc) throw notFound('不符合项不存在');
    const { row, scope } = await visibleProject(tx, user, nc.projectId);
    const part = await partOf(tx, user, row, scope);
    const next = ncTransition(nc.status, action);
    return { nc, row, part, next };
  }

  async editNc(user: AuthUser, body: NcFields & { id: string; version: number }) {
    return this.database.tenantTx(user, async (tx) => {
      const { nc, row, part, next } = await this.ncFor(tx, user, body.id, 'edit');
      await mayAct(tx, user, part, 'raiseNc');
      if (next === null && !(nc.grade === 3 && nc.status === 3)) throw badRequest(NC_ACTION_REFUSALS.edit);
      await onsiteGuard(tx, user.tenantId, row);
      const saved = await updateVersioned(
        tx,
        nonconformities,
        nc.id,
        body.version,
        ncValues(body),
        user.userId,
      );
      await this.event(tx, user, nc.id, 'edit');
      return { id: saved.id, version: saved.version };
    });
  }

  /** The enterprise's answer: correction, cause, corrective action; evidence files come first. */
  async answerNc(
    user: AuthUser,
    body: { id: string; version: number; correction: string; cause: string; correctiveAction: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { nc, part, next } = await this.ncFor(tx, user, body.id, 'answer');
      if (part !== 'enterprise' && part !== 'office') throw forbidden();
      if (next === null) throw badRequest(NC_ACTION_REFUSALS.answer);
      const evidence = await fileRepo.uploadedTypes(tx, NC_RECORD_TYPE, nc.id);
      if (!evidence.has('nc_evidence')) throw badRequest(M.ncEvidenceMissing);
      const saved = await updateVersioned(
        tx,
        nonconformities,
        nc.id,
        body.version,
        {
          status: next,
          correction: body.correction,
          cause: body.cause,
          correctiveAction: body.correctiveAction,
          answeredBy: user.userId,
          answeredAt: this.clock(),
        },
        user.userId,
      );
      await this.event(tx, user, nc.id, 'answer');
      return { id: saved.id, version: saved.version };
    });
  }

  /** The leader's verification: accept closes the NC (and may end rectification), return sends it back. */
  async verifyNc(
    user: AuthUser,
    body: { id: string; version: number; result: 'accept' | 'return'; comment: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { nc, row, part, next } = await this.ncFor(tx, user, body.id, body.result);
      await mayAct(tx, user, part, 'verifyNc');
      if (next === null) throw badRequest(NC_ACTION_REFUSALS[body.result]);
      const saved = await updateVersioned(
        tx,
        nonconformities,
        nc.id,
        body.version,
        { status: next, verifiedBy: user.userId, verifiedAt: this.clock(), verifyComment: body.comment },
        user.userId,
      );
      await this.event(tx, user, nc.id, body.result, body.comment);
      if (next === 3) {
        const ncs = await ncRepo.ncsOf(tx, user.tenantId, row.id);
        const status = statusAfterNcClosed(factsOf(row), ncs);
        if (status !== row.status)
          await repo.setProjectStatus(tx, user.tenantId, row.id, status, user.userId);
      }
      return { id: saved.id, version: saved.version };
    });
  }

  /** 整改: the NCs of the enterprise's (or the user's visible) projects, open ones first. */
  async ncList(user: AuthUser, q: ncRepo.NcListFilters & { pageNo: number; pageSize: number }) {
    return this.database.tenantRead(user, async (tx) => {
      const { records, ...figures } = await ncRepo.listNcs(
        tx,
        user.tenantId,
        await projectScope(tx, user),
        q,
      );
      return { records: records.map(ncDates), ...figures };
    });
  }

  /** The NCs of the filtered, sorted list, for the Excel export. */
  async ncExportRows(user: AuthUser, q: ncRepo.NcListFilters) {
    return this.database.tenantRead(user, async (tx) =>
      (await ncRepo.exportNcs(tx, user.tenantId, await projectScope(tx, user), q, EXPORT_MAX_ROWS)).map(
        ncDates,
      ),
    );
  }

  /** An NC's evidence is visible with its project; the enterprise changes it while the NC awaits an answer. */
  async ncVisible(tx: Tx, user: AuthUser, ncId: string): Promise<boolean> {
    const nc = await ncRepo.findNc(tx, user.tenantId, ncId);
    return Boolean(nc && (await projectVisible(tx, user, nc.projectId)));
  }

  async ncEvidenceWritable(tx: Tx, user: AuthUser, ncId: string): Promise<boolean> {
    const nc = await ncRepo.findNc(tx, user.tenantId, ncId);
    if (!nc) return false;
    const { row, scope } = await visibleProject(tx, user, nc.projectId);
    const part = await partOf(tx, user, row, scope);
    return (part === 'enterprise' || part === 'office') && ncTransition(nc.status, 'answer') !== null;
  }
}
