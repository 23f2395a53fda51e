/**
 * Typed calls of 证书维护 (zswh batches, their results and the batch print's PDF) and 短信通知
 * (zsfx/sms). Types from the contract (packages/domain/src/certificates/maintenance.ts), types only.
 */
import type {
  CertificateNoticeChannelState,
  CertificateNoticeRow,
  MaintenanceBatchInput,
  MaintenanceBatchRow,
  MaintenanceItemRow,
  Page,
} from '@cb/domain';
import { http } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { CertificateNoticeRow, MaintenanceBatchInput, MaintenanceBatchRow, MaintenanceItemRow };
export type NoticeFilters = { certNo?: string; enterpriseName?: string; channel?: string; status?: string };
export type BatchFilters = { kind?: string; status?: string };
export type ItemFilters = { status?: string };

export const maintenanceApi = {
  list: (query: BatchFilters & ListQuery) =>
    http.get<Page<MaintenanceBatchRow>>('/zswh/maintain/batch/list', { ...query }),
  get: (id: string) => http.get<MaintenanceBatchRow>('/zswh/maintain/batch/queryById', { id }),
  add: (body: MaintenanceBatchInput) =>
    http.post<{ id: string; version: number; total: number }>('/zswh/maintain/batch/add', body),
  cancel: (id: string, version: number) =>
    http.post<{ id: string; version: number }>('/zswh/maintain/batch/cancel', { id, version }),
  items: (batchId: string, query: ItemFilters & ListQuery) =>
    http.get<Page<MaintenanceItemRow>>('/zswh/maintain/batch/items', { ...query, batchId }),
  exportItems: (batchId: string, query: ItemFilters & SortQuery) =>
    http.download('/zswh/maintain/batch/items/exportXls', {
      params: { ...query, batchId },
      fileName: '证书维护结果.xlsx',
    }),
  pdf: (id: string) => http.getBlob('/zswh/maintain/batch/pdf', { id }),
};

export const noticesApi = {
  list: (query: NoticeFilters & ListQuery) =>
    http.get<Page<CertificateNoticeRow>>('/zsfx/sms/list', { ...query }),
  exportList: (query: NoticeFilters & SortQuery) =>
    http.download('/zsfx/sms/exportXls', { params: { ...query }, fileName: '短信通知.xlsx' }),
  channels: () => http.get<CertificateNoticeChannelState>('/zsfx/sms/channels'),
  resend: (id: string, version: number) =>
    http.post<CertificateNoticeRow>('/zsfx/sms/resend', { id, version }),
};
