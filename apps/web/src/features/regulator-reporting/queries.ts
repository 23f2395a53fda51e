/**
 * Server state of the 信息上报 pages (TanStack Query, shared/api/areaQueries.ts): each report list
 * caches its pages under `xxsb:<kind>`, so a 上报 refreshes both tabs and the counts.
 */
import type { ReportKind } from '@cb/domain/regulator-reporting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReportRowFilters, regulatorReportingApi } from './api';

/** A report list's area key; its tabs' settingKeys are `<key>:list` and `<key>:reported:list`. */
export const reportAreaKey = (kind: ReportKind) => `xxsb:${kind}`;
export const REPORT_LOG_SETTING_KEY = 'xxsb:log:list';

/** The counts above a list (未上报, 已逾期, 校验未通过). */
export function useReportSummary(kind: ReportKind, filters: ReportRowFilters) {
  return useQuery({
    queryKey: ['xxsb', kind, 'summary', filters],
    queryFn: () => regulatorReportingApi.summary(kind, filters),
  });
}

/** 上报: on success every query of the kind (both tabs, the counts) and the log refetch. */
export function useReportRows(kind: ReportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, remark }: { ids: string[]; remark?: string }) =>
      regulatorReportingApi.report(kind, ids, remark),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['xxsb'] });
    },
  });
}
