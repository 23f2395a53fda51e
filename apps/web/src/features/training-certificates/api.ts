/**
 * Typed calls of 培训证书管理 (证书管理 › 培训证书). Every type is the contract's
 * (packages/domain/src/public-checks/training-certificates.ts); only types are imported, so no zod
 * code reaches the bundle.
 */
import type {
  removedRecord,
  savedRecord,
  TrainingCertificateDetail,
  TrainingCertificateRow,
  trainingCertificateBody,
  trainingCertificateFilters,
  trainingCertificatePage,
} from '@cb/domain';
import type { z } from 'zod';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { TrainingCertificateDetail, TrainingCertificateRow };
export type TrainingCertificateFilters = z.input<typeof trainingCertificateFilters>;
export type TrainingCertificateBody = z.input<typeof trainingCertificateBody>;
export type TrainingCertificateSaved = z.infer<typeof savedRecord>;

export const trainingCertificatesApi = {
  list: (query: TrainingCertificateFilters & ListQuery) =>
    http.get<z.infer<typeof trainingCertificatePage>>('/zsfx/trainCertificate/list', { ...query }),
  get: (id: string) =>
    http.get<TrainingCertificateDetail>('/zsfx/trainCertificate/queryById', { id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  /** A 409 is the form's to show (a taken number at its field, TrainingCertificateEditPage.tsx). */
  add: (body: TrainingCertificateBody, idempotencyKey: string) =>
    http.post<TrainingCertificateSaved>('/zsfx/trainCertificate/add', body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      shownByPage: [409],
    }),
  edit: (body: TrainingCertificateBody & { id: string; version: number }) =>
    http.put<TrainingCertificateSaved>('/zsfx/trainCertificate/edit', body, { shownByPage: [409] }),
  remove: (id: string, version: number) =>
    http.delete<z.infer<typeof removedRecord>>('/zsfx/trainCertificate/delete', { id, version }),
  exportList: (query: TrainingCertificateFilters & SortQuery) =>
    http.download('/zsfx/trainCertificate/exportXls', { params: { ...query }, fileName: '培训证书.xlsx' }),
};
