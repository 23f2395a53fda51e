/**
 * The staff side of certificates (zsfx, zsmb): the certificate lists (证书查询, 暂停撤销, 历史证书),
 * the status operations of DOMAIN.md §1.3 with their reason codes (§4.4), certificate templates and
 * the public certificate detail (the QR code's target). The public search is in contract.ts.
 */
import { z } from 'zod';
import {
  calendarDate,
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  removedRecord,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { filterChoice, filterTextUpTo } from '../common/fields.ts';
import { codeTable } from '../labels.ts';
import { pageQuerySchema } from '../paging.ts';
import { CERTIFICATE_TYPES } from './code-tables.ts';
import { CANCELLATION_REASONS, REVOCATION_REASONS, SUSPENSION_REASONS } from './lifecycle.ts';
import * as tableRows from './manage-contract.json';

const statusFilter = z
  .enum(['0', '1', '2', '3', '4', '5', '99', ''], { error: '证书状态不正确' })
  .optional()
  .transform((v) => (v ? Number(v) : undefined));

const drillDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为YYYY-MM-DD')
  .optional();

const codeOf = (label: string, table: readonly { code: string }[]) =>
  z.string({ error: `请选择${label}` }).refine((v) => table.some((r) => r.code === v), `请选择${label}`);

const reasonText = z
  .string({ error: '说明必须是文本' })
  .trim()
  .max(500, '说明长度不能超过500个字符')
  .default('');

// ─────────────────────────────────────────── lists ──────────────────────────────────────────────

export const CERTIFICATE_SORT_NAMES = [
  'certNo',
  'enterpriseName',
  'issueDate',
  'expiryDate',
  'updateTime',
] as const;
export const certificateFilters = z.object({
  certNo: filterTextUpTo(50),
  enterpriseName: filterTextUpTo(100),
  standardCode: filterTextUpTo(20),
  status: statusFilter,
  // 证书统计's drill-down (modules/statistics): the figure's certificates.
  standardId: z.string().uuid('认证标准不正确').optional(),
  province: z
    .string()
    .trim()
    .regex(/^\d{6}$/, '省份不正确')
    .optional(),
  branch: z.string().trim().max(64, '查询条件最多64个字符').optional(),
  sector: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'IAF专业大类不正确')
    .optional(),
  validOn: drillDate,
  issuedFrom: drillDate,
  issuedTo: drillDate,
  event: z.enum(['suspend', 'revoke', 'cancel'], { error: '证书事件不正确' }).optional(),
  eventFrom: drillDate,
  eventTo: drillDate,
});
export const certificateListQuery = pageQuerySchema(CERTIFICATE_SORT_NAMES).extend(certificateFilters.shape);
export type CertificateListQuery = z.infer<typeof certificateListQuery>;
export const certificateExportQuery = certificateListQuery.omit({ pageNo: true, pageSize: true });

export const certificateRow = z.object({
  id: idSchema,
  version: z.number().int(),
  certNo: z.string(),
  mainCertNo: z.string(),
  certificateType: z.string(),
  standardCode: z.string(),
  standardName: z.string(),
  standardVersion: z.string(),
  enterpriseName: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  /** The stored status (DOMAIN §1.3). */
  status: z.number().int(),
  suspendUntil: z.string().nullable(),
  marks: z.string(),
  updateTime: timestampSchema,
});
export type CertificateRow = z.infer<typeof certificateRow>;
export const certificatePage = pageSchema(certificateRow);

/** One entry of a certificate's history (issue, change, suspend, restore, revoke, cancel, expire). */
export const certificateEventRow = z.object({
  id: idSchema,
  certificateId: idSchema,
  certNo: z.string(),
  enterpriseName: z.string(),
  eventType: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  /** Change type (97_01 …) or reason code (§4.4). */
  changeType: z.string(),
  reasonCode: z.string(),
  reason: z.string(),
  effectiveDate: z.string(),
  suspendUntil: z.string().nullable(),
  actorName: z.string(),
  createTime: timestampSchema,
});
export type CertificateEventRow = z.infer<typeof certificateEventRow>;
export const certificateEventPage = pageSchema(certificateEventRow);

export const CERTIFICATE_EVENT_SORT_NAMES = ['createTime', 'effectiveDate'] as const;
export const certificateEventListQuery = pageQuerySchema(CERTIFICATE_EVENT_SORT_NAMES).extend({
  certificateId: idSchema.optional(),
  certNo: filterTextUpTo(50),
  enterpriseName: filterTextUpTo(100),
  eventType: filterChoice(
    ['issue', 'change', 'reissue', 'correct', 'suspend', 'restore', 'revoke', 'cancel', 'expire'],
    '事件类型不正确',
  ),
});
export type CertificateEventListQuery = z.infer<typeof certificateEventListQuery>;
export const certificateEventExportQuery = certificateEventListQuery.omit({ pageNo: true, pageSize: true });

