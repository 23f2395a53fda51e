/**
 * Server state of the 培训认证 pages (TanStack Query, shared/api/areaQueries.ts). Every list's
 * settingKey is under the area key, so each step's mutation refreshes the lists and the record.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { trainingApi } from './api';

export const TRAINING_AREA_KEY = 'tc:application';
export const trainingListKey = (view: string) => `${TRAINING_AREA_KEY}:${view}`;

const applications = defineAreaQueries(TRAINING_AREA_KEY, { list: trainingApi.list, get: trainingApi.get });

export const useTrainingApplication = applications.useRecord;
export const useAddTrainingApplication = applications.mutation(
  ({ body, idempotencyKey }: { body: Parameters<typeof trainingApi.add>[0]; idempotencyKey: string }) =>
    trainingApi.add(body, idempotencyKey),
);
export const useEditTrainingApplication = applications.mutation(trainingApi.edit);
export const useResubmitTrainingApplication = applications.mutation(trainingApi.resubmit);
export const useAuditTrainingMaterials = applications.mutation(trainingApi.auditMaterials);
export const useReviewTrainingApplication = applications.mutation(trainingApi.review);
export const useDraftTrainingCertificate = applications.mutation(trainingApi.draft);
export const usePublishTrainingCertificate = applications.mutation(trainingApi.publish);
export const useSaveTrainingReport = applications.mutation(trainingApi.saveReport);
