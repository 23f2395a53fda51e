/**
 * Customers (khgl): client enterprises with their sites and contacts, the partner (合作方, declared
 * by modules/partners) that introduced each, the consultancies that consulted for it (ISO/IEC
 * 17021-1 §5.2), and the link of a sign-in user to the enterprise or partner
 * they act for (data scoping: an `enterprise` user sees only its enterprise, a `partner` user only
 * the enterprises it introduced). DOMAIN.md §5 "Parties and sales".
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { partnerKey } from '../partners/door.ts';

/** A client enterprise (企业客户). */
export const enterprises = pgTable(
  'enterprises',
  {
    ...businessColumns(),
    /** The tenant's customer number, generated (KH + yyyy + serial) unless given. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    /** 统一社会信用代码, 18 characters with its check character (GB 32100). */
    creditCode: text('credit_code').notNull(),
    /** Dictionary codes: enterprise nature, industry, region (administrative division), country. */
    natureCode: text('nature_code').notNull().default(''),
    industryCode: text('industry_code').notNull().default(''),
    regionCode: text('region_code').notNull().default(''),
    regionName: text('region_name').notNull().default(''),
    countryCode: text('country_code').notNull().default('CN'),
    currency: text('currency').notNull().default('CNY'),
    /** In 万元, up to 4 decimals (SPEC.md §5 registered capital). */
    registeredCapital: numeric('registered_capital', { precision: 18, scale: 4 }),
    legalRepresentative: text('legal_representative').notNull().default(''),
    registeredAddress: text('registered_address').notNull().default(''),
    registeredAddressEn: text('registered_address_en').notNull().default(''),
    officeAddress: text('office_address').notNull().default(''),
    officeAddressEn: text('office_address_en').notNull().default(''),
    productionAddress: text('production_address').notNull().default(''),
    productionAddressEn: text('production_address_en').notNull().default(''),
    totalHeadcount: integer('total_headcount').notNull().default(0),
    /** S / M / L from the headcount (SPEC.md §3 scale level). */
    scaleLevel: text('scale_level').notNull().default('S'),
    /** The branch company (分公司) that owns the client; free code until branches exist. */
    branchCompany: text('branch_company').notNull().default(''),
    partnerId: uuid('partner_id').references(partnerKey),
    /** 1 active, 0 disabled. */
    status: integer('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('enterprises_name_uq').on(t.tenantId, t.name).where(sql`${t.deleted} = false`),
    uniqueIndex('enterprises_credit_code_uq').on(t.tenantId, t.creditCode).where(sql`${t.deleted} = false`),
    uniqueIndex('enterprises_code_uq').on(t.tenantId, t.code),
    // The default order of the list (newest first, id as the tie-break) read straight from the index.
    index('enterprises_created_idx').on(t.tenantId, t.createdAt, t.id),
    // Credit-code prefix search (LIKE 'X%') under any database collation.
    index('enterprises_credit_code_prefix_idx').on(t.tenantId, t.creditCode.op('text_pattern_ops')),
    index('enterprises_region_idx').on(t.tenantId, t.regionCode),
    index('enterprises_partner_idx').on(t.tenantId, t.partnerId),
    index('enterprises_headcount_idx').on(t.tenantId, t.totalHeadcount),
    index('enterprises_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

/** A site of an enterprise (fixed, temporary or virtual). */
export const enterpriseSites = pgTable(
  'enterprise_sites',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', () => enterprises.id, { onDelete: 'cascade' }),
    /** '1' fixed, '2' temporary, '3' virtual. */
    siteType: text('site_type').notNull().default('1'),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull().default(''),
    address: text('address').notNull(),
    addressEn: text('address_en').notNull().default(''),
    headcount: integer('headcount').notNull().default(0),
    shiftPattern: text('shift_pattern').notNull().default(''),
    processes: text('processes').notNull().default(''),
    isCentralFunction: boolean('is_central_function').notNull().default(false),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('enterprise_sites_enterprise_idx').on(t.tenantId, t.enterpriseId)],
);

/** A contact person of an enterprise. */
export const enterpriseContacts = pgTable(
  'enterprise_contacts',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', () => enterprises.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('enterprise_contacts_enterprise_idx').on(t.tenantId, t.enterpriseId)],
);

/**
 * Which enterprise or partner a sign-in user acts for. A user with role `enterprise` sees only
 * the enterprise linked here, a user with role `partner` only the enterprises of its partner.
 */
export const customerUserLinks = pgTable(
  'customer_user_links',
  {
    ...businessColumns(),
    userId: uuid('user_id').notNull(),
    enterpriseId: uuid('enterprise_id').references(() => enterprises.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id').references(partnerKey, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('customer_user_links_user_uq').on(t.tenantId, t.userId)],
);

/**
 * A consultancy's engagement with an enterprise (咨询关系): the partner (of type consultancy) that
 * consulted for the client, from `startDate` to `endDate`. The auditors who worked for that
 * consultancy meanwhile may not audit the client until two years after the end (audit-programmes'
 * candidate search and plan approval, @cb/domain partners/consultancy.ts).
 */
export const enterpriseConsultancies = pgTable(
  'enterprise_consultancies',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', () => enterprises.id, { onDelete: 'cascade' }),
    partnerId: requiredRef('partner_id', partnerKey),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    index('enterprise_consultancies_enterprise_idx').on(t.tenantId, t.enterpriseId),
    index('enterprise_consultancies_partner_idx').on(t.tenantId, t.partnerId),
  ],
);
