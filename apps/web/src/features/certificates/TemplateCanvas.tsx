import {
  CERTIFICATE_TEMPLATE_SAMPLE,
  CERTIFICATE_VERIFY_NOTE,
  type CertificateTemplateField,
  type CertificateTemplateSource,
  printedAccreditation,
  printedCertificateVersion,
  printedSites,
  printedStandardText,
} from '@cb/domain';

/** The page in millimetres. */
export function pageSizeMm(pageSize: string, landscape: boolean): { width: number; height: number } {
  const [w, h] = pageSize === 'A3' ? [297, 420] : [210, 297];
  return landscape ? { width: h, height: w } : { width: w, height: h };
}

/** A field's text with the sample certificate, as the PDF prints it ('' prints nothing). */
export function sampleText(
  field: Pick<CertificateTemplateField, 'source' | 'text'>,
  language: string,
  bodyName: string,
): string {
  const s = CERTIFICATE_TEMPLATE_SAMPLE;
  const values: Record<CertificateTemplateSource, string> = {
    text: '',
    bodyName,
    certNo: s.certNo,
    enterpriseName: s.enterpriseName,
    enterpriseNameEn: s.enterpriseNameEn,
    enterpriseAddress: s.enterpriseAddress,
    enterpriseAddressEn: s.enterpriseAddressEn,
    standard: printedStandardText(s),
    scopeZh: s.scopeZh,
    scopeEn: s.scopeEn,
    firstIssueDate: s.firstIssueDate,
    issueDate: s.issueDate,
    expiryDate: s.expiryDate,
    marks: s.marks,
    accreditation: printedAccreditation(s.marks, s.accreditationNo),
    sites: printedSites(s.sites, language),
    certificateVersion: printedCertificateVersion(s.certificateVersion, language),
    verifyNote: language === 'en' ? CERTIFICATE_VERIFY_NOTE.en : CERTIFICATE_VERIFY_NOTE.zh,
  };
  if (field.source === 'text') return field.text;
  const value = values[field.source];
  return value ? `${field.text}${value}` : '';
}

/**
 * The live preview of a layout with the sample certificate: each field where the PDF puts it, in
 * per cent of the page (font sizes scale with the preview's width through container units).
 */
export function TemplateCanvas({
  fields,
  pageSize,
  landscape,
  language,
  qr,
  bodyName,
  label,
}: {
  fields: readonly Partial<CertificateTemplateField>[];
  pageSize: string;
  landscape: boolean;
  language: string;
  qr: { x: number; y: number; size: number };
  bodyName: string;
  label: string;
}) {
  const page = pageSizeMm(pageSize, landscape);
  const x = (mm: number) => `${(mm / page.width) * 100}%`;
  const y = (mm: number) => `${(mm / page.height) * 100}%`;
  // 1 pt = 0.3528 mm; the preview's width is 100cqw for page.width millimetres.
  const fontSize = (pt: number) => `${((pt * 0.3528) / page.width) * 100}cqw`;
  return (
    <div
      className="cb-template-canvas"
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
      role="img"
      aria-label={label}
      data-testid="template-canvas"
    >
      {fields.map((field, i) => {
        if (!field?.source) return null;
        const text = sampleText({ source: field.source, text: field.text ?? '' }, language, bodyName);
        if (!text) return null;
        const width = field.widthMm ?? 0;
        const align = field.align ?? 'left';
        const left = width
          ? (field.xMm ?? 0)
          : align === 'center'
            ? (field.xMm ?? 0) - 100
            : align === 'right'
              ? (field.xMm ?? 0) - 200
              : (field.xMm ?? 0);
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fields have no id; their order is their identity
            key={i}
            className="cb-template-canvas__item"
            style={{
              left: x(left),
              top: y(field.yMm ?? 0),
              width: x(width || (align === 'left' ? page.width - (field.xMm ?? 0) : 200)),
              textAlign: align,
              fontSize: fontSize(field.sizePt ?? 12),
              fontWeight: field.bold ? 700 : 400,
              whiteSpace: width ? 'pre-wrap' : 'nowrap',
            }}
          >
            {text}
          </span>
        );
      })}
      <span
        className="cb-template-canvas__qr"
        style={{ left: x(qr.x), top: y(qr.y), width: x(qr.size), height: y(qr.size) }}
        aria-hidden="true"
      >
        QR
      </span>
    </div>
  );
}
