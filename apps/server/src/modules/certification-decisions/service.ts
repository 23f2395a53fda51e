/**
 * Case allocation, technical review and certification decision (jssd, rzjd): each write is one
 * transaction that locks the project, checks @cb/domain's rules (impartiality, the state of the
 * project, the open-major-NC block) and records the step; a decision's effects (certificate task,
 * programme rescheduled, suspension proposal …) happen in the same transaction.
 */
import {
  type AllocationRow,
  AUDIT_TYPES,
  type allocationListQuery,
  allocationRefusal,
  type assignReviewerBody,
  CERTIFICATE_TASK_KINDS,
  CERTIFICATE_TASK_STATUSES,
  type CertificateTaskRow,
  calendarDateOf,
  type certificateTaskActionBody,
  type certificateTaskListQuery,
  certificateTaskOf,
  DECISION_MESSAGES,
  DECISION_RESULTS,
  type DecisionFile,
  type DecisionRow,
  type decideBody,
  deciderRefusal,
  decisionBlockedByNcs,
  decisionEffects,
  decisionFamily,
  decisionInputRefusal,
  type decisionListQuery,
  decisionRefusal,
  evaluateCandidate,
  labelOf,
  NC_GRADES,
  NC_STATUSES,
  projectAuditStatusLabel,
  type ReviewRound,
  rankReviewers,
  type reassignReviewerBody,
  reviewerVerdict,
  reviewSubmissionRefusal,
  STAGE1_CONCLUSIONS,
  stateAfterDecision,
  stateAfterReview,
  type submitReviewBody,
  TEAM_ROLES,
  TECHNICAL_AUDIT_RESULTS,
  type TechReviewRow,
  type techReviewListQuery,
} from '@cb/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, isUnfiltered, updateVersioned } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { Notifier } from '../../platform/notify.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import {
  regenerateProgrammeAfterDecision,
  rescheduleProgrammeAfterSurveillance,
} from '../audit-programmes/door.ts';
import { auditorsForMatching } from '../auditors/door.ts';
import { certificatesArea } from './hooks.ts';
import * as repo from './repository.ts';
import { certificateTasks, certificationDecisions, technicalReviews } from './schema.ts';

type In<T extends z.ZodType> = z.infer<T>;
const label = (table: Parameters<typeof labelOf>[0], code: number | null | undefined) =>
  labelOf(table, code) ?? '';
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function statusLabelOf(p: {
  status: number;
  stage?: number | null;
  techAuditStatus?: number | null;
  decideStatus?: number | null;
  auditStatus?: number | null;
  stageOneFlag?: number | null;
}) {
  return projectAuditStatusLabel(p)?.zh ?? '';
}

