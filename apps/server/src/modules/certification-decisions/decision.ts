/**
 * 认证决定 (certification decision): the decision file with its refusal (impartiality, state, open
 * major NCs), deciding, one transaction that records the decision and applies its effects
 * (certificate task, programme regenerated or rescheduled, suspension proposal), the team leader's
 * resubmission after a return, the decisions' list and export, and the deciders' statistics.
 */
import {
  AUDIT_TYPES,
  calendarDateOf,
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
  NC_GRADES,
  NC_STATUSES,
  type ReviewRound,
  STAGE1_CONCLUSIONS,
  stateAfterDecision,
  TEAM_ROLES,
  TECHNICAL_AUDIT_RESULTS,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Reader } from '../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import {
  regenerateProgrammeAfterDecision,
  rescheduleProgrammeAfterSurveillance,
} from '../audit-programmes/door.ts';
import * as decisionRepo from './decision-repository.ts';
import { certificatesArea, testReportsArea } from './hooks.ts';
import * as repo from './repository.ts';
import { certificateTasks, certificationDecisions } from './schema.ts';
import { decidedItemOf, serviceSheetsArea } from './service-sheets.ts';
import { DecisionStep, type In, iso, label, statusLabelOf } from './step.ts';

export class DecisionService extends DecisionStep {
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
      const testReportWarnings =
        (await testReportsArea()?.warningsOf(tx, user.tenantId, project.enterpriseId)) ?? [];
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
        testReportWarnings,
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
      // A GB/T 27922 item passes only on its audit's evaluation sheet (service-certification's rule).
      const item = await decidedItemOf(tx, user.tenantId, project.id);
      const services = item ? serviceSheetsArea() : null;
      if (item && services && body.result === 1) {
        const sheetRefusal = await services.passRefusal(tx, user.tenantId, item);
        if (sheetRefusal) throw badRequest(sheetRefusal);
      }

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
      if (item && services)
        await services.recordDecided(tx, { tenantId: user.tenantId, userId: user.userId }, item, result);
      // The test reports the decider was warned of are now evidence of this decision.
      await testReportsArea()?.recordUsed(
        tx,
        { tenantId: user.tenantId, userId: user.userId },
        decision.id,
        project.enterpriseId,
      );

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
              ...authoredBy(user),
              kind,
              decisionId: decision.id,
              projectId: project.id,
              enterpriseId: project.enterpriseId,
              certificateId: certificate?.id ?? null,
              note: `${label(AUDIT_TYPES, project.auditType)}认证决定（${label(DECISION_RESULTS, result)}，${body.decisionDate}）：${body.rationale}`.slice(
                0,
                1000,
              ),
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
      const where = decisionRepo.decisionWhere(user.tenantId, this.decisionFilters(user, q));
      return repo.pageFrom(
        q,
        await decisionRepo.countDecisions(tx, where),
        (limit, offset) => decisionRepo.listDecisions(tx, where, q, limit, offset),
        (rows) => rows.map(toDecisionRow),
      );
    });
  }

  decisionExport(user: AuthUser, q: Omit<In<typeof decisionListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) =>
      (
        await decisionRepo.listDecisions(
          tx,
          decisionRepo.decisionWhere(user.tenantId, this.decisionFilters(user, q)),
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
  ): decisionRepo.DecisionFilters {
    return {
      families: q.kind === 'approval' ? decisionRepo.APPROVAL_TYPES : null,
      excludeFamilies: q.kind === 'supervision' ? decisionRepo.APPROVAL_TYPES : null,
      state: q.kind === 'mine' ? 'all' : q.state,
      enterpriseName: q.enterpriseName,
      result: q.result,
      mineUserId: q.kind === 'mine' ? user.userId : undefined,
    };
  }

  statistics(user: AuthUser, from?: string, to?: string) {
    return this.database.tenantRead(user, (tx) =>
      decisionRepo.deciderStatistics(tx, user.tenantId, from, to),
    );
  }
}

function toDecisionRow(r: Awaited<ReturnType<typeof decisionRepo.listDecisions>>[number]): DecisionRow {
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
