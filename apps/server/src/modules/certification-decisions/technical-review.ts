/**
 * 技术审定 (technical review): the reviewers' and the record's lists and export, and submitting a
 * review, one transaction that locks the project, checks the reviewer's turn, moves the project on
 * (to a second round or to the decision, whose record it opens) and notifies the next in line.
 */
import {
  AUDIT_TYPES,
  DECISION_MESSAGES,
  type ReviewRound,
  reviewSubmissionRefusal,
  stateAfterReview,
  type submitReviewBody,
  TECHNICAL_AUDIT_RESULTS,
  type TechReviewRow,
  type techReviewListQuery,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, isUnfiltered, updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Tx } from '../../platform/db/database.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import * as repo from './repository.ts';
import * as reviewRepo from './review-repository.ts';
import { certificationDecisions, technicalReviews } from './schema.ts';
import { DecisionStep, type In, iso, label } from './step.ts';

export class TechnicalReviewService extends DecisionStep {
  reviewPage(user: AuthUser, q: In<typeof techReviewListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      if (isUnfiltered({ ...q, scope: undefined })) {
        const page = await reviewRepo.unfilteredReviews[q.scope](
          tx,
          { tenantId: user.tenantId, userId: user.userId },
          q,
        );
        return { ...page, records: page.records.map(toReviewRow) };
      }
      const where = reviewRepo.reviewWhere(user.tenantId, { ...q, userId: user.userId });
      return repo.pageFrom(
        q,
        await reviewRepo.countReviews(tx, where),
        (limit, offset) => reviewRepo.listReviews(tx, where, q, limit, offset),
        (rows) => rows.map(toReviewRow),
      );
    });
  }

  reviewExport(user: AuthUser, q: Omit<In<typeof techReviewListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) =>
      (
        await reviewRepo.listReviews(
          tx,
          reviewRepo.reviewWhere(user.tenantId, { ...q, userId: user.userId }),
          q,
          EXPORT_MAX_ROWS,
          0,
        )
      ).map(toReviewRow),
    );
  }

  submitReview(user: AuthUser, body: In<typeof submitReviewBody>) {
    return this.database.tenantTx(user, async (tx) => {
      const review = await repo.findReview(tx, user.tenantId, body.id);
      if (!review || review.superseded) throw notFound('技术审定任务不存在');
      if (review.reviewerUserId !== user.userId) throw forbidden(DECISION_MESSAGES.notYourReview);
      if (review.result !== 0) throw badRequest(DECISION_MESSAGES.reviewDone);
      const result = body.result as 1 | 2;
      const refusal = reviewSubmissionRefusal({ result, findings: body.findings, reason: body.reason });
      if (refusal) throw badRequest(refusal);
      const project = await this.lockedProject(tx, user, review.projectId);
      if (project.status !== 1 || project.stage !== 10) throw badRequest(DECISION_MESSAGES.notInTechReview);
      const saved = await updateVersioned(
        tx,
        technicalReviews,
        review.id,
        body.version,
        {
          result,
          findings: body.findings,
          reason: body.reason,
          rejectTarget: result === 2 ? body.rejectTarget : null,
          reviewedAt: this.clock(),
        },
        user.userId,
      );
      const second = await this.secondReviewRequired(tx, user.tenantId);
      const next = stateAfterReview(result, body.rejectTarget as 1 | 2, second, review.round as ReviewRound);
      await repo.setProjectState(tx, user.tenantId, project.id, next, user.userId);
      if (next.status === 3) await this.openDecision(tx, user, project);
      if (result === 2) {
        const leaders = (await repo.teamOf(tx, user.tenantId, project.planId)).filter(
          (m) => m.role === 1 && m.userId,
        );
        await this.notifier.send(tx, user.tenantId, {
          title: `技术审定驳回：${project.enterpriseName}`,
          content: `${project.enterpriseName}的${label(AUDIT_TYPES, project.auditType)}技术审定被驳回（${
            body.rejectTarget === 2 ? '退回资料回收' : '退回审核组整改'
          }）：${body.reason}`,
          userIds: leaders.map((m) => m.userId!),
          msgType: '3',
        });
      }
      return { id: saved.id, version: saved.version };
    });
  }

  /** The decision record of a project whose review passed (created once; reopened after a return). */
  private async openDecision(tx: Tx, user: AuthUser, project: repo.DecisionProject) {
    const existing = await repo.decisionOf(tx, user.tenantId, project.id);
    if (existing) {
      if (existing.result === 2) {
        await updateVersioned(
          tx,
          certificationDecisions,
          existing.id,
          existing.version,
          { result: 0 },
          user.userId,
        );
      }
      return;
    }
    await tx.insert(certificationDecisions).values({
      ...authoredBy(user),
      projectId: project.id,
      enterpriseId: project.enterpriseId,
      auditType: project.auditType,
      fileCompletedAt: project.archivedAt ?? this.clock(),
    });
  }
}

function toReviewRow(r: Awaited<ReturnType<typeof reviewRepo.listReviews>>[number]): TechReviewRow {
  return {
    ...r,
    auditTypeName: label(AUDIT_TYPES, r.auditType),
    resultName: label(TECHNICAL_AUDIT_RESULTS, r.result),
    assignedAt: r.assignedAt.toISOString(),
    reviewedAt: iso(r.reviewedAt),
  };
}
