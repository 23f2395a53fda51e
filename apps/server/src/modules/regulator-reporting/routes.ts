/**
 * 信息上报 (xxsb) endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/regulator-reporting/endpoints.ts) and its schemas (contract.ts), each with its handler.
 */
import {
  REPORT_KIND_LABELS,
  type ReportKind,
  regulatorReportingEndpoints,
  regulatorReportingSchemas,
} from '@cb/domain/regulator-reporting';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { sendStoredFile } from '../../platform/files/files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import type { BatchListRow } from './repository.ts';
import { RegulatorReportingService } from './service.ts';

/** 上报记录's export: the list's columns. */
const BATCH_COLUMNS: readonly SheetColumn<BatchListRow>[] = [
  { header: '批次号', width: 26, value: (r) => r.batchNo },
  { header: '上报类别', width: 12, value: (r) => REPORT_KIND_LABELS[r.kind] ?? r.kind },
  { header: '所属期间', width: 10, value: (r) => r.period || '—' },
  { header: '条数', width: 8, value: (r) => r.rowCount },
  { header: '上报人', width: 12, value: (r) => r.reportedByName },
  { header: '上报时间', width: 20, value: (r) => r.createTime },
  { header: '上报文件', width: 40, value: (r) => r.fileName },
  { header: '备注', width: 30, value: (r) => r.remark },
];

export const reportBatchRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new RegulatorReportingService(services.database, services.files);
    const sendExport = async (
      kind: ReportKind,
      request: { query: Parameters<RegulatorReportingService['exportFile']>[2] } & Parameters<
        typeof requireUser
      >[0],
      reply: FastifyReply,
    ) => {
      const file = await service.exportFile(kind, requireUser(request), request.query);
      return sendWorkbook(reply, file.content, file.asciiName, file.fileName);
    };

    registerEndpoints(app, regulatorReportingEndpoints, regulatorReportingSchemas, {
      listPlanReports: async (request) => ok(await service.list('plan', requireUser(request), request.query)),
      planReportSummary: async (request) =>
        ok(await service.summary('plan', requireUser(request), request.query)),
      exportPlanReports: (request, reply) => sendExport('plan', request, reply),
      reportPlanRows: async (request) =>
        ok(await service.report('plan', requireUser(request), request.body), '上报成功！'),
      listCertificateReports: async (request) =>
        ok(await service.list('certificate', requireUser(request), request.query)),
      certificateReportSummary: async (request) =>
        ok(await service.summary('certificate', requireUser(request), request.query)),
      exportCertificateReports: (request, reply) => sendExport('certificate', request, reply),
      reportCertificateRows: async (request) =>
        ok(await service.report('certificate', requireUser(request), request.body), '上报成功！'),
      listResultReports: async (request) =>
        ok(await service.list('result', requireUser(request), request.query)),
      resultReportSummary: async (request) =>
        ok(await service.summary('result', requireUser(request), request.query)),
      exportResultReports: (request, reply) => sendExport('result', request, reply),
      reportResultRows: async (request) =>
        ok(await service.report('result', requireUser(request), request.body), '上报成功！'),
      listReportBatches: async (request) =>
        ok(await service.listBatches(requireUser(request), request.query)),
      exportReportBatches: async (request, reply) => {
        const rows = await service.exportBatches(requireUser(request), request.query);
        return sendWorkbook(
          reply,
          await writeSheet('上报记录', BATCH_COLUMNS, rows),
          'xxsb_log.xlsx',
          '上报记录.xlsx',
        );
      },
      downloadReportBatch: async (request, reply) => {
        const file = await service.batchFile(requireUser(request), request.query.id);
        return sendStoredFile(reply, services.files, file);
      },
      listReportCodeMaps: async (request) => ok(await service.codeMaps(requireUser(request))),
      saveReportCodeMap: async (request) =>
        ok(await service.saveCodeMap(requireUser(request), request.body), '保存成功！'),
    });
  };
