/**
 * The contract of the system configuration endpoints (sys): the menu and permission tree editor,
 * the sign-in log and the operation log. (The settings documents are in system/settings.ts.)
 * Request schemas carry Chinese messages; response schemas say what each endpoint answers.
 */
import { z } from 'zod';
import { calendarDate, idSchema, pageSchema, timestampSchema, versionSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { pageQuerySchema } from '../paging.ts';

// ─────────────────────────────────────────── menus ───────────────────────────────────────────

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, `${label}长度不能超过${max}个字符`);
const emptyIsNull = (v: unknown) => (v === '' ? null : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(emptyIsNull, text(max, label).nullable().optional());

/** '/a/b', '/a/:id' … : absolute, no empty, dot or odd segments, no trailing slash. */
export const ROUTE_PATH = /^(\/(:?[A-Za-z0-9][A-Za-z0-9_-]*))+$/;
/** Route names are identifiers: tabs are unique by name. */
export const ROUTE_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** Permission codes '<prefix>:<page>:<action>' (two to four parts). */
export const ACTION_CODE = /^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_-]+){1,3}$/;
const ICON_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The message when a menu names a component the page registry does not have. */
export const UNKNOWN_COMPONENT_MESSAGE = '前端组件不在页面注册表中';

const routePath = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .max(200, `${label}长度不能超过200个字符`)
    .regex(ROUTE_PATH, `${label}格式错误：须以 / 开头，由字母、数字、-、_ 或 :参数 组成，不以 / 结尾`);

const linkUrl = z.preprocess(
  emptyIsNull,
  z
    .string()
    .trim()
    .max(500, '外链地址长度不能超过500个字符')
    .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, '外链地址必须以 http(s):// 或 / 开头')
    .nullable()
    .optional(),
);

export const menuMetaBody = z.object({
  title: z
    .string({ error: '请输入菜单标题' })
    .trim()
    .min(1, '请输入菜单标题')
    .max(60, '菜单标题长度不能超过60个字符'),
  titleEn: optionalText(100, '英文标题'),
  icon: z.preprocess(
    emptyIsNull,
    z.string().max(60).regex(ICON_NAME, '图标须为图标组件名，如 HomeOutlined').nullable().optional(),
  ),
  keepAlive: z.boolean().default(true),
  affix: z.boolean().default(false),
  noCache: z.boolean().default(false),
  activeMenu: z.preprocess(emptyIsNull, routePath('高亮菜单路径').nullable().optional()),
  internalOrExternal: z.boolean().default(false),
  url: linkUrl,
  target: z.preprocess(
    emptyIsNull,
    z.enum(['_blank', '_self'], { error: '打开方式只能是 _blank 或 _self' }).nullable().optional(),
  ),
});

const parentId = z.preprocess(emptyIsNull, idSchema.nullable().optional());
const sortNo = z
  .number({ error: '排序必须是数字' })
  .int()
  .min(0, '排序不能小于0')
  .max(9999, '排序不能大于9999')
  .default(0);

const menuShape = z.object({
  kind: z.union([z.literal(0), z.literal(1)], { error: '菜单类型只能是一级菜单(0)或子菜单(1)' }),
  parentId,
  path: routePath('路由路径'),
  name: z
    .string({ error: '请输入路由名称' })
    .trim()
    .max(60, '路由名称长度不能超过60个字符')
    .regex(ROUTE_NAME, '路由名称须以字母开头，只能包含字母、数字、- 和 _'),
  /** A key of the page registry (checked against the server's catalogue). */
  component: z.string({ error: '请选择前端组件' }).max(200, UNKNOWN_COMPONENT_MESSAGE),
  redirect: z.preprocess(emptyIsNull, routePath('重定向地址').nullable().optional()),
  hidden: z.boolean().default(false),
  alwaysShow: z.boolean().default(false),
  route: z.enum(['0', '1'], { error: '是否路由只能是 0 或 1' }).default('1'),
  sortNo,
  meta: menuMetaBody,
});
type MenuShape = z.infer<typeof menuShape>;
const menuRules = (v: MenuShape, ctx: z.RefinementCtx) => {
  if (v.kind === 0 && v.parentId)
    ctx.addIssue({ code: 'custom', message: '一级菜单不能有上级菜单', path: ['parentId'] });
  if (v.kind === 1 && !v.parentId)
    ctx.addIssue({ code: 'custom', message: '请选择上级菜单', path: ['parentId'] });
  if (v.meta.internalOrExternal && !v.meta.url)
    ctx.addIssue({ code: 'custom', message: '外链菜单请填写外链地址', path: ['meta', 'url'] });
};

