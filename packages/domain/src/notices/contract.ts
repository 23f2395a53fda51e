/**
 * The contract of the notice and message endpoints (xxtz, SPEC.md §7): the signed-in user's bell,
 * list, read state and channels; the administration of notices, channels and the contract popup;
 * the public notice page. Request schemas carry Chinese messages; response schemas say what each
 * endpoint answers.
 */

import { z } from 'zod';
import { idSchema, pageSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { NOTICE_PAGE_SIZE } from '../constants.ts';
import { MAX_PAGE_SIZE, pageQuerySchema } from '../paging.ts';
import { contractPopupSettingSchema, versionedSetting } from '../system/settings.ts';
import { NOTICE_TARGET_TYPES, noticeTargetsNamed } from './notice-target.ts';

// ─────────────────────────────────────────── requests ───────────────────────────────────────────

/** Message categories: '1' messages, '2' notices. */
export const noticeCategorySchema = z.enum(['1', '2'], { error: '消息类型只能是1（消息）或2（通知）' });
export const noticePrioritySchema = z.enum(['L', 'M', 'H'], { error: '优先级只能是L、M或H' });
export const noticeTargetTypeSchema = z.enum(NOTICE_TARGET_TYPES, { error: '通知对象类型错误' });

export const noticeIdQuery = z.object({ id: idSchema });
export const noticeFileParams = z.object({ noticeId: idSchema, fileUuid: idSchema });
export const publicNoticeParams = z.object({ id: idSchema });
export const publicNoticeFileParams = z.object({ id: idSchema, fileUuid: idSchema });

export const userNoticeListQuery = z.object({
  pageNo: z.coerce.number({ error: '页码必须是数字' }).int().min(1, '页码最小为1').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int()
    .min(1, '每页条数最小为1')
    .max(MAX_PAGE_SIZE, `每页条数最大为${MAX_PAGE_SIZE}`)
    .default(NOTICE_PAGE_SIZE),
});

export const USER_NOTICE_SORT_NAMES = ['sendTime', 'priority', 'title'] as const;
export const userNoticePageQuery = pageQuerySchema(USER_NOTICE_SORT_NAMES).extend({
  readStatus: z.enum(['0', '1'], { error: '阅读状态只能是0或1' }).optional(),
  msgCategory: noticeCategorySchema.optional(),
});
export type UserNoticePageQuery = z.infer<typeof userNoticePageQuery>;

export const markAllNoticesReadBody = z.object({ msgType: z.coerce.string().pipe(noticeCategorySchema) });
export const markNoticeReadBody = z.object({ noticeId: idSchema });

export const NOTICE_ADMIN_SORT_NAMES = ['createTime', 'sendTime', 'title', 'priority', 'sendStatus'] as const;
export const noticeAdminListQuery = pageQuerySchema(NOTICE_ADMIN_SORT_NAMES).extend({
  title: z.string().trim().max(100).optional(),
  msgCategory: noticeCategorySchema.optional(),
  sendStatus: z.enum(['0', '1', '2'], { error: '发布状态只能是0、1或2' }).optional(),
});
export type NoticeAdminListQuery = z.infer<typeof noticeAdminListQuery>;

const noticeFields = z.object({
  msgCategory: noticeCategorySchema,
  msgType: z.enum(['1', '2', '3'], { error: '消息类型错误' }).default('1'),
  title: z.string().trim().min(1, '请输入标题').max(100, '标题最多100个字'),
  content: z.string().max(200_000, '内容过长').default(''),
  priority: noticePrioritySchema.default('M'),
  targetType: noticeTargetTypeSchema,
  /** Role codes or user ids, per targetType. */
  targets: z.array(z.string().trim().min(1).max(64)).max(1000).default([]),
  isPublic: z.boolean().default(false),
  fileUuids: z.array(idSchema).max(20, '附件最多20个').default([]),
});
type NoticeFields = z.infer<typeof noticeFields>;
const noticeRules = (v: NoticeFields, ctx: z.RefinementCtx) => {
  if (noticeTargetsNamed(v.targetType) && v.targets.length === 0)
    ctx.addIssue({ code: 'custom', message: '请选择通知对象', path: ['targets'] });
  else if (v.targetType === 'users' && !v.targets.every((t) => idSchema.safeParse(t).success))
    ctx.addIssue({ code: 'custom', message: '通知对象错误', path: ['targets'] });
};

export const noticeBody = noticeFields.superRefine(noticeRules);
export type NoticeBody = z.infer<typeof noticeBody>;
export type NoticeInput = z.input<typeof noticeBody>;
export const noticeEditBody = noticeFields
  .extend({ id: idSchema, version: z.number().int().min(1) })
  .superRefine(noticeRules);

/** Publish, revoke and delete: the notice and (optionally) the version the admin saw. */
export const noticeStatusQuery = z.object({
  id: idSchema,
  version: z.coerce.number().int().min(1).optional(),
});

const noticeRouteValue = z.string().max(10);
/** updateNoticeRoute: the spec's plain list, or {routes, version} for an optimistic write. */
export const noticeRouteUpdateBody = z.union([
  z.array(noticeRouteValue).max(10),
  z.object({ routes: z.array(noticeRouteValue).max(10), version: z.number().int().min(0).optional() }),
]);

export const noticeChannelEditBody = z.object({
  route: z.enum(['2', '3', '4'], { error: '渠道只能是2、3或4' }),
  enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  version: z.number().int().min(0),
});

// ─────────────────────────────────────────── responses ──────────────────────────────────────────

/** 'YYYY-MM-DD HH:mm:ss' in China time, or null. */
const shownTime = z.string().nullable();

/** A notice or message in the bell and the user's list. */
export const noticeSummary = z.object({
  id: idSchema,
  title: z.string(),
  msgCategory: noticeCategorySchema,
  /** Message type; '3' is highlighted. */
  type: z.string(),
  priority: noticePrioritySchema,
  senderName: z.string().nullable(),
  sendTimeStr: shownTime,
  createTime: shownTime,
  readFlag: z.number().int().nullable(),
  /** Sanitised HTML (the list carries it; the bell does not). */
  content: z.string().optional(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;

export const userNoticeList = z.object({
  messageList: z.array(noticeSummary),
  messageTotal: z.number().int(),
  noticeList: z.array(noticeSummary),
  noticeTotal: z.number().int(),
});
export type UserNoticeList = z.infer<typeof userNoticeList>;
export const noticeSummaryPage = pageSchema(noticeSummary);

export const noticeFile = z.object({
  fileUuid: idSchema,
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type NoticeFile = z.infer<typeof noticeFile>;

export const noticeDetail = noticeSummary.extend({
  content: z.string(),
  noticeFileList: z.array(noticeFile),
  /** Names of those who have read it, joined by '，'. */
  readedNames: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const markAllNoticesReadResult = z.object({ count: z.number().int() });

/** A notice as its administrators see it. */
export const adminNotice = z.object({
  id: idSchema,
  title: z.string(),
  msgCategory: noticeCategorySchema,
  msgType: z.string(),
  priority: noticePrioritySchema,
  targetType: noticeTargetTypeSchema,
  targets: z.array(z.string()),
  /** 0 draft, 1 published, 2 revoked. */
  sendStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isPublic: z.boolean(),
  senderName: z.string().nullable(),
  sendTimeStr: shownTime,
  revokeTimeStr: shownTime,
  createTime: shownTime,
  version: z.number().int(),
  /** Set by a publish, and in the list. */
  recipientCount: z.number().int().optional(),
  readCount: z.number().int().optional(),
  /** Set by the detail. */
  content: z.string().optional(),
  noticeFileList: z.array(noticeFile).optional(),
});
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticePage = pageSchema(adminNotice);

export const noticeTargetOptions = z.object({
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  users: z.array(z.object({ id: idSchema, username: z.string(), realname: z.string() })),
});
export type NoticeTargetOptions = z.infer<typeof noticeTargetOptions>;

export const noticeDelivery = z.object({
  userId: idSchema,
  realname: z.string().nullable(),
  route: z.string(),
  status: z.enum(['sent', 'failed', 'not_configured', 'no_address']),
  detail: z.string().nullable(),
  at: shownTime,
});
export type NoticeDelivery = z.infer<typeof noticeDelivery>;

/** The user's channels in getNoticeRouteList (the message carries the version). */
export const noticeRouteEntry = z.object({ dictNoticeRoute: z.string() });
export const noticeRoutesSaved = z.object({ routes: z.array(z.string()), version: z.number().int() });
export const noticeChannelStatus = z.object({
  enabledRoutes: z.array(z.string()),
  buyNoteService: z.number().int(),
});
export type NoticeChannelStatus = z.infer<typeof noticeChannelStatus>;

/** An external channel's configuration (secrets masked). */
export const noticeChannelConfig = z.object({
  route: z.enum(['2', '3', '4']),
  enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  version: z.number().int(),
});
export type NoticeChannelConfig = z.infer<typeof noticeChannelConfig>;

/** An uploaded attachment, before it is attached to a notice. */
export const noticeUpload = noticeFile;

/** A public notice: no reader names, no sender id. */
export const publicNotice = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  sendTimeStr: shownTime,
  noticeFileList: z.array(noticeFile),
});
export type PublicNotice = z.infer<typeof publicNotice>;

/** The contract popup setting with its version: what GET answers and PUT takes and answers. */
export const contractPopupSettingVersioned = versionedSetting(contractPopupSettingSchema);

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each notice and message endpoint (its route: endpoints.ts). */
export const noticeSchemas = {
  getUnreadNotices: { query: userNoticeListQuery, result: userNoticeList },
  listMyNotices: { query: userNoticePageQuery, result: noticeSummaryPage },
  markAllNoticesRead: { body: markAllNoticesReadBody, result: markAllNoticesReadResult },
  markAllNoticesReadByPost: { body: markAllNoticesReadBody, result: markAllNoticesReadResult },
  markNoticeRead: { body: markNoticeReadBody, result: z.null() },
  getNotice: { query: noticeIdQuery, result: noticeDetail },
  downloadNoticeFile: { params: noticeFileParams, result: 'file' },
  listAdminNotices: { query: noticeAdminListQuery, result: adminNoticePage },
  getAdminNotice: { query: noticeIdQuery, result: adminNotice },
  listNoticeTargets: { result: noticeTargetOptions },
  addNotice: { body: noticeBody, result: adminNotice },
  editNotice: { body: noticeEditBody, result: adminNotice },
  publishNotice: { query: noticeStatusQuery, result: adminNotice },
  revokeNotice: { query: noticeStatusQuery, result: adminNotice },
  deleteNotice: { query: noticeStatusQuery, result: z.null() },
  listNoticeDeliveries: { query: noticeIdQuery, result: z.array(noticeDelivery) },
  uploadNoticeFile: { result: noticeUpload },
  getPublicNotice: { params: publicNoticeParams, result: publicNotice },
  downloadPublicNoticeFile: { params: publicNoticeFileParams, result: 'file' },
} as const satisfies SchemaTable;

/** The schemas of each channel and contract-popup endpoint (channels.routes.ts). */
export const noticeChannelSchemas = {
  getMyNoticeRoutes: { result: z.array(noticeRouteEntry) },
  saveMyNoticeRoutes: { body: noticeRouteUpdateBody, result: noticeRoutesSaved },
  getNoticeChannelStatus: { result: noticeChannelStatus },
  listNoticeChannels: { result: z.array(noticeChannelConfig) },
  editNoticeChannel: { body: noticeChannelEditBody, result: noticeChannelConfig },
  getContractPopupSetting: { result: contractPopupSettingVersioned },
  saveContractPopupSetting: { body: contractPopupSettingVersioned, result: contractPopupSettingVersioned },
} as const satisfies SchemaTable;
