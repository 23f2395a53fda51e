/**
 * The 检测报告 (jcbg) calls, derived from the area's endpoint table
 * (packages/domain/src/test-reports/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time, and only types of the contract are imported, so
 * no zod code reaches the bundle.
 */
import {
  type ReportDetail,
  type ReportLinkOptions,
  type ReportRow,
  type reportBody,
  type reportFilters,
  testReportEndpoints,
  type UploadedReportFile,
} from '@cb/domain/test-reports';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { ReportDetail, ReportLinkOptions, ReportRow, UploadedReportFile };
/** The search form's filters of the list. */
export type ReportFilters = z.input<typeof reportFilters>;
/** The body of a save (上传 / 修改). */
export type ReportBody = z.input<typeof reportBody>;

const call = endpointCalls(testReportEndpoints);

export const reportsApi = {
  list: (query: ReportFilters & ListQuery) => call.listReports(query),
  exportList: (query: ReportFilters & SortQuery) => call.exportReports(query, { fileName: '检测报告.xlsx' }),
  get: (id: string) => call.getReport({ id }, RECORD_LOOKUP),
  /** Sends the file first; the save names it by its id. */
  uploadFile: (file: File) =>
    http.upload<UploadedReportFile>(urlOf(testReportEndpoints.uploadReportFile), { file }),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: ReportBody, idempotencyKey: string) =>
    call.addReport(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: ReportBody & { id: string; version: number }) => call.editReport(body),
  accept: (id: string, version: number) => call.acceptReport({ id, version }),
  returnReport: (id: string, version: number, reason: string) => call.returnReport({ id, version, reason }),
  remove: (id: string, version: number) => call.deleteReport({ id, version }),
  download: (id: string, fileName: string) => call.downloadReportFile({ id }, { fileName }),
  links: (enterpriseId?: string) => call.listReportLinks(enterpriseId ? { enterpriseId } : {}),
  enterprises: (keyword: string) => call.listReportEnterprises(keyword ? { keyword } : {}),
};

/** What a save answers (the record's id and new version). */
export type ReportSaved = Awaited<ReturnType<typeof reportsApi.add>>;
