/**
 * Typed calls of certificates (zsfx: 证书查询, 暂停撤销, 历史证书, the certificate PDF) and of
 * certificate templates (zsmb). The types are the contract's (packages/domain/src/certificates/
 * manage-contract.ts), imported as types only.
 */
import type {
  CertificateCancelInput,
  CertificateCorrectionInput,
  CertificateCorrectionResult,
  CertificateDetail,
  CertificateEventRow,
  CertificatePdfRow,
  CertificateRestoreInput,
  CertificateRevokeInput,
  CertificateRow,
  CertificateSuspendInput,
  CertificateTemplateDetail,
  CertificateTemplateInput,
  CertificateTemplateRow,
  certificateEventPage,
  certificateFilters,
  certificateOperationResult,
  certificatePage,
  certificateTemplatePage,
} from '@cb/domain';
import type { z } from 'zod';
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
export type TemplateFilters = { name?: string; certificateType?: string };
export type CertificateTemplatePage = z.infer<typeof certificateTemplatePage>;

/** Which list: 证书查询 / 暂停撤销 show current versions, 历史证书 the superseded ones. */
export type CertificateListKind = 'certificate' | 'history';

export type StatusOperation =
  | { action: 'suspend'; body: CertificateSuspendInput }
  | { action: 'restore'; body: CertificateRestoreInput }
  | { action: 'revoke'; body: CertificateRevokeInput }
  | { action: 'cancel'; body: CertificateCancelInput };

export const certificatesApi = {
  list: (kind: CertificateListKind, query: CertificateFilters & ListQuery) =>
    http.get<CertificatePage>(`/zsfx/${kind}/list`, { ...query }),
  exportList: (kind: CertificateListKind, query: CertificateFilters & SortQuery, fileName: string) =>
    http.download(`/zsfx/${kind}/exportXls`, { params: { ...query }, fileName }),
  get: (id: string) => http.get<CertificateDetail>('/zsfx/certificate/queryById', { id }, RECORD_LOOKUP),
  events: (query: { certificateId?: string; eventType?: string } & ListQuery) =>
    http.get<CertificateEventPage>('/zsfx/certificate/events', { ...query }),
  operate: ({ action, body }: StatusOperation) =>
    http.post<CertificateOperationResult>(`/zsfx/pauseCancel/${action}`, body),
  /** 证书修改: corrects the printed text of the current version (no new version). */
  correct: (body: CertificateCorrectionInput) =>
    http.put<CertificateCorrectionResult>('/zsfx/certificate/correct', body),
  /** The certificate PDF (its template's layout, with the QR code). */
  pdf: (id: string, templateId?: string) =>
    http.getBlob('/zsfx/certificate/pdf', { id, ...(templateId ? { templateId } : {}) }),
  /** The kept PDFs of every version of the certificate's number, newest first. */
  pdfs: (id: string) => http.get<CertificatePdfRow[]>('/zsfx/certificate/pdfs', { id }),
  pdfFile: (id: string, pdfId: string) => http.getBlob('/zsfx/certificate/pdfs/file', { id, pdfId }),
  downloadPdf: (id: string, pdfId: string, fileName: string) =>
    http.download('/zsfx/certificate/pdfs/file', { params: { id, pdfId }, fileName }),
};

export const templatesApi = {
  list: (query: TemplateFilters & ListQuery) =>
    http.get<CertificateTemplatePage>('/zsmb/template/list', { ...query }),
  get: (id: string) => http.get<CertificateTemplateDetail>('/zsmb/template/queryById', { id }),
  add: (body: CertificateTemplateInput) =>
    http.post<{ id: string; version: number }>('/zsmb/template/add', body),
  edit: (body: CertificateTemplateInput & { id: string; version: number }) =>
    http.post<{ id: string; version: number }>('/zsmb/template/edit', body),
  remove: (id: string, version: number) =>
    http.post<{ id: string }>('/zsmb/template/delete', { id, version }),
  preview: (id: string) => http.getBlob('/zsmb/template/preview', { id }),
  background: (id: string, version: number, file: File) =>
    http.upload<{ id: string; version: number }>('/zsmb/template/background', {
      file,
      fileName: file.name,
      fields: { id, version: String(version) },
    }),
};

/** Opens a PDF in a new tab (the browser's viewer prints it). */
export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  // The tab has loaded the document long before this.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
