/** Request shapes of the notice endpoints (zod, Chinese messages). */
import {
  MAX_PAGE_SIZE,
  NOTICE_PAGE_SIZE,
  NOTICE_TARGET_TYPES,
  noticeTargetsNamed,
  pageQuerySchema,
} from '@cb/domain';
import { z } from 'zod';

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '编号格式错误');
export const idSchema = uuid;
export const category = z.enum(['1', '2'], { error: '消息类型只能是1（消息）或2（通知）' });

export const idQuery = z.object({ id: uuid });

export const userNoticeListQuery = z.object({
  pageNo: z.coerce.number({ error: '页码必须是数字' }).int().min(1, '页码最小为1').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int()
    .min(1, '每页条数最小为1')
    .max(MAX_PAGE_SIZE, `每页条数最大为${MAX_PAGE_SIZE}`)
    .default(NOTICE_PAGE_SIZE),
});

export const USER_SORT = ['sendTime', 'priority', 'title'] as const;
export const listByUserQuery = pageQuerySchema(USER_SORT).extend({
  readStatus: z.enum(['0', '1'], { error: '阅读状态只能是0或1' }).optional(),
  msgCategory: category.optional(),
});

export const batchReadBody = z.object({ msgType: z.coerce.string().pipe(category) });
export const readOneBody = z.object({ noticeId: uuid });

export const ADMIN_SORT = ['createTime', 'sendTime', 'title', 'priority', 'sendStatus'] as const;
export const adminListQuery = pageQuerySchema(ADMIN_SORT).extend({
  title: z.string().trim().max(100).optional(),
  msgCategory: category.optional(),
  sendStatus: z.enum(['0', '1', '2'], { error: '发布状态只能是0、1或2' }).optional(),
});

export const noticeInput = z
  .object({
    msgCategory: category,
    msgType: z.enum(['1', '2', '3'], { error: '消息类型错误' }).default('1'),
    title: z.string().trim().min(1, '请输入标题').max(100, '标题最多100个字'),
    content: z.string().max(200_000, '内容过长').default(''),
    priority: z.enum(['L', 'M', 'H'], { error: '优先级只能是L、M或H' }).default('M'),
    targetType: z.enum(NOTICE_TARGET_TYPES, { error: '通知对象类型错误' }),
    targets: z.array(z.string().trim().min(1).max(64)).max(1000).default([]),
    isPublic: z.boolean().default(false),
    fileUuids: z.array(uuid).max(20, '附件最多20个').default([]),
  })
  .refine((v) => !noticeTargetsNamed(v.targetType) || v.targets.length > 0, {
    message: '请选择通知对象',
    path: ['targets'],
  })
  .refine((v) => v.targetType !== 'users' || v.targets.every((t) => uuid.safeParse(t).success), {
    message: '通知对象错误',
    path: ['targets'],
  });
export type NoticeInput = z.infer<typeof noticeInput>;

export const noticeEdit = z.intersection(
  noticeInput,
  z.object({ id: uuid, version: z.number().int().min(1) }),
);

export const statusChangeQuery = z.object({
  id: uuid,
  version: z.coerce.number().int().min(1).optional(),
});

/** updateNoticeRoute: the spec's plain list, or {routes, version} for an optimistic write. */
export const routeUpdateBody = z.union([
  z.array(z.string().max(10)).max(10),
  z.object({ routes: z.array(z.string().max(10)).max(10), version: z.number().int().min(0).optional() }),
]);

export const channelEditBody = z.object({
  route: z.enum(['2', '3', '4'], { error: '渠道只能是2、3或4' }),
  enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  version: z.number().int().min(0),
});
