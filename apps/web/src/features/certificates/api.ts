/**
 * The calls of certificates (zsfx: 证书查询, 暂停撤销, 历史证书, the certificate PDF, 证书修改) and of
 * certificate templates (zsmb), derived from the area's endpoint tables (packages/domain/src/
 * certificates/endpoints.ts). The types are the contract's (manage-contract.ts), imported as types only.
 */
import {
  type CertificateCancelInput,
  type CertificateCorrectionInput,
  type CertificateCorrectionResult,
  type CertificateDetail,
  type CertificateEventRow,
  type CertificatePdfRow,
  type CertificateRestoreInput,
  type CertificateRevokeInput,
  type CertificateRow,
  type CertificateSuspendInput,
  type CertificateTemplateDetail,
  type CertificateTemplateInput,
  type CertificateTemplateRow,
  certificateCorrectionEndpoints,
  certificateEndpoints,
  type certificateEventPage,
  type certificateFilters,
  type certificateOperationResult,
  type certificatePage,
  type certificateTemplatePage,
  type QueryOf,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  CertificateCorrectionInput,
  CertificateCorrectionResult,
  CertificateDetail,
  CertificateEventRow,
  CertificatePdfRow,
  CertificateRow,
  CertificateTemplateDetail,
  CertificateTemplateInput,
  CertificateTemplateRow,
};
export type CertificateFilters = z.input<typeof certificateFilters>;
export type CertificatePage = z.infer<typeof certificatePage>;
export type CertificateEventPage = z.infer<typeof certificateEventPage>;
export type CertificateOperationResult = z.infer<typeof certificateOperationResult>;
export type TemplateFilters = Pick<
  QueryOf<typeof certificateEndpoints.listCertificateTemplates>,
  'name' | 'certificateType'
>;
/** The filters of 证书状态变更记录. */
export type CertificateEventFilters = Pick<
  QueryOf<typeof certificateEndpoints.listCertificateEvents>,
  'certificateId' | 'eventType'
>;
export type CertificateTemplatePage = z.infer<typeof certificateTemplatePage>;

/** Which list: 证书查询 / 暂停撤销 show current versions, 历史证书 the superseded ones. */
export type CertificateListKind = 'certificate' | 'history';

export type StatusOperation =
  | { action: 'suspend'; body: CertificateSuspendInput }
  | { action: 'restore'; body: CertificateRestoreInput }
  | { action: 'revoke'; body: CertificateRevokeInput }
  | { action: 'cancel'; body: CertificateCancelInput };

const call = endpointCalls(certificateEndpoints);
const correction = endpointCalls(certificateCorrectionEndpoints);

/** The 暂停撤销 operations by action. */
function operation({ action, body }: StatusOperation) {
  switch (action) {
    case 'suspend':
      return call.suspendCertificate(body);
    case 'restore':
      return call.restoreCertificate(body);
    case 'revoke':
      return call.revokeCertificate(body);
    case 'cancel':
      return call.cancelCertificate(body);
  }
}

export const certificatesApi = {
  list: (kind: CertificateListKind, query: CertificateFilters & ListQuery) =>
    kind === 'history' ? call.listOldCertificates(query) : call.listCertificates(query),
  exportList: (kind: CertificateListKind, query: CertificateFilters & SortQuery, fileName: string) =>
    kind === 'history'
      ? call.exportOldCertificates(query, { fileName })
      : call.exportCertificates(query, { fileName }),
  get: (id: string) => call.getCertificate({ id }, RECORD_LOOKUP),
  events: (query: CertificateEventFilters & ListQuery) => call.listCertificateEvents(query),
  operate: (op: StatusOperation): Promise<CertificateOperationResult> => operation(op),
  /** 证书修改: corrects the printed text of the current version (no new version). */
  correct: (body: CertificateCorrectionInput) => correction.correctCertificate(body),
  /** The certificate PDF (its template's layout, with the QR code). */
  pdf: (id: string, templateId?: string) =>
    http.getBlob(urlOf(certificateEndpoints.printCertificate), { id, ...(templateId ? { templateId } : {}) }),
  /** The kept PDFs of every version of the certificate's number, newest first. */
  pdfs: (id: string) => call.listCertificatePdfs({ id }),
  pdfFile: (id: string, pdfId: string) =>
    http.getBlob(urlOf(certificateEndpoints.getCertificatePdfFile), { id, pdfId }),
  downloadPdf: (id: string, pdfId: string, fileName: string) =>
    call.getCertificatePdfFile({ id, pdfId }, { fileName }),
};

export const templatesApi = {
  list: (query: TemplateFilters & ListQuery) => call.listCertificateTemplates(query),
  get: (id: string) => call.getCertificateTemplate({ id }),
  add: (body: CertificateTemplateInput) => call.addCertificateTemplate(body),
  edit: (body: CertificateTemplateInput & { id: string; version: number }) =>
    call.editCertificateTemplate(body),
  remove: (id: string, version: number) => call.deleteCertificateTemplate({ id, version }),
  preview: (id: string) => http.getBlob(urlOf(certificateEndpoints.previewCertificateTemplate), { id }),
  background: (id: string, version: number, file: File) =>
    http.upload<{ id: string; version: number }>(
      urlOf(certificateEndpoints.uploadCertificateTemplateBackground),
      {
        file,
        fileName: file.name,
        fields: { id, version: String(version) },
      },
    ),
};

/** Opens a PDF in a new tab (the browser's viewer prints it). */
export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  // The tab has loaded the document long before this.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
