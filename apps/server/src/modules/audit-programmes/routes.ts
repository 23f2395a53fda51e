/** 审核方案 (shfa): programmes, plan assignment, abort, and the auditor zone's tasks — thin routes over the area's services, one per use case. */
import {
  AUDIT_PROGRAMME_ACCESS as A,
  AUDIT_METHODS,
  AUDIT_TYPES,
  auditProgrammeEndpoints,
  auditProgrammeSchemas,
  type CodeLabel,
  labelOf,
  PLAN_STATUSES,
  TEAM_ROLES,
} from '@cb/domain';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.ts';
import { rowsToExport, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { PlanApprovalService } from './approval-service.ts';
import { MyTasksService } from './my-tasks-service.ts';
import { AuditNoticeService, PLAN_FILE_POLICY } from './notice-service.ts';
import { PlanService } from './plans-service.ts';
import { ProgrammeService } from './programmes-service.ts';
import { PlanTeamService } from './team-service.ts';

const label = (table: readonly CodeLabel[], code: string | number | null) => labelOf(table, code) ?? '';
/** An audit type as the lists show it: the initial audit with its stage. */
const auditTypeWithStage = (type: number, stage: number | null) =>
  `${label(AUDIT_TYPES, type)}${type === 1 && stage ? (stage === 1 ? '（一阶段）' : '（二阶段）') : ''}`;

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return sendDownload(reply, {
    content: pdf,
    contentType: 'application/pdf',
    fileName,
    asciiName: 'audit-notice.pdf',
    inline: true,
  });
}

