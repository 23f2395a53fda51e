/**
 * 培训认证 (tc) endpoints: thin — the area's endpoint table and schemas, each with its handler; the
 * application's materials are record files (recordType `training_application`), written only while
 * the application may be edited (待材料审核, 已退回).
 */
import {
  TRAINING_APPLICATION_ACCESS as A,
  canTrainingStep,
  TRAINING_APPLICANT_TYPE_LABELS,
  TRAINING_STAGE_LABELS,
  type TrainingStage,
  trainingCertificationEndpoints,
  trainingCertificationSchemas,
} from '@cb/domain/training-certification';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import type { Reader } from '../../platform/db/database.ts';
import { registerRecordFiles } from '../../platform/files/record-files.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { certificationBody } from '../certificates/door.ts';
import { trainingCertificatePdf, trainingReportPdf, trainingReportRows } from './print.ts';
import { trainingApplications } from './schema.ts';
import { type TrainingApplicationListRow, TrainingApplicationService } from './service.ts';

export const TRAINING_APPLICATION_RECORD_TYPE = 'training_application';
export const TRAINING_FILES_PREFIX = '/tc/application/files';

const EXPORT_COLUMNS: readonly SheetColumn<TrainingApplicationListRow>[] = [
  { header: '申请人', width: 16, value: (r) => r.applicantName },
  { header: '申请人类型', width: 10, value: (r) => TRAINING_APPLICANT_TYPE_LABELS[r.applicantType] ?? '' },
  { header: '工作单位', width: 28, value: (r) => r.organisation },
  { header: '课程名称', width: 28, value: (r) => r.courseName },
  { header: '学时', width: 8, value: (r) => r.courseHours },
  { header: '培训开始日期', width: 14, value: (r) => r.trainingFrom },
  { header: '培训结束日期', width: 14, value: (r) => r.trainingTo },
  { header: '阶段', width: 12, value: (r) => TRAINING_STAGE_LABELS[r.stage as TrainingStage] ?? '' },
  { header: '证书编号', width: 18, value: (r) => r.certNo },
  { header: '经办人', width: 12, value: (r) => r.handlerName },
  { header: '创建时间', width: 20, value: (r) => r.createTime },
];

const pdf = (reply: FastifyReply, content: Buffer, fileName: string) =>
  sendDownload(reply, { content, contentType: 'application/pdf', fileName, inline: true });

export const trainingApplicationRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new TrainingApplicationService(services.database, services.clock);
    const bodyName = async (tenantId: number) => (await certificationBody(services.database, tenantId)).name;
    const stageOf = async (tx: Reader, tenantId: number, id: string) => {
      const [row] = await tx
        .select({ stage: trainingApplications.stage })
        .from(trainingApplications)
        .where(and(eq(trainingApplications.tenantId, tenantId), eq(trainingApplications.id, id)));
      return row?.stage;
    };

    await registerRecordFiles(app, services, {
      recordType: TRAINING_APPLICATION_RECORD_TYPE,
      title: '培训认证申请材料',
      prefix: TRAINING_FILES_PREFIX,
      documentTypes: ['attachment', 'diploma'],
      permission: { read: A.read, write: [...A.add, ...A.edit] },
      canRead: async ({ tx, user, recordId }) => (await stageOf(tx, user.tenantId, recordId)) !== undefined,
      canWrite: async ({ tx, user, recordId }) => {
        const stage = await stageOf(tx, user.tenantId, recordId);
        return stage !== undefined && canTrainingStep(stage, 'edit');
      },
    });

    registerEndpoints(app, trainingCertificationEndpoints, trainingCertificationSchemas, {
      listTrainingApplications: async (request) =>
        ok(await service.list(requireUser(request), request.query)),
      getTrainingApplication: async (request) =>
        ok(await service.get(requireUser(request), request.query.id)),
      addTrainingApplication: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      editTrainingApplication: async (request) =>
        ok(await service.update(requireUser(request), request.body), '编辑成功！'),
      resubmitTrainingApplication: async (request) =>
        ok(await service.resubmit(requireUser(request), request.body.id, request.body.version), '已重新提交'),
      auditTrainingMaterials: async (request) =>
        ok(
          await service.auditMaterials(requireUser(request), request.body),
          request.body.pass ? '材料审核通过' : '已退回',
        ),
      reviewTrainingApplication: async (request) =>
        ok(await service.review(requireUser(request), request.body), '评审完成'),
      draftTrainingCertificate: async (request) =>
        ok(await service.draft(requireUser(request), request.body), '证书草稿已保存'),
      getTrainingCertificatePdf: async (request, reply) => {
        const user = requireUser(request);
        const row = await service.forPrint(user, request.query.id, true);
        const content = await trainingCertificatePdf(
          row,
          services.publicAddress.origin(),
          await bodyName(user.tenantId),
        );
        return pdf(reply, content, `培训证书-${row.certNo}.pdf`);
      },
      publishTrainingCertificate: async (request) =>
        ok(await service.publish(requireUser(request), request.body.id, request.body.version), '证书已发布'),
      saveTrainingReport: async (request) =>
        ok(await service.saveReport(requireUser(request), request.body), '保存成功！'),
      getTrainingReportPdf: async (request, reply) => {
        const user = requireUser(request);
        const row = await service.forPrint(user, request.query.id, false);
        return pdf(
          reply,
          await trainingReportPdf(row, await bodyName(user.tenantId)),
          `培训认证报告-${row.applicantName}.pdf`,
        );
      },
      getTrainingReportXls: async (request, reply) => {
        const user = requireUser(request);
        const row = await service.forPrint(user, request.query.id, false);
        const content = await writeSheet(
          '培训认证报告',
          [
            { header: '项目', width: 16, value: (r: { label: string }) => r.label },
            { header: '内容', width: 60, value: (r: { value: string }) => r.value },
          ],
          trainingReportRows(row),
        );
        return sendWorkbook(reply, content, 'training_report.xlsx', `培训认证报告-${row.applicantName}.xlsx`);
      },
      exportTrainingApplications: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet('培训认证申请', EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'training_applications.xlsx', '培训认证申请.xlsx');
      },
    });
  };
