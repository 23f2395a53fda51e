/** People (rlzy) and the auditor zone's code applications: thin routes over AuditorService. */
import {
  AUDITOR_ACCESS as A,
  AUDITOR_SCHEMES,
  AUDITOR_STATUSES,
  analyseQuery,
  analyseResult,
  auditorArchive,
  auditorBody,
  auditorDetail,
  auditorEditBody,
  auditorExportQuery,
  auditorImportResult,
  auditorListQuery,
  auditorPage,
  auditorSaved,
  COMPETENCE_SOURCES,
  COMPETENCE_STATUSES,
  type CodeLabel,
  candidatesBody,
  candidatesResult,
  codeApplicationBody,
  codeApplicationEditBody,
  competenceBody,
  competenceDecisionBody,
  competenceEditBody,
  competenceListQuery,
  competencePage,
  competenceRow,
  EMPLOYMENT_TYPES,
  idQuery,
  idVersion,
  LEADER_FLAGS,
  labelOf,
  labourContractBody,
  labourContractEditBody,
  labourContractListQuery,
  labourContractPage,
  labourContractRow,
  leaveBody,
  leaveDecisionBody,
  leaveListQuery,
  leavePage,
  PERSONNEL_KINDS,
  QUALIFICATION_LEVELS,
  qualificationBody,
  qualificationEditBody,
  qualificationListQuery,
  qualificationPage,
  removedRecord,
  SEXES,
  savedRecord,
  witnessBody,
  witnessEditBody,
  witnessListQuery,
  witnessPage,
} from '@cb/domain';
import { requireUser, userActions } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { readExcelUpload, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { MAX_AUDITOR_IMPORT_BYTES } from './excel.ts';
import { AuditorService, type Visibility } from './service.ts';

/** Where an auditor's archive files live below /api. */
export const AUDITOR_FILES_PREFIX = '/rlzy/auditor/files';

const label = (table: readonly CodeLabel[], code: string | number | null) => labelOf(table, code) ?? '';

export const auditorRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new AuditorService(services.database, services.clock);
    await enableUploads(app, MAX_AUDITOR_IMPORT_BYTES);

    // The archive's documents: registration certificates, diplomas, contracts (platform record files).
    await registerRecordFiles(app, services, {
      recordType: 'auditor',
      title: '审核员',
      prefix: AUDITOR_FILES_PREFIX,
      documentTypes: ['qualification_certificate', 'diploma', 'labour_contract', 'attachment'],
      permission: { read: A.archive, write: A.edit },
      canRead: ({ tx, user, recordId }) => service.exists(tx, user, recordId),
    });
    /** HR (who may edit auditors) sees ID-card and bank numbers whole; other readers masked. */
    const visibility = async (user: AuthUser): Promise<Visibility> => ({
      sensitive: (await userActions(services.database, user)).has(A.edit[0]),
    });

    // ───────────────────────────────────────── auditors ─────────────────────────────────────────
    app.get(
      '/rlzy/auditor/list',
      op({
        id: 'listAuditors',
        summary: '审核员列表',
        access: A.read,
        query: auditorListQuery,
        result: auditorPage,
      }),
      async (request) => {
        const user = requireUser(request);
        return ok(await service.list(user, request.query, await visibility(user)));
      },
    );
    app.get(
      '/rlzy/auditor/queryById',
      op({ id: 'getAuditor', summary: '审核员详情', access: A.read, query: idQuery, result: auditorDetail }),
      async (request) => {
        const user = requireUser(request);
        return ok(await service.get(user, request.query.id, await visibility(user)));
      },
    );
    app.post(
      '/rlzy/auditor/add',
      op({ id: 'addAuditor', summary: '新增审核员', access: A.add, body: auditorBody, result: auditorSaved }),
      async (request) => ok(await service.create(requireUser(request), request.body), '添加成功！'),
    );
    app.put(
      '/rlzy/auditor/edit',
      op({
        id: 'editAuditor',
        summary: '编辑审核员',
        access: A.edit,
        body: auditorEditBody,
        result: auditorSaved,
      }),
      async (request) => ok(await service.update(requireUser(request), request.body), '编辑成功！'),
    );
    app.get(
      '/rlzy/auditor/archive',
      op({
        id: 'getAuditorArchive',
        summary: '审核员档案（资格、专业代码、合同、请假、见证）',
        access: A.archive,
        query: idQuery,
        result: auditorArchive,
      }),
      async (request) => {
        const user = requireUser(request);
        return ok(await service.archive(user, request.query.id, await visibility(user)));
      },
    );
    app.get(
      '/rlzy/auditor/exportXls',
      op({
        id: 'exportAuditors',
        summary: '导出审核员',
        access: A.export,
        query: auditorExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const user = requireUser(request);
        const rows = await service.exportRows(user, request.query, await visibility(user));
        const content = await writeSheet(
          '审核员',
          [
            { header: '姓名', width: 12, value: (r) => r.name },
            { header: '性别', width: 6, value: (r) => label(SEXES, r.sex) },
            { header: '身份证号', width: 22, value: (r) => r.idCardNo },
            { header: '手机号码', width: 14, value: (r) => r.phone },
            { header: '邮箱', width: 22, value: (r) => r.email },
            { header: '人员类型', width: 16, value: (r) => label(PERSONNEL_KINDS, r.personnelKind) },
            { header: '专兼职', width: 8, value: (r) => label(EMPLOYMENT_TYPES, r.employmentType) },
            { header: '所属分公司', width: 14, value: (r) => r.branchCompany },
            { header: '学历', width: 10, value: (r) => r.education },
            { header: '工作单位', width: 20, value: (r) => r.employer },
            { header: '开户行', width: 20, value: (r) => r.bankName },
            { header: '银行账号', width: 26, value: (r) => r.bankAccount },
            { header: '注册资格', width: 20, value: (r) => r.registrations },
            { header: '人员状态', width: 8, value: (r) => label(AUDITOR_STATUSES, r.status) },
            { header: '备注', width: 24, value: (r) => r.remark },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'auditors.xlsx', '审核员.xlsx');
      },
    );

    app.post(
      '/rlzy/auditor/importExcel',
      op({
        id: 'importAuditors',
        summary: '从 Excel 导入审核员（全部成功或全部不导入）',
        access: A.import,
        result: auditorImportResult,
      }),
      async (request) => {
        const content = await readExcelUpload(request, MAX_AUDITOR_IMPORT_BYTES);
        const result = await service.importAuditors(requireUser(request), content);
        return ok(result, `成功导入${result.imported}条`);
      },
    );

    // ────────────────────────────────────── qualifications ──────────────────────────────────────
    app.get(
      '/rlzy/qualification/list',
      op({
        id: 'listQualifications',
        summary: '注册资格列表（可按到期天数筛选）',
        access: A.read,
        query: qualificationListQuery,
        result: qualificationPage,
      }),
      async (request) => ok(await service.listQualifications(requireUser(request), request.query)),
    );
    app.post(
      '/rlzy/qualification/add',
      op({
        id: 'addQualification',
        summary: '新增注册资格',
        access: A.edit,
        body: qualificationBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.addQualification(requireUser(request), request.body), '添加成功！'),
    );
    app.put(
      '/rlzy/qualification/edit',
      op({
        id: 'editQualification',
        summary: '编辑注册资格',
        access: A.edit,
        body: qualificationEditBody,
        result: savedRecord,
      }),
      async (request) =>
        ok(await service.editQualification(requireUser(request), request.body), '编辑成功！'),
    );
    app.get(
      '/rlzy/qualification/exportXls',
      op({ id: 'exportQualifications', summary: '导出注册资格', access: A.export, result: 'file' }),
      async (request, reply) => {
        const rows = await service.exportQualifications(requireUser(request));
        const content = await writeSheet(
          '注册资格',
          [
            { header: '姓名', width: 12, value: (r) => r.auditorName },
            { header: '体系', width: 18, value: (r) => label(AUDITOR_SCHEMES, r.scheme) },
            { header: '资格等级', width: 12, value: (r) => label(QUALIFICATION_LEVELS, r.level) },
            { header: '注册证书号', width: 22, value: (r) => r.registrationNo },
            { header: '有效期起', width: 12, value: (r) => r.validFrom },
            { header: '有效期止', width: 12, value: (r) => r.validTo },
            { header: '组长资格', width: 10, value: (r) => label(LEADER_FLAGS, r.leaderFlag) },
            { header: '可见证', width: 8, value: (r) => (r.canWitness ? '是' : '否') },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'qualifications.xlsx', '注册资格.xlsx');
      },
    );

    app.post(
      '/rlzy/qualification/importExcel',
      op({
        id: 'importQualifications',
        summary: '从 Excel 导入注册资格（按身份证号对应人员）',
        access: A.import,
        result: auditorImportResult,
      }),
      async (request) => {
        const content = await readExcelUpload(request, MAX_AUDITOR_IMPORT_BYTES);
        const result = await service.importQualifications(requireUser(request), content);
        return ok(result, `成功导入${result.imported}条`);
      },
    );

    // ───────────────────────────────────── code competences ─────────────────────────────────────
    app.get(
      '/rlzy/code/list',
      op({
        id: 'listCodeCompetences',
        summary: '专业代码能力列表',
        access: A.read,
        query: competenceListQuery,
        result: competencePage,
      }),
      async (request) => ok(await service.listCompetences(requireUser(request), request.query)),
    );
    app.post(
      '/rlzy/code/add',
      op({
        id: 'addCodeCompetence',
        summary: '新增专业代码能力（直接批准）',
        access: A.edit,
        body: competenceBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.addCompetence(requireUser(request), request.body), '添加成功！'),
    );
    app.put(
      '/rlzy/code/edit',
      op({
        id: 'editCodeCompetence',
        summary: '编辑专业代码能力',
        access: A.edit,
        body: competenceEditBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.editCompetence(requireUser(request), request.body), '编辑成功！'),
    );
    app.put(
      '/rlzy/code/decide',
      op({
        id: 'decideCodeApplication',
        summary: '批准或退回专业代码申请',
        access: A.approveCode,
        body: competenceDecisionBody,
        result: savedRecord,
      }),
      async (request) =>
        ok(
          await service.decideCompetence(requireUser(request), request.body),
          request.body.approve ? '已批准' : '已退回',
        ),
    );
    app.get(
      '/rlzy/code/exportXls',
      op({
        id: 'exportCodeCompetences',
        summary: '导出专业代码能力',
        access: A.export,
        query: competenceListQuery.omit({ pageNo: true, pageSize: true }),
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.exportCompetences(requireUser(request), request.query);
        const content = await writeSheet(
          '专业代码能力',
          [
            { header: '姓名', width: 12, value: (r) => r.auditorName },
            { header: '体系', width: 18, value: (r) => label(AUDITOR_SCHEMES, r.scheme) },
            { header: '专业代码', width: 12, value: (r) => r.code },
            { header: '代码名称', width: 30, value: (r) => r.codeName },
            { header: '能力来源', width: 12, value: (r) => label(COMPETENCE_SOURCES, r.source) },
            { header: '评价方式', width: 14, value: (r) => r.evaluationMethod },
            { header: '通过日期', width: 12, value: (r) => r.passDate ?? '' },
            { header: '评价人', width: 10, value: (r) => r.evaluator },
            { header: '状态', width: 10, value: (r) => label(COMPETENCE_STATUSES, r.status) },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'code-competences.xlsx', '专业代码能力.xlsx');
      },
    );

    app.post(
      '/rlzy/code/importExcel',
      op({
        id: 'importCodeCompetences',
        summary: '从 Excel 导入专业代码能力（按身份证号对应人员）',
        access: A.import,
        result: auditorImportResult,
      }),
      async (request) => {
        const content = await readExcelUpload(request, MAX_AUDITOR_IMPORT_BYTES);
        const result = await service.importCompetences(requireUser(request), content);
        return ok(result, `成功导入${result.imported}条`);
      },
    );

    // ─────────────────────────────── the auditor zone: own applications ─────────────────────────
    app.get(
      '/auditorZone/code/list',
      op({
        id: 'listMyCodeApplications',
        summary: '我的专业代码（申请与批准）',
        access: A.zoneCodeRead,
        query: competenceListQuery,
        result: competencePage,
      }),
      async (request) => ok(await service.myCompetences(requireUser(request), request.query)),
    );
    app.get(
      '/auditorZone/code/queryById',
      op({
        id: 'getMyCodeApplication',
        summary: '我的专业代码申请详情',
        access: A.zoneCodeRead,
        query: idQuery,
        result: competenceRow,
      }),
      async (request) => ok(await service.myCompetence(requireUser(request), request.query.id)),
    );
    app.post(
      '/auditorZone/code/add',
      op({
        id: 'applyForCode',
        summary: '申请专业代码',
        access: A.zoneCodeAdd,
        body: codeApplicationBody,
        result: savedRecord,
      }),
      async (request) =>
        ok(await service.applyForCode(requireUser(request), request.body), '申请已提交，等待人力资源审批'),
    );
    app.put(
      '/auditorZone/code/edit',
      op({
        id: 'editCodeApplication',
        summary: '修改或重新提交专业代码申请',
        access: A.zoneCodeEdit,
        body: codeApplicationEditBody,
        result: savedRecord,
      }),
      async (request) =>
        ok(await service.editApplication(requireUser(request), request.body), '申请已提交，等待人力资源审批'),
    );
    app.delete(
      '/auditorZone/code/delete',
      op({
        id: 'withdrawCodeApplication',
        summary: '撤销专业代码申请',
        access: A.zoneCodeDelete,
        query: idVersion,
        result: removedRecord,
      }),
      async (request) =>
        ok(
          await service.withdrawApplication(requireUser(request), request.query.id, request.query.version),
          '已撤销',
        ),
    );

    // ──────────────────────────────────── labour contracts ──────────────────────────────────────
    app.get(
      '/rlzy/contract/list',
      op({
        id: 'listLabourContracts',
        summary: '劳动合同列表',
        access: A.contractRead,
        query: labourContractListQuery,
        result: labourContractPage,
      }),
      async (request) => ok(await service.listContracts(requireUser(request), request.query)),
    );
    app.get(
      '/rlzy/contract/queryById',
      op({
        id: 'getLabourContract',
        summary: '劳动合同详情',
        access: A.contractRead,
        query: idQuery,
        result: labourContractRow,
      }),
      async (request) => ok(await service.getContract(requireUser(request), request.query.id)),
    );
    app.post(
      '/rlzy/contract/add',
      op({
        id: 'addLabourContract',
        summary: '新增劳动合同',
        access: A.contractAdd,
        body: labourContractBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.addContract(requireUser(request), request.body), '添加成功！'),
    );
    app.put(
      '/rlzy/contract/edit',
      op({
        id: 'editLabourContract',
        summary: '编辑劳动合同',
        access: A.contractEdit,
        body: labourContractEditBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.editContract(requireUser(request), request.body), '编辑成功！'),
    );
    app.delete(
      '/rlzy/contract/delete',
      op({
        id: 'deleteLabourContract',
        summary: '删除劳动合同',
        access: A.contractDelete,
        query: idVersion,
        result: removedRecord,
      }),
      async (request) =>
        ok(
          await service.removeContract(requireUser(request), request.query.id, request.query.version),
          '删除成功!',
        ),
    );

    // ────────────────────────────────────────── leave ───────────────────────────────────────────
    app.get(
      '/rlzy/leave/list',
      op({
        id: 'listLeaves',
        summary: '请假列表',
        access: A.leaveRead,
        query: leaveListQuery,
        result: leavePage,
      }),
      async (request) => ok(await service.listLeaves(requireUser(request), request.query)),
    );
    app.post(
      '/rlzy/leave/add',
      op({
        id: 'addLeave',
        summary: '登记请假（按半天）',
        access: A.leaveAdd,
        body: leaveBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.addLeave(requireUser(request), request.body), '添加成功！'),
    );
    app.put(
      '/rlzy/leave/decide',
      op({
        id: 'decideLeave',
        summary: '审批请假',
        access: A.leaveApprove,
        body: leaveDecisionBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.decideLeave(requireUser(request), request.body), '审批完成'),
    );
    app.delete(
      '/rlzy/leave/delete',
      op({
        id: 'deleteLeave',
        summary: '删除请假',
        access: A.leaveDelete,
        query: idVersion,
        result: removedRecord,
      }),
      async (request) =>
        ok(
          await service.removeLeave(requireUser(request), request.query.id, request.query.version),
          '删除成功!',
        ),
    );

    // ───────────────────────────────────────── witness ──────────────────────────────────────────
    app.get(
      '/rlzy/witness/list',
      op({
        id: 'listWitnessAssessments',
        summary: '见证评价列表',
        access: A.witnessRead,
        query: witnessListQuery,
        result: witnessPage,
      }),
      async (request) => ok(await service.listWitness(requireUser(request), request.query)),
    );
    app.post(
      '/rlzy/witness/add',
      op({
        id: 'addWitnessAssessment',
        summary: '新增见证评价',
        access: A.witnessAdd,
        body: witnessBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.addWitness(requireUser(request), request.body), '添加成功！'),
    );
    app.put(
      '/rlzy/witness/edit',
      op({
        id: 'editWitnessAssessment',
        summary: '编辑见证评价',
        access: A.witnessEdit,
        body: witnessEditBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.editWitness(requireUser(request), request.body), '编辑成功！'),
    );
    app.delete(
      '/rlzy/witness/delete',
      op({
        id: 'deleteWitnessAssessment',
        summary: '删除见证评价',
        access: A.witnessDelete,
        query: idVersion,
        result: removedRecord,
      }),
      async (request) =>
        ok(
          await service.removeWitness(requireUser(request), request.query.id, request.query.version),
          '删除成功!',
        ),
    );

    // ─────────────────────────────────── analysis and candidates ────────────────────────────────
    app.get(
      '/rlzy/analyse/detail',
      op({
        id: 'analyseAuditor',
        summary: '能力分析（按体系）',
        access: A.analyse,
        query: analyseQuery,
        result: analyseResult,
      }),
      async (request) =>
        ok(await service.analyse(requireUser(request), request.query.auditorId, request.query.scheme)),
    );
    app.get(
      '/rlzy/analyse/exportXls',
      op({
        id: 'exportAuditorAnalysis',
        summary: '导出能力分析',
        access: A.analyseExport,
        query: analyseQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const result = await service.analyse(
          requireUser(request),
          request.query.auditorId,
          request.query.scheme,
        );
        const content = await writeSheet(
          `${result.auditor.name}能力分析`,
          [
            { header: '专业代码', width: 12, value: (r) => r.code },
            { header: '代码名称', width: 30, value: (r) => r.codeName },
            {
              header: '能力来源',
              width: 24,
              value: (r) => r.sources.map((s) => label(COMPETENCE_SOURCES, s)).join('、'),
            },
            { header: '通过日期', width: 12, value: (r) => r.passDate ?? '' },
            { header: '审核次数', width: 10, value: (r) => r.audits },
            { header: '审核人日', width: 10, value: (r) => r.auditDays },
            { header: '见证通过', width: 10, value: (r) => r.witnessPassed },
            { header: '见证未通过', width: 10, value: (r) => r.witnessFailed },
          ],
          result.rows,
        );
        return sendWorkbook(reply, content, 'analysis.xlsx', '能力分析.xlsx');
      },
    );
    app.post(
      '/rlzy/competence/candidates',
      op({
        id: 'findAuditCandidates',
        summary: '按体系、专业代码和半天日期查找可派审核员（含排除原因）',
        access: A.candidates,
        body: candidatesBody,
        result: candidatesResult,
      }),
      async (request) => ok(await service.candidates(requireUser(request), request.body)),
    );
  };
