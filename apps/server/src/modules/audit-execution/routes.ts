/** 审核项目 (shxm) and 综合管理 (assist): thin routes over the area's services, one per use case. */
import {
  AUDIT_EXECUTION_ACCESS as A,
  AUDIT_STAGES,
  AUDIT_TYPES,
  auditExecutionEndpoints,
  auditExecutionSchemas,
  labelOf,
  NC_DOCUMENT_TYPES,
  NC_FILES_PREFIX,
  NC_GRADES,
  NC_RECORD_TYPE,
  NC_STATUSES,
  ONSITE_DOCUMENT_TYPES,
  ONSITE_FILES_PREFIX,
  ONSITE_RECORD_TYPE,
  SPECIAL_APPROVAL_KINDS,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { ArchiveService } from './archive-service.ts';
import { NcService } from './nc-service.ts';
import { OnsiteFileService } from './onsite-files-service.ts';
import { OnsiteWorkService } from './onsite-work-service.ts';
import { ProjectChangeService } from './project-changes-service.ts';
import { ExecutionProjectService } from './projects-service.ts';
import { sendZip, zipFiles } from './zip.ts';

const nameOf = (table: Parameters<typeof labelOf>[0], code: number | null) => labelOf(table, code) ?? '';

export const auditExecutionRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const { database, clock } = services;
    const projects = new ExecutionProjectService(database, clock);
    const onsite = new OnsiteWorkService(database, clock);
    const ncs = new NcService(database, clock);
    const onsiteFiles = new OnsiteFileService(database, clock);
    const changes = new ProjectChangeService(database, clock);
    const archive = new ArchiveService(database, clock);

    // 现场审核文件: the project's on-site file, one record per project.
    await registerRecordFiles(app, services, {
      recordType: ONSITE_RECORD_TYPE,
      title: '现场审核',
      prefix: ONSITE_FILES_PREFIX,
      documentTypes: ONSITE_DOCUMENT_TYPES.map((d) => d.code),
      permission: { read: [...A.onsiteRead, ...A.projectRead, ...A.archiveRead], write: A.onsiteWrite },
      canRead: ({ tx, user, recordId }) => projects.visible(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => onsiteFiles.onsiteWritable(tx, user, recordId),
      visibleDocuments: ({ tx, user }) => projects.visibleDocuments(tx, user),
    });
    // 整改证据: the enterprise's evidence of a nonconformity's correction.
    await registerRecordFiles(app, services, {
      recordType: NC_RECORD_TYPE,
      title: '不符合项整改证据',
      prefix: NC_FILES_PREFIX,
      documentTypes: NC_DOCUMENT_TYPES.map((d) => d.code),
      permission: { read: [...A.projectRead, ...A.archiveRead], write: [...A.rectify, ...A.execute] },
      canRead: ({ tx, user, recordId }) => ncs.ncVisible(tx, user, recordId),
      canWrite: ({ tx, user, recordId }) => ncs.ncEvidenceWritable(tx, user, recordId),
      visibleDocuments: ({ tx, user }) => projects.visibleDocuments(tx, user),
    });

    registerEndpoints(app, auditExecutionEndpoints, auditExecutionSchemas, {
      // ─────────────────────────────────────────── projects ───────────────────────────────────────────
      listExecutionProjects: async (request) => ok(await projects.list(requireUser(request), request.query)),
      exportExecutionProjects: async (request, reply) => {
        const rows = await projects.exportRows(requireUser(request), request.query);
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
      getExecutionProject: async (request) =>
        ok(await projects.detail(requireUser(request), request.query.id)),

      // ─────────────────────────────────────────── execution ──────────────────────────────────────────
      checkInProject: async (request) =>
        ok(await onsite.checkIn(requireUser(request), request.body), '签到成功'),
      submitStage1Report: async (request) =>
        ok(await onsite.submitStage1(requireUser(request), request.body), '提交成功'),
      saveProjectMeeting: async (request) =>
        ok(await onsite.saveMeeting(requireUser(request), request.body), '保存成功'),
      finishProjectAudit: async (request) =>
        ok(await onsite.finish(requireUser(request), request.body), '现场审核已完成'),
      abortProject: async (request) =>
        ok(await changes.abort(requireUser(request), request.body), '项目已终止'),
      addSupplementaryAudit: async (request) =>
        ok(await changes.supplementary(requireUser(request), request.body), '已生成补充审核项目'),

      // ──────────────────────────────────────── nonconformities ───────────────────────────────────────
      addNonconformity: async (request) =>
        ok(await ncs.raiseNc(requireUser(request), request.body), '保存成功'),
      editNonconformity: async (request) =>
        ok(await ncs.editNc(requireUser(request), request.body), '保存成功'),
      answerNonconformity: async (request) =>
        ok(await ncs.answerNc(requireUser(request), request.body), '回复成功'),
      verifyNonconformity: async (request) =>
        ok(await ncs.verifyNc(requireUser(request), request.body), '验证成功'),
      listNonconformities: async (request) => ok(await ncs.ncList(requireUser(request), request.query)),
      exportNonconformities: async (request, reply) => {
        const rows = await ncs.ncExportRows(requireUser(request), request.query);
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

      // ─────────────────────────────────────── on-site files ──────────────────────────────────────────
      listOnsiteFiles: async (request) =>
        ok(await onsiteFiles.onsiteList(requireUser(request), request.query)),
      exportOnsiteFiles: async (request, reply) => {
        const rows = await onsiteFiles.onsiteExportRows(requireUser(request), request.query);
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

      // ─────────────────────────────────── the body's execution setting ───────────────────────────────
      getAuditExecutionSetting: async (request) => ok(await projects.setting(requireUser(request))),
      saveAuditExecutionSetting: async (request) =>
        ok(await projects.saveSetting(requireUser(request), request.body), '保存成功'),
      getOnsiteChecklist: async (request) =>
        ok(await onsiteFiles.checklistConfig(requireUser(request), request.query)),
      saveOnsiteChecklist: async (request) =>
        ok(await onsiteFiles.saveChecklist(requireUser(request), request.body), '保存成功'),

      // ─────────────────────────────────────────── archive ────────────────────────────────────────────
      getProjectArchive: async (request) => {
        const { project, entries } = await archive.archive(requireUser(request), request.query.id);
        return ok({ project, entries });
      },
      downloadProjectArchive: async (request, reply) => {
        const { project, files } = await archive.archive(requireUser(request), request.query.id);
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
      confirmProjectArchive: async (request) =>
        ok(await onsiteFiles.confirmArchive(requireUser(request), request.body), '已确认归档'),

      // ────────────────────────────────────────── special approvals ───────────────────────────────────
      listSpecialApprovals: async (request) =>
        ok(await changes.approvals(requireUser(request), request.query)),
      applySpecialApproval: async (request) =>
        ok(await changes.applyApproval(requireUser(request), request.body), '申请已提交'),
      decideSpecialApproval: async (request) =>
        ok(await changes.decideApproval(requireUser(request), request.body), '审批完成'),
    });
  };
