/** People (rlzy) and the auditor zone's code applications: thin routes over the use cases' services. */
import {
  AUDITOR_ACCESS as A,
  AUDITOR_SCHEMES,
  AUDITOR_STATUSES,
  auditorEndpoints,
  auditorSchemas,
  COMPETENCE_SOURCES,
  COMPETENCE_STATUSES,
  type CodeLabel,
  EMPLOYMENT_TYPES,
  LEADER_FLAGS,
  labelOf,
  PERSONNEL_KINDS,
  QUALIFICATION_LEVELS,
  SEXES,
} from '@cb/domain';
import { requireUser, userActions } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { readExcelUpload, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { AuditorAnalysisService } from './analysis.ts';
import { CodeApplicationService } from './code-applications.ts';
import { CompetenceService } from './competences.ts';
import { MAX_AUDITOR_IMPORT_BYTES } from './excel.ts';
import { AuditorService, type Visibility } from './people.ts';
import { AuditorRecordService } from './records.ts';

/** Where an auditor's archive files live below /api. */
export const AUDITOR_FILES_PREFIX = '/rlzy/auditor/files';

const label = (table: readonly CodeLabel[], code: string | number | null) => labelOf(table, code) ?? '';

export const auditorRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new AuditorService(services.database, services.clock);
    const competences = new CompetenceService(services.database, services.clock);
    const applications = new CodeApplicationService(services.database, services.clock);
    const records = new AuditorRecordService(services.database, services.clock);
    const analysis = new AuditorAnalysisService(services.database, services.clock);
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
    registerEndpoints(app, auditorEndpoints, auditorSchemas, {
      listAuditors: async (request) => {
        const user = requireUser(request);
        return ok(await service.list(user, request.query, await visibility(user)));
      },
      getAuditor: async (request) => {
        const user = requireUser(request);
        return ok(await service.get(user, request.query.id, await visibility(user)));
      },
      addAuditor: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      editAuditor: async (request) =>
        ok(await service.update(requireUser(request), request.body), '编辑成功！'),
      getAuditorArchive: async (request) => {
        const user = requireUser(request);
        return ok(await service.archive(user, request.query.id, await visibility(user)));
      },
      exportAuditors: async (request, reply) => {
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
      importAuditors: async (request) => {
        const content = await readExcelUpload(request, MAX_AUDITOR_IMPORT_BYTES);
        const result = await service.importAuditors(requireUser(request), content);
        return ok(result, `成功导入${result.imported}条`);
      },

      // ────────────────────────────────────── qualifications ──────────────────────────────────────
      listQualifications: async (request) =>
        ok(await competences.listQualifications(requireUser(request), request.query)),
      addQualification: async (request) =>
        ok(await competences.addQualification(requireUser(request), request.body), '添加成功！'),
      editQualification: async (request) =>
        ok(await competences.editQualification(requireUser(request), request.body), '编辑成功！'),
      exportQualifications: async (request, reply) => {
        const rows = await competences.exportQualifications(requireUser(request));
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
      importQualifications: async (request) => {
        const content = await readExcelUpload(request, MAX_AUDITOR_IMPORT_BYTES);
        const result = await competences.importQualifications(requireUser(request), content);
        return ok(result, `成功导入${result.imported}条`);
      },

      // ───────────────────────────────────── code competences ─────────────────────────────────────
      listCodeCompetences: async (request) =>
        ok(await competences.listCompetences(requireUser(request), request.query)),
      addCodeCompetence: async (request) =>
        ok(await competences.addCompetence(requireUser(request), request.body), '添加成功！'),
      editCodeCompetence: async (request) =>
        ok(await competences.editCompetence(requireUser(request), request.body), '编辑成功！'),
      decideCodeApplication: async (request) =>
        ok(
          await competences.decideCompetence(requireUser(request), request.body),
          request.body.approve ? '已批准' : '已退回',
        ),
      exportCodeCompetences: async (request, reply) => {
        const rows = await competences.exportCompetences(requireUser(request), request.query);
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
      importCodeCompetences: async (request) => {
        const content = await readExcelUpload(request, MAX_AUDITOR_IMPORT_BYTES);
        const result = await competences.importCompetences(requireUser(request), content);
        return ok(result, `成功导入${result.imported}条`);
      },

      // ─────────────────────────────── the auditor zone: own applications ─────────────────────────
      listMyCodeApplications: async (request) =>
        ok(await applications.myCompetences(requireUser(request), request.query)),
      getMyCodeApplication: async (request) =>
        ok(await applications.myCompetence(requireUser(request), request.query.id)),
      applyForCode: async (request) =>
        ok(
          await applications.applyForCode(requireUser(request), request.body),
          '申请已提交，等待人力资源审批',
        ),
      editCodeApplication: async (request) =>
        ok(
          await applications.editApplication(requireUser(request), request.body),
          '申请已提交，等待人力资源审批',
        ),
      withdrawCodeApplication: async (request) =>
        ok(
          await applications.withdrawApplication(
            requireUser(request),
            request.query.id,
            request.query.version,
          ),
          '已撤销',
        ),

      // ──────────────────────────────────── labour contracts ──────────────────────────────────────
      listLabourContracts: async (request) =>
        ok(await records.listContracts(requireUser(request), request.query)),
      getLabourContract: async (request) =>
        ok(await records.getContract(requireUser(request), request.query.id)),
      addLabourContract: async (request) =>
        ok(await records.addContract(requireUser(request), request.body), '添加成功！'),
      editLabourContract: async (request) =>
        ok(await records.editContract(requireUser(request), request.body), '编辑成功！'),
      deleteLabourContract: async (request) =>
        ok(
          await records.removeContract(requireUser(request), request.query.id, request.query.version),
          '删除成功!',
        ),

      // ────────────────────────────────────────── leave ───────────────────────────────────────────
      listLeaves: async (request) => ok(await records.listLeaves(requireUser(request), request.query)),
      addLeave: async (request) =>
        ok(await records.addLeave(requireUser(request), request.body), '添加成功！'),
      decideLeave: async (request) =>
        ok(await records.decideLeave(requireUser(request), request.body), '审批完成'),
      deleteLeave: async (request) =>
        ok(
          await records.removeLeave(requireUser(request), request.query.id, request.query.version),
          '删除成功!',
        ),

      // ───────────────────────────────────────── witness ──────────────────────────────────────────
      listWitnessAssessments: async (request) =>
        ok(await records.listWitness(requireUser(request), request.query)),
      addWitnessAssessment: async (request) =>
        ok(await records.addWitness(requireUser(request), request.body), '添加成功！'),
      editWitnessAssessment: async (request) =>
        ok(await records.editWitness(requireUser(request), request.body), '编辑成功！'),
      deleteWitnessAssessment: async (request) =>
        ok(
          await records.removeWitness(requireUser(request), request.query.id, request.query.version),
          '删除成功!',
        ),

      // ─────────────────────────────────── analysis and candidates ────────────────────────────────
      analyseAuditor: async (request) =>
        ok(await analysis.analyse(requireUser(request), request.query.auditorId, request.query.scheme)),
      exportAuditorAnalysis: async (request, reply) => {
        const result = await analysis.analyse(
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
      findAuditCandidates: async (request) =>
        ok(await analysis.candidates(requireUser(request), request.body)),
    });
  };
