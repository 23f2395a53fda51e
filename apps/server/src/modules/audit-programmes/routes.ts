/** 审核方案 (shfa): programmes, plan assignment, abort, and the auditor zone's tasks — thin routes over AuditProgrammeService. */
import {
  AUDIT_PROGRAMME_ACCESS as A,
  AUDIT_METHODS,
  AUDIT_TYPES,
  auditPlanningSettingVersioned,
  type CodeLabel,
  calendarPage,
  calendarQuery,
  createProjectsBody,
  createProjectsResult,
  idQuery,
  labelOf,
  myTaskExportQuery,
  myTaskPage,
  myTaskQuery,
  noticeResult,
  PLAN_STATUSES,
  planActionBody,
  planActionResult,
  planCandidatesBody,
  planCandidatesResult,
  planDetail,
  planEditBody,
  planExportQuery,
  planIdBody,
  planListQuery,
  planPage,
  planReasonBody,
  planTeamBody,
  planTeamSaved,
  programmeBody,
  programmeDetail,
  programmeEditBody,
  programmeExportQuery,
  programmeListQuery,
  programmePage,
  savedRecord,
  TEAM_ROLES,
} from '@cb/domain';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { AuditProgrammeService, PLAN_FILE_POLICY } from './service.ts';

const label = (table: readonly CodeLabel[], code: string | number | null) => labelOf(table, code) ?? '';
/** SPEC.md §8: an export without rows says so (the web shows 暂无数据导出！). */
const NO_DATA_TO_EXPORT = '暂无数据导出！';
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
    const service = new AuditProgrammeService(
      services.database,
      services.clock,
      services.notifier,
      services.files,
    );

    // The plan's record files: the audit notices filed on approval (shfa002) and other attachments.
    await registerRecordFiles(app, services, {
      recordType: PLAN_FILE_POLICY.recordType,
      title: '审核计划',
      prefix: '/shfa/planAssign/files',
      documentTypes: PLAN_FILE_POLICY.documentTypes,
      permission: { read: A.planRead, write: A.planAssign },
      canRead: ({ tx, user, recordId }) => service.canSee(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => service.canSee(tx, user, recordId, true),
    });

    // ──────────────────────────────────── the body's planning setting ─────────────────────────────────
    app.get(
      '/shfa/planAssign/setting',
      op({
        id: 'getAuditPlanningSetting',
        summary: '计划设置（组长轮换周期数）',
        access: A.planningSetting,
        result: auditPlanningSettingVersioned,
      }),
      async (request) => ok(await service.planningSetting(requireUser(request))),
    );
    app.put(
      '/shfa/planAssign/setting',
      op({
        id: 'saveAuditPlanningSetting',
        summary: '保存计划设置（组长轮换周期数）',
        access: A.planningSetting,
        body: auditPlanningSettingVersioned,
        result: auditPlanningSettingVersioned,
      }),
      async (request) =>
        ok(await service.savePlanningSetting(requireUser(request), request.body), '保存成功'),
    );

    // ─────────────────────────────────────── programmes ───────────────────────────────────────
    app.get(
      '/shfa/scheme/list',
      op({
        id: 'listAuditProgrammes',
        summary: '审核方案列表',
        access: A.schemeRead,
        query: programmeListQuery,
        result: programmePage,
      }),
      async (request) => ok(await service.listProgrammes(requireUser(request), request.query)),
    );
    app.get(
      '/shfa/scheme/queryById',
      op({
        id: 'getAuditProgramme',
        summary: '审核方案详情（含方案行）',
        access: A.schemeRead,
        query: idQuery,
        result: programmeDetail,
      }),
      async (request) => ok(await service.getProgramme(requireUser(request), request.query.id)),
    );
    app.post(
      '/shfa/scheme/add',
      op({
        id: 'addAuditProgramme',
        summary: '新增审核方案（手工录入的合同或转机构证书）',
        access: A.schemeAdd,
        body: programmeBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.createProgramme(requireUser(request), request.body), '添加成功！'),
    );
    app.put(
      '/shfa/scheme/edit',
      op({
        id: 'editAuditProgramme',
        summary: '调整方案行的时间窗、人日和抽样场所数',
        access: A.schemeEdit,
        body: programmeEditBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.editProgramme(requireUser(request), request.body), '编辑成功！'),
    );
    app.post(
      '/shfa/scheme/createProjects',
      op({
        id: 'createDueAuditProjects',
        summary: '为到期的方案行生成审核项目和待安排计划',
        access: A.schemeEdit,
        body: createProjectsBody,
        result: createProjectsResult,
      }),
      async (request) => {
        const r = await service.createProjects(requireUser(request), request.body);
        return ok(r, r.projects ? `已生成${r.projects}个审核项目` : '没有到期的方案行');
      },
    );
    app.get(
      '/shfa/scheme/exportXls',
      op({
        id: 'exportAuditProgrammes',
        summary: '导出审核方案',
        access: A.schemeExport,
        query: programmeExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.exportProgrammes(requireUser(request), request.query);
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
    );

    // ────────────────────────────────────────── plans ─────────────────────────────────────────
    app.get(
      '/shfa/planAssign/list',
      op({
        id: 'listAuditPlans',
        summary: '审核计划列表',
        access: A.planRead,
        query: planListQuery,
        result: planPage,
      }),
      async (request) => ok(await service.listPlans(requireUser(request), request.query)),
    );
    app.get(
      '/shfa/planAssign/queryById',
      op({
        id: 'getAuditPlan',
        summary: '审核计划详情（项目、日程、审核组、校验结果、历史）',
        access: A.planRead,
        query: idQuery,
        result: planDetail,
      }),
      async (request) => ok(await service.getPlan(requireUser(request), request.query.id)),
    );
    app.put(
      '/shfa/planAssign/edit',
      op({
        id: 'editAuditPlan',
        summary: '安排审核日期、方式和场所',
        access: A.planAssign,
        body: planEditBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.editPlan(requireUser(request), request.body), '保存成功！'),
    );
    app.put(
      '/shfa/planAssign/team',
      op({
        id: 'setAuditPlanTeam',
        summary: '分派审核组（已审批的计划变更审核组后重新审批）',
        access: A.planAssign,
        body: planTeamBody,
        result: planTeamSaved,
      }),
      async (request) => ok(await service.setTeam(requireUser(request), request.body), '保存成功！'),
    );
    app.post(
      '/shfa/planAssign/candidates',
      op({
        id: 'findAuditPlanCandidates',
        summary: '本计划的可选审核人员（能力、注册、请假、冲突、咨询关系）',
        access: A.planAssign,
        body: planCandidatesBody,
        result: planCandidatesResult,
      }),
      async (request) => ok(await service.candidates(requireUser(request), request.body)),
    );
    app.post(
      '/shfa/planAssign/submit',
      op({
        id: 'submitAuditPlan',
        summary: '提交审批',
        access: A.planAssign,
        body: planActionBody,
        result: planActionResult,
      }),
      async (request) => ok(await service.act(requireUser(request), request.body, 'submit'), '已提交审批'),
    );
    app.post(
      '/shfa/planAssign/approve',
      op({
        id: 'approveAuditPlan',
        summary: '审批通过（审批人不能是安排人）',
        access: A.planApprove,
        body: planActionBody,
        result: planActionResult,
      }),
      async (request) => ok(await service.act(requireUser(request), request.body, 'approve'), '审批通过'),
    );
    app.post(
      '/shfa/planAssign/return',
      op({
        id: 'returnAuditPlan',
        summary: '退回整改',
        access: A.planApprove,
        body: planReasonBody,
        result: planActionResult,
      }),
      async (request) => ok(await service.act(requireUser(request), request.body, 'return'), '已退回'),
    );
    app.post(
      '/shfa/planAssign/reject',
      op({
        id: 'rejectAuditPlan',
        summary: '驳回',
        access: A.planApprove,
        body: planReasonBody,
        result: planActionResult,
      }),
      async (request) => ok(await service.act(requireUser(request), request.body, 'reject'), '已驳回'),
    );
    app.post(
      '/shfa/planAssign/notice',
      op({
        id: 'sendAuditNotice',
        summary: '发送审核通知（企业与审核组）',
        access: A.planNotice,
        body: planIdBody,
        result: noticeResult,
      }),
      async (request) =>
        ok(await service.sendNotice(requireUser(request), request.body.id), '审核通知已发送'),
    );
    app.get(
      '/shfa/planAssign/noticePdf',
      op({
        id: 'printAuditNotice',
        summary: '打印审核通知书（PDF，一阶段/二阶段）',
        access: A.planRead,
        query: idQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const { pdf, fileName } = await service.noticePdf(requireUser(request), request.query.id);
        return sendPdf(reply, pdf, fileName);
      },
    );
    app.get(
      '/shfa/planAssign/exportXls',
      op({
        id: 'exportAuditPlans',
        summary: '导出审核计划',
        access: A.planExport,
        query: planExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.exportPlans(requireUser(request), request.query);
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
    );

    // ────────────────────────────────────────── abort ─────────────────────────────────────────
    app.get(
      '/shfa/abort/list',
      op({
        id: 'listAbortablePlans',
        summary: '项目终止列表（含已终止计划及原因）',
        access: A.abortRead,
        query: planListQuery,
        result: planPage,
      }),
      async (request) => ok(await service.listPlans(requireUser(request), request.query)),
    );
    app.post(
      '/shfa/abort/abort',
      op({
        id: 'abortAuditPlan',
        summary: '终止审核计划（须填写原因）',
        access: A.abort,
        body: planReasonBody,
        result: planActionResult,
      }),
      async (request) => ok(await service.act(requireUser(request), request.body, 'abort'), '已终止'),
    );

    // ──────────────────────────────────────── auditor zone ─────────────────────────────────────
    app.get(
      '/auditorZone/myTask/list',
      op({
        id: 'listMyAuditTasks',
        summary: '我的审核任务',
        access: A.myTasks,
        query: myTaskQuery,
        result: myTaskPage,
      }),
      async (request) => ok(await service.myTasks(requireUser(request), request.query)),
    );
    app.get(
      '/auditorZone/myTask/exportXls',
      op({
        id: 'exportMyAuditTasks',
        summary: '导出我的审核任务（与列表同条件、同列）',
        access: A.myTasks,
        query: myTaskExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.exportMyTasks(requireUser(request), request.query);
        if (rows.length === 0) throw notFound(NO_DATA_TO_EXPORT);
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
    );
    app.get(
      '/auditorZone/myTask/noticePdf',
      op({
        id: 'printMyTaskAuditNotice',
        summary: '打印审核通知书（审核组成员，本人所在的已审批计划）',
        access: A.myTasks,
        query: idQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const { pdf, fileName } = await service.myTaskNoticePdf(requireUser(request), request.query.id);
        return sendPdf(reply, pdf, fileName);
      },
    );
    app.get(
      '/auditorZone/schedule/list',
      op({
        id: 'listAuditorCalendar',
        summary: '审核日程（审核人员按半天的忙闲：审核任务、请假、空闲）',
        access: A.calendar,
        query: calendarQuery,
        result: calendarPage,
      }),
      async (request) => ok(await service.calendar(requireUser(request), request.query)),
    );
  };
