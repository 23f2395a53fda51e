/** Typed calls of 证书邮寄 (yjgl); the types are the contract's, imported as types only. */
import type {
  CertificateMailInput,
  CertificateMailRow,
  certificateMailDefaults,
  certificateMailFilters,
  certificateMailPage,
} from '@cb/domain';
import type { z } from 'zod';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type { CertificateMailInput, CertificateMailRow };
export type MailFilters = z.input<typeof certificateMailFilters>;
export type MailPage = z.infer<typeof certificateMailPage>;
export type MailDefaults = z.infer<typeof certificateMailDefaults>;
type Saved = { id: string; version: number };

export const mailApi = {
  list: (query: MailFilters & ListQuery) => http.get<MailPage>('/yjgl/mail/list', { ...query }),
  exportList: (query: MailFilters & SortQuery) =>
    http.download('/yjgl/mail/exportXls', { params: { ...query }, fileName: '证书邮寄.xlsx' }),
  get: (id: string) => http.get<CertificateMailRow>('/yjgl/mail/queryById', { id }, RECORD_LOOKUP),
  defaults: (certificateId: string) => http.get<MailDefaults>('/yjgl/mail/defaults', { certificateId }),
  add: (body: CertificateMailInput, apply: boolean) =>
    http.post<Saved>(apply ? '/yjgl/apply/add' : '/yjgl/mail/add', body),
  edit: (body: Omit<CertificateMailInput, 'certificateId'> & { id: string; version: number }) =>
    http.post<Saved>('/yjgl/mail/edit', body),
  send: (body: { id: string; version: number; courier: string; trackingNo: string; sentDate: string }) =>
    http.post<Saved>('/yjgl/mail/send', body),
  sign: (body: { id: string; version: number; signedDate: string }) =>
    http.post<Saved>('/yjgl/mail/sign', body),
  approve: (body: { id: string; version: number; approve: boolean; reason: string }) =>
    http.post<Saved>('/yjgl/apply/approve', body),
  /** Current certificates by number, for the form's certificate picker. */
  certificates: (certNo: string) =>
    http.get<{ records: { id: string; certNo: string; enterpriseName: string }[] }>(
      '/zsfx/certificate/list',
      {
        certNo,
        pageSize: 20,
      },
    ),
};
