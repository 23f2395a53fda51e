/**
 * The tenant settings documents (SPEC.md §3 "Settings"): the ERP portal setting every signed-in
 * user reads and admins edit, the contract popup (notices) and the company-check links
 * (reference). Each write carries the version it read (0 = never stored); a stale one is 409.
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../common/date-time.ts';

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
  /** 1 = bilingual (English offered). */
  isEnableI18n: flag,
  reviewToolEnable: flag,
  /** 0 = the SMS value-added service is not bought. */
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
  /** IANA time zone in which dates and times are shown (default Asia/Shanghai). */
  timeZone: z
    .string({ error: '时区格式错误' })
    .max(60, '时区格式错误')
    .refine(isTimeZone, '时区不存在，请填写如 Asia/Shanghai 的时区名称')
    .default(DEFAULT_TIME_ZONE),
});
export type ErpPortalSetting = z.infer<typeof erpPortalSettingSchema>;

export const contractPopupSettingSchema = z.object({
  /** 1 once a day, 2 at most every 4 hours, 3 once a week. */
  contractPopupType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 1 or 2 show the popup; anything else turns it off. */
  contractPopupMode: z.number().int().min(0).max(2),
  contractPopupContent: z.string().max(5000),
});
export type ContractPopupSetting = z.infer<typeof contractPopupSettingSchema>;

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
export type CompanyCheckSetting = z.infer<typeof companyCheckSettingSchema>;

/** The version a settings write carries: the one read, 0 when the document was never stored. */
export const settingVersion = z.object({ version: z.number().int().min(0) });

/**
 * A settings document as read or saved, with its version; its write body is the same.
 * @example versionedSetting(erpPortalSettingSchema)
 */
export function versionedSetting<T extends z.ZodRawShape>(document: z.ZodObject<T>) {
  return document.extend(settingVersion.shape);
}

/** The ERP portal setting with its version: what GET answers and PUT takes and answers. */
export const erpPortalSettingVersioned = versionedSetting(erpPortalSettingSchema);
