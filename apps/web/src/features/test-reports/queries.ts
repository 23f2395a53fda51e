/**
 * Server state of the 检测报告 pages (TanStack Query, shared/api/areaQueries.ts). The list page's
 * settingKey shares these keys, so every mutation below refreshes the list and the open records.
 */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type ReportBody, type ReportDetail, reportsApi } from './api';

export const REPORT_AREA_KEY = 'jcbg:report';
/** The list page's column-settings key, and so the key of its cached pages. */
export const REPORT_LIST_SETTING_KEY = `${REPORT_AREA_KEY}:list`;

const reports = defineAreaQueries(REPORT_AREA_KEY, { list: reportsApi.list, get: reportsApi.get });

export const reportKeys = reports.keys;
export const useReportList = reports.useList;
export const useReport = reports.useRecord;

/** 上传 (without `record`) or 修改 / 重新提交 (with the record as it was read: its id and version). */
export const useSaveReport = reports.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: ReportBody;
    record: Pick<ReportDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? reportsApi.edit({ ...body, id: record.id, version: record.version })
      : reportsApi.add(body, idempotencyKey),
);

export const useAcceptReport = reports.mutation(({ id, version }: { id: string; version: number }) =>
  reportsApi.accept(id, version),
);

export const useReturnReport = reports.mutation(
  ({ id, version, reason }: { id: string; version: number; reason: string }) =>
    reportsApi.returnReport(id, version, reason),
);

export const useDeleteReport = reports.mutation(({ id, version }: { id: string; version: number }) =>
  reportsApi.remove(id, version),
);

/** The enterprises the user may upload for, by name. */
export function useReportEnterprises(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['jcbg', 'report', 'enterprises', keyword],
    queryFn: () => reportsApi.enterprises(keyword),
    enabled,
  });
}

/** What a report of the enterprise may point at (its contract items, certificates, audit projects). */
export function useReportLinks(enterpriseId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['jcbg', 'report', 'links', enterpriseId ?? ''],
    queryFn: () => reportsApi.links(enterpriseId),
    enabled,
  });
}
