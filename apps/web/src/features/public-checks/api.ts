/**
 * The calls of 培训证书管理 (证书管理 › 培训证书), derived from the endpoint table
 * (packages/domain/src/public-checks/training-endpoints.ts). Every type is the contract's
 * (training-certificates.ts); only types are imported, so no zod code reaches the bundle.
 */
import {
  type savedRecord,
  type TrainingCertificateDetail,
  type TrainingCertificateRow,
  type trainingCertificateBody,
  trainingCertificateEndpoints,
  type trainingCertificateFilters,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { TrainingCertificateDetail, TrainingCertificateRow };
export type TrainingCertificateFilters = z.input<typeof trainingCertificateFilters>;
export type TrainingCertificateBody = z.input<typeof trainingCertificateBody>;
export type TrainingCertificateSaved = z.infer<typeof savedRecord>;

const call = endpointCalls(trainingCertificateEndpoints);

export const trainingCertificatesApi = {
  list: (query: TrainingCertificateFilters & ListQuery) => call.listTrainingCertificates(query),
  get: (id: string) => call.getTrainingCertificate({ id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  /** A 409 is the form's to show (a taken number at its field, TrainingCertificateEditPage.tsx). */
  add: (body: TrainingCertificateBody, idempotencyKey: string) =>
    call.addTrainingCertificate(body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      shownByPage: [409],
    }),
  edit: (body: TrainingCertificateBody & { id: string; version: number }) =>
    call.editTrainingCertificate(body, { shownByPage: [409] }),
  remove: (id: string, version: number) => call.deleteTrainingCertificate({ id, version }),
  exportList: (query: TrainingCertificateFilters & SortQuery) =>
    call.exportTrainingCertificates(query, { fileName: '培训证书.xlsx' }),
};
