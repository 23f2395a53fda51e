/**
 * The 培训认证 (tc) calls, derived from the area's endpoint table (paths, methods and types are the
 * server's declarations; only types of the contract are imported, so no zod reaches the bundle).
 */
import {
  type TrainingApplicationDetail,
  type TrainingApplicationRow,
  type trainingApplicationBody,
  type trainingApplicationFilters,
  trainingCertificationEndpoints,
  type trainingDraftBody,
} from '@cb/domain/training-certification';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { TrainingApplicationDetail, TrainingApplicationRow };
export type TrainingApplicationFilters = z.input<typeof trainingApplicationFilters>;
export type TrainingApplicationBody = z.input<typeof trainingApplicationBody>;
export type TrainingDraftBody = z.input<typeof trainingDraftBody>;
type IdVersion = { id: string; version: number };

const call = endpointCalls(trainingCertificationEndpoints);
const E = trainingCertificationEndpoints;

export const TRAINING_FILES_PREFIX = '/tc/application/files';

export const trainingApi = {
  list: (query: TrainingApplicationFilters & ListQuery) => call.listTrainingApplications(query),
  exportList: (query: TrainingApplicationFilters & SortQuery) =>
    call.exportTrainingApplications(query, { fileName: '培训认证申请.xlsx' }),
  get: (id: string) => call.getTrainingApplication({ id }, RECORD_LOOKUP),
  add: (body: TrainingApplicationBody, idempotencyKey: string) =>
    call.addTrainingApplication(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: TrainingApplicationBody & IdVersion) => call.editTrainingApplication(body),
  resubmit: (body: IdVersion) => call.resubmitTrainingApplication(body),
  auditMaterials: (body: IdVersion & { pass: boolean; reason?: string }) => call.auditTrainingMaterials(body),
  review: (body: IdVersion & { pass: boolean; findings?: string }) => call.reviewTrainingApplication(body),
  draft: (body: TrainingDraftBody) => call.draftTrainingCertificate(body),
  publish: (body: IdVersion) => call.publishTrainingCertificate(body),
  saveReport: (body: IdVersion & { conclusion: string }) => call.saveTrainingReport(body),
  certificatePdf: (id: string) => http.getBlob(urlOf(E.getTrainingCertificatePdf), { id }),
  reportPdf: (id: string) => http.getBlob(urlOf(E.getTrainingReportPdf), { id }),
  reportXls: (id: string, fileName: string) => call.getTrainingReportXls({ id }, { fileName }),
};

/** Opens a generated PDF in a new tab (from a blob URL). */
export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
