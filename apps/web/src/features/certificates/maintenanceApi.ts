/**
 * The calls of 证书维护 (zswh batches, their results and the batch print's PDF) and 短信通知
 * (zsfx/sms), derived from the endpoint table (packages/domain/src/certificates/endpoints.ts).
 * Types from the contract (maintenance.ts), types only.
 */
import {
  type CertificateNoticeRow,
  certificateMaintenanceEndpoints,
  type MaintenanceBatchInput,
  type MaintenanceBatchRow,
  type MaintenanceItemRow,
  type QueryOf,
} from '@cb/domain';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { maintenanceTexts } from './maintenanceTexts';

export type { CertificateNoticeRow, MaintenanceBatchInput, MaintenanceBatchRow, MaintenanceItemRow };

type Query<K extends keyof typeof certificateMaintenanceEndpoints> = QueryOf<
  (typeof certificateMaintenanceEndpoints)[K]
>;
export type NoticeFilters = Pick<
  Query<'listCertificateNotices'>,
  'certNo' | 'enterpriseName' | 'channel' | 'status'
>;
export type BatchFilters = Pick<Query<'listCertificateBatches'>, 'kind' | 'status'>;
export type ItemFilters = Pick<Query<'listCertificateBatchItems'>, 'status'>;

const call = endpointCalls(certificateMaintenanceEndpoints);

export const maintenanceApi = {
  list: (query: BatchFilters & ListQuery) => call.listCertificateBatches(query),
  get: (id: string) => call.getCertificateBatch({ id }),
  add: (body: MaintenanceBatchInput) => call.addCertificateBatch(body),
  cancel: (id: string, version: number) => call.cancelCertificateBatch({ id, version }),
  items: (batchId: string, query: ItemFilters & ListQuery) =>
    call.listCertificateBatchItems({ ...query, batchId }),
  exportItems: (batchId: string, query: ItemFilters & SortQuery) =>
    call.exportCertificateBatchItems(
      { ...query, batchId },
      { fileName: maintenanceTexts.t('exportFile.batchItems') },
    ),
  pdf: (id: string) => http.getBlob(urlOf(certificateMaintenanceEndpoints.getCertificateBatchPdf), { id }),
};

export const noticesApi = {
  list: (query: NoticeFilters & ListQuery) => call.listCertificateNotices(query),
  exportList: (query: NoticeFilters & SortQuery) =>
    call.exportCertificateNotices(query, { fileName: maintenanceTexts.t('exportFile.notices') }),
  channels: () => call.getCertificateNoticeChannels(),
  resend: (id: string, version: number) => call.resendCertificateNotice({ id, version }),
};
