/**
 * The 证书邮寄 (yjgl) calls, derived from the area's endpoint table (packages/domain/src/
 * certificate-mail/endpoints.ts); the types are the contract's, imported as types only.
 */
import {
  type CertificateMailInput,
  type CertificateMailRow,
  certificateEndpoints,
  type certificateMailDefaults,
  certificateMailEndpoints,
  type certificateMailFilters,
  type certificateMailPage,
} from '@cb/domain';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';
import { mailTexts } from './texts';

export type { CertificateMailInput, CertificateMailRow };
export type MailFilters = z.input<typeof certificateMailFilters>;
export type MailPage = z.infer<typeof certificateMailPage>;
export type MailDefaults = z.infer<typeof certificateMailDefaults>;

const call = endpointCalls(certificateMailEndpoints);
const certificates = endpointCalls(certificateEndpoints);

export const mailApi = {
  list: (query: MailFilters & ListQuery) => call.listCertificateMails(query),
  exportList: (query: MailFilters & SortQuery) =>
    call.exportCertificateMails(query, { fileName: mailTexts.t('exportFile.mails') }),
  get: (id: string) => call.getCertificateMail({ id }, RECORD_LOOKUP),
  defaults: (certificateId: string) => call.getCertificateMailDefaults({ certificateId }),
  add: (body: CertificateMailInput, apply: boolean) =>
    apply ? call.applyCertificateMail(body) : call.addCertificateMail(body),
  edit: (body: Omit<CertificateMailInput, 'certificateId'> & { id: string; version: number }) =>
    call.editCertificateMail(body),
  send: (body: { id: string; version: number; courier: string; trackingNo: string; sentDate: string }) =>
    call.sendCertificateMail(body),
  sign: (body: { id: string; version: number; signedDate: string }) => call.signCertificateMail(body),
  approve: (body: { id: string; version: number; approve: boolean; reason: string }) =>
    call.approveCertificateMail(body),
  /** Current certificates by number, for the form's certificate picker. */
  certificates: (certNo: string) => certificates.listCertificates({ certNo, pageSize: 20 }),
};
