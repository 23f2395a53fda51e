/**
 * Changes to an audit project's course: aborting it, opening a supplementary audit after it (also
 * opened by the lifecycle job through the door), and special approvals (特殊审批) applied for and
 * decided by another person, with their list.
 */
import {
  abortRefusal,
  calendarDateOf,
  SPECIAL_APPROVAL_KINDS,
  SUPPLEMENTARY_SPECIAL_TYPE,
  specialApprovalRefusal,
  supplementaryRefusal,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { insertSupplementaryProject } from '../audit-programmes/door.ts';
import * as approvalRepo from './approval-repository.ts';
import { factsOf, forExecution, iso, visibleProject } from './project-access.ts';
import * as repo from './repository.ts';
import { projectExecutions, specialApprovals } from './schema.ts';

/**
 * Opens a supplementary audit (type 10) following up `parentProjectId` in the same programme: a
 * project to be planned like any other, with its execution record naming the parent and the reason.
 * People ask for one (ProjectChangeService.supplementary); the lifecycle job opens one for a
 * repeated stage 2 when a major NC was not verified in time. Answers the new project's id.
 */
export async function openSupplementaryProject(
  tx: Tx,
  tenantId: number,
  actorId: string | null,
  parentProjectId: string,
  reason: string,
  today: string,
): Promise<string> {
  // The project is the programmes' (audit_projects); its execution record is this area's.
  const createdId = await insertSupplementaryProject(tx, tenantId, actorId, parentProjectId, today);
  await tx.insert(projectExecutions).values({
    tenantId,
    projectId: createdId,
    specialType: SUPPLEMENTARY_SPECIAL_TYPE,
    parentProjectId,
    abortReason: '',
    supplementaryReason: reason,
    createdBy: actorId,
    updatedBy: actorId,
  });
  return createdId;
}

export class ProjectChangeService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return calendarDateOf(this.clock());
  }

  async abort(user: AuthUser, body: { projectId: string; version: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await forExecution(tx, user, body.projectId, null);
      const refusal = abortRefusal(factsOf(row));
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id,
        body.version,
        { auditStatus: 4, abortReason: body.reason },
        user.userId,
      );
      await repo.setProjectStatus(tx, user.tenantId, row.id, 5, user.userId);
      return { id: row.id, version: saved.version };
    });
  }

  /** A supplementary audit (type 10) of the same programme, to be planned like any project. */
  async supplementary(user: AuthUser, body: { projectId: string; version: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await forExecution(tx, user, body.projectId, null);
      const refusal = supplementaryRefusal(factsOf(row));
      if (refusal) throw badRequest(refusal);
      // The version check of the parent's execution record guards against a double click.
      await updateVersioned(tx, projectExecutions, exec.id, body.version, {}, user.userId);
      return {
        id: await openSupplementaryProject(tx, user.tenantId, user.userId, row.id, body.reason, this.today()),
      };
    });
  }

  // ─────────────────────────────────────────── special approvals ──────────────────────────────────

  async approvals(
    user: AuthUser,
    q: {
      pageNo: number;
      pageSize: number;
      column?: string;
      order: 'asc' | 'desc';
      status?: number | undefined;
      kind?: number | undefined;
      enterpriseName?: string | undefined;
    },
  ) {
    return this.database.tenantRead(user, async (tx) => {
      const page = await approvalRepo.listApprovals(tx, user.tenantId, q);
      return {
        ...page,
        records: page.records.map((a) => ({
          ...a,
          appliedAt: a.appliedAt.toISOString(),
          decidedAt: iso(a.decidedAt),
        })),
      };
    });
  }

  async applyApproval(user: AuthUser, body: { projectId: string; kind: number; reason: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await visibleProject(tx, user, body.projectId);
      if (!SPECIAL_APPROVAL_KINDS.some((k) => k.code === body.kind)) throw badRequest('审批类型不正确');
      const [created] = await tx
        .insert(specialApprovals)
        .values({
          ...authoredBy(user),
          projectId: row.id,
          enterpriseId: row.enterpriseId,
          kind: body.kind,
          reason: body.reason,
          appliedByName: await repo.userName(tx, user.userId),
        })
        .returning({ id: specialApprovals.id, version: specialApprovals.version });
      return created!;
    });
  }

  async decideApproval(
    user: AuthUser,
    body: { id: string; version: number; approve: boolean; comment: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const [current] = await tx
        .select({ status: specialApprovals.status, appliedBy: specialApprovals.createdBy })
        .from(specialApprovals)
        .where(inTenant(specialApprovals, user.tenantId, [eq(specialApprovals.id, body.id)]));
      if (!current) throw notFound('特殊审批不存在');
      const refusal = specialApprovalRefusal(current, user.userId);
      if (refusal) throw badRequest(refusal);
      const saved = await updateVersioned(
        tx,
        specialApprovals,
        body.id,
        body.version,
        {
          status: body.approve ? 1 : 2,
          decidedBy: user.userId,
          decidedByName: await repo.userName(tx, user.userId),
          decidedAt: this.clock(),
          comment: body.comment,
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }
}
