/**
 * The default certificate layouts (A4 portrait, Chinese and English) that a new body's templates
 * and the editor's 新增 start from: fields in the order and places a management-system certificate
 * shows them (ISO/IEC 17021-1 §8.2.2).
 */
import type { CertificateTemplateField, CertificateTemplateSource } from './manage-contract.ts';

export function defaultCertificateTemplateFields(language: 'zh' | 'en'): CertificateTemplateField[] {
  const f = (
    source: CertificateTemplateSource,
    yMm: number,
    extra: Partial<CertificateTemplateField> = {},
  ): CertificateTemplateField => ({
    source,
    text: '',
    xMm: 25,
    yMm,
    widthMm: 160,
    sizePt: 12,
    bold: false,
    align: 'left',
    ...extra,
  });
  if (language === 'en') {
    return [
      f('text', 30, { text: 'CERTIFICATE', xMm: 105, widthMm: 0, align: 'center', sizePt: 26, bold: true }),
      f('certNo', 48, { text: 'Certificate No.: ', xMm: 105, widthMm: 0, align: 'center', sizePt: 11 }),
      f('text', 64, { text: 'This is to certify that the management system of', align: 'center' }),
      f('enterpriseNameEn', 74, { align: 'center', sizePt: 16, bold: true }),
      f('enterpriseAddressEn', 88, { text: 'Address: ', align: 'center', sizePt: 10 }),
      f('text', 104, { text: 'conforms to the standard', align: 'center' }),
      f('standard', 114, { align: 'center', bold: true }),
      f('scopeEn', 132, { text: 'Scope: ', sizePt: 11 }),
      f('sites', 162, { text: 'Sites covered: ', sizePt: 9 }),
      f('firstIssueDate', 196, { text: 'Initial issue: ', sizePt: 10 }),
      f('issueDate', 204, { text: 'Date of issue: ', sizePt: 10 }),
      f('expiryDate', 212, { text: 'Valid until: ', sizePt: 10 }),
      f('accreditation', 220, { text: 'Accreditation: ', sizePt: 10, widthMm: 125 }),
      f('certificateVersion', 228, { text: 'Certificate: ', sizePt: 10, widthMm: 125 }),
      f('bodyName', 250, { sizePt: 12, bold: true }),
      f('verifyNote', 272, { sizePt: 8, widthMm: 120 }),
    ];
  }
  return [
    f('text', 30, { text: '认 证 证 书', xMm: 105, widthMm: 0, align: 'center', sizePt: 28, bold: true }),
    f('certNo', 48, { text: '证书编号：', xMm: 105, widthMm: 0, align: 'center', sizePt: 11 }),
    f('text', 64, { text: '兹证明', sizePt: 12 }),
    f('enterpriseName', 74, { align: 'center', sizePt: 18, bold: true }),
    f('enterpriseAddress', 88, { text: '注册/经营地址：', align: 'center', sizePt: 10 }),
    f('text', 104, { text: '管理体系符合', align: 'center' }),
    f('standard', 114, { align: 'center', bold: true }),
    f('scopeZh', 132, { text: '认证范围：', sizePt: 12 }),
    f('sites', 162, { text: '认证覆盖场所：', sizePt: 10 }),
    f('firstIssueDate', 196, { text: '初次发证日期：', sizePt: 10 }),
    f('issueDate', 204, { text: '发证日期：', sizePt: 10 }),
    f('expiryDate', 212, { text: '有效期至：', sizePt: 10 }),
    f('accreditation', 220, { text: '认可标志：', sizePt: 10, widthMm: 125 }),
    f('certificateVersion', 228, { text: '证书版本：', sizePt: 10, widthMm: 125 }),
    f('bodyName', 250, { sizePt: 14, bold: true }),
    f('verifyNote', 272, { sizePt: 8, widthMm: 120 }),
  ];
}

export const DEFAULT_CERTIFICATE_QR = { qrXMm: 160, qrYMm: 240, qrSizeMm: 30 };
