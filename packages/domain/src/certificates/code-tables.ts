/** Certificate code tables (SPEC.md §3 "Enumerations"; status meanings in DOMAIN.md §1.3). */
import {
  type CodeInput,
  type CodeLabel,
  type CodeOf,
  codeTable,
  type Locale,
  labelOf,
  localize,
} from '../labels.ts';
import * as tableRows from './code-tables.json';

/** Certificate statuses a current certificate can have; 0 and 5 both mean expired. */
export const CERTIFICATE_STATUSES = codeTable(tableRows.CERTIFICATE_STATUSES, [0, 1, 2, 3, 4, 5]);

/** All statuses including 99, the superseded version of a reissued certificate. */
export const CERTIFICATE_STATUSES_WITH_OLD = [
  ...CERTIFICATE_STATUSES,
  { code: 99, zh: '旧证书', en: 'Old certificate' },
] as const satisfies readonly CodeLabel[];

export type CertificateStatus = CodeOf<typeof CERTIFICATE_STATUSES_WITH_OLD>;

/** Certification category letters (认证类别); A-C follow CNCA's platform, D is the body's own. */
export const CERTIFICATE_TYPES = codeTable(tableRows.CERTIFICATE_TYPES, 'A B C D');

export type CertificateType = CodeOf<typeof CERTIFICATE_TYPES>;

export const SPECIAL_CERTIFICATE_FLAGS = codeTable(tableRows.SPECIAL_CERTIFICATE_FLAGS, [1, 2, 3]);

/** Certificate statistics categories. */
export const STAT_TYPES = codeTable(tableRows.STAT_TYPES, [1, 2, 3]);

/** How a certificate's scope changed. */
export const SCOPE_CHANGES = codeTable(tableRows.SCOPE_CHANGES, [1, 2, 3]);

/** Printed copies of a certificate; any code other than 1 and 2 is a Chinese copy. */
export const FORM_COPIES = codeTable(tableRows.FORM_COPIES, [1, 2]);

const CHINESE_COPY = { zh: '中文副本', en: 'Chinese copy' };

/**
 * The name of a certificate copy.
 * @example formCopyLabel(2) // '英文正本'
 * @example formCopyLabel(3) // '中文副本'
 */
export function formCopyLabel(code: CodeInput, locale: Locale = 'zh-CN'): string {
  return labelOf(FORM_COPIES, code, locale) ?? localize(CHINESE_COPY, locale);
}
