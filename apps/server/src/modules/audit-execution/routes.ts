/** 审核项目 (shxm) and 综合管理 (assist): thin routes over AuditExecutionService. */
import {
  AUDIT_EXECUTION_ACCESS as A,
  AUDIT_STAGES,
  AUDIT_TYPES,
  abortBody,
  archiveView,
  auditExecutionSettingVersioned,
  checkInBody,
  checklistConfig,
  checklistConfigBody,
  checklistQuery,
  executionAction,
  executionDetail,
  executionIdQuery,
  executionProjectExportQuery,
  executionProjectListQuery,
  executionProjectPage,
  finishAuditBody,
  labelOf,
  meetingBody,
  NC_DOCUMENT_TYPES,
  NC_FILES_PREFIX,
  NC_GRADES,
  NC_RECORD_TYPE,
  NC_STATUSES,
  nonconformityAnswerBody,
  nonconformityBody,
  nonconformityEditBody,
  nonconformityExportQuery,
  nonconformityListQuery,
  nonconformityPage,
  nonconformityVerifyBody,
  ONSITE_DOCUMENT_TYPES,
  ONSITE_FILES_PREFIX,
  ONSITE_RECORD_TYPE,
  onsiteFileExportQuery,
  onsiteFileListQuery,
  onsiteFilePage,
  projectCreated,
  SPECIAL_APPROVAL_KINDS,
  savedRecord,
  specialApprovalBody,
  specialApprovalDecisionBody,
  specialApprovalListQuery,
  specialApprovalPage,
  stage1Body,
  supplementaryBody,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { AuditExecutionService } from './service.ts';
import { sendZip, zipFiles } from './zip.ts';

const nameOf = (table: Parameters<typeof labelOf>[0], code: number | null) => labelOf(table, code) ?? '';

export const auditExecutionRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new AuditExecutionService(services.database, services.clock);

    // 现场审核文件: the project's on-site file, one record per project.
    await registerRecordFiles(app, services, {
      recordType: ONSITE_RECORD_TYPE,
      title: '现场审核',
      prefix: ONSITE_FILES_PREFIX,
      documentTypes: ONSITE_DOCUMENT_TYPES.map((d) => d.code),
      permission: { read: [...A.onsiteRead, ...A.projectRead, ...A.archiveRead], write: A.onsiteWrite },
      canRead: ({ tx, user, recordId }) => service.visible(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => service.onsiteWritable(tx, user, recordId),
      visibleDocuments: ({ tx, user }) => service.visibleDocuments(tx, user),
    });
    // 整改证据: the enterprise's evidence of a nonconformity's correction.
    await registerRecordFiles(app, services, {
      recordType: NC_RECORD_TYPE,
      title: '不符合项整改证据',
      prefix: NC_FILES_PREFIX,
      documentTypes: NC_DOCUMENT_TYPES.map((d) => d.code),
      permission: { read: [...A.projectRead, ...A.archiveRead], write: [...A.rectify, ...A.execute] },
      canRead: ({ tx, user, recordId }) => service.ncVisible(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => service.ncEvidenceWritable(tx, user, recordId),
      visibleDocuments: ({ tx, user }) => service.visibleDocuments(tx, user),
    });

    // ─────────────────────────────────────────── projects ───────────────────────────────────────────
    app.get(
      '/shxm/project/list',
      op({
        id: 'listExecutionProjects',
        summary: '审核项目列表',
        access: A.projectRead,
        query: executionProjectListQuery,
        result: executionProjectPage,
      }),
      async (request) => ok(await service.list(requireUser(request), request.query)),
    );
    app.get(
      '/shxm/project/exportXls',
      op({
        id: 'exportExecutionProjects',
        summary: '导出审核项目',
        access: A.projectExport,
        query: executionProjectExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet(
          '审核项目',
          [
            { header: '企业名称', width: 28, value: (r) => r.enterpriseName },
            { header: '计划编号', width: 16, value: (r) => r.planNo },
            { header: '合同编号', width: 18, value: (r) => r.contractNo },
            { header: '体系', width: 8, value: (r) => r.scheme },
            { header: '标准', width: 22, value: (r) => r.standardName },
            { header: '审核类型', width: 14, value: (r) => nameOf(AUDIT_TYPES, r.auditType) },
            { header: '审核阶段', width: 10, value: (r) => nameOf(AUDIT_STAGES, r.stage) },
            { header: '开始日期', width: 12, value: (r) => r.startDate ?? '' },
            { header: '结束日期', width: 12, value: (r) => r.endDate ?? '' },
            { header: '审核组长', width: 10, value: (r) => r.leaderName },
            { header: '项目状态', width: 14, value: (r) => r.statusLabel },
            { header: '未关闭不符合项', width: 10, value: (r) => r.openNcs },
            { header: '分公司', width: 10, value: (r) => r.branchCode },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'audit-projects.xlsx', '审核项目.xlsx');
      },
    );
    app.get(
      '/shxm/project/queryById',
      op({
        id: 'getExecutionProject',
        summary: '审核项目执行详情',
        access: A.projectRead,
        query: executionIdQuery,
        result: executionDetail,
      }),
      async (request) => ok(await service.detail(requireUser(request), request.query.id)),
    );

    // ─────────────────────────────────────────── execution ──────────────────────────────────────────
    app.post(
      '/shxm/project/checkIn',
      op({
        id: 'checkInProject',
        summary: '现场签到（半天）',
        access: A.execute,
        body: checkInBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.checkIn(requireUser(request), request.body), '签到成功'),
    );
    app.post(
      '/shxm/project/stage1',
      op({
        id: 'submitStage1Report',
        summary: '提交一阶段审核报告与结论',
        access: A.execute,
        body: stage1Body,
        result: savedRecord,
      }),
      async (request) => ok(await service.submitStage1(requireUser(request), request.body), '提交成功'),
    );
    app.post(
      '/shxm/project/meeting',
      op({
        id: 'saveProjectMeeting',
        summary: '登记首次/末次会议',
        access: A.execute,
        body: meetingBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.saveMeeting(requireUser(request), request.body), '保存成功'),
    );
    app.post(
      '/shxm/project/finish',
      op({
        id: 'finishProjectAudit',
        summary: '完成现场审核',
        access: A.execute,
        body: finishAuditBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.finish(requireUser(request), request.body), '现场审核已完成'),
    );
    app.post(
      '/shxm/project/abort',
      op({
        id: 'abortProject',
        summary: '终止审核项目',
        access: A.abort,
        body: abortBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.abort(requireUser(request), request.body), '项目已终止'),
    );
    app.post(
      '/shxm/project/supplementary',
      op({
        id: 'addSupplementaryAudit',
        summary: '安排补充审核',
        access: A.supplement,
        body: supplementaryBody,
        result: projectCreated,
      }),
      async (request) =>
        ok(await service.supplementary(requireUser(request), request.body), '已生成补充审核项目'),
    );

    // ──────────────────────────────────────── nonconformities ───────────────────────────────────────
    app.post(
      '/shxm/nc/add',
      op({
        id: 'addNonconformity',
        summary: '开具不符合项',
        access: A.execute,
        body: nonconformityBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.raiseNc(requireUser(request), request.body), '保存成功'),
    );
    app.put(
      '/shxm/nc/edit',
      op({
        id: 'editNonconformity',
        summary: '修改不符合项',
        access: A.execute,
        body: nonconformityEditBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.editNc(requireUser(request), request.body), '保存成功'),
    );
    app.post(
      '/shxm/nc/answer',
      op({
        id: 'answerNonconformity',
        summary: '企业回复不符合项',
        access: [...A.rectify, ...A.execute],
        body: nonconformityAnswerBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.answerNc(requireUser(request), request.body), '回复成功'),
    );
    app.post(
      '/shxm/nc/verify',
      op({
        id: 'verifyNonconformity',
        summary: '验证不符合项整改',
        access: A.execute,
        body: nonconformityVerifyBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.verifyNc(requireUser(request), request.body), '验证成功'),
    );
    app.get(
      '/shxm/nc/list',
      op({
        id: 'listNonconformities',
        summary: '不符合项列表',
        access: A.projectRead,
        query: nonconformityListQuery,
        result: nonconformityPage,
      }),
      async (request) => ok(await service.ncList(requireUser(request), request.query)),
    );
    app.get(
      '/shxm/nc/exportXls',
      op({
        id: 'exportNonconformities',
        summary: '导出不符合项',
        access: [...A.projectExport, ...A.rectify],
        query: nonconformityExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.ncExportRows(requireUser(request), request.query);
        const content = await writeSheet(
          '不符合项',
          [
            { header: '企业名称', width: 28, value: (r) => r.enterpriseName },
            { header: '审核类型', width: 14, value: (r) => nameOf(AUDIT_TYPES, r.auditType) },
            { header: '体系', width: 8, value: (r) => r.scheme },
            { header: '编号', width: 8, value: (r) => r.ncNo },
            { header: '等级', width: 8, value: (r) => nameOf(NC_GRADES, r.grade) },
            { header: '状态', width: 10, value: (r) => nameOf(NC_STATUSES, r.status) },
            { header: '条款', width: 12, value: (r) => r.clause },
            { header: '部门', width: 12, value: (r) => r.department },
            { header: '不符合事实', width: 40, value: (r) => r.facts },
            { header: '整改期限', width: 12, value: (r) => r.dueDate ?? '' },
            { header: '纠正', width: 30, value: (r) => r.correction },
            { header: '原因分析', width: 30, value: (r) => r.cause },
            { header: '纠正措施', width: 30, value: (r) => r.correctiveAction },
            { header: '回复时间', width: 18, value: (r) => r.answeredAt?.slice(0, 10) ?? '' },
            { header: '验证人', width: 10, value: (r) => r.verifiedByName },
            { header: '验证时间', width: 18, value: (r) => r.verifiedAt?.slice(0, 10) ?? '' },
            { header: '验证意见', width: 24, value: (r) => r.verifyComment },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'nonconformities.xlsx', '不符合项.xlsx');
      },
    );

    // ─────────────────────────────────────── on-site files ──────────────────────────────────────────
    app.get(
      '/shxm/onsiteFile/list',
      op({
        id: 'listOnsiteFiles',
        summary: '现场审核文件列表',
        access: A.onsiteRead,
        query: onsiteFileListQuery,
        result: onsiteFilePage,
      }),
      async (request) => ok(await service.onsiteList(requireUser(request), request.query)),
    );
    app.get(
      '/shxm/onsiteFile/exportXls',
      op({
        id: 'exportOnsiteFiles',
        summary: '导出现场审核文件/档案列表',
        access: [...A.onsiteRead, 'assist:archive:export'],
        query: onsiteFileExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.onsiteExportRows(requireUser(request), request.query);
        const content = await writeSheet(
          '档案',
          [
            { header: '企业名称', width: 28, value: (r) => r.enterpriseName },
            { header: '计划编号', width: 16, value: (r) => r.planNo },
            { header: '审核类型', width: 14, value: (r) => nameOf(AUDIT_TYPES, r.auditType) },
            { header: '审核阶段', width: 10, value: (r) => nameOf(AUDIT_STAGES, r.stage) },
            { header: '开始日期', width: 12, value: (r) => r.startDate ?? '' },
            { header: '审核组长', width: 10, value: (r) => r.leaderName },
            { header: '项目状态', width: 14, value: (r) => r.statusLabel },
            {
              header: '资料状态',
              width: 10,
              value: (r) => (r.archivedAt ? '已归档' : r.checklistComplete ? '已齐全' : '未齐全'),
            },
            {
              header: '缺少文件',
              width: 30,
              value: (r) => (r.archivedAt ? '' : r.checklistMissing.join('、')),
            },
            { header: '归档日期', width: 12, value: (r) => r.archivedAt?.slice(0, 10) ?? '' },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'archives.xlsx', '档案.xlsx');
      },
    );

    // ─────────────────────────────────── the body's execution setting ───────────────────────────────
    app.get(
      '/shxm/project/setting',
      op({
        id: 'getAuditExecutionSetting',
        summary: '审核执行设置（组员权限）',
        access: A.setting,
        result: auditExecutionSettingVersioned,
      }),
      async (request) => ok(await service.setting(requireUser(request))),
    );
    app.put(
      '/shxm/project/setting',
      op({
        id: 'saveAuditExecutionSetting',
        summary: '保存审核执行设置（组员权限）',
        access: A.setting,
        body: auditExecutionSettingVersioned,
        result: auditExecutionSettingVersioned,
      }),
      async (request) => ok(await service.saveSetting(requireUser(request), request.body), '保存成功'),
    );
    app.get(
      '/shxm/onsiteFile/checklist',
      op({
        id: 'getOnsiteChecklist',
        summary: '现场审核文件检查单',
        access: A.onsiteRead,
        query: checklistQuery,
        result: checklistConfig,
      }),
      async (request) => ok(await service.checklistConfig(requireUser(request), request.query)),
    );
    app.put(
      '/shxm/onsiteFile/checklist',
      op({
        id: 'saveOnsiteChecklist',
        summary: '配置现场审核文件检查单',
        access: A.checklistConfig,
        body: checklistConfigBody,
        result: checklistConfig,
      }),
      async (request) => ok(await service.saveChecklist(requireUser(request), request.body), '保存成功'),
    );

    // ─────────────────────────────────────────── archive ────────────────────────────────────────────
    app.get(
      '/assist/archive/detail',
      op({
        id: 'getProjectArchive',
        summary: '项目归档：全部文件与记录',
        access: A.archiveRead,
        query: executionIdQuery,
        result: archiveView,
      }),
      async (request) => {
        const { project, entries } = await service.archive(requireUser(request), request.query.id);
        return ok({ project, entries });
      },
    );
    app.get(
      '/assist/archive/zip',
      op({
        id: 'downloadProjectArchive',
        summary: '项目归档打包下载（ZIP）',
        access: A.archiveRead,
        query: executionIdQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const { project, files } = await service.archive(requireUser(request), request.query.id);
        const entries = await Promise.all(
          files.map(async (f, i) => ({
            name: `${f.folder}/${String(i + 1).padStart(2, '0')}-${f.stored.fileName.replace(/[\\/]/g, '_')}`,
            data: await services.files.get(f.stored.storageKey),
            date: f.createdAt,
          })),
        );
        const summary = [
          `企业：${project.enterpriseName}`,
          `审核类型：${nameOf(AUDIT_TYPES, project.auditType)}${project.stage ? ` ${nameOf(AUDIT_STAGES, project.stage)}` : ''}`,
          `计划编号：${project.planNo}`,
          `项目状态：${project.statusLabel}`,
          ...project.nonconformities.map(
            (n) =>
              `${n.ncNo} [${n.grade === 1 ? '严重' : n.grade === 2 ? '一般' : '观察项'}] ${n.clause} ${n.facts}`,
          ),
          ...project.approvals.map(
            (a) =>
              `特殊审批：${nameOf(SPECIAL_APPROVAL_KINDS, a.kind)}，申请人 ${a.appliedByName}，理由 ${a.reason}，${
                a.status === 0
                  ? '待审批'
                  : `${a.status === 1 ? '已批准' : '已驳回'}（${a.decidedByName}${a.comment ? `：${a.comment}` : ''}）`
              }`,
          ),
        ].join('\r\n');
        const zip = zipFiles([
          { name: '项目概要.txt', data: Buffer.from(`\ufeff${summary}`, 'utf8') },
          ...entries,
        ]);
        return sendZip(reply, zip, `${project.enterpriseName}-审核归档.zip`);
      },
    );
    app.post(
      '/assist/archive/confirm',
      op({
        id: 'confirmProjectArchive',
        summary: '资料回收确认（归档）',
        access: A.archive,
        body: executionAction,
        result: savedRecord,
      }),
      async (request) => ok(await service.confirmArchive(requireUser(request), request.body), '已确认归档'),
    );

    // ────────────────────────────────────────── special approvals ───────────────────────────────────
    app.get(
      '/assist/specialApproval/list',
      op({
        id: 'listSpecialApprovals',
        summary: '特殊审批列表',
        access: A.approvalRead,
        query: specialApprovalListQuery,
        result: specialApprovalPage,
      }),
      async (request) => ok(await service.approvals(requireUser(request), request.query)),
    );
    app.post(
      '/assist/specialApproval/apply',
      op({
        id: 'applySpecialApproval',
        summary: '申请特殊审批',
        access: A.approvalApply,
        body: specialApprovalBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.applyApproval(requireUser(request), request.body), '申请已提交'),
    );
    app.post(
      '/assist/specialApproval/decide',
      op({
        id: 'decideSpecialApproval',
        summary: '审批特殊审批',
        access: A.approvalDecide,
        body: specialApprovalDecisionBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.decideApproval(requireUser(request), request.body), '审批完成'),
    );
  };
