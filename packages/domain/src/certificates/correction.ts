/**
 * 证书修改 (zsfx search update, /zsfx/update/{id}): the correction of an entry error in the printed
 * text of the current certificate version — no new version, the same number and version of the
 * number, its PDF regenerated. Only text typed in from the enterprise's records can be corrected
 * (CERTIFICATE_CORRECTION_FIELDS); the Chinese name, the standard, marks, codes, dates, status and
 * number change through 证书变更 (a new version) or the status operations. The server checks this
 * rule before it writes; the page shows the same messages and hides 修改 where it would refuse.
 */
import { z } from 'zod';
import { idSchema, versionSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import type { CodeLabel } from '../labels.ts';

/** The printed fields a correction may touch (columns of the certificate version), with their limits. */
export const CERTIFICATE_CORRECTION_FIELDS = [
  { code: 'enterpriseNameEn', zh: '获证组织英文名称', en: 'Organisation name (English)', max: 300 },
  { code: 'enterpriseAddress', zh: '地址', en: 'Address', max: 300 },
  { code: 'enterpriseAddressEn', zh: '英文地址', en: 'Address (English)', max: 500 },
  { code: 'scopeZh', zh: '认证范围', en: 'Scope', max: 2000 },
  { code: 'scopeEn', zh: '英文认证范围', en: 'Scope (English)', max: 4000 },
] as const satisfies readonly (CodeLabel & { max: number })[];

export type CertificateCorrectionField = (typeof CERTIFICATE_CORRECTION_FIELDS)[number]['code'];

/** Valid and suspended versions are current; revoked, cancelled, expired and replaced ones are not. */
export const CORRECTABLE_CERTIFICATE_STATUSES: readonly number[] = [1, 2];

const NOT_CURRENT: Record<number, string> = {
  0: '证书已过期，不能修改',
  3: '证书已撤销，不能修改',
  4: '证书已注销，不能修改',
  5: '证书已过期，不能修改',
  99: '该版本已换发新证书，不能修改（请修改当前版本）',
};

/** Why a certificate version cannot be corrected at all (its status, or its expiry before `today`), or null. */
export function certificateNotCorrectable(
  certificate: { status: number; expiryDate: string },
  today: string,
): string | null {
  if (!CORRECTABLE_CERTIFICATE_STATUSES.includes(certificate.status))
    return NOT_CURRENT[certificate.status] ?? '证书当前状态不能修改';
  if (certificate.expiryDate < today) return '证书已过期，不能修改';
  return null;
}

/** The fields whose value the request changes (trimmed comparison), in CERTIFICATE_CORRECTION_FIELDS order. */
export function correctedCertificateFields(
  current: Readonly<Record<CertificateCorrectionField, string>>,
  fields: Readonly<Partial<Record<CertificateCorrectionField, string>>>,
): CertificateCorrectionField[] {
  return CERTIFICATE_CORRECTION_FIELDS.map((f) => f.code).filter(
    (key) => fields[key] !== undefined && fields[key]!.trim() !== current[key].trim(),
  );
}

/**
 * Everything that refuses a correction, first failure first, or null when it may be saved.
 * @example certificateCorrectionProblem({ status: 99, … }, …, today) // '该版本已换发新证书，不能修改（请修改当前版本）'
 */
export function certificateCorrectionProblem(
  certificate: {
    status: number;
    expiryDate: string;
    fields: Readonly<Record<CertificateCorrectionField, string>>;
  },
  request: { reason: string; fields: Readonly<Partial<Record<CertificateCorrectionField, string>>> },
  today: string,
): string | null {
  const notCurrent = certificateNotCorrectable(certificate, today);
  if (notCurrent) return notCurrent;
  if (!request.reason.trim()) return '请填写修改原因';
  if (request.fields.scopeZh !== undefined && !request.fields.scopeZh.trim()) return '认证范围不能为空';
  if (!correctedCertificateFields(certificate.fields, request.fields).length)
    return '没有修改任何内容，无需保存';
  return null;
}

// ─────────────────────────────────────────── contract ───────────────────────────────────────────

const correctionText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .max(max, `${label}最多${max}个字符`)
    .optional();

const NAMED = CERTIFICATE_CORRECTION_FIELDS.map((f) => f.zh).join('、');

/**
 * PUT /zsfx/certificate/correct: the corrected fields of certificate `id` (seen at `version`); a
 * field left out keeps its text. Any other field (number, dates, standard …) is refused, not ignored.
 */
export const certificateCorrectionBody = z.strictObject(
  {
    id: idSchema,
    version: versionSchema,
    reason: z
      .string({ error: '请填写修改原因' })
      .trim()
      .min(1, '请填写修改原因')
      .max(500, '修改原因长度不能超过500个字符'),
    enterpriseNameEn: correctionText('获证组织英文名称', 300),
    enterpriseAddress: correctionText('地址', 300),
    enterpriseAddressEn: correctionText('英文地址', 500),
    scopeZh: correctionText('认证范围', 2000),
    scopeEn: correctionText('英文认证范围', 4000),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `证书修改只能更正${NAMED}；其他内容请通过证书变更或状态操作办理`
        : undefined,
  },
);
export type CertificateCorrectionInput = z.input<typeof certificateCorrectionBody>;

/** What a correction answers: the certificate's new row version and the regenerated PDF (null without a fitting template). */
export const certificateCorrectionResult = z.object({
  id: idSchema,
  version: z.number().int(),
  pdfId: idSchema.nullable(),
});
export type CertificateCorrectionResult = z.infer<typeof certificateCorrectionResult>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of the 证书修改 endpoint (its route: endpoints.ts). */
export const certificateCorrectionSchemas = {
  correctCertificate: { body: certificateCorrectionBody, result: certificateCorrectionResult },
} as const satisfies SchemaTable;
