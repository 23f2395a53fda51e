/**
 * 服务认证 (sc) endpoints: thin — the area's endpoint table and schemas, each with its handler.
 * The calculator answers what `evaluateService` computes (the sheet page and the save use the same
 * function); a score above its item's maximum or a negative one is 400 naming the item (contract).
 */
import {
  evaluateService,
  SERVICE_STAGE_LABELS,
  serviceCertificationEndpoints,
  serviceCertificationSchemas,
} from '@cb/domain/service-certification';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { certificationBody } from '../certificates/door.ts';
import { serviceCertificatePdf, serviceReportPdf } from './print.ts';
import type { ServiceProjectListRow } from './repository.ts';
import { ServiceProjectService } from './service.ts';

const PROJECT_COLUMNS: readonly SheetColumn<ServiceProjectListRow>[] = [
  { header: '项目编号', width: 16, value: (r) => r.projectNo },
  { header: '组织名称', width: 32, value: (r) => r.enterpriseName },
  { header: '服务领域代码', width: 12, value: (r) => r.serviceAreaCode },
  { header: '项目阶段', width: 10, value: (r) => SERVICE_STAGE_LABELS[r.stage] ?? '' },
  { header: '得分率(%)', width: 10, value: (r) => r.percent },
  { header: '评价等级', width: 10, value: (r) => r.grade },
  { header: '证书编号', width: 16, value: (r) => r.certNo },
  { header: '创建时间', width: 20, value: (r) => r.createTime },
];
const REPORT_COLUMNS: readonly SheetColumn<ServiceProjectListRow>[] = [
  { header: '项目编号', width: 16, value: (r) => r.projectNo },
  { header: '组织名称', width: 32, value: (r) => r.enterpriseName },
  { header: '服务领域代码', width: 12, value: (r) => r.serviceAreaCode },
  { header: '特别扣分项', width: 10, value: (r) => r.specialDeductions },
  { header: '得分率(%)', width: 10, value: (r) => r.percent },
  { header: '评价等级', width: 10, value: (r) => r.grade },
  { header: '评价人', width: 12, value: (r) => r.evaluator },
  { header: '评价时间', width: 20, value: (r) => r.evaluatedAt },
];

const pdf = (reply: FastifyReply, content: Buffer, fileName: string) =>
  sendDownload(reply, { content, contentType: 'application/pdf', fileName, inline: true });

export const serviceCertificationRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new ServiceProjectService(services.database, services.clock);
    const bodyName = async (tenantId: number) => (await certificationBody(services.database, tenantId)).name;

    registerEndpoints(app, serviceCertificationEndpoints, serviceCertificationSchemas, {
      calculateServiceEvaluation: async (request) => {
        const { items, specialDeductions, bonus } = request.body;
        return ok({ result: evaluateService(items, specialDeductions, bonus) });
      },
      listServiceProjects: async (request) => ok(await service.list(requireUser(request), request.query)),
      exportServiceProjects: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        return sendWorkbook(
          reply,
          await writeSheet('服务认证项目', PROJECT_COLUMNS, rows),
          'service_projects.xlsx',
          '服务认证项目.xlsx',
        );
      },
      addServiceProject: async (request) =>
        ok(await service.create(requireUser(request), request.body), '添加成功！'),
      advanceServiceProject: async (request) =>
        ok(
          await service.advance(requireUser(request), request.body.id, request.body.version),
          '已进入下一阶段',
        ),
      getServiceEvaluation: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      saveServiceEvaluation: async (request) =>
        ok(await service.saveSheet(requireUser(request), request.body), '保存成功！'),
      getServiceEvaluationPdf: async (request, reply) => {
        const user = requireUser(request);
        const row = await service.record(user, request.query.id);
        if (!row.evaluated) throw new AppError(409, '评价表尚未保存');
        return pdf(
          reply,
          await serviceReportPdf(row, await bodyName(user.tenantId)),
          `服务认证报告-${row.projectNo}.pdf`,
        );
      },
      getServiceCertificatePdf: async (request, reply) => {
        const user = requireUser(request);
        const row = await service.record(user, request.query.id);
        if (!row.certNo) throw new AppError(409, '项目尚未发证');
        const content = await serviceCertificatePdf(
          row,
          services.publicAddress.origin(),
          await bodyName(user.tenantId),
        );
        return pdf(reply, content, `服务认证证书-${row.certNo}.pdf`);
      },
      exportServiceEvaluations: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), { ...request.query, evaluated: true });
        return sendWorkbook(
          reply,
          await writeSheet('服务认证报告', REPORT_COLUMNS, rows),
          'service_reports.xlsx',
          '服务认证报告.xlsx',
        );
      },
    });
  };
