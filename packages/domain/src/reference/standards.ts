/**
 * Certification standards (schemes) by their product codes (SPEC.md §3 "Certificate standards and
 * codes"). The tenant's own standard list comes from the server; this table is the reference for the
 * fixed codes the product logic branches on (three-system fields, scheme letters in numbers).
 */
import { type CodeInput, type CodeLabel, type CodeOf, codeTable, type Locale, labelOf } from '../labels.ts';
import * as tableRows from './standards.json';

export interface CertificationStandard extends CodeLabel {
  readonly code: string;
  /** The normative document(s) certified against; null where the code's scheme is not known for sure. */
  readonly standardNumber: string | null;
  /** False where the meaning of the code is inferred from its letters and must be confirmed by the customer. */
  readonly verified: boolean;
  /**
   * The certification category its certificates carry (CERTIFICATE_TYPES: A management system, B
   * product, C service, D verification) where it is not A.
   */
  readonly certificateType?: 'B' | 'C' | 'D';
}

export const CERTIFICATION_STANDARDS = [
  {
    code: 'Q',
    zh: '质量管理体系',
    en: 'Quality management system',
    standardNumber: 'GB/T 19001-2016/ISO 9001:2015',
    verified: true,
  },
  {
    code: 'Q(EC)',
    zh: '工程建设施工企业质量管理体系',
    en: 'Quality management system for engineering construction enterprises',
    standardNumber: 'GB/T 19001-2016/ISO 9001:2015 + GB/T 50430-2017',
    verified: true,
  },
  {
    code: 'E',
    zh: '环境管理体系',
    en: 'Environmental management system',
    standardNumber: 'GB/T 24001-2016/ISO 14001:2015',
    verified: true,
  },
  {
    code: 'S',
    zh: '职业健康安全管理体系',
    en: 'Occupational health and safety management system',
    standardNumber: 'GB/T 45001-2020/ISO 45001:2018',
    verified: true,
  },
  {
    code: 'F',
    zh: '食品安全管理体系',
    en: 'Food safety management system',
    standardNumber: 'GB/T 22000-2006/ISO 22000:2005',
    verified: true,
  },
  {
    code: 'H',
    zh: '危害分析与关键控制点（HACCP）体系',
    en: 'Hazard analysis and critical control point (HACCP) system',
    standardNumber: 'GB/T 27341-2009',
    verified: true,
  },
  {
    code: 'ISMS',
    zh: '信息安全管理体系',
    en: 'Information security management system',
    // GB/T 22080-2016 is the national adoption of the 2013 edition; certificates are now issued to 2022.
    standardNumber: 'ISO/IEC 27001:2022',
    verified: true,
  },
  {
    code: 'ITSMS',
    zh: '信息技术服务管理体系',
    en: 'IT service management system',
    standardNumber: 'ISO/IEC 20000-1:2018',
    verified: true,
  },
  {
    code: 'IPMS',
    zh: '知识产权管理体系',
    en: 'Intellectual property management system',
    // The 2023 edition is titled 企业知识产权合规管理体系 要求.
    standardNumber: 'GB/T 29490-2023',
    verified: true,
  },
  {
    code: 'GAP',
    zh: '良好农业规范',
    en: 'Good agricultural practice',
    standardNumber: 'GB/T 20014',
    verified: true,
  },
  {
    code: 'OGA',
    zh: '有机产品',
    en: 'Organic products',
    standardNumber: 'GB/T 19630-2019',
    verified: true,
  },
  {
    code: 'GHG',
    zh: '温室气体核查',
    en: 'Greenhouse gas verification',
    standardNumber: 'ISO 14064-1:2018',
    verified: true,
  },
  // Codes below are read from their letters (TZJ = 碳足迹, PV = photovoltaic); confirm with the customer.
  {
    code: 'TZJ',
    zh: '产品碳足迹',
    en: 'Product carbon footprint',
    standardNumber: 'ISO 14067:2018',
    verified: false,
  },
  {
    code: 'OGA_FL',
    zh: '有机产品（OGA_FL）',
    en: 'Organic products (OGA_FL)',
    standardNumber: null,
    verified: false,
  },
  { code: 'WK', zh: 'WK', en: 'WK', standardNumber: null, verified: false },
  { code: 'PV', zh: '光伏产品', en: 'Photovoltaic products', standardNumber: null, verified: false },
  // After-sales service certification (BUSINESS.md §8): certificate type C, evaluated on the sheet of
  // modules/service-certification; its audit time is the reviewer's manual days (no IAF MD 5 table).
  {
    code: 'SC',
    zh: '商品售后服务评价',
    en: 'After-sales service evaluation',
    standardNumber: 'GB/T 27922-2011',
    verified: true,
    certificateType: 'C',
  },
] as const satisfies readonly CertificationStandard[];

export type CertificationStandardCode = CodeOf<typeof CERTIFICATION_STANDARDS>;

/** The standard code of after-sales service certification (GB/T 27922, certificate type C). */
export const SERVICE_STANDARD_CODE = 'SC';

/**
 * The certification category (A B C D) of a standard's certificates: the table's, else A.
 * @example certificateTypeOfStandard('SC') // 'C'
 */
export function certificateTypeOfStandard(code: string): 'A' | 'B' | 'C' | 'D' {
  const row = (CERTIFICATION_STANDARDS as readonly CertificationStandard[]).find((s) => s.code === code);
  return row?.certificateType ?? 'A';
}

/** The "three systems" (三体系) fields: quality (incl. construction), environment, OH&S. */
export const THREE_SYSTEM_STANDARD_CODES = [
  'Q',
  'Q(EC)',
  'E',
  'S',
] as const satisfies readonly CertificationStandardCode[];

/**
 * Whether a standard code is one of the three-system fields.
 * @example isThreeSystemStandard('Q(EC)') // true
 */
export function isThreeSystemStandard(code: string): boolean {
  return (THREE_SYSTEM_STANDARD_CODES as readonly string[]).includes(code);
}

/** Which name of a standard a `certificateStandardName` column shows, by the ERP setting 1-3. */
export const STANDARD_NAME_FIELDS = { 1: 'realName', 2: 'shortName', 3: 'fullName' } as const;

export type StandardNameField = (typeof STANDARD_NAME_FIELDS)[keyof typeof STANDARD_NAME_FIELDS];

/**
 * The field a `certificateStandardName` column is renamed to, or null to keep the column as it is.
 * @example standardNameField(2) // 'shortName'
 */
export function standardNameField(setting: number | null | undefined): StandardNameField | null {
  return setting === 1 || setting === 2 || setting === 3 ? STANDARD_NAME_FIELDS[setting] : null;
}

/** Validity of a professional-code record (证书代码的 enabled 字段). */
export const CERTIFICATE_CODE_VALIDITY = codeTable(tableRows.CERTIFICATE_CODE_VALIDITY, [1, 0]);

/**
 * The validity text of a professional-code record: 1 valid, 0 invalid, anything else a dash.
 * @example certificateCodeEnabledLabel(0) // '无效'
 */
export function certificateCodeEnabledLabel(enabled: CodeInput, locale: Locale = 'zh-CN'): string {
  return labelOf(CERTIFICATE_CODE_VALIDITY, enabled, locale) ?? '-';
}