const buttonShape = z.object({
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
  sortNo,
  meta: z.object({
    title: z
      .string({ error: '请输入按钮名称' })
      .trim()
      .min(1, '请输入按钮名称')
      .max(60, '按钮名称长度不能超过60个字符'),
  }),
});
type ButtonShape = z.infer<typeof buttonShape>;
const buttonRules = (v: ButtonShape, ctx: z.RefinementCtx) => {
  if (!v.systemWide && !v.parentId)
    ctx.addIssue({ code: 'custom', message: '请选择按钮所属菜单', path: ['parentId'] });
  if (v.systemWide && v.parentId)
    ctx.addIssue({ code: 'custom', message: '全局权限不属于任何菜单', path: ['parentId'] });
};

/** A menu route (kind 0 root, 1 menu). */
export const menuBody = menuShape.superRefine(menuRules);
/** A button action (kind 2) or a system-wide action (no parent). */
export const buttonBody = buttonShape.superRefine(buttonRules);

const KIND_MESSAGE = '菜单类型只能是 0、1 或 2';
const stored = { id: idSchema, version: versionSchema };

/** What POST /sys/permission/add takes: a menu or a button, told apart by `kind`. */
export const permissionBody = z.discriminatedUnion('kind', [menuBody, buttonBody], { error: KIND_MESSAGE });
/** What PUT /sys/permission/edit takes: the same plus the row's id and the version it was read at. */
export const permissionEditBody = z.discriminatedUnion(
  'kind',
  [menuShape.extend(stored).superRefine(menuRules), buttonShape.extend(stored).superRefine(buttonRules)],
  { error: KIND_MESSAGE },
);

export type MenuBody = z.infer<typeof menuBody>;
export type ButtonBody = z.infer<typeof buttonBody>;
export type PermissionBody = z.infer<typeof permissionBody>;
export type PermissionInput = z.input<typeof permissionBody>;

export const permissionDeleteQuery = z.object({
  id: idSchema,
  /** '1' = also delete every descendant (the UI asks first, naming how many). */
  cascade: z.enum(['0', '1'], { error: '参数 cascade 只能是 0 或 1' }).default('0'),
});

/** The display settings of a menu row (buttons carry only the title). */
export const menuMeta = z.object({
  title: z.string(),
  titleEn: z.string().nullish(),
  icon: z.string().nullish(),
  keepAlive: z.boolean().optional(),
  affix: z.boolean().optional(),
  noCache: z.boolean().optional(),
  activeMenu: z.string().nullish(),
  internalOrExternal: z.boolean().optional(),
  url: z.string().nullish(),
  target: z.string().nullish(),
});
export type MenuMeta = z.infer<typeof menuMeta>;

