/** Request shapes of the system configuration area (menus, logs), with Chinese messages. */
import { calendarDateSchema, pageQuerySchema } from '@cb/domain';
import { z } from 'zod';
import { ALL_COMPONENT_KEYS, ROUTE_VIEW } from '../system/catalog/menu-tree.ts';

export const uuidSchema = z.uuid({ error: '数据标识格式错误' });
const versionSchema = z.number({ error: '缺少版本号' }).int().min(1, '缺少版本号');
const text = (max: number, label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, `${label}长度不能超过${max}个字符`);
const optionalText = (max: number, label: string) =>
  z.preprocess((v) => (v === '' ? null : v), text(max, label).nullable().optional());

/** '/a/b', '/a/:id' … : absolute, no empty, dot or odd segments, no trailing slash. */
export const ROUTE_PATH = /^(\/(:?[A-Za-z0-9][A-Za-z0-9_-]*))+$/;
/** Route names are identifiers: tabs are unique by name. */
export const ROUTE_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** Permission codes '<prefix>:<page>:<action>' (two to four parts). */
export const ACTION_CODE = /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+){1,3}$/;
const ICON_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Page-registry keys a menu may name: the catalogue's, which the web registry mirrors. */
export const COMPONENT_KEYS: ReadonlySet<string> = new Set([...ALL_COMPONENT_KEYS, ROUTE_VIEW]);

const routePath = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .max(200, `${label}长度不能超过200个字符`)
    .regex(ROUTE_PATH, `${label}格式错误：须以 / 开头，由字母、数字、-、_ 或 :参数 组成，不以 / 结尾`);

const linkUrl = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .trim()
    .max(500, '外链地址长度不能超过500个字符')
    .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, '外链地址必须以 http(s):// 或 / 开头')
    .nullable()
    .optional(),
);

export const menuMetaSchema = z.object({
  title: z
    .string({ error: '请输入菜单标题' })
    .trim()
    .min(1, '请输入菜单标题')
    .max(60, '菜单标题长度不能超过60个字符'),
  titleEn: optionalText(100, '英文标题'),
  icon: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().max(60).regex(ICON_NAME, '图标须为图标组件名，如 HomeOutlined').nullable().optional(),
  ),
  keepAlive: z.boolean().default(true),
  affix: z.boolean().default(false),
  noCache: z.boolean().default(false),
  activeMenu: z.preprocess((v) => (v === '' ? null : v), routePath('高亮菜单路径').nullable().optional()),
  internalOrExternal: z.boolean().default(false),
  url: linkUrl,
  target: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(['_blank', '_self'], { error: '打开方式只能是 _blank 或 _self' }).nullable().optional(),
  ),
});

const parentId = z.preprocess((v) => (v === '' ? null : v), uuidSchema.nullable().optional());

/** A menu route (kind 0 root, 1 menu). */
export const menuBody = z
  .object({
    kind: z.union([z.literal(0), z.literal(1)], { error: '菜单类型只能是一级菜单(0)或子菜单(1)' }),
    parentId,
    path: routePath('路由路径'),
    name: z
      .string({ error: '请输入路由名称' })
      .trim()
      .max(60, '路由名称长度不能超过60个字符')
      .regex(ROUTE_NAME, '路由名称须以字母开头，只能包含字母、数字、- 和 _'),
    component: z
      .string({ error: '请选择前端组件' })
      .refine((v) => COMPONENT_KEYS.has(v), '前端组件不在页面注册表中'),
    redirect: z.preprocess((v) => (v === '' ? null : v), routePath('重定向地址').nullable().optional()),
    hidden: z.boolean().default(false),
    alwaysShow: z.boolean().default(false),
    route: z.enum(['0', '1'], { error: '是否路由只能是 0 或 1' }).default('1'),
    sortNo: z
      .number({ error: '排序必须是数字' })
      .int()
      .min(0, '排序不能小于0')
      .max(9999, '排序不能大于9999')
      .default(0),
    meta: menuMetaSchema,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 0 && v.parentId)
      ctx.addIssue({ code: 'custom', message: '一级菜单不能有上级菜单', path: ['parentId'] });
    if (v.kind === 1 && !v.parentId)
      ctx.addIssue({ code: 'custom', message: '请选择上级菜单', path: ['parentId'] });
    if (v.meta.internalOrExternal && !v.meta.url)
      ctx.addIssue({ code: 'custom', message: '外链菜单请填写外链地址', path: ['meta', 'url'] });
  });

