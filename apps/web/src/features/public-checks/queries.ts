/**
 * Server state of the 培训证书 pages (TanStack Query, shared/api/areaQueries.ts). The list page's
 * settingKey shares these keys, so every mutation below refreshes the list and the open records.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type TrainingCertificateBody, type TrainingCertificateDetail, trainingCertificatesApi } from './api';

export const TRAINING_CERTIFICATE_AREA_KEY = 'zsfx:trainCertificate';
/** The list page's column-settings key, and so the key of its cached pages. */
export const TRAINING_CERTIFICATE_LIST_SETTING_KEY = `${TRAINING_CERTIFICATE_AREA_KEY}:list`;

const trainingCertificates = defineAreaQueries(TRAINING_CERTIFICATE_AREA_KEY, {
  list: trainingCertificatesApi.list,
  get: trainingCertificatesApi.get,
});

export const useTrainingCertificate = trainingCertificates.useRecord;

/** 新增 (without `record`) or 编辑 (with the record as it was read: its id and version). */
export const useSaveTrainingCertificate = trainingCertificates.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: TrainingCertificateBody;
    record: Pick<TrainingCertificateDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? trainingCertificatesApi.edit({ ...body, id: record.id, version: record.version })
      : trainingCertificatesApi.add(body, idempotencyKey),
);

export const useDeleteTrainingCertificate = trainingCertificates.mutation(
  ({ id, version }: { id: string; version: number }) => trainingCertificatesApi.remove(id, version),
);
