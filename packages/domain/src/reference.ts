/** API contracts of the reference data (SPEC.md §3, §7): dictionaries, standards, codes, checks. */

/** A certification standard (scheme) of the tenant, as the selects receive it. */
export interface CertificateStandardRecord {
  id: string;
  /** Product code: Q, Q(EC), E, S, F, H, ISMS … */
  code: string;
  name: string;
  shortName: string;
  fullName: string;
  realName: string;
  standardNumber: string;
  /** 1 = the certificate carries a scope (范围证书). */
  scopeCertificate: 0 | 1;
  sortNo: number;
  enabled: 0 | 1;
  version: number;
}

/** A professional-code record (SPEC.md §3 "Certificate code record"). */
export interface CertificateCodeRecord {
  id: string;
  certCodeCustom: string;
  certificateStandardId: string;
  certificateStandardFullName: string;
  /** IAF sector (大类) 1-39. */
  iafCode: number | null;
  proName: string;
  /** 1 = CNAS requires a witnessed audit for this code. */
  izHaveFlag: 0 | 1;
  izHaveFlag_dictText: string;
  /** 1 high, 2 medium, 3 low, 4 limited. */
  riskLevel: number | null;
  riskLevel_dictText: string;
  techSpecification: string;
  belIndustry: string;
  /** The code reported to CNCA (上报代码). */
  reportingCode: string;
  effectiveDate: string | null;
  expiryDate: string | null;
  /** 1 valid, 0 invalid. */
  enabled: number | null;
  remark: string;
  version: number;
}

/** The answer of the duplicate check and the rule check (SPEC.md §5): the form shows `message`. */
export interface CheckResult {
  valid: boolean;
  message: string;
}

/** A user's saved column setting of one table (SPEC.md §3 "Column setting"). */
export interface ColumnSetting {
  settingKey: string;
  /** JSON text of the table's column state. */
  settingJson: string;
}

/** Answer of the scope search: at most 10 items, best first, and whether there are more. */
export interface CertificationItemSearchResult<T> {
  records: T[];
  hasMore: boolean;
}