export const auditProgrammeRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const { database, clock, notifier } = services;
    const notices = new AuditNoticeService(database, clock, notifier, services.files);
    const programmes = new ProgrammeService(database, clock);
    const plans = new PlanService(database, clock);
    const team = new PlanTeamService(database, clock);
    const approval = new PlanApprovalService(database, clock, notifier, notices);
    const myTasks = new MyTasksService(database, notices);

    // The plan's record files: the audit notices filed on approval (shfa002) and other attachments.
    await registerRecordFiles(app, services, {
      recordType: PLAN_FILE_POLICY.recordType,
      title: '审核计划',
      prefix: '/shfa/planAssign/files',
      documentTypes: PLAN_FILE_POLICY.documentTypes,
      permission: { read: A.planRead, write: A.planAssign },
      canRead: ({ tx, user, recordId }) => plans.canSee(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => plans.canSee(tx, user, recordId, true),
    });

    registerEndpoints(app, auditProgrammeEndpoints, auditProgrammeSchemas, {
      // ──────────────────────────────────── the body's planning setting ─────────────────────────────────
      getAuditPlanningSetting: async (request) => ok(await programmes.planningSetting(requireUser(request))),
      saveAuditPlanningSetting: async (request) =>
        ok(await programmes.savePlanningSetting(requireUser(request), request.body), '保存成功'),

      // ─────────────────────────────────────── programmes ───────────────────────────────────────
      listAuditProgrammes: async (request) =>
        ok(await programmes.listProgrammes(requireUser(request), request.query)),
      getAuditProgramme: async (request) =>
        ok(await programmes.getProgramme(requireUser(request), request.query.id)),
      addAuditProgramme: async (request) =>
        ok(await programmes.createProgramme(requireUser(request), request.body), '添加成功！'),
      editAuditProgramme: async (request) =>
        ok(await programmes.editProgramme(requireUser(request), request.body), '编辑成功！'),
      createDueAuditProjects: async (request) => {
        const r = await programmes.createProjects(requireUser(request), request.body);
        return ok(r, r.projects ? `已生成${r.projects}个审核项目` : '没有到期的方案行');
      },
      exportAuditProgrammes: async (request, reply) => {
        const rows = await programmes.exportProgrammes(requireUser(request), request.query);
        const content = await writeSheet(
          '审核方案',
          [
            { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
            { header: '合同编号', width: 18, value: (r) => r.contractNo },
            { header: '体系', width: 10, value: (r) => r.scheme },
            { header: '认证标准', width: 20, value: (r) => r.standardName },
            { header: '认证周期', width: 8, value: (r) => r.cycleNo },
            { header: '周期开始', width: 12, value: (r) => r.cycleStart ?? '' },
            { header: '证书到期', width: 12, value: (r) => r.expiryDate ?? '' },
            {
              header: '下次审核',
              width: 16,
              value: (r) => (r.nextAuditType ? label(AUDIT_TYPES, r.nextAuditType) : ''),
            },
            { header: '最晚日期', width: 12, value: (r) => r.nextDueTo ?? '' },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'audit-programmes.xlsx', '审核方案.xlsx');
      },

      // ────────────────────────────────────────── plans ─────────────────────────────────────────
      listAuditPlans: async (request) => ok(await plans.listPlans(requireUser(request), request.query)),
      getAuditPlan: async (request) => ok(await plans.getPlan(requireUser(request), request.query.id)),
      editAuditPlan: async (request) =>
        ok(await plans.editPlan(requireUser(request), request.body), '保存成功！'),
      setAuditPlanTeam: async (request) =>
        ok(await team.setTeam(requireUser(request), request.body), '保存成功！'),
      findAuditPlanCandidates: async (request) =>
        ok(await team.candidates(requireUser(request), request.body)),
      submitAuditPlan: async (request) =>
        ok(await approval.act(requireUser(request), request.body, 'submit'), '已提交审批'),
      approveAuditPlan: async (request) =>
        ok(await approval.act(requireUser(request), request.body, 'approve'), '审批通过'),
      returnAuditPlan: async (request) =>
        ok(await approval.act(requireUser(request), request.body, 'return'), '已退回'),
      rejectAuditPlan: async (request) =>
        ok(await approval.act(requireUser(request), request.body, 'reject'), '已驳回'),
      sendAuditNotice: async (request) =>
        ok(await notices.sendNotice(requireUser(request), request.body.id), '审核通知已发送'),
      printAuditNotice: async (request, reply) => {
        const { pdf, fileName } = await notices.noticePdf(requireUser(request), request.query.id);
        return sendPdf(reply, pdf, fileName);
      },
      exportAuditPlans: async (request, reply) => {
        const rows = await plans.exportPlans(requireUser(request), request.query);
        const content = await writeSheet(
          '审核计划',
          [
            { header: '计划编号', width: 16, value: (r) => r.planNo },
            { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
            { header: '体系', width: 14, value: (r) => r.schemes.join('、') },
            {
              header: '审核类型',
              width: 20,
              value: (r) => r.auditTypes.map((t) => label(AUDIT_TYPES, t)).join('、'),
            },
            { header: '开始日期', width: 12, value: (r) => r.startDate ?? '' },
            { header: '结束日期', width: 12, value: (r) => r.endDate ?? '' },
            { header: '审核方式', width: 12, value: (r) => label(AUDIT_METHODS, r.method) },
            { header: '审核组长', width: 10, value: (r) => r.leaderName },
            { header: '审核组', width: 30, value: (r) => r.teamNames },
            { header: '状态', width: 8, value: (r) => label(PLAN_STATUSES, r.status) },
            { header: '原因', width: 30, value: (r) => r.reason },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'audit-plans.xlsx', '审核计划.xlsx');
      },

      // ────────────────────────────────────────── abort ─────────────────────────────────────────
      listAbortablePlans: async (request) => ok(await plans.listPlans(requireUser(request), request.query)),
      abortAuditPlan: async (request) =>
        ok(await approval.act(requireUser(request), request.body, 'abort'), '已终止'),

      // ──────────────────────────────────────── auditor zone ─────────────────────────────────────
      listMyAuditTasks: async (request) => ok(await myTasks.myTasks(requireUser(request), request.query)),
      exportMyAuditTasks: async (request, reply) => {
        const rows = rowsToExport(await myTasks.exportMyTasks(requireUser(request), request.query));
        const content = await writeSheet(
          '我的审核任务',
          [
            { header: '计划编号', width: 16, value: (r) => r.planNo },
            { header: '计划状态', width: 10, value: (r) => label(PLAN_STATUSES, r.status) },
            { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
            {
              header: '审核类型',
              width: 24,
              value: (r) => r.auditTypes.map((t) => auditTypeWithStage(t, r.stage)).join('、'),
            },
            { header: '体系', width: 14, value: (r) => r.schemes.join('、') },
            {
              header: '审核日期',
              width: 24,
              value: (r) => (r.startDate ? `${r.startDate} ~ ${r.endDate ?? ''}` : ''),
            },
            { header: '审核方式', width: 12, value: (r) => label(AUDIT_METHODS, r.method) },
            { header: '审核组长', width: 10, value: (r) => r.leaderName },
            { header: '审核组', width: 30, value: (r) => r.teamNames },
            { header: '我的身份', width: 10, value: (r) => label(TEAM_ROLES, r.myRole) },
            { header: '我的半天数', width: 10, value: (r) => r.myHalfDays },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'my-audit-tasks.xlsx', '我的审核任务.xlsx');
      },
      printMyTaskAuditNotice: async (request, reply) => {
        const { pdf, fileName } = await myTasks.myTaskNoticePdf(requireUser(request), request.query.id);
        return sendPdf(reply, pdf, fileName);
      },
      listAuditorCalendar: async (request) => ok(await myTasks.calendar(requireUser(request), request.query)),
    });
  };
