/** 技术审定 (jssd) and 认证决定 (rzjd): thin routes over CertificationDecisionService. */
import {
  CERTIFICATION_DECISION_ACCESS as A,
  allocationExportQuery,
  allocationListQuery,
  allocationPage,
  assignReviewerBody,
  certificateTaskActionBody,
  certificateTaskListQuery,
  certificateTaskPage,
  decideBody,
  decideResult,
  deciderStatisticsQuery,
  deciderStatisticsResult,
  decisionExportQuery,
  decisionFile,
  decisionListQuery,
  decisionPage,
  decisionProjectQuery,
  CERTIFICATE_ISSUE_ACCESS as I,
  issueCertificateBody,
  issueCertificateResult,
  issueDraft,
  issueTaskQuery,
  reassignReviewerBody,
  reviewerCandidatesQuery,
  reviewerCandidatesResult,
  savedRecord,
  submitReviewBody,
  techReviewExportQuery,
  techReviewListQuery,
  techReviewPage,
  versionSchema,
} from '@cb/domain';
import { z } from 'zod';
import { requirePermission, requireUser, userActions } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CertificateIssueService } from './issue.ts';
import { CertificationDecisionService } from './service.ts';

const resubmitBody = z.object({ projectId: z.uuid({ error: '数据标识格式错误' }), version: versionSchema });

