/**
 * Server state of certificates and templates (TanStack Query, shared/api/areaQueries.ts). Every
 * certificate list is under the area key `zsfx:certificate`, so a status operation refreshes 证书查询,
 * 暂停撤销, 历史证书 and an open detail alike.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import {
  type CertificateCorrectionInput,
  type CertificateTemplateInput,
  certificatesApi,
  type StatusOperation,
  templatesApi,
} from './api';

export const CERTIFICATE_AREA_KEY = 'zsfx:certificate';
export const SEARCH_LIST_SETTING_KEY = `${CERTIFICATE_AREA_KEY}:list`;
export const PAUSE_LIST_SETTING_KEY = `${CERTIFICATE_AREA_KEY}:pauseCancel`;
export const HISTORY_LIST_SETTING_KEY = `${CERTIFICATE_AREA_KEY}:history`;
export const TEMPLATE_AREA_KEY = 'zsmb:template';
export const TEMPLATE_LIST_SETTING_KEY = `${TEMPLATE_AREA_KEY}:list`;

const certificates = defineAreaQueries(CERTIFICATE_AREA_KEY, { get: certificatesApi.get });
export const useCertificate = certificates.useRecord;
export const useCertificateOperation = certificates.mutation((operation: StatusOperation) =>
  certificatesApi.operate(operation),
);
export const useCorrectCertificate = certificates.mutation((body: CertificateCorrectionInput) =>
  certificatesApi.correct(body),
);

const templates = defineAreaQueries(TEMPLATE_AREA_KEY, { get: templatesApi.get });
export const useTemplate = templates.useRecord;
export const useSaveTemplate = templates.mutation(
  (body: CertificateTemplateInput & { id?: string; version?: number }) =>
    body.id && body.version
      ? templatesApi.edit({ ...body, id: body.id, version: body.version })
      : templatesApi.add(body),
);
export const useDeleteTemplate = templates.mutation(({ id, version }: { id: string; version: number }) =>
  templatesApi.remove(id, version),
);
export const useTemplateBackground = templates.mutation(
  ({ id, version, file }: { id: string; version: number; file: File }) =>
    templatesApi.background(id, version, file),
);