/** A button action (kind 2) or a system-wide action (no parent). */
export const buttonBody = z
  .object({
    kind: z.literal(2, { error: '按钮类型错误' }),
    parentId,
    action: z
      .string({ error: '请输入授权标识' })
      .trim()
      .max(100, '授权标识长度不能超过100个字符')
      .regex(ACTION_CODE, '授权标识格式错误，如 sys:user:add'),
    permType: z.enum(['1', '2'], { error: '授权策略只能是 1(显示) 或 2(禁用)' }).default('1'),
    status: z.enum(['0', '1'], { error: '状态只能是 0(无效) 或 1(有效)' }).default('1'),
    systemWide: z.boolean().default(false),
    sortNo: z
      .number({ error: '排序必须是数字' })
      .int()
      .min(0, '排序不能小于0')
      .max(9999, '排序不能大于9999')
      .default(0),
    meta: z.object({
      title: z
        .string({ error: '请输入按钮名称' })
        .trim()
        .min(1, '请输入按钮名称')
        .max(60, '按钮名称长度不能超过60个字符'),
    }),
  })
  .superRefine((v, ctx) => {
    if (!v.systemWide && !v.parentId)
      ctx.addIssue({ code: 'custom', message: '请选择按钮所属菜单', path: ['parentId'] });
    if (v.systemWide && v.parentId)
      ctx.addIssue({ code: 'custom', message: '全局权限不属于任何菜单', path: ['parentId'] });
  });

export type MenuBody = z.infer<typeof menuBody>;
export type ButtonBody = z.infer<typeof buttonBody>;
export type PermissionBody = MenuBody | ButtonBody;

/** What the routes accept before the kind decides the full schema (so messages stay specific). */
export const permissionEnvelope = z
  .object({
    kind: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '菜单类型只能是 0、1 或 2' }),
  })
  .passthrough();
export const permissionEditEnvelope = permissionEnvelope.extend({ id: uuidSchema, version: versionSchema });

/** The full validation of a menu or button body (a ZodError becomes a 400 with its message). */
export function parsePermissionBody(raw: { kind: number }): PermissionBody {
  return raw.kind === 2 ? buttonBody.parse(raw) : menuBody.parse(raw);
}

export const deleteQuery = z.object({
  id: uuidSchema,
  /** '1' = also delete every descendant (the UI asks first, naming how many). */
  cascade: z.enum(['0', '1'], { error: '参数 cascade 只能是 0 或 1' }).default('0'),
});

const dateFrom = calendarDateSchema('开始日期').optional();
const dateTo = calendarDateSchema('结束日期').optional();

export const loginLogQuery = pageQuerySchema(['at', 'username', 'ip', 'outcome']).extend({
  username: z.string().trim().max(60, '用户名长度不能超过60个字符').optional(),
  outcome: z.enum(['success', 'failure'], { error: '结果只能是 success 或 failure' }).optional(),
  event: z.enum(['login', 'logout'], { error: '事件只能是 login 或 logout' }).optional(),
  dateFrom,
  dateTo,
});
export type LoginLogQuery = z.infer<typeof loginLogQuery>;

export const operLogQuery = pageQuerySchema(['at', 'tableName', 'action']).extend({
  tableName: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, '数据表名称格式错误')
    .optional(),
  action: z
    .enum(['insert', 'update', 'delete'], { error: '操作类型只能是 insert、update 或 delete' })
    .optional(),
  actor: z.string().trim().max(60, '操作人长度不能超过60个字符').optional(),
  recordId: z.string().trim().max(64, '记录标识长度不能超过64个字符').optional(),
  dateFrom,
  dateTo,
});
export type OperLogQuery = z.infer<typeof operLogQuery>;

export const operLogIdQuery = z.object({
  id: z.coerce.number({ error: '日志标识格式错误' }).int('日志标识格式错误').positive('日志标识格式错误'),
});
