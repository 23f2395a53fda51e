/**
 * A certificate as a PDF page from its template (证书模板): each template field takes its text from
 * the certificate (ISO/IEC 17021-1 §8.2.2 contents: organisation and address, every site covered,
 * scope, standard and edition, first-issue, issue and expiry dates, number and its version, the
 * accreditation mark and number, the body), and the QR code points at the public detail page where
 * the live status is shown. `certificateVersion` counts the versions of the number up to this one.
 */
import {
  CERTIFICATE_TEMPLATE_SAMPLE,
  CERTIFICATE_VERIFY_NOTE,
  type CertificateTemplateField,
  type CertificateTemplateSource,
  DEFAULT_PUBLIC_TENANT_ID,
  printedAccreditation,
  printedCertificateVersion,
  printedSites,
  printedStandardText,
} from '@cb/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import type { PdfCanvasItem, PdfCanvasPage } from '../../platform/pdf/pdf.ts';
import { certificates, type certificateTemplates } from './schema.ts';

export type CertificateForPrint = Pick<
  typeof certificates.$inferSelect,
  | 'id'
  | 'tenantId'
  | 'certNo'
  | 'standardName'
  | 'standardVersion'
  | 'enterpriseName'
  | 'enterpriseNameEn'
  | 'enterpriseAddress'
  | 'enterpriseAddressEn'
  | 'scopeZh'
  | 'scopeEn'
  | 'firstIssueDate'
  | 'issueDate'
  | 'expiryDate'
  | 'marks'
  | 'accreditationNo'
  | 'sites'
> & {
  /** Which version of its number this is (1 = first issue); see `certificateVersions`. */
  certificateVersion?: number;
};
export type TemplateForPrint = Pick<
  typeof certificateTemplates.$inferSelect,
  'pageSize' | 'landscape' | 'fields' | 'qrXMm' | 'qrYMm' | 'qrSizeMm' | 'language'
>;

export const VERIFY_NOTE_ZH =
  '本证书信息可在全国认证认可信息公共服务平台（cx.cnca.cn）查询，扫描二维码可查验证书当前状态。';
export const VERIFY_NOTE_EN =
  'This certificate can be verified at cx.cnca.cn; scan the QR code to check its current status.';

/** The public detail page of a certificate: what its QR code opens. */
export function certificateDetailUrl(
  origin: string,
  certificate: Pick<CertificateForPrint, 'id' | 'tenantId'>,
) {
  const query = certificate.tenantId === DEFAULT_PUBLIC_TENANT_ID ? '' : `?tenantId=${certificate.tenantId}`;
  return `${origin.replace(/\/$/, '')}/external/certificateDetail/${certificate.id}${query}`;
}

/** The standard as printed: its name, and the edition when the name does not already carry it. */
export function printedStandard(c: Pick<CertificateForPrint, 'standardName' | 'standardVersion'>) {
  return printedStandardText(c);
}

/**
 * The version of each certificate's number it is: the versions of the number issued before it
 * (earlier issue date, or the same date and an earlier id) plus one. A change or reissue keeps the
 * number and makes a new version, so its PDF says 第2版 where the replaced one said 第1版.
 */
export async function certificateVersions(
  tx: Reader,
  tenantId: number,
  list: readonly Pick<CertificateForPrint, 'id' | 'certNo' | 'issueDate'>[],
): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  if (list.length === 0) return versions;
  const c = certificates;
  const numbers = [...new Set(list.map((x) => x.certNo.toUpperCase()))];
  const rows = await tx
    .select({ id: c.id, certNo: c.certNo, issueDate: c.issueDate })
    .from(c)
    .where(inTenant(c, tenantId, [inArray(sql`upper(${c.certNo})`, numbers)]));
  for (const x of list) {
    const key = x.certNo.toUpperCase();
    const before = rows.filter(
      (r) =>
        r.certNo.toUpperCase() === key &&
        (r.issueDate < x.issueDate || (r.issueDate === x.issueDate && r.id <= x.id)),
    ).length;
    versions.set(x.id, Math.max(1, before));
  }
  return versions;
}

function fieldValue(
  source: CertificateTemplateSource,
  c: CertificateForPrint,
  bodyName: string,
  language: string,
): string {
  switch (source) {
    case 'text':
      return '';
    case 'bodyName':
      return bodyName;
    case 'standard':
      return printedStandard(c);
    case 'firstIssueDate':
      return c.firstIssueDate ?? c.issueDate;
    case 'accreditation':
      return printedAccreditation(c.marks, c.accreditationNo);
    case 'sites':
      return printedSites(c.sites ?? [], language);
    case 'certificateVersion':
      return printedCertificateVersion(c.certificateVersion ?? 1, language);
    case 'verifyNote':
      return language === 'en' ? CERTIFICATE_VERIFY_NOTE.en : CERTIFICATE_VERIFY_NOTE.zh;
    default:
      return c[source] ?? '';
  }
}

/** The page of one certificate (the template's artwork, when it has one, is passed in). */
export function certificatePage(
  template: TemplateForPrint,
  certificate: CertificateForPrint,
  options: { bodyName: string; origin: string; background?: Buffer },
): PdfCanvasPage {
  const fields = template.fields as CertificateTemplateField[];
  const items: PdfCanvasItem[] = fields.flatMap((field): PdfCanvasItem[] => {
    const value = fieldValue(field.source, certificate, options.bodyName, template.language);
    // An empty value (no English name yet) prints nothing rather than a dangling label.
    if (field.source !== 'text' && !value) return [];
    const text = field.source === 'text' ? field.text : `${field.text}${value}`;
    if (!text) return [];
    return [
      {
        kind: 'text',
        xMm: field.xMm,
        yMm: field.yMm,
        ...(field.widthMm ? { widthMm: field.widthMm } : {}),
        text,
        sizePt: field.sizePt,
        bold: field.bold,
        align: field.align,
      },
    ];
  });
  items.push({
    kind: 'qr',
    xMm: template.qrXMm,
    yMm: template.qrYMm,
    sizeMm: template.qrSizeMm,
    data: certificateDetailUrl(options.origin, certificate),
  });
  return {
    size: template.pageSize === 'A3' ? 'A3' : 'A4',
    landscape: template.landscape,
    ...(options.background ? { background: options.background } : {}),
    items,
  };
}

/** The sample certificate of a template's preview. */
export function sampleCertificate(tenantId: number): CertificateForPrint {
  const { sites, ...sample } = CERTIFICATE_TEMPLATE_SAMPLE;
  return {
    id: '00000000-0000-7000-8000-000000000000',
    tenantId,
    ...sample,
    sites: sites.map((s) => ({ ...s })),
  };
}
