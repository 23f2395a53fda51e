/**
 * The contract of the public certificate query (DOMAIN.md §4.3, SPEC.md §2 /cert/search): by exact
 * certificate number, or by part of the enterprise's name (at least two characters) with an
 * optional status, at most 20 rows a page. Every message is Chinese because the public page shows
 * it as is. The answer carries only what a certificate shows publicly.
 */
import { z } from 'zod';
import { pageSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { blankToUndefined } from '../common/fields.ts';
import {
  publicCertificateDetail,
  publicCertificateDetailByNumberQuery,
  publicCertificateDetailQuery,
  publicCertificateFields,
} from './manage-contract.ts';
import {
  CERTIFICATE_SEARCH_NAME_MIN,
  CERTIFICATE_SEARCH_PAGE_SIZE_MAX,
  DEFAULT_PUBLIC_TENANT_ID,
  type PublicCertificateStatus,
} from './public-status.ts';

const tenantId = z.preprocess(
  blankToUndefined,
  z
    .string({ error: '认证机构标识格式错误' })
    .regex(/^[1-9]\d{0,8}$/, '认证机构标识格式错误')
    .transform(Number)
    .default(DEFAULT_PUBLIC_TENANT_ID),
);

const pageNo = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码最小为1').default(1),
);

const pageSize = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为1')
    .max(CERTIFICATE_SEARCH_PAGE_SIZE_MAX, `每页条数最大为${CERTIFICATE_SEARCH_PAGE_SIZE_MAX}`)
    .default(10),
);

/** The certificate number a public lookup names (exact; blank is absent). */
export const certNoLookup = z.preprocess(
  blankToUndefined,
  z.string({ error: '证书编号格式错误' }).trim().max(50, '证书编号最多50个字符').optional(),
);

/** The enterprise name a public lookup names, at least `min` characters (blank is absent). */
export const enterpriseNameLookup = (min: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: '企业名称格式错误' })
      .trim()
      .min(min, `企业名称至少输入${min}个字`)
      .max(100, '企业名称最多100个字符')
      .optional(),
  );

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

/** `?tenantId=`: the certification body of the public pages (default: the first). */
export const certificateBodyQuery = z.object({ tenantId });

export const certificateSearchQuery = z
  .object({
    tenantId,
    certNo: certNoLookup,
    enterpriseName: enterpriseNameLookup(CERTIFICATE_SEARCH_NAME_MIN),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(['0', '1', '2', '3', '4', '5'], { error: '证书状态不正确' })
        .transform((v): PublicCertificateStatus => (v === '0' ? 5 : (Number(v) as PublicCertificateStatus)))
        .optional(),
    ),
    pageNo,
    pageSize,
  })
  .refine((q) => q.certNo !== undefined || q.enterpriseName !== undefined, {
    message: '请输入证书编号或企业名称',
  });
export type CertificateSearchQuery = z.infer<typeof certificateSearchQuery>;
/** The query as the page sends it (strings from the URL). */
export type CertificateSearchParams = z.input<typeof certificateSearchQuery>;

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** The certification body (tenant) whose certificates the public pages show. */
export const certificationBody = z.object({ tenantId: z.number().int(), name: z.string() });
export type CertificationBody = z.infer<typeof certificationBody>;

/** One row of the public certificate query: only what a certificate shows publicly. */
export const publicCertificate = z.object({
  certNo: z.string(),
  mainCertNo: z.string(),
  certificateType: z.string(),
  standardCode: z.string(),
  ...publicCertificateFields,
});
export type PublicCertificate = z.infer<typeof publicCertificate>;
export const publicCertificatePage = pageSchema(publicCertificate);

/** A certificate on the home of an enterprise or partner user (`GET /api/cert/mine`). */
export const ownCertificate = publicCertificate.pick({
  certNo: true,
  standardName: true,
  enterpriseName: true,
  issueDate: true,
  expiryDate: true,
  status: true,
  statusName: true,
});
export type OwnCertificate = z.infer<typeof ownCertificate>;

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/**
 * The schemas of the public certificate endpoints (the query, the QR code's detail) and of the
 * signed-in external user's own certificates; their routes: public-endpoints.ts.
 */
export const certificatePublicSchemas = {
  getPublicCertificationBody: { query: certificateBodyQuery, result: certificationBody },
  listOwnCertificates: { result: z.array(ownCertificate) },
  searchPublicCertificates: { query: certificateSearchQuery, result: publicCertificatePage },
  getPublicCertificateDetail: { query: publicCertificateDetailQuery, result: publicCertificateDetail },
  getPublicCertificateDetailByNumber: {
    query: publicCertificateDetailByNumberQuery,
    result: publicCertificateDetail,
  },
} as const satisfies SchemaTable;
