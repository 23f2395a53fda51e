/**
 * Tenant settings documents. Each key has a zod schema and defaults; reads merge the stored value
 * over the defaults, writes are validated, versioned (409 on a stale version) and audited.
 */
import { DEFAULT_TIME_ZONE, type ErpPortalSetting, isTimeZone } from '@cb/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../platform/db/database.ts';
import { tenantSettings } from '../../platform/db/schema.ts';
import { updateVersioned } from '../../platform/db/versioned.ts';
import { conflict } from '../../platform/http/errors.ts';

const flag = z.union([z.literal(0), z.literal(1)], { error: '开关只能是 0（关）或 1（开）' });
/** '' (not set), an http(s) address or a site path; the message names the field. */
const url = (label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(500, `${label}长度不能超过500个字符`)
    .refine(
      (v) => v === '' || /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(v),
      `${label}必须以 http(s):// 或 / 开头，且不能包含空格`,
    );

export const erpPortalSettingSchema = z.object({
  isEnableI18n: flag,
  reviewToolEnable: flag,
  buyNoteService: flag,
  certerpDeployVersion: z
    .number({ error: '部署版本必须是数字' })
    .int('部署版本必须是整数')
    .min(1, '部署版本最小为1')
    .max(99, '部署版本最大为99'),
  systemName: z
    .string({ error: '请输入系统名称' })
    .trim()
    .min(1, '请输入系统名称')
    .max(60, '系统名称不能超过60个字符'),
  supportCompany: z
    .string({ error: '技术支持单位格式错误' })
    .trim()
    .max(100, '技术支持单位不能超过100个字符'),
  adminUrl: url('后台管理链接'),
  serviceCenterUrl: url('服务中心链接'),
  manualUrl: url('操作手册链接'),
  staticDomain: url('静态文件域名'),
  certificateStandardName: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: '认证标准列显示方式只能是 1（标准名称）、2（简称）或 3（全称）',
  }),
  timeZone: z
    .string({ error: '时区格式错误' })
    .max(60, '时区格式错误')
    .refine(isTimeZone, '时区不存在，请填写如 Asia/Shanghai 的时区名称')
    .default(DEFAULT_TIME_ZONE),
}) satisfies z.ZodType<ErpPortalSetting>;

export const contractPopupSettingSchema = z.object({
  /** 1 once a day, 2 at most every 4 hours, 3 once a week. */
  contractPopupType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 1 or 2 show the popup; anything else turns it off. */
  contractPopupMode: z.number().int().min(0).max(2),
  contractPopupContent: z.string().max(5000),
});

/** Company-check links panel (SPEC.md §1); `{name}` in a URL becomes the company name. */
export const companyCheckSettingSchema = z.object({
  links: z
    .array(
      z.object({
        name: z.string().trim().min(1, '请输入网站名称').max(40),
        category: z.enum(['certification', 'credit', 'business'], { error: '请选择类别' }),
        url: z
          .string()
          .trim()
          .max(500)
          .regex(/^https?:\/\/[^\s]+$/, '链接必须以 http(s):// 开头'),
      }),
    )
    .max(30, '最多30个链接'),
});

export const SETTINGS = {
  erpPortal: {
    schema: erpPortalSettingSchema,
    defaults: {
      isEnableI18n: 0,
      reviewToolEnable: 0,
      buyNoteService: 0,
      certerpDeployVersion: 5,
      systemName: '认证机构业务管理系统',
      supportCompany: '',
      adminUrl: '/sys/user',
      serviceCenterUrl: '',
      manualUrl: '',
      staticDomain: '',
      certificateStandardName: 1,
      timeZone: DEFAULT_TIME_ZONE,
    } as ErpPortalSetting,
  },
  contractPopup: {
    schema: contractPopupSettingSchema,
    defaults: { contractPopupType: 1, contractPopupMode: 0, contractPopupContent: '' } as z.infer<
      typeof contractPopupSettingSchema
    >,
  },
  companyCheck: {
    schema: companyCheckSettingSchema,
    defaults: {
      links: [
        {
          name: '全国认证认可信息公共服务平台',
          category: 'certification',
          url: 'http://cx.cnca.cn/CertECloud/index/index/page',
        },
        { name: '国家企业信用信息公示系统', category: 'business', url: 'https://www.gsxt.gov.cn/index.html' },
        {
          name: '信用中国',
          category: 'credit',
          url: 'https://www.creditchina.gov.cn/xinyongxinxi/index.html?keyword={name}',
        },
        { name: '中国执行信息公开网', category: 'credit', url: 'http://zxgk.court.gov.cn/' },
        { name: '天眼查', category: 'business', url: 'https://www.tianyancha.com/search?key={name}' },
        { name: '企查查', category: 'business', url: 'https://www.qcc.com/web/search?key={name}' },
        { name: '爱企查', category: 'business', url: 'https://aiqicha.baidu.com/s?q={name}' },
      ],
    } as z.infer<typeof companyCheckSettingSchema>,
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['defaults'];

export async function readSetting<K extends SettingKey>(
  tx: Tx,
  tenantId: number,
  key: K,
): Promise<SettingValue<K> & { version: number }> {
  const [row] = await tx
    .select()
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)));
  const stored = SETTINGS[key].schema.partial().safeParse(row?.value ?? {});
  return { ...SETTINGS[key].defaults, ...(stored.success ? stored.data : {}), version: row?.version ?? 0 };
}

/** Writes a whole settings document; `version` 0 means "not stored yet". */
export async function writeSetting<K extends SettingKey>(
  tx: Tx,
  tenantId: number,
  key: K,
  value: unknown,
  version: number,
  actorId: string | null,
): Promise<SettingValue<K> & { version: number }> {
  const parsed = SETTINGS[key].schema.parse(value) as SettingValue<K>;
  const [row] = await tx
    .select({ id: tenantSettings.id })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.key, key)));
  if (!row) {
    // Never stored: only a writer that read the defaults (version 0) may create it, once.
    const [created] =
      version === 0
        ? await tx
            .insert(tenantSettings)
            .values({ tenantId, key, value: parsed, createdBy: actorId, updatedBy: actorId })
            .onConflictDoNothing()
            .returning()
        : [];
    if (!created) throw conflict();
    return { ...parsed, version: created.version };
  }
  const updated = await updateVersioned(tx, tenantSettings, row.id, version, { value: parsed }, actorId);
  return { ...parsed, version: updated.version };
}
