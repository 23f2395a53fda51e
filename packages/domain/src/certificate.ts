/** Certificate code tables (SPEC.md §3 "Enumerations"; status meanings in DOMAIN.md §1.3). */
import { type CodeInput, type CodeLabel, type CodeOf, type Locale, labelOf, localize } from './labels.ts';

/** Certificate statuses a current certificate can have; 0 and 5 both mean expired. */
export const CERTIFICATE_STATUSES = [
  { code: 0, zh: '过期', en: 'Expired' },
  { code: 1, zh: '有效', en: 'Valid' },
  { code: 2, zh: '暂停', en: 'Suspended' },
  { code: 3, zh: '撤销', en: 'Revoked' },
  { code: 4, zh: '注销', en: 'Cancelled' },
  { code: 5, zh: '过期', en: 'Expired' },
] as const satisfies readonly CodeLabel[];

/** All statuses including 99, the superseded version of a reissued certificate. */
export const CERTIFICATE_STATUSES_WITH_OLD = [
  ...CERTIFICATE_STATUSES,
  { code: 99, zh: '旧证书', en: 'Old certificate' },
] as const satisfies readonly CodeLabel[];

export type CertificateStatus = CodeOf<typeof CERTIFICATE_STATUSES_WITH_OLD>;

/** Certification category letters (认证类别); A-C follow CNCA's platform, D is the body's own. */
export const CERTIFICATE_TYPES = [
  { code: 'A', zh: '管理体系认证', en: 'Management system' },
  { code: 'B', zh: '产品认证', en: 'Product' },
  { code: 'C', zh: '服务认证', en: 'Service' },
  { code: 'D', zh: '审定与核查', en: 'Audit verification' },
] as const satisfies readonly CodeLabel[];

export type CertificateType = CodeOf<typeof CERTIFICATE_TYPES>;

export const SPECIAL_CERTIFICATE_FLAGS = [
  { code: 1, zh: '母子证书', en: 'Parent-child certificate' },
  { code: 2, zh: '多品牌证书', en: 'Multi-brand certificate' },
  { code: 3, zh: '带附件证书', en: 'Certificate with attachment' },
] as const satisfies readonly CodeLabel[];

/** Certificate statistics categories. */
export const STAT_TYPES = [
  { code: 1, zh: '新发/换发证书', en: 'New or replaced certificate' },
  { code: 2, zh: '正常监督', en: 'Normal surveillance' },
  { code: 3, zh: '证书状态变化', en: 'Certificate status change' },
] as const satisfies readonly CodeLabel[];

/** How a certificate's scope changed. */
export const SCOPE_CHANGES = [
  { code: 1, zh: '扩大', en: 'Expanded' },
  { code: 2, zh: '缩小', en: 'Reduced' },
  { code: 3, zh: '变更', en: 'Changed' },
] as const satisfies readonly CodeLabel[];

/** Printed copies of a certificate; any code other than 1 and 2 is a Chinese copy. */
export const FORM_COPIES = [
  { code: 1, zh: '中文正本', en: 'Chinese original' },
  { code: 2, zh: '英文正本', en: 'English original' },
] as const satisfies readonly CodeLabel[];

const CHINESE_COPY = { zh: '中文副本', en: 'Chinese copy' };

/**
 * The name of a certificate copy.
 * @example formCopyLabel(2) // '英文正本'
 * @example formCopyLabel(3) // '中文副本'
 */
export function formCopyLabel(code: CodeInput, locale: Locale = 'zh-CN'): string {
  return labelOf(FORM_COPIES, code, locale) ?? localize(CHINESE_COPY, locale);
}

/** One row of the public certificate query (/cert/search): only what a certificate shows publicly. */
/** A certificate on the home of an enterprise or partner user (`GET /api/cert/mine`). */
export type OwnCertificate = Pick<
  PublicCertificate,
  'certNo' | 'standardName' | 'enterpriseName' | 'issueDate' | 'expiryDate' | 'status' | 'statusName'
>;

export interface PublicCertificate {
  certNo: string;
  mainCertNo: string;
  certificateType: string;
  standardCode: string;
  standardName: string;
  standardVersion: string;
  enterpriseName: string;
  enterpriseNameEn: string;
  enterpriseAddress: string;
  enterpriseAddressEn: string;
  scopeZh: string;
  scopeEn: string;
  firstIssueDate: string | null;
  issueDate: string;
  expiryDate: string;
  /** Public status (status.ts): 1 valid, 2 suspended, 3 revoked, 4 cancelled, 5 expired. */
  status: number;
  statusName: string;
  /** Only while suspended. */
  suspendUntil: string | null;
}