/** A row of the tenant's permission catalogue: kind 0 root, 1 menu, 2 button / system-wide action. */
export const permissionRecord = z.object({
  id: idSchema,
  parentId: idSchema.nullable(),
  kind: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  seedKey: z.string().nullable(),
  path: z.string().nullable(),
  name: z.string().nullable(),
  component: z.string().nullable(),
  redirect: z.string().nullable(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  route: z.enum(['0', '1']),
  meta: menuMeta,
  action: z.string().nullable(),
  permType: z.enum(['1', '2']),
  status: z.enum(['0', '1']),
  systemWide: z.boolean(),
  sortNo: z.number().int(),
  version: z.number().int(),
  updatedAt: timestampSchema,
});
export type PermissionRecord = z.infer<typeof permissionRecord>;

export const permissionDeleted = z.object({ deleted: z.number().int() });

// ──────────────────────────────────────────── logs ────────────────────────────────────────────

const dayFilter = (label: string) => calendarDate(label).optional();

export const LOGIN_LOG_SORT_NAMES = ['at', 'username', 'ip', 'outcome'] as const;
export const loginLogQuery = pageQuerySchema(LOGIN_LOG_SORT_NAMES).extend({
  username: z.string().trim().max(60, '用户名长度不能超过60个字符').optional(),
  outcome: z.enum(['success', 'failure'], { error: '结果只能是 success 或 failure' }).optional(),
  event: z.enum(['login', 'logout'], { error: '事件只能是 login 或 logout' }).optional(),
  dateFrom: dayFilter('开始日期'),
  dateTo: dayFilter('结束日期'),
});
export type LoginLogQuery = z.infer<typeof loginLogQuery>;
export const loginLogExportQuery = loginLogQuery.omit({ pageNo: true, pageSize: true });

export const loginLogRecord = z.object({
  id: z.string(),
  at: timestampSchema,
  event: z.enum(['login', 'logout']),
  outcome: z.enum(['success', 'failure']),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Why a sign-in failed, in Chinese. */
  detail: z.string().nullable(),
});
export type LoginLogRecord = z.infer<typeof loginLogRecord>;
export const loginLogPage = pageSchema(loginLogRecord);

export const OPER_LOG_SORT_NAMES = ['at', 'tableName', 'action'] as const;
export const operLogQuery = pageQuerySchema(OPER_LOG_SORT_NAMES).extend({
  tableName: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, '数据表名称格式错误')
    .optional(),
  action: z
    .enum(['insert', 'update', 'delete'], { error: '操作类型只能是 insert、update 或 delete' })
    .optional(),
  actor: z.string().trim().max(60, '操作人长度不能超过60个字符').optional(),
  recordId: z.string().trim().max(64, '记录标识长度不能超过64个字符').optional(),
  dateFrom: dayFilter('开始日期'),
  dateTo: dayFilter('结束日期'),
});
export type OperLogQuery = z.infer<typeof operLogQuery>;
export const operLogExportQuery = operLogQuery.omit({ pageNo: true, pageSize: true });

export const operLogIdQuery = z.object({
  id: z.coerce.number({ error: '日志标识格式错误' }).int('日志标识格式错误').positive('日志标识格式错误'),
});

export const operLogRecord = z.object({
  id: z.number().int(),
  at: timestampSchema,
  tableName: z.string(),
  /** The table's Chinese name (from the areas' registrations), or its own name. */
  tableLabel: z.string(),
  recordId: z.string(),
  /** The record's name or number, as users know it ('钱会计（finance）', the application number …). */
  recordLabel: z.string(),
  action: z.enum(['insert', 'update', 'delete']),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /**
   * Chinese labels of the fields an update changed (bookkeeping columns left out); empty for
   * inserts and deletes.
   */
  changedFields: z.array(z.string()),
});
export type OperLogRecord = z.infer<typeof operLogRecord>;
export const operLogPage = pageSchema(operLogRecord);

/** One field of an audit entry, before and after (secrets never included). */
export const fieldChange = z.object({
  field: z.string(),
  /** The field's Chinese label ('隐藏', '设置内容·系统名称'). */
  label: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  changed: z.boolean(),
});
export type FieldChange = z.infer<typeof fieldChange>;

export const operLogDetail = operLogRecord.extend({
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  changes: z.array(fieldChange),
});
export type OperLogDetail = z.infer<typeof operLogDetail>;

/** A choice of the operation log's table filter. */
export const operLogTableOption = z.object({ value: z.string(), label: z.string() });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each system configuration endpoint (its route: endpoints.ts). */
export const systemConfigSchemas = {
  listPermissions: { result: z.array(permissionRecord) },
  listComponentKeys: { result: z.array(z.string()) },
  addPermission: { body: permissionBody, result: permissionRecord },
  editPermission: { body: permissionEditBody, result: permissionRecord },
  deletePermission: { query: permissionDeleteQuery, result: permissionDeleted },
  listLoginLog: { query: loginLogQuery, result: loginLogPage },
  exportLoginLog: { query: loginLogExportQuery, result: 'file' },
  listOperationLog: { query: operLogQuery, result: operLogPage },
  getOperationLogEntry: { query: operLogIdQuery, result: operLogDetail },
  listOperationLogTables: { result: z.array(operLogTableOption) },
  exportOperationLog: { query: operLogExportQuery, result: 'file' },
} as const satisfies SchemaTable;
