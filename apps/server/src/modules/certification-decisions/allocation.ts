/**
 * 案卷分配 (case allocation): the allocator's list and export of projects waiting for a technical
 * reviewer, the ranked reviewer candidates of a project (competence, impartiality, load), and
 * assigning or reassigning a reviewer to a round, each write one transaction on the locked project
 * with the reviewer notified.
 */
import {
  type AllocationRow,
  AUDIT_TYPES,
  type allocationListQuery,
  allocationRefusal,
  type assignReviewerBody,
  DECISION_MESSAGES,
  evaluateCandidate,
  type ReviewRound,
  rankReviewers,
  type reassignReviewerBody,
  reviewerVerdict,
} from '@cb/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { auditorsForMatching } from '../auditors/door.ts';
import * as alloc from './allocation-repository.ts';
import * as repo from './repository.ts';
import { technicalReviews } from './schema.ts';
import { DecisionStep, type In, iso, label, statusLabelOf } from './step.ts';

export class CaseAllocationService extends DecisionStep {
  allocationPage(user: AuthUser, q: In<typeof allocationListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const where = alloc.allocationWhere(user.tenantId, q);
      return repo.pageFrom(
        q,
        await alloc.countAllocation(tx, where),
        (limit, offset) => alloc.listAllocation(tx, where, q, limit, offset),
        (rows) => this.allocationRows(tx, user, rows),
      );
    });
  }

  allocationExport(user: AuthUser, q: Omit<In<typeof allocationListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) => {
      const rows = await alloc.listAllocation(
        tx,
        alloc.allocationWhere(user.tenantId, q),
        q,
        EXPORT_MAX_ROWS,
        0,
      );
      return this.allocationRows(tx, user, rows);
    });
  }

  private async allocationRows(
    tx: Reader,
    user: AuthUser,
    rows: repo.DecisionProject[],
  ): Promise<AllocationRow[]> {
    const reviews = await alloc.reviewsOfProjects(
      tx,
      user.tenantId,
      rows.map((r) => r.id),
    );
    const second = await this.secondReviewRequired(tx, user.tenantId);
    return rows.map((p) => {
      const mine = reviews.filter((r) => r.projectId === p.id);
      return {
        projectId: p.id,
        enterpriseId: p.enterpriseId,
        enterpriseName: p.enterpriseName,
        planNo: p.planNo,
        auditType: p.auditType,
        auditTypeName: label(AUDIT_TYPES, p.auditType),
        scheme: p.scheme,
        codes: p.codes,
        leaderName: p.leaderName,
        statusLabel: statusLabelOf(p),
        fileCompletedAt: iso(p.archivedAt),
        reviewers: mine.map(({ projectId: _, ...r }) => r),
        nextRound: this.nextRound(p, mine, second),
      };
    });
  }

  /** Technical reviewers for a project: competent for its codes, not on a team of the cycle, best first. */
  reviewerCandidates(user: AuthUser, projectId: string, round: number) {
    return this.database.tenantRead(user, async (tx) => {
      const project = await this.project(tx, user, projectId);
      return {
        codes: project.codes,
        scheme: project.scheme,
        candidates: await this.candidatesFor(tx, user, project, round),
      };
    });
  }

  private async candidatesFor(tx: Reader, user: AuthUser, project: repo.DecisionProject, round: number) {
    const team = await repo.cycleTeamOf(tx, user.tenantId, project);
    const today = this.today();
    const rule = (await readSetting(tx, user.tenantId, 'competence')).codeMatchRule;
    const people = await auditorsForMatching(tx, user.tenantId, [project.scheme], { from: today, to: today });
    const accounts = new Map(
      (
        await tx.execute<{ id: string; user_id: string | null }>(
          sql`select id, user_id from auditors where tenant_id = ${user.tenantId} and status = 1`,
        )
      ).rows.map((a) => [a.id, a.user_id]),
    );
    const reviews = await repo.reviewsOf(tx, user.tenantId, project.id);
    const other = reviews.find((r) => !r.superseded && r.round !== round)?.reviewerAuditorId ?? null;
    const request = {
      codes: project.codes.map((code) => ({ scheme: project.scheme, code })),
      schemes: [project.scheme],
      halfDays: [{ date: today, half: 1 as const }],
      rule,
    };
    const verdicts = people.map((a) => {
      const found = evaluateCandidate(a, request);
      const missing = project.codes.filter((c) => !found.coveredCodes.includes(c));
      const reasons = found.reasons.filter((x) => x !== '不具备所需专业代码能力');
      if (missing.length) reasons.push(`未覆盖专业代码${missing.join('、')}`);
      return reviewerVerdict(
        {
          auditorId: a.id,
          name: a.name,
          competent: reasons.length === 0,
          competenceReasons: reasons,
          hasAccount: Boolean(accounts.get(a.id)),
        },
        team,
        other,
      );
    });
    return rankReviewers(verdicts);
  }

  assign(user: AuthUser, body: In<typeof assignReviewerBody>) {
    return this.database.tenantTx(user, async (tx) => {
      const project = await this.lockedProject(tx, user, body.projectId);
      if (project.version !== body.projectVersion) throw conflict();
      const round = body.round as ReviewRound;
      const reviews = await repo.reviewsOf(tx, user.tenantId, project.id);
      const second = await this.secondReviewRequired(tx, user.tenantId);
      const expected = this.nextRound(project, reviews, second);
      const refusal =
        allocationRefusal(
          project,
          round,
          reviews.some((r) => !r.superseded && r.round === 1 && r.result === 1),
        ) ?? (expected === null || expected !== round ? '该项目当前不能分配此轮技术审定' : null);
      if (refusal) throw badRequest(refusal);
      return this.assignTo(tx, user, project, round, body.auditorId);
    });
  }

  private async assignTo(
    tx: Tx,
    user: AuthUser,
    project: repo.DecisionProject,
    round: number,
    auditorId: string,
  ) {
    const verdict = (await this.candidatesFor(tx, user, project, round)).find(
      (c) => c.auditorId === auditorId,
    );
    if (!verdict) throw badRequest('技术审定人员不存在或不在职');
    if (!verdict.eligible)
      throw badRequest(`${verdict.name}不能担任技术审定人员：${verdict.reasons.join('；')}`);
    const auditor = await repo.findAuditor(tx, user.tenantId, auditorId);
    const [saved] = await tx
      .insert(technicalReviews)
      .values({
        ...authoredBy(user),
        projectId: project.id,
        round,
        reviewerAuditorId: auditorId,
        reviewerUserId: auditor!.userId!,
        assignedBy: user.userId,
        assignedAt: this.clock(),
      })
      .returning({ id: technicalReviews.id, version: technicalReviews.version });
    await repo.setProjectState(
      tx,
      user.tenantId,
      project.id,
      { status: project.status, techAuditStatus: 0 },
      user.userId,
    );
    await this.notifier.send(tx, user.tenantId, {
      title: `技术审定任务：${project.enterpriseName}`,
      content: `${project.enterpriseName}的${label(AUDIT_TYPES, project.auditType)}（${project.scheme}）已分配给您进行${round === 2 ? '二评' : '一评'}，请在“技术审定任务”中处理。`,
      userIds: [auditor!.userId!],
    });
    return saved!;
  }

  reassign(user: AuthUser, body: In<typeof reassignReviewerBody>) {
    return this.database.tenantTx(user, async (tx) => {
      const review = await repo.findReview(tx, user.tenantId, body.reviewId);
      if (!review || review.superseded) throw notFound('技术审定任务不存在');
      if (review.result !== 0) throw badRequest(DECISION_MESSAGES.reviewDone);
      if (review.reviewerAuditorId === body.auditorId) throw badRequest('请选择另一位技术审定人员');
      await updateVersioned(tx, technicalReviews, review.id, body.version, { superseded: 1 }, user.userId);
      const project = await this.lockedProject(tx, user, review.projectId);
      return this.assignTo(tx, user, project, review.round, body.auditorId);
    });
  }
}
