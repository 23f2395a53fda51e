/**
 * The 信息上报 (xxsb) calls, derived from the area's endpoint table
 * (packages/domain/src/regulator-reporting/endpoints.ts): paths, methods and types are the server's
 * declarations. Only types of the contract are imported, so no zod code reaches the bundle.
 */
import {
  type ReportBatchRow,
  type ReportCodeMapRow,
  type ReportKind,
  type ReportRow,
  type ReportSummary,
  regulatorReportingEndpoints,
  type reportBatchFilters,
  type reportCodeMapBody,
  type reportRowFilters,
} from '@cb/domain/regulator-reporting';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { ReportBatchRow, ReportCodeMapRow, ReportKind, ReportRow, ReportSummary };
/** The report lists' filters (the tab is `reported`: '0' 未上报, '1' 已上报). */
export type ReportRowFilters = z.input<typeof reportRowFilters>;
export type ReportBatchFilters = z.input<typeof reportBatchFilters>;
export type ReportCodeMapBody = z.input<typeof reportCodeMapBody>;

const call = endpointCalls(regulatorReportingEndpoints);

/** The sheet names the exports download as (the regulator's table names). */
export const SHEET_FILE_NAMES: Readonly<Record<ReportKind, string>> = {
  plan: '审核计划信息表.xlsx',
  certificate: '证书信息表.xlsx',
  result: '审核结果信息表.xlsx',
};

const byKind = {
  plan: {
    list: call.listPlanReports,
    summary: call.planReportSummary,
    exportXls: call.exportPlanReports,
    report: call.reportPlanRows,
  },
  certificate: {
    list: call.listCertificateReports,
    summary: call.certificateReportSummary,
    exportXls: call.exportCertificateReports,
    report: call.reportCertificateRows,
  },
  result: {
    list: call.listResultReports,
    summary: call.resultReportSummary,
    exportXls: call.exportResultReports,
    report: call.reportResultRows,
  },
} as const;

export const regulatorReportingApi = {
  list: (kind: ReportKind, query: ReportRowFilters & ListQuery) => byKind[kind].list(query),
  summary: (kind: ReportKind, query: ReportRowFilters) => byKind[kind].summary(query),
  exportXls: (kind: ReportKind, query: ReportRowFilters & SortQuery) => {
    const { column: _c, order: _o, ...filters } = query;
    return byKind[kind].exportXls(filters, { fileName: SHEET_FILE_NAMES[kind] });
  },
  report: (kind: ReportKind, ids: string[], remark = '') => byKind[kind].report({ ids, remark }),
  batches: (query: ReportBatchFilters & ListQuery) => call.listReportBatches(query),
  exportBatches: (query: ReportBatchFilters & SortQuery) =>
    call.exportReportBatches(query, { fileName: '上报记录.xlsx' }),
  downloadBatch: (row: Pick<ReportBatchRow, 'id' | 'fileName'>) =>
    call.downloadReportBatch({ id: row.id }, { fileName: row.fileName || '上报文件.xlsx' }),
  codeMaps: () => call.listReportCodeMaps(),
  saveCodeMap: (body: ReportCodeMapBody) => call.saveReportCodeMap(body),
};