export class CertificationDecisionService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
    private readonly notifier: Notifier,
  ) {}

  private today(): string {
    return calendarDateOf(this.clock());
  }

  private async secondReviewRequired(tx: Reader, tenantId: number) {
    return (await readSetting(tx, tenantId, 'technicalReview')).secondReviewRequired;
  }

  private async project(tx: Reader, user: AuthUser, id: string) {
    const row = await repo.findProject(tx, user.tenantId, id);
    if (!row) throw notFound('审核项目不存在');
    return row;
  }

  /** The project locked for the rest of the transaction, or 404. */
  private async lockedProject(tx: Tx, user: AuthUser, id: string) {
    const row = await repo.lockProject(tx, user.tenantId, id);
    if (!row) throw notFound('审核项目不存在');
    return row;
  }

  /** The round an allocator can assign now, or null. */
  private nextRound(
    project: repo.DecisionProject,
    reviews: readonly { round: number; result: number; superseded?: number }[],
    second: boolean,
  ): ReviewRound | null {
    if (project.status !== 1 || project.stage !== 10) return null;
    // Reviews before the file's last return (a rejection) no longer count.
    const active = reviews.filter((r) => !r.superseded && r.result !== 2);
    if (active.some((r) => r.result === 0)) return null;
    const passed1 = active.some((r) => r.round === 1 && r.result === 1);
    if (!passed1) return 1;
    if (second && !active.some((r) => r.round === 2 && r.result === 1)) return 2;
    return null;
  }

  // ───────────────────────────────────────────── allocation ───────────────────────────────────────

  allocationPage(user: AuthUser, q: In<typeof allocationListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const where = repo.allocationWhere(user.tenantId, q);
      return repo.pageFrom(
        q,
        await repo.countAllocation(tx, where),
        (limit, offset) => repo.listAllocation(tx, where, q, limit, offset),
        (rows) => this.allocationRows(tx, user, rows),
      );
    });
  }

  allocationExport(user: AuthUser, q: Omit<In<typeof allocationListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) => {
      const rows = await repo.listAllocation(
        tx,
        repo.allocationWhere(user.tenantId, q),
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
    const reviews = await repo.reviewsOfProjects(
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
        tenantId: user.tenantId,
        projectId: project.id,
        round,
        reviewerAuditorId: auditorId,
        reviewerUserId: auditor!.userId!,
        assignedBy: user.userId,
        assignedAt: this.clock(),
        createdBy: user.userId,
        updatedBy: user.userId,
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

  // ───────────────────────────────────────────── technical review ─────────────────────────────────

  reviewPage(user: AuthUser, q: In<typeof techReviewListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      if (isUnfiltered({ ...q, scope: undefined })) {
        const page = await repo.unfilteredReviews[q.scope](
          tx,
          { tenantId: user.tenantId, userId: user.userId },
          q,
        );
        return { ...page, records: page.records.map(toReviewRow) };
      }
      const where = repo.reviewWhere(user.tenantId, { ...q, userId: user.userId });
      return repo.pageFrom(
        q,
        await repo.countReviews(tx, where),
        (limit, offset) => repo.listReviews(tx, where, q, limit, offset),
        (rows) => rows.map(toReviewRow),
      );
    });
  }

  reviewExport(user: AuthUser, q: Omit<In<typeof techReviewListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) =>
      (
        await repo.listReviews(
          tx,
          repo.reviewWhere(user.tenantId, { ...q, userId: user.userId }),
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
      tenantId: user.tenantId,
      projectId: project.id,
      enterpriseId: project.enterpriseId,
      auditType: project.auditType,
      fileCompletedAt: project.archivedAt ?? this.clock(),
      createdBy: user.userId,
      updatedBy: user.userId,
    });
  }

  // ───────────────────────────────────────────── the decision ─────────────────────────────────────

  /** The whole file; `reviewerOnly`: the caller may read it only as a technical reviewer of the project. */
  file(user: AuthUser, projectId: string, reviewerOnly = false): Promise<DecisionFile> {
    return this.database.tenantRead(user, async (tx) => {
      const project = await this.project(tx, user, projectId);
      if (reviewerOnly) {
        const own = (await repo.reviewsOf(tx, user.tenantId, project.id)).some(
          (r) => r.reviewerUserId === user.userId,
        );
        if (!own) throw notFound('审核项目不存在');
      }
      // One after the other: a connection runs one statement at a time (node-postgres queues the rest).
      const team = await repo.teamOf(tx, user.tenantId, project.planId);
      const ncs = await repo.ncsOf(tx, user.tenantId, project.id);
      const reviews = await repo.reviewsOf(tx, user.tenantId, project.id);
      const decision = await repo.decisionOf(tx, user.tenantId, project.id);
      const second = await this.secondReviewRequired(tx, user.tenantId);
      const refusal = await this.refusalFor(tx, user, project, reviews, second, ncs);
      // A stage-2 project's stage-1 report is on its stage-1 project.
      const stageOne = project.auditStage === 2 ? await repo.stageOneOf(tx, user.tenantId, project) : null;
      const stage1 = stageOne
        ? {
            submitted: stageOne.stageOneFlag === 1,
            conclusion: label(STAGE1_CONCLUSIONS, stageOne.conclusion),
            reasons: '',
          }
        : {
            submitted: project.stageOneFlag === 1,
            conclusion: label(STAGE1_CONCLUSIONS, project.stage1Conclusion),
            reasons: project.stage1Reasons ?? '',
          };
      return {
        project: {
          id: project.id,
          version: project.version,
          enterpriseName: project.enterpriseName,
          auditType: project.auditType,
          auditTypeName: label(AUDIT_TYPES, project.auditType),
          scheme: project.scheme,
          codes: project.codes,
          days: Number(project.days),
          statusLabel: statusLabelOf(project),
          planNo: project.planNo,
          startDate: project.startDate,
          endDate: project.endDate,
          fileCompletedAt: iso(project.archivedAt),
        },
        team: team.map((m) => ({ name: m.name, roleName: label(TEAM_ROLES, m.role), codes: m.codes })),
        stage1,
        nonconformities: ncs.map((n) => ({
          gradeName: label(NC_GRADES, n.grade),
          clause: n.clause,
          facts: n.facts,
          statusName: label(NC_STATUSES, n.status),
        })),
        reviews: reviews
          .filter((r) => !r.superseded)
          .map((r) => ({
            id: r.id,
            round: r.round,
            reviewerName: r.reviewerName,
            result: r.result,
            resultName: label(TECHNICAL_AUDIT_RESULTS, r.result),
            findings: r.findings,
            reason: r.reason,
            reviewedAt: iso(r.reviewedAt),
          })),
        decision: decision
          ? {
              id: decision.id,
              version: decision.version,
              result: decision.result,
              resultName: label(DECISION_RESULTS, decision.result),
              decisionDate: decision.decisionDate,
              rationale: decision.rationale,
              deciderName: decision.deciderName,
              effects: decision.effects,
              decidedAt: iso(decision.decidedAt),
            }
          : null,
        refusal,
        secondReviewRequired: second,
      };
    });
  }

  private async refusalFor(
    tx: Reader,
    user: AuthUser,
    project: repo.DecisionProject,
    reviews: Awaited<ReturnType<typeof repo.reviewsOf>>,
    second: boolean,
    ncs: readonly { grade: number; status: number }[],
  ): Promise<string | null> {
    const active = reviews.filter((r) => !r.superseded);
    const stateRefusal = decisionRefusal({
      project,
      reviews: active.map((r) => ({ round: r.round as ReviewRound, result: r.result as 0 | 1 | 2 })),
      secondReviewRequired: second,
      ncBlock: decisionBlockedByNcs(ncs),
    });
    if (stateRefusal) return stateRefusal;
    const auditor = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    return deciderRefusal({
      userId: user.userId,
      auditorId: auditor?.id ?? null,
      team: await repo.cycleTeamOf(tx, user.tenantId, project),
      reviewerUserIds: new Set(active.map((r) => r.reviewerUserId)),
    });
  }

  decide(user: AuthUser, body: In<typeof decideBody>) {
    return this.database.tenantTx(user, async (tx) => {
      const project = await this.lockedProject(tx, user, body.projectId);
      const decision = await repo.decisionOf(tx, user.tenantId, project.id);
      if (!decision) throw badRequest(DECISION_MESSAGES.notInDecision);
      if (decision.version !== body.version) throw conflict();
      const reviews = await repo.reviewsOf(tx, user.tenantId, project.id);
      const ncs = await repo.ncsOf(tx, user.tenantId, project.id);
      const second = await this.secondReviewRequired(tx, user.tenantId);
      const refusal = await this.refusalFor(tx, user, project, reviews, second, ncs);
      if (refusal) throw refusal.startsWith('您是') ? forbidden(refusal) : badRequest(refusal);
      const reviewedOn = reviews
        .filter((r) => !r.superseded && r.reviewedAt)
        .map((r) => calendarDateOf(r.reviewedAt!))
        .sort()
        .at(-1);
      const inputRefusal = decisionInputRefusal({
        rationale: body.rationale,
        decisionDate: body.decisionDate,
        today: this.today(),
        reviewedOn: reviewedOn ?? null,
      });
      if (inputRefusal) throw badRequest(inputRefusal);

      const result = body.result as 1 | 2 | 3;
      const effects = decisionEffects(project.auditType, result);
      const saved = await updateVersioned(
        tx,
        certificationDecisions,
        decision.id,
        body.version,
        {
          result,
          decisionDate: body.decisionDate,
          rationale: body.rationale,
          deciderUserId: user.userId,
          deciderName: await repo.userName(tx, user.userId),
          decidedAt: this.clock(),
          effects,
        },
        user.userId,
      );
      await repo.setProjectState(tx, user.tenantId, project.id, stateAfterDecision(result), user.userId);

      let certificateTaskId: string | null = null;
      for (const effect of effects) {
        const kind = certificateTaskOf(effect);
        if (kind) {
          const certificate =
            kind === 1
              ? undefined
              : await repo.certificateFor(tx, user.tenantId, project.enterpriseId, project.scheme);
          const [task] = await tx
            .insert(certificateTasks)
            .values({
              tenantId: user.tenantId,
              kind,
              decisionId: decision.id,
              projectId: project.id,
              enterpriseId: project.enterpriseId,
              certificateId: certificate?.id ?? null,
              note: `${label(AUDIT_TYPES, project.auditType)}认证决定（${label(DECISION_RESULTS, result)}，${body.decisionDate}）：${body.rationale}`.slice(
                0,
                1000,
              ),
              createdBy: user.userId,
              updatedBy: user.userId,
              // A surveillance passed on a known certificate needs nobody's action: the certificate
              // keeps its status and its history says why (the version note of DOMAIN §1.2 row 12).
              ...(kind === 2 && certificate ? { status: 1, doneAt: this.clock(), doneBy: user.userId } : {}),
            })
            .onConflictDoNothing()
            .returning({ id: certificateTasks.id });
          certificateTaskId ??= task?.id ?? null;
          if (kind === 2 && certificate) {
            await certificatesArea().recordMaintained(
              tx,
              { tenantId: user.tenantId, userId: user.userId },
              certificate,
              {
                reason: `${label(AUDIT_TYPES, project.auditType)}认证决定通过，保持认证资格`,
                effectiveDate: body.decisionDate,
              },
            );
          }
        }
        if (effect === 'regenerateProgramme' && decisionFamily(project.auditType) === 'surveillance') {
          // A surveillance keeps the cycle: only the audits still to come are rescheduled.
          await rescheduleProgrammeAfterSurveillance(tx, user.tenantId, user.userId, project.programmeId, {
            decisionDate: body.decisionDate,
            lastAuditDay: project.lastOnsiteDay ?? project.endDate,
          });
        } else if (effect === 'regenerateProgramme') {
          await regenerateProgrammeAfterDecision(
            tx,
            user.tenantId,
            user.userId,
            project.programmeId,
            { decisionDate: body.decisionDate, lastAuditDay: project.lastOnsiteDay ?? project.endDate },
            decisionFamily(project.auditType) === 'recertification',
          );
        }
      }
      if (result === 2) {
        const leaders = (await repo.teamOf(tx, user.tenantId, project.planId)).filter(
          (m) => m.role === 1 && m.userId,
        );
        await this.notifier.send(tx, user.tenantId, {
          title: `认证决定退回：${project.enterpriseName}`,
          content: `${project.enterpriseName}的${label(AUDIT_TYPES, project.auditType)}认证决定退回审核组：${body.rationale}`,
          userIds: leaders.map((m) => m.userId!),
          msgType: '3',
        });
      }
      return { id: saved.id, version: saved.version, effects, certificateTaskId };
    });
  }

  /** The team leader resubmits a returned project to the decision after rectification. */
  resubmit(user: AuthUser, projectId: string, version: number) {
    return this.database.tenantTx(user, async (tx) => {
      const project = await this.lockedProject(tx, user, projectId);
      if (project.version !== version) throw conflict();
      if (!(project.status === 3 && project.stage === 4 && project.decideStatus === 3)) {
        throw badRequest('项目不在认证决定退回整改状态');
      }
      const leaders = (await repo.teamOf(tx, user.tenantId, project.planId)).filter((m) => m.role === 1);
      if (!leaders.some((m) => m.userId === user.userId)) throw forbidden('只有审核组长可以重新提交认证决定');
      await repo.setProjectState(
        tx,
        user.tenantId,
        project.id,
        { status: 3, stage: 4, decideStatus: 0 },
        user.userId,
      );
      const decision = await repo.decisionOf(tx, user.tenantId, project.id);
      if (decision)
        await updateVersioned(
          tx,
          certificationDecisions,
          decision.id,
          decision.version,
          { result: 0 },
          user.userId,
        );
      return { id: project.id, version: project.version + 1 };
    });
  }

  decisionPage(user: AuthUser, q: In<typeof decisionListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const where = repo.decisionWhere(user.tenantId, this.decisionFilters(user, q));
      return repo.pageFrom(
        q,
        await repo.countDecisions(tx, where),
        (limit, offset) => repo.listDecisions(tx, where, q, limit, offset),
        (rows) => rows.map(toDecisionRow),
      );
    });
  }

  decisionExport(user: AuthUser, q: Omit<In<typeof decisionListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) =>
      (
        await repo.listDecisions(
          tx,
          repo.decisionWhere(user.tenantId, this.decisionFilters(user, q)),
          q,
          EXPORT_MAX_ROWS,
          0,
        )
      ).map(toDecisionRow),
    );
  }

  private decisionFilters(
    user: AuthUser,
    q: Omit<In<typeof decisionListQuery>, 'pageNo' | 'pageSize'>,
  ): repo.DecisionFilters {
    return {
      families: q.kind === 'approval' ? repo.APPROVAL_TYPES : null,
      excludeFamilies: q.kind === 'supervision' ? repo.APPROVAL_TYPES : null,
      state: q.kind === 'mine' ? 'all' : q.state,
      enterpriseName: q.enterpriseName,
      result: q.result,
      mineUserId: q.kind === 'mine' ? user.userId : undefined,
    };
  }

  statistics(user: AuthUser, from?: string, to?: string) {
    return this.database.tenantRead(user, (tx) => repo.deciderStatistics(tx, user.tenantId, from, to));
  }

  // ───────────────────────────────────────────── 暂停撤销 ─────────────────────────────────────────

  taskPage(user: AuthUser, q: In<typeof certificateTaskListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      if (isUnfiltered(q)) {
        const page = await repo.unfilteredTasks(tx, { tenantId: user.tenantId }, q);
        const records = await repo.withCertificateNumbers(tx, user.tenantId, page.records);
        return { ...page, records: records.map(toTaskRow) };
      }
      const where = repo.taskWhere(user.tenantId, q);
      return repo.pageFrom(
        q,
        await repo.countTasks(tx, where),
        (limit, offset) => repo.listTasks(tx, where, q, limit, offset),
        async (rows) => (await repo.withCertificateNumbers(tx, user.tenantId, rows)).map(toTaskRow),
      );
    });
  }

  /** Acts on a suspension proposal or a suspended certificate through the certificates' state machine. */
  actOnTask(user: AuthUser, body: In<typeof certificateTaskActionBody>) {
    return this.database.tenantTx(user, async (tx) => {
      const task = await repo.findTask(tx, user.tenantId, body.id);
      if (!task) throw notFound('任务不存在');
      if (task.status !== 0) throw badRequest('该任务已处理');
      if (body.action !== 'dismiss') {
        if (task.kind !== 3) throw badRequest('只有暂停建议可以暂停、撤销或恢复证书');
        if (!task.certificateId) throw badRequest('该任务没有关联证书，请在证书管理中处理');
        const actor = { tenantId: user.tenantId, userId: user.userId };
        if (body.action === 'pause') {
          if (!body.reasonCode) throw badRequest('请选择暂停原因');
          if (!body.suspendUntil) throw badRequest('请选择暂停截止日期');
          await certificatesArea().suspend(tx, actor, task.certificateId, {
            reasonCode: body.reasonCode,
            reason: body.reason,
            suspendUntil: body.suspendUntil,
          });
        } else if (body.action === 'cancel') {
          if (!body.reasonCode) throw badRequest('请选择撤销原因');
          await certificatesArea().revoke(tx, actor, task.certificateId, {
            reasonCode: body.reasonCode,
            reason: body.reason,
          });
        } else {
          await certificatesArea().restore(tx, actor, task.certificateId, { reason: body.reason });
        }
      }
      const saved = await updateVersioned(
        tx,
        certificateTasks,
        task.id,
        body.version,
        {
          status: 1,
          doneAt: this.clock(),
          doneBy: user.userId,
          note: `${task.note}\n处理：${body.reason}`.slice(0, 2000),
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }
}

function toReviewRow(r: Awaited<ReturnType<typeof repo.listReviews>>[number]): TechReviewRow {
  return {
    ...r,
    auditTypeName: label(AUDIT_TYPES, r.auditType),
    resultName: label(TECHNICAL_AUDIT_RESULTS, r.result),
    assignedAt: r.assignedAt.toISOString(),
    reviewedAt: iso(r.reviewedAt),
  };
}

function toDecisionRow(r: Awaited<ReturnType<typeof repo.listDecisions>>[number]): DecisionRow {
  return {
    id: r.id,
    version: r.version,
    projectId: r.projectId,
    enterpriseName: r.enterpriseName,
    planNo: r.planNo,
    auditType: r.auditType,
    auditTypeName: label(AUDIT_TYPES, r.auditType),
    scheme: r.scheme,
    statusLabel: statusLabelOf(r),
    result: r.result,
    resultName: label(DECISION_RESULTS, r.result),
    decisionDate: r.decisionDate,
    deciderName: r.deciderName,
    fileCompletedAt: iso(r.fileCompletedAt),
    decidedAt: iso(r.decidedAt),
  };
}

function toTaskRow(r: repo.TaskRecord): CertificateTaskRow {
  return {
    ...r,
    kindName: label(CERTIFICATE_TASK_KINDS, r.kind),
    statusName: label(CERTIFICATE_TASK_STATUSES, r.status),
    auditTypeName: r.auditType === null ? '' : label(AUDIT_TYPES, r.auditType),
    createdAt: r.createdAt.toISOString(),
    doneAt: iso(r.doneAt),
  };
}