export const certificateDetail = certificateRow.extend({
  firstIssueDate: z.string().nullable(),
  enterpriseId: idSchema.nullable(),
  enterpriseNameEn: z.string(),
  enterpriseAddress: z.string(),
  enterpriseAddressEn: z.string(),
  scopeZh: z.string(),
  scopeEn: z.string(),
  remark: z.string(),
  replacedById: idSchema.nullable(),
  /** The template a print would use ('' when none fits). */
  templateId: z.string(),
  events: z.array(certificateEventRow),
});
export type CertificateDetail = z.infer<typeof certificateDetail>;

// ───────────────────────────────────────── generated PDFs ───────────────────────────────────────

/** Why a certificate's PDF was generated and kept (certificate_pdfs.reason). */
export const CERTIFICATE_PDF_REASONS = codeTable(
  tableRows.CERTIFICATE_PDF_REASONS,
  'issue change reissue regenerate correct',
);
export type CertificatePdfReason = (typeof CERTIFICATE_PDF_REASONS)[number]['code'];

/** A kept PDF of the certificate (any of its versions), as the certificate detail lists them. */
export const certificatePdfRow = z.object({
  id: idSchema,
  certificateId: idSchema,
  /** The version's issue date and whether it is the version the detail shows. */
  issueDate: z.string(),
  currentVersion: z.boolean(),
  reason: z.string(),
  reasonName: z.string(),
  note: z.string(),
  templateName: z.string(),
  templateRevision: z.number().int().nullable(),
  fileName: z.string(),
  size: z.number().int(),
  createdByName: z.string(),
  createTime: timestampSchema,
});
export type CertificatePdfRow = z.infer<typeof certificatePdfRow>;
export const certificatePdfFileQuery = z.object({ id: idSchema, pdfId: idSchema });

// ─────────────────────────────────────── status operations ──────────────────────────────────────

const operation = z.object({ id: idSchema, version: versionSchema, reason: reasonText });

export const certificateSuspendBody = operation.extend({
  reasonCode: codeOf('暂停原因', SUSPENSION_REASONS),
  effectiveDate: calendarDate('暂停日期'),
  suspendUntil: calendarDate('暂停截止日期'),
});
export type CertificateSuspendInput = z.input<typeof certificateSuspendBody>;
export const certificateRestoreBody = operation.extend({ effectiveDate: calendarDate('恢复日期') });
export type CertificateRestoreInput = z.input<typeof certificateRestoreBody>;
export const certificateRevokeBody = operation.extend({
  reasonCode: codeOf('撤销原因', REVOCATION_REASONS),
  effectiveDate: calendarDate('撤销日期'),
});
export type CertificateRevokeInput = z.input<typeof certificateRevokeBody>;
export const certificateCancelBody = operation.extend({
  reasonCode: codeOf('注销原因', CANCELLATION_REASONS),
  effectiveDate: calendarDate('注销日期'),
});
export type CertificateCancelInput = z.input<typeof certificateCancelBody>;

/** What a status operation answers: the certificate with its new status and version. */
export const certificateOperationResult = z.object({
  id: idSchema,
  version: z.number().int(),
  status: z.number().int(),
  suspendUntil: z.string().nullable(),
});

// ─────────────────────────────────────────── templates ──────────────────────────────────────────

/** Where a template field takes its text from; `text` prints the field's own fixed text. */
export const CERTIFICATE_TEMPLATE_SOURCES = codeTable(
  tableRows.CERTIFICATE_TEMPLATE_SOURCES,
  'text bodyName certNo enterpriseName enterpriseNameEn enterpriseAddress enterpriseAddressEn standard scopeZh scopeEn firstIssueDate issueDate expiryDate marks accreditation sites certificateVersion verifyNote',
);
export type CertificateTemplateSource = (typeof CERTIFICATE_TEMPLATE_SOURCES)[number]['code'];

/** The sample certificate of a template's preview (the editor's live preview and the 预览 PDF). */
export const CERTIFICATE_TEMPLATE_SAMPLE = {
  certNo: '06826Q10001R0M',
  standardName: 'GB/T 19001-2016/ISO 9001:2015',
  standardVersion: 'GB/T 19001-2016',
  enterpriseName: '示例科技有限公司',
  enterpriseNameEn: 'Example Technology Co., Ltd.',
  enterpriseAddress: '上海市浦东新区示例路100号',
  enterpriseAddressEn: 'No. 100 Example Road, Pudong New Area, Shanghai',
  scopeZh: '电子产品的设计、生产和销售',
  scopeEn: 'Design, production and sales of electronic products',
  firstIssueDate: '2026-01-15',
  issueDate: '2026-01-15',
  expiryDate: '2029-01-14',
  marks: 'CNAS',
  accreditationNo: 'CNAS C000-M',
  sites: [
    { name: '总部', address: '上海市浦东新区示例路100号' },
    { name: '生产基地', address: '江苏省苏州市工业园区示例街8号' },
  ],
  certificateVersion: 1,
} as const;

