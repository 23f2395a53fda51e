/**
 * Settings access, a platform service: the tenant settings documents. Each key has its contract
 * schema (@cb/domain) and defaults; reads merge the stored value over the defaults, writes are
 * validated, versioned (409 on a stale version) and audited. Areas read and write their documents
 * through `readSetting` / `writeSetting`.
 */
import {
  type AuditExecutionSetting,
  type AuditPlanningSetting,
  auditExecutionSettingSchema,
  auditPlanningSettingSchema,
  type CertificateNumberSetting,
  type CompanyCheckSetting,
  type CompetenceSetting,
  type ContractPopupSetting,
  certificateNumberSettingSchema,
  companyCheckSettingSchema,
  competenceSettingSchema,
  contractPopupSettingSchema,
  DEFAULT_CERTIFICATE_NUMBER_TEMPLATE,
  DEFAULT_MEMBER_RIGHTS,
  DEFAULT_TIME_ZONE,
  type ErpPortalSetting,
  erpPortalSettingSchema,
  type LifecycleSetting,
  lifecycleSettingSchema,
  SETTING_ACCESS,
  type TechnicalReviewSetting,
  technicalReviewSettingSchema,
} from '@cb/domain';
import { DEFAULT_INVOICE_TAX_RATE, type InvoiceSetting, invoiceSettingSchema } from '@cb/domain/finance';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Reader, Tx } from '../db/database.ts';
import { tenantSettings } from '../db/platform-schema.ts';
import { preparedRead } from '../db/prepared.ts';
import { inTenant } from '../db/tenant.ts';
import { updateVersioned } from '../db/versioned.ts';
import { conflict } from '../http/errors.ts';

/** Who may edit a settings document (the settings pages of every area). */
export const SETTING_EDIT_PERMISSION = SETTING_ACCESS.edit[0];

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
    defaults: {
      contractPopupType: 1,
      contractPopupMode: 0,
      contractPopupContent: '',
    } as ContractPopupSetting,
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
    } as CompanyCheckSetting,
  },
  /** How auditors are matched to professional codes (DOMAIN.md §3.3: the body's policy). */
  competence: {
    schema: competenceSettingSchema,
    defaults: { codeMatchRule: 'minor', expiryReminderDays: [60, 30] } as CompetenceSetting,
  },
  /** Which lifecycle rule set applies, per scheme, and the lead times of the lifecycle jobs (DOMAIN.md §0.2). */
  lifecycle: {
    schema: lifecycleSettingSchema,
    defaults: {
      ruleSet: 'auto',
      schemeRuleSets: [],
      surveillanceLeadDays: 30,
      reminderDaysBefore: 3,
    } as LifecycleSetting,
  },
  /** Whether a second technical review (二评) must pass before the certification decision. */
  technicalReview: {
    schema: technicalReviewSettingSchema,
    defaults: { secondReviewRequired: false } as TechnicalReviewSetting,
  },
  /** Audit planning policy: the team leader rotation limit in certification cycles (0 = none). */
  auditPlanning: {
    schema: auditPlanningSettingSchema,
    defaults: { rotationMaxCycles: 2 } as AuditPlanningSetting,
  },
  /** The body's CNCA approval number and its certificate number template (DOMAIN.md §4.2). */
  certificateNumber: {
    schema: certificateNumberSettingSchema,
    defaults: {
      approvalNo: 'CNCA-R-2002-034',
      template: DEFAULT_CERTIFICATE_NUMBER_TEMPLATE,
    } as CertificateNumberSetting,
  },
  /** What audit team members may do on site besides the leader (DOMAIN.md §1.1, §4.6). */
  auditExecution: {
    schema: auditExecutionSettingSchema,
    defaults: { memberRights: DEFAULT_MEMBER_RIGHTS } as AuditExecutionSetting,
  },
  /** The default tax rate of invoices, percent (BUSINESS.md §1: 6 % for certification services). */
  invoice: {
    schema: invoiceSettingSchema,
    defaults: { taxRate: DEFAULT_INVOICE_TAX_RATE } as InvoiceSetting,
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['defaults'];

/**
 * The schema a stored document is read with (every field optional: defaults fill the rest), built
 * once per key: zod compiles a new schema's parser on its first use, which cost more than the read.
 */
const storedSchemas = new Map<SettingKey, z.ZodType>();
function storedSchema(key: SettingKey): z.ZodType {
  let schema = storedSchemas.get(key);
  if (!schema) {
    schema = SETTINGS[key].schema.partial();
    storedSchemas.set(key, schema);
  }
  return schema;
}

/** A stored settings document (prepared: the session answer reads one on every page load). */
const storedSetting = preparedRead<(typeof tenantSettings.$inferSelect)[], { tenantId: number; key: string }>(
  'settings.stored',
  (db) =>
    db
      .select()
      .from(tenantSettings)
      .where(
        inTenant(tenantSettings, sql.placeholder('tenantId'), [
          eq(tenantSettings.key, sql.placeholder('key')),
        ]),
      ),
);

export async function readSetting<K extends SettingKey>(
  tx: Reader,
  tenantId: number,
  key: K,
): Promise<SettingValue<K> & { version: number }> {
  const [row] = await storedSetting(tx, { tenantId, key });
  const stored = storedSchema(key).safeParse(row?.value ?? {});
  const fields = stored.success ? (stored.data as Partial<SettingValue<K>>) : {};
  return { ...SETTINGS[key].defaults, ...fields, version: row?.version ?? 0 };
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
    .where(inTenant(tenantSettings, tenantId, [eq(tenantSettings.key, key)]));
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
