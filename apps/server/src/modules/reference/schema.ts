/**
 * Reference data of a tenant: dictionaries, certification standards, professional codes,
 * certification items of the scope tool, and each user's column settings.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';

/** A dictionary (数据字典). Its code is the registry key of GET /sys/dict/getDictItems/{dictCode}. */
export const dictionaries = pgTable(
  'dictionaries',
  {
    ...businessColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('dictionaries_code_uq').on(t.tenantId, t.code)],
);

export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    ...businessColumns(),
    dictionaryId: requiredRef('dictionary_id', () => dictionaries.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    text: text('text').notNull(),
    textEn: text('text_en').notNull().default(''),
    /** Tag colour where the product shows the item as a tag. */
    color: text('color').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
    /** 1 in use, 0 hidden from selects (kept for old records). */
    status: integer('status').$type<0 | 1>().notNull().default(1),
  },
  (t) => [uniqueIndex('dictionary_items_value_uq').on(t.tenantId, t.dictionaryId, t.value)],
);

/** A certification standard (scheme) offered by the tenant. */
export const certificateStandards = pgTable(
  'certificate_standards',
  {
    ...businessColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    fullName: text('full_name').notNull(),
    realName: text('real_name').notNull(),
    standardNumber: text('standard_number').notNull().default(''),
    /** 1 = its certificates carry a scope. */
    scopeCertificate: integer('scope_certificate').$type<0 | 1>().notNull().default(1),
    sortNo: integer('sort_no').notNull().default(0),
    enabled: integer('enabled').$type<0 | 1>().notNull().default(1),
  },
  (t) => [uniqueIndex('certificate_standards_code_uq').on(t.tenantId, t.code)],
);

/** A professional (scope) code of a standard: 大类.中类.小类 with its risk (SPEC.md §3). */
export const professionalCodes = pgTable(
  'professional_codes',
  {
    ...businessColumns(),
    certificateStandardId: requiredRef('certificate_standard_id', () => certificateStandards.id),
    certCodeCustom: text('cert_code_custom').notNull(),
    iafCode: integer('iaf_code'),
    proName: text('pro_name').notNull(),
    /** 1 = CNAS requires a witnessed audit. */
    witnessRequired: integer('witness_required').$type<0 | 1>().notNull().default(0),
    riskLevel: integer('risk_level'),
    techSpecification: text('tech_specification').notNull().default(''),
    belIndustry: text('bel_industry').notNull().default(''),
    reportingCode: text('reporting_code').notNull().default(''),
    effectiveDate: date('effective_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    enabled: integer('enabled').default(1),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    // One code may appear on several lines with different descriptions (DOMAIN.md §3.2).
    uniqueIndex('professional_codes_uq').on(t.tenantId, t.certificateStandardId, t.certCodeCustom, t.proName),
    index('professional_codes_code_idx').on(t.tenantId, t.certCodeCustom),
  ],
);

/** A certification item of the scope-picking tool (SPEC.md §3 "Certificate item"). */
export const certificationItems = pgTable(
  'certification_items',
  {
    ...businessColumns(),
    certiCode: text('certi_code').notNull(),
    description: text('description').notNull(),
    certiCoverage: text('certi_coverage').notNull().default(''),
    certiQualification: text('certi_qualification').notNull().default(''),
    certiEnvironment: text('certi_environment').notNull().default(''),
    certiSecurityAndHealth: text('certi_security_and_health').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [uniqueIndex('certification_items_uq').on(t.tenantId, t.certiCode, t.description)],
);

/** A user's column setting of one table. */
export const userColumnSettings = pgTable(
  'user_column_settings',
  {
    ...businessColumns(),
    userId: uuid('user_id').notNull(),
    settingKey: text('setting_key').notNull(),
    settingJson: text('setting_json').notNull().default(sql`'{}'`),
  },
  (t) => [uniqueIndex('user_column_settings_uq').on(t.tenantId, t.userId, t.settingKey)],
);