/** The verification note printed under a certificate (source `verifyNote`). */
export const CERTIFICATE_VERIFY_NOTE = {
  zh: '本证书信息可在全国认证认可信息公共服务平台（cx.cnca.cn）查询，扫描二维码可查验证书当前状态。',
  en: 'This certificate can be verified at cx.cnca.cn; scan the QR code to check its current status.',
} as const;

export const CERTIFICATE_TEMPLATE_LANGUAGES = codeTable(
  tableRows.CERTIFICATE_TEMPLATE_LANGUAGES,
  'zh en bilingual',
);

const mmNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能小于0`)
    .max(max, `${label}不能大于${max}`);

export const certificateTemplateField = z.object({
  source: z.enum(
    CERTIFICATE_TEMPLATE_SOURCES.map((s) => s.code) as [
      CertificateTemplateSource,
      ...CertificateTemplateSource[],
    ],
    { error: '请选择字段内容' },
  ),
  /** Fixed text, or a label printed before the value (e.g. “证书编号：”). */
  text: z.string().max(200, '文字长度不能超过200个字符').default(''),
  xMm: mmNumber('横坐标', 420),
  yMm: mmNumber('纵坐标', 420),
  /** 0: one line, no wrapping. */
  widthMm: mmNumber('宽度', 420).default(0),
  sizePt: z.coerce
    .number({ error: '字号必须是数字' })
    .min(6, '字号不能小于6')
    .max(72, '字号不能大于72')
    .default(12),
  bold: z.boolean().default(false),
  align: z.enum(['left', 'center', 'right'], { error: '对齐方式不正确' }).default('left'),
});
export type CertificateTemplateField = z.infer<typeof certificateTemplateField>;

export const certificateTemplateBody = z.object({
  name: z
    .string({ error: '请输入模板名称' })
    .trim()
    .min(1, '请输入模板名称')
    .max(100, '模板名称长度不能超过100个字符'),
  certificateType: z.enum(CERTIFICATE_TYPES.map((t) => t.code) as ['A', 'B', 'C', 'D'], {
    error: '请选择认证类别',
  }),
  /** Scheme code (Q, E, S …); '' fits every scheme of the type. */
  standardCode: z.string().trim().max(20, '认证体系代码长度不能超过20个字符').default(''),
  language: z.enum(['zh', 'en', 'bilingual'], { error: '请选择模板语言' }),
  pageSize: z.enum(['A4', 'A3'], { error: '请选择纸张大小' }).default('A4'),
  landscape: z.boolean().default(false),
  fields: z.array(certificateTemplateField).min(1, '请至少添加一个字段').max(60, '字段最多60个'),
  qrXMm: mmNumber('二维码横坐标', 420),
  qrYMm: mmNumber('二维码纵坐标', 420),
  qrSizeMm: z.coerce
    .number({ error: '二维码尺寸必须是数字' })
    .min(15, '二维码尺寸不能小于15毫米')
    .max(80, '二维码尺寸不能大于80毫米'),
  enabled: z.boolean().default(true),
  remark: z.string().trim().max(500, '备注长度不能超过500个字符').default(''),
});
export type CertificateTemplateInput = z.input<typeof certificateTemplateBody>;
export const certificateTemplateEditBody = certificateTemplateBody.extend({
  id: idSchema,
  version: versionSchema,
});

export const certificateTemplateListQuery = pageQuerySchema(['name', 'updateTime'] as const).extend({
  name: filterTextUpTo(100),
  certificateType: filterChoice(['A', 'B', 'C', 'D']),
});
export const certificateTemplateRow = z.object({
  id: idSchema,
  version: z.number().int(),
  name: z.string(),
  certificateType: z.string(),
  standardCode: z.string(),
  language: z.string(),
  pageSize: z.string(),
  landscape: z.boolean(),
  /** Raised by every saved change of the layout (the template's version as printed). */
  revision: z.number().int(),
  enabled: z.boolean(),
  hasBackground: z.boolean(),
  updateTime: timestampSchema,
});
export type CertificateTemplateRow = z.infer<typeof certificateTemplateRow>;
export const certificateTemplatePage = pageSchema(certificateTemplateRow);
export const certificateTemplateDetail = certificateTemplateRow.extend({
  fields: z.array(certificateTemplateField),
  qrXMm: z.number(),
  qrYMm: z.number(),
  qrSizeMm: z.number(),
  remark: z.string(),
});
export type CertificateTemplateDetail = z.infer<typeof certificateTemplateDetail>;

/** `?id=&certificateId=`: a certificate printed with a template (the template's preview uses sample data). */
export const certificatePrintQuery = z.object({ id: idSchema, templateId: idSchema.optional() });
export const certificateTemplatePreviewQuery = z.object({ id: idSchema });

// ───────────────────────────────────── public certificate detail ────────────────────────────────

/** `/external/certificateDetail/{id}`: the QR code's target. */
export const publicCertificateDetailQuery = z.object({
  id: z.uuid({ error: '证书标识格式错误' }),
  tenantId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, '认证机构标识格式错误')
    .transform(Number)
    .optional(),
});

/**
 * What the public sees of a certificate in the search's rows and on its detail page: the printed
 * standard, organisation, scope and dates, and the public status.
 */
export const publicCertificateFields = {
  standardName: z.string(),
  standardVersion: z.string(),
  enterpriseName: z.string(),
  enterpriseNameEn: z.string(),
  enterpriseAddress: z.string(),
  enterpriseAddressEn: z.string(),
  scopeZh: z.string(),
  scopeEn: z.string(),
  firstIssueDate: z.string().nullable(),
  issueDate: z.string(),
  expiryDate: z.string(),
  /**
   * Public status (public-status.ts): 1 valid, 2 suspended, 3 revoked, 4 cancelled, 5 expired; 99
   * replaced (only a detail shows one).
   */
  status: z.number().int(),
  statusName: z.string(),
  /** Only while suspended. */
  suspendUntil: z.string().nullable(),
};

/** What the public sees of one certificate: the printed fields, the live status and its publications. */
export const publicCertificateDetail = z.object({
  id: idSchema,
  bodyName: z.string(),
  certNo: z.string(),
  mainCertNo: z.string(),
  certificateType: z.string(),
  ...publicCertificateFields,
  /** When the current status began (the suspension, revocation … date). */
  statusSince: z.string().nullable(),
  /** A replaced version names the current certificate's number. */
  replacedByCertNo: z.string().nullable(),
  checkedAt: timestampSchema,
});
export type PublicCertificateDetail = z.infer<typeof publicCertificateDetail>;

/** The public detail by certificate number (the verification page's own search). */
export const publicCertificateDetailByNumberQuery = z.object({
  certNo: z
    .string({ error: '请输入证书编号' })
    .trim()
    .min(1, '请输入证书编号')
    .max(50, '证书编号最多50个字符'),
  tenantId: publicCertificateDetailQuery.shape.tenantId,
});

/** The editor's live preview: the layout being edited, not yet saved (a saved template's id, if any). */
export const certificateTemplateDraftBody = certificateTemplateBody.extend({ id: z.uuid().optional() });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/**
 * The schemas of each staff certificate and template endpoint (its route: endpoints.ts). The
 * public ones are `certificatePublicSchemas` (contract.ts).
 */
export const certificateSchemas = {
  listCertificates: { query: certificateListQuery, result: certificatePage },
  exportCertificates: { query: certificateExportQuery, result: 'file' },
  listOldCertificates: { query: certificateListQuery, result: certificatePage },
  exportOldCertificates: { query: certificateExportQuery, result: 'file' },
  getCertificate: { query: idQuery, result: certificateDetail },
  listCertificateEvents: { query: certificateEventListQuery, result: certificateEventPage },
  exportCertificateEvents: { query: certificateEventExportQuery, result: 'file' },
  suspendCertificate: { body: certificateSuspendBody, result: certificateOperationResult },
  restoreCertificate: { body: certificateRestoreBody, result: certificateOperationResult },
  revokeCertificate: { body: certificateRevokeBody, result: certificateOperationResult },
  cancelCertificate: { body: certificateCancelBody, result: certificateOperationResult },
  listCertificatePdfs: { query: idQuery, result: z.array(certificatePdfRow) },
  getCertificatePdfFile: { query: certificatePdfFileQuery, result: 'file' },
  printCertificate: { query: certificatePrintQuery, result: 'file' },
  listCertificateTemplates: { query: certificateTemplateListQuery, result: certificateTemplatePage },
  getCertificateTemplate: { query: idQuery, result: certificateTemplateDetail },
  addCertificateTemplate: { body: certificateTemplateBody, result: savedRecord },
  editCertificateTemplate: { body: certificateTemplateEditBody, result: savedRecord },
  deleteCertificateTemplate: { body: idVersion, result: removedRecord },
  previewCertificateTemplate: { query: certificateTemplatePreviewQuery, result: 'file' },
  previewCertificateTemplateDraft: { body: certificateTemplateDraftBody, result: 'file' },
  /** Multipart (file, id, version): the route reads the upload itself, so no body schema. */
  uploadCertificateTemplateBackground: { result: savedRecord },
} as const satisfies SchemaTable;