export const certificationDecisionRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new CertificationDecisionService(services.database, services.clock, services.notifier);
    const issue = new CertificateIssueService(services.database, services.clock, services.files);

    // ─────────────────────────────────────── 案卷分配 ───────────────────────────────────────
    app.get(
      '/jssd/ajfp/list',
      op({
        id: 'listCaseAllocation',
        summary: '案卷分配列表（待分配 / 已分配）',
        access: A.allocationRead,
        query: allocationListQuery,
        result: allocationPage,
      }),
      async (request) => ok(await service.allocationPage(requireUser(request), request.query)),
    );
    app.get(
      '/jssd/ajfp/exportXls',
      op({
        id: 'exportCaseAllocation',
        summary: '导出案卷分配',
        access: A.allocationRead,
        query: allocationExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.allocationExport(requireUser(request), request.query);
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
    );
    app.get(
      '/jssd/ajfp/candidates',
      op({
        id: 'listTechnicalReviewers',
        summary: '技术审定人员候选（具备能力且非本周期审核组成员）',
        access: A.allocationRead,
        query: reviewerCandidatesQuery,
        result: reviewerCandidatesResult,
      }),
      async (request) =>
        ok(
          await service.reviewerCandidates(
            requireUser(request),
            request.query.projectId,
            request.query.round,
          ),
        ),
    );
    app.post(
      '/jssd/ajfp/assign',
      op({
        id: 'assignTechnicalReviewer',
        summary: '分配技术审定人员',
        access: A.assign,
        body: assignReviewerBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.assign(requireUser(request), request.body)),
    );
    app.post(
      '/jssd/ajfp/reassign',
      op({
        id: 'reassignTechnicalReviewer',
        summary: '重新分配技术审定人员',
        access: A.reassign,
        body: reassignReviewerBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.reassign(requireUser(request), request.body)),
    );

    // ─────────────────────────────────────── 技术审定 ───────────────────────────────────────
    app.get(
      '/jssd/record/list',
      op({
        id: 'listTechnicalReviews',
        summary: '技术审定记录 / 我的技术审定任务',
        access: A.recordRead,
        query: techReviewListQuery,
        result: techReviewPage,
      }),
      async (request) => {
        const user = requireUser(request);
        if (request.query.scope === 'all') await requirePermission(services, request, user, A.recordReadAll);
        return ok(await service.reviewPage(user, request.query));
      },
    );
    app.get(
      '/jssd/record/exportXls',
      op({
        id: 'exportTechnicalReviews',
        summary: '导出技术审定记录',
        access: A.recordExport,
        query: techReviewExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.reviewExport(requireUser(request), request.query);
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
    );
    app.post(
      '/jssd/review/submit',
      op({
        id: 'submitTechnicalReview',
        summary: '提交技术审定结论',
        access: A.review,
        body: submitReviewBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.submitReview(requireUser(request), request.body)),
    );

    // ─────────────────────────────────────── 认证决定 ───────────────────────────────────────
    app.get(
      '/rzjd/audit/file',
      op({
        id: 'getDecisionFile',
        summary: '认证决定：项目全部审核资料与决定',
        access: A.fileRead,
        query: decisionProjectQuery,
        result: decisionFile,
      }),
      async (request) => {
        const user = requireUser(request);
        const held = await userActions(services.database, user);
        const decider = A.decisionRead.some((code) => held.has(code));
        return ok(await service.file(user, request.query.projectId, !decider));
      },
    );
    app.post(
      '/rzjd/audit/decide',
      op({
        id: 'decideCertification',
        summary: '作出认证决定',
        access: A.decide,
        body: decideBody,
        result: decideResult,
      }),
      async (request) => ok(await service.decide(requireUser(request), request.body)),
    );
    app.post(
      '/rzjd/audit/resubmit',
      op({
        id: 'resubmitForDecision',
        summary: '整改后重新提交认证决定（审核组长）',
        access: ['shxm:project:execute'],
        body: resubmitBody,
        result: savedRecord,
      }),
      async (request) =>
        ok(await service.resubmit(requireUser(request), request.body.projectId, request.body.version)),
    );
    app.get(
      '/rzjd/decision/list',
      op({
        id: 'listCertificationDecisions',
        summary: '认证审批 / 认证监督 / 决定人员任务列表',
        access: A.decisionRead,
        query: decisionListQuery,
        result: decisionPage,
      }),
      async (request) => ok(await service.decisionPage(requireUser(request), request.query)),
    );
    app.get(
      '/rzjd/decision/exportXls',
      op({
        id: 'exportCertificationDecisions',
        summary: '导出认证决定',
        access: A.decisionRead,
        query: decisionExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.decisionExport(requireUser(request), request.query);
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
    );
    app.get(
      '/rzjd/decision/statistics',
      op({
        id: 'deciderStatistics',
        summary: '决定人员统计（数量、资料齐全到决定的平均天数）',
        access: A.decisionRead,
        query: deciderStatisticsQuery,
        result: deciderStatisticsResult,
      }),
      async (request) =>
        ok(await service.statistics(requireUser(request), request.query.from, request.query.to)),
    );

    // ─────────────────────────────────────── 证书发放 ───────────────────────────────────────
    app.get(
      '/zsfx/add/list',
      op({
        id: 'listCertificateIssueTasks',
        summary: '证书发放：认证决定通过后待发放的证书',
        access: I.read,
        query: certificateTaskListQuery,
        result: certificateTaskPage,
      }),
      async (request) => ok(await issue.list(requireUser(request), request.query)),
    );
    app.get(
      '/zsfx/add/draft',
      op({
        id: 'draftCertificateIssue',
        summary: '证书录入的初始内容（合同项目、企业、编号预览、有效期）',
        access: I.read,
        query: issueTaskQuery,
        result: issueDraft,
      }),
      async (request) => ok(await issue.draft(requireUser(request), request.query.taskId)),
    );
    app.post(
      '/zsfx/add/issue',
      op({
        id: 'issueCertificate',
        summary: '发放证书（编号按机构规则生成）',
        access: I.issue,
        body: issueCertificateBody,
        result: issueCertificateResult,
      }),
      async (request) =>
        ok(await issue.issue(requireUser(request), request.body, services.publicAddress.origin())),
    );

    // ─────────────────────────────────────── 暂停撤销 ───────────────────────────────────────
    app.get(
      '/rzjd/pauseCancel/list',
      op({
        id: 'listCertificateTasks',
        summary: '暂停撤销：认证决定留下的证书任务',
        access: A.pauseCancelRead,
        query: certificateTaskListQuery,
        result: certificateTaskPage,
      }),
      async (request) => ok(await service.taskPage(requireUser(request), request.query)),
    );
    app.post(
      '/rzjd/pauseCancel/act',
      op({
        id: 'actOnCertificateTask',
        summary: '暂停、撤销、恢复证书或关闭建议',
        access: A.pauseCancelRead,
        body: certificateTaskActionBody,
        result: savedRecord,
      }),
      async (request) => {
        const user = requireUser(request);
        const needed = { pause: A.pause, cancel: A.cancel, restore: A.restore, dismiss: A.pauseCancelRead }[
          request.body.action
        ];
        await requirePermission(services, request, user, needed);
        return ok(await service.actOnTask(user, request.body));
      },
    );
  };
