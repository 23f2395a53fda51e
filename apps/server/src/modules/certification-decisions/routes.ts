/** 技术审定 (jssd) and 认证决定 (rzjd): thin routes over the use cases' services (allocation,
 * technical review, decision, certificate tasks, issue). */
import {
  CERTIFICATION_DECISION_ACCESS as A,
  certificationDecisionEndpoints,
  certificationDecisionSchemas,
} from '@cb/domain';
import { requirePermission, requireUser, userActions } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CaseAllocationService } from './allocation.ts';
import { CertificateTaskService } from './certificate-tasks.ts';
import { DecisionService } from './decision.ts';
import { CertificateIssueService } from './issue.ts';
import { TechnicalReviewService } from './technical-review.ts';

export const certificationDecisionRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const deps = [services.database, services.clock, services.notifier] as const;
    const allocation = new CaseAllocationService(...deps);
    const review = new TechnicalReviewService(...deps);
    const decision = new DecisionService(...deps);
    const tasks = new CertificateTaskService(...deps);
    const issue = new CertificateIssueService(services.database, services.clock, services.files);

    registerEndpoints(app, certificationDecisionEndpoints, certificationDecisionSchemas, {
      // ─────────────────────────────────────── 案卷分配 ───────────────────────────────────────
      listCaseAllocation: async (request) =>
        ok(await allocation.allocationPage(requireUser(request), request.query)),
      exportCaseAllocation: async (request, reply) => {
        const rows = await allocation.allocationExport(requireUser(request), request.query);
        const content = await writeSheet(
          '案卷分配',
          [
            { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
            { header: '计划编号', width: 18, value: (r) => r.planNo },
            { header: '审核类型', width: 14, value: (r) => r.auditTypeName },
            { header: '体系', width: 8, value: (r) => r.scheme },
            { header: '专业代码', width: 24, value: (r) => r.codes.join('、') },
            { header: '审核组长', width: 10, value: (r) => r.leaderName },
            { header: '状态', width: 12, value: (r) => r.statusLabel },
            { header: '技术审定人员', width: 20, value: (r) => r.reviewers.map((x) => x.name).join('、') },
            { header: '资料齐全时间', width: 20, value: (r) => r.fileCompletedAt ?? '' },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'case-allocation.xlsx', '案卷分配.xlsx');
      },
      listTechnicalReviewers: async (request) =>
        ok(
          await allocation.reviewerCandidates(
            requireUser(request),
            request.query.projectId,
            request.query.round,
          ),
        ),
      assignTechnicalReviewer: async (request) =>
        ok(await allocation.assign(requireUser(request), request.body)),
      reassignTechnicalReviewer: async (request) =>
        ok(await allocation.reassign(requireUser(request), request.body)),

      // ─────────────────────────────────────── 技术审定 ───────────────────────────────────────
      listTechnicalReviews: async (request) => {
        const user = requireUser(request);
        if (request.query.scope === 'all') await requirePermission(services, request, user, A.recordReadAll);
        return ok(await review.reviewPage(user, request.query));
      },
      exportTechnicalReviews: async (request, reply) => {
        const rows = await review.reviewExport(requireUser(request), request.query);
        const content = await writeSheet(
          '技术审定记录',
          [
            { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
            { header: '计划编号', width: 18, value: (r) => r.planNo },
            { header: '审核类型', width: 14, value: (r) => r.auditTypeName },
            { header: '体系', width: 8, value: (r) => r.scheme },
            { header: '轮次', width: 6, value: (r) => (r.round === 2 ? '二评' : '一评') },
            { header: '技术审定人员', width: 12, value: (r) => r.reviewerName },
            { header: '审定结果', width: 8, value: (r) => r.resultName },
            { header: '驳回原因', width: 30, value: (r) => r.reason },
            { header: '审定时间', width: 20, value: (r) => r.reviewedAt ?? '' },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'technical-reviews.xlsx', '技术审定记录.xlsx');
      },
      submitTechnicalReview: async (request) =>
        ok(await review.submitReview(requireUser(request), request.body)),

      // ─────────────────────────────────────── 认证决定 ───────────────────────────────────────
      getDecisionFile: async (request) => {
        const user = requireUser(request);
        const held = await userActions(services.database, user);
        const decider = A.decisionRead.some((code) => held.has(code));
        return ok(await decision.file(user, request.query.projectId, !decider));
      },
      decideCertification: async (request) => ok(await decision.decide(requireUser(request), request.body)),
      resubmitForDecision: async (request) =>
        ok(await decision.resubmit(requireUser(request), request.body.projectId, request.body.version)),
      listCertificationDecisions: async (request) =>
        ok(await decision.decisionPage(requireUser(request), request.query)),
      exportCertificationDecisions: async (request, reply) => {
        const rows = await decision.decisionExport(requireUser(request), request.query);
        const content = await writeSheet(
          '认证决定',
          [
            { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
            { header: '计划编号', width: 18, value: (r) => r.planNo },
            { header: '审核类型', width: 14, value: (r) => r.auditTypeName },
            { header: '体系', width: 8, value: (r) => r.scheme },
            { header: '项目状态', width: 12, value: (r) => r.statusLabel },
            { header: '决定结果', width: 8, value: (r) => r.resultName },
            { header: '决定日期', width: 12, value: (r) => r.decisionDate ?? '' },
            { header: '决定人员', width: 10, value: (r) => r.deciderName },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'certification-decisions.xlsx', '认证决定.xlsx');
      },
      deciderStatistics: async (request) =>
        ok(await decision.statistics(requireUser(request), request.query.from, request.query.to)),

      // ─────────────────────────────────────── 证书发放 ───────────────────────────────────────
      listCertificateIssueTasks: async (request) => ok(await issue.list(requireUser(request), request.query)),
      draftCertificateIssue: async (request) =>
        ok(await issue.draft(requireUser(request), request.query.taskId)),
      issueCertificate: async (request) =>
        ok(await issue.issue(requireUser(request), request.body, services.publicAddress.origin())),

      // ─────────────────────────────────────── 暂停撤销 ───────────────────────────────────────
      listCertificateTasks: async (request) => ok(await tasks.taskPage(requireUser(request), request.query)),
      actOnCertificateTask: async (request) => {
        const user = requireUser(request);
        const needed = { pause: A.pause, cancel: A.cancel, restore: A.restore, dismiss: A.pauseCancelRead }[
          request.body.action
        ];
        await requirePermission(services, request, user, needed);
        return ok(await tasks.actOnTask(user, request.body));
      },
    });
  };
