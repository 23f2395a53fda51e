/**
 * 检测报告 (jcbg) endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/test-reports/endpoints.ts) and its schemas (contract.ts), each with its handler.
 */
import {
  REPORT_CONCLUSIONS,
  REPORT_REVIEW_STATUSES,
  testReportEndpoints,
  testReportSchemas,
} from '@cb/domain/test-reports';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads, readUpload } from '../../platform/files/files.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { type ReportListRow, ReportService } from './service.ts';

const label = (table: readonly { code: number; zh: string }[], code: number) =>
  table.find((x) => x.code === code)?.zh ?? '';

/** A report's file: at most 20 MB (a scanned report), PDF or image. */
const MAX_REPORT_BYTES = 20 * 1024 * 1024;

/** The Excel export's columns: the list's, in its order, with Chinese headers. */
export const EXPORT_COLUMNS: readonly SheetColumn<ReportListRow>[] = [
  { header: '企业名称', width: 30, value: (r) => r.enterpriseName },
  { header: '实验室名称', width: 24, value: (r) => r.laboratoryName },
  { header: 'CNAS注册号', width: 14, value: (r) => r.cnasNo },
  { header: '报告编号', width: 18, value: (r) => r.reportNo },
  { header: '产品名称', width: 18, value: (r) => r.productName },
  { header: '型号', width: 12, value: (r) => r.productModel },
  { header: '抽样日期', width: 12, value: (r) => r.samplingDate },
  { header: '签发日期', width: 12, value: (r) => r.issueDate },
  { header: '检测结论', width: 10, value: (r) => label(REPORT_CONCLUSIONS, r.conclusion) },
  { header: '审核状态', width: 10, value: (r) => label(REPORT_REVIEW_STATUSES, r.reviewStatus) },
  { header: '退回原因', width: 30, value: (r) => r.returnReason },
  { header: '上传时间', width: 20, value: (r) => r.createTime },
];

export const reportRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new ReportService(services.database, services.files, services.clock);
    await enableUploads(app, MAX_REPORT_BYTES);

    registerEndpoints(app, testReportEndpoints, testReportSchemas, {
      listReports: async (request) => ok(await service.list(requireUser(request), request.query)),
      getReport: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      uploadReportFile: async (request) => {
        const upload = await readUpload(request, MAX_REPORT_BYTES);
        return ok(await service.uploadFile(requireUser(request), upload), '上传成功！');
      },
      addReport: async (request) =>
        ok(await service.create(requireUser(request), request.body), '上传成功！'),
      editReport: async (request) =>
        ok(await service.update(requireUser(request), request.body), '提交成功！'),
      acceptReport: async (request) =>
        ok(
          await service.review(requireUser(request), 'accept', request.body.id, request.body.version),
          '已接受',
        ),
      returnReport: async (request) =>
        ok(
          await service.review(
            requireUser(request),
            'return',
            request.body.id,
            request.body.version,
            request.body.reason,
          ),
          '已退回',
        ),
      downloadReportFile: async (request, reply) => {
        const file = await service.file(requireUser(request), request.query.id);
        return sendDownload(reply, {
          content: await services.files.get(file.storageKey),
          contentType: file.contentType,
          fileName: file.fileName,
        });
      },
      deleteReport: async (request) =>
        ok(await service.remove(requireUser(request), request.query.id, request.query.version), '删除成功!'),
      exportReports: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet('检测报告', EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'test-reports.xlsx', '检测报告.xlsx');
      },
      listReportLinks: async (request) =>
        ok(await service.linkOptions(requireUser(request), request.query.enterpriseId)),
      listReportEnterprises: async (request) =>
        ok(await service.enterprises(requireUser(request), request.query.keyword)),
    });
  };
