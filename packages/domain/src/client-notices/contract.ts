/**
 * The contract of the 客户通知 and 开放文件 (khgl) endpoints: request schemas (Chinese messages;
 * bad input is 400 and writes nothing) and response schemas. The server validates and serialises
 * with them, the web infers its types from them, and the OpenAPI document is generated from them.
 */
import { z } from 'zod';
import {
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
import { pageQuerySchema } from '../paging.ts';
import {
  audienceProblem,
  CLIENT_NOTICE_AUDIENCES,
  type ClientNoticeAudience,
  OPENED_FILE_AUDIENCES,
  type OpenedFileAudience,
} from './rules.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

const audienceValues = z
  .array(z.string({ error: '发送条件格式错误' }).trim().min(1).max(64), { error: '发送条件格式错误' })
  .max(5000, '所选客户不能超过5000家')
  .default([]);

const clientNoticeFields = z.object({
  title: z
    .string({ error: '请输入通知标题' })
    .trim()
    .min(1, '请输入通知标题')
    .max(100, '通知标题长度不能超过100个字符'),
  content: z
    .string({ error: '请输入通知内容' })
    .trim()
    .min(1, '请输入通知内容')
    .max(5000, '通知内容长度不能超过5000个字符'),
  audienceType: z.enum(CLIENT_NOTICE_AUDIENCES, { error: '请选择发送对象' }),
  audienceValues,
  sendSms: z.boolean({ error: '短信选项格式错误' }).default(false),
  sendEmail: z.boolean({ error: '邮件选项格式错误' }).default(false),
});
const noticeAudienceChecked = (
  v: { audienceType: ClientNoticeAudience; audienceValues: string[] },
  ctx: z.RefinementCtx,
) => {
  const problem = audienceProblem(v.audienceType, v.audienceValues);
  if (problem) ctx.addIssue({ code: 'custom', path: ['audienceValues'], message: problem });
};
export const clientNoticeBody = clientNoticeFields.superRefine(noticeAudienceChecked);
export type ClientNoticeInput = z.infer<typeof clientNoticeBody>;

export const clientNoticeEditBody = clientNoticeFields
  .extend({ id: idSchema, version: versionSchema })
  .superRefine(noticeAudienceChecked);

export const CLIENT_NOTICE_SORT_NAMES = ['title', 'sendTime', 'createTime', 'recipientCount'] as const;

export const clientNoticeFilters = z.object({
  title: optionalText(100, '标题过长'),
  status: z
    .union([z.literal('0'), z.literal('1'), z.literal('')], { error: '状态只能是 0 或 1' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
  audienceType: z
    .union([z.enum(CLIENT_NOTICE_AUDIENCES), z.literal('')], { error: '发送对象格式错误' })
    .optional()
    .transform((v) => v || undefined),
});

export const clientNoticeListQuery = pageQuerySchema(CLIENT_NOTICE_SORT_NAMES).extend(
  clientNoticeFilters.shape,
);
/** The export's query: the list's filters and order, without paging. */
export const clientNoticeExportQuery = clientNoticeListQuery.omit({ pageNo: true, pageSize: true });

export const audienceQuery = z.object({
  audienceType: z.enum(CLIENT_NOTICE_AUDIENCES, { error: '请选择发送对象' }),
  /** Comma-separated values (standard codes, region codes, status codes or enterprise ids). */
  values: z
    .string()
    .max(200_000)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : [])),
});

export const recipientListQuery = pageQuerySchema(['enterpriseName', 'readTime'] as const).extend({
  id: idSchema,
  read: z
    .union([z.literal('0'), z.literal('1'), z.literal('')], { error: '阅读状态只能是 0 或 1' })
    .optional()
    .transform((v) => (v ? v === '1' : undefined)),
});

export const enterpriseOptionQuery = z.object({ keyword: optionalText(100, '关键字过长') });

export const myNoticeQuery = pageQuerySchema(['sendTime'] as const).extend({
  read: z
    .union([z.literal('0'), z.literal('1'), z.literal('')], { error: '阅读状态只能是 0 或 1' })
    .optional()
    .transform((v) => (v ? v === '1' : undefined)),
});

const openedFileFields = z.object({
  title: z
    .string({ error: '请输入文件标题' })
    .trim()
    .min(1, '请输入文件标题')
    .max(100, '文件标题长度不能超过100个字符'),
  description: z.string().trim().max(500, '说明长度不能超过500个字符').default(''),
  audienceType: z.enum(OPENED_FILE_AUDIENCES, { error: '请选择开放范围' }),
  enterpriseIds: z.array(idSchema, { error: '请选择客户' }).max(5000, '所选客户不能超过5000家').default([]),
});
const fileAudienceChecked = (
  v: { audienceType: OpenedFileAudience; enterpriseIds: string[] },
  ctx: z.RefinementCtx,
) => {
  const problem = audienceProblem(v.audienceType, v.enterpriseIds);
  if (problem) ctx.addIssue({ code: 'custom', path: ['enterpriseIds'], message: problem });
};
export const openedFileBody = openedFileFields.superRefine(fileAudienceChecked);
export type OpenedFileInput = z.infer<typeof openedFileBody>;
export const openedFileEditBody = openedFileFields
  .extend({ id: idSchema, version: versionSchema })
  .superRefine(fileAudienceChecked);

export const OPENED_FILE_SORT_NAMES = ['title', 'createTime', 'updateTime'] as const;
export const openedFileListQuery = pageQuerySchema(OPENED_FILE_SORT_NAMES).extend({
  title: optionalText(100, '标题过长'),
  audienceType: z
    .union([z.enum(OPENED_FILE_AUDIENCES), z.literal('')], { error: '开放范围格式错误' })
    .optional()
    .transform((v) => v || undefined),
});
export const openedFileExportQuery = openedFileListQuery.omit({ pageNo: true, pageSize: true });
export const myOpenedFileQuery = pageQuerySchema(['createTime', 'title'] as const).extend({
  title: optionalText(100, '标题过长'),
});

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** A row of the body's list of notices. */
export const clientNoticeRow = z.object({
  id: idSchema,
  title: z.string(),
  audienceType: z.enum(CLIENT_NOTICE_AUDIENCES),
  audienceValues: z.array(z.string()),
  sendSms: z.boolean(),
  sendEmail: z.boolean(),
  /** 0 草稿, 1 已发送. */
  status: z.number().int(),
  sendTime: timestampSchema.nullable(),
  senderName: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  createTime: timestampSchema,
  version: z.number().int(),
});
export type ClientNoticeRow = z.infer<typeof clientNoticeRow>;
export const clientNoticePage = pageSchema(clientNoticeRow);

/** A notice as its detail and edit pages show it, with the names of the picked clients. */
export const clientNoticeDetail = clientNoticeRow.extend({
  content: z.string(),
  /** For audience 'list': the chosen enterprises' names, in the order of audienceValues. */
  enterprises: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type ClientNoticeDetail = z.infer<typeof clientNoticeDetail>;

export const audienceCount = z.object({ count: z.number().int() });
export const sentNotice = z.object({ id: idSchema, version: z.number().int(), recipients: z.number().int() });

/** A recipient of a sent notice: the enterprise, whether and when it read it, the delivery outcomes. */
export const recipientRow = z.object({
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  readTime: timestampSchema.nullable(),
  readerName: z.string().nullable(),
  smsStatus: z.string(),
  emailStatus: z.string(),
});
export type RecipientRow = z.infer<typeof recipientRow>;
export const recipientPage = pageSchema(recipientRow);

export const enterpriseOption = z.object({ id: idSchema, code: z.string(), name: z.string() });
export type EnterpriseOption = z.infer<typeof enterpriseOption>;

/** A notice as the enterprise reads it. */
export const myNoticeRow = z.object({
  id: idSchema,
  title: z.string(),
  sendTime: timestampSchema.nullable(),
  readTime: timestampSchema.nullable(),
});
export type MyNoticeRow = z.infer<typeof myNoticeRow>;
export const myNoticePage = pageSchema(myNoticeRow);
export const myNoticeDetail = myNoticeRow.extend({ content: z.string() });
export type MyNoticeDetail = z.infer<typeof myNoticeDetail>;
/** A sent notice on its public page (/notice/detail/:id/2): no recipient, no reader. */
export const publicClientNotice = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  sendTime: timestampSchema.nullable(),
});
export type PublicClientNotice = z.infer<typeof publicClientNotice>;

export const openedFileRow = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  audienceType: z.enum(OPENED_FILE_AUDIENCES),
  enterpriseCount: z.number().int(),
  /** The current file's id and name (null until one is uploaded). */
  fileId: idSchema.nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  createTime: timestampSchema,
  updateTime: timestampSchema,
  createdByName: z.string().nullable(),
  version: z.number().int(),
});
export type OpenedFileRow = z.infer<typeof openedFileRow>;
export const openedFilePage = pageSchema(openedFileRow);
export const openedFileDetail = openedFileRow.extend({
  enterprises: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type OpenedFileDetail = z.infer<typeof openedFileDetail>;
export const myOpenedFileRow = openedFileRow.pick({
  id: true,
  title: true,
  description: true,
  fileId: true,
  fileName: true,
  fileSize: true,
  createTime: true,
});
export type MyOpenedFileRow = z.infer<typeof myOpenedFileRow>;
export const myOpenedFilePage = pageSchema(myOpenedFileRow);

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 客户通知 / 开放文件 endpoint (its route: endpoints.ts). */
export const clientNoticeSchemas = {
  listClientNotices: { query: clientNoticeListQuery, result: clientNoticePage },
  getClientNotice: { query: idQuery, result: clientNoticeDetail },
  addClientNotice: { body: clientNoticeBody, result: savedRecord },
  editClientNotice: { body: clientNoticeEditBody, result: savedRecord },
  deleteClientNotice: { query: idVersion, result: removedRecord },
  exportClientNotices: { query: clientNoticeExportQuery, result: 'file' },
  sendClientNotice: { body: idVersion, result: sentNotice },
  countClientNoticeAudience: { query: audienceQuery, result: audienceCount },
  listClientNoticeRecipients: { query: recipientListQuery, result: recipientPage },
  listClientEnterpriseOptions: { query: enterpriseOptionQuery, result: z.array(enterpriseOption) },
  listMyClientNotices: { query: myNoticeQuery, result: myNoticePage },
  readMyClientNotice: { body: idQuery, result: myNoticeDetail },
  getPublicClientNotice: { query: idQuery, result: publicClientNotice },
  listOpenedFiles: { query: openedFileListQuery, result: openedFilePage },
  getOpenedFile: { query: idQuery, result: openedFileDetail },
  addOpenedFile: { body: openedFileBody, result: savedRecord },
  editOpenedFile: { body: openedFileEditBody, result: savedRecord },
  deleteOpenedFile: { query: idVersion, result: removedRecord },
  exportOpenedFiles: { query: openedFileExportQuery, result: 'file' },
  listMyOpenedFiles: { query: myOpenedFileQuery, result: myOpenedFilePage },
} as const satisfies SchemaTable;
