/**
 * 统计's own tables: the summary cells of 证书统计 of a body whose counting takes seconds (a million
 * certificates), refreshed per tenant by the 定时任务 job and the page's 刷新 (certificate-cells.ts),
 * and when each tenant's were refreshed (the page's 数据更新时间). Written only by statistics, from
 * the certificates' door (certificates/for-statistics.ts `certificateCellsSql`).
 */
import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumn } from '../../platform/db/columns.ts';

/** One count of 证书统计 (kinds and dimensions: certificates/for-statistics.ts certificateCellsSql). */
export const statisticsCertificateCells = pgTable(
  'statistics_certificate_cells',
  {
    tenantId: tenantColumn(),
    kind: text('kind').notNull(),
    standardId: uuid('standard_id'),
    standardCode: text('standard_code').notNull().default(''),
    standardName: text('standard_name').notNull().default(''),
    regionCode: text('region_code').notNull().default(''),
    branch: text('branch').notNull().default(''),
    sector: text('sector').notNull().default(''),
    month: text('month').notNull().default(''),
    certificateId: uuid('certificate_id'),
    n: integer('n').notNull(),
  },
  (t) => [index('statistics_certificate_cells_idx').on(t.tenantId, t.sector, t.kind, t.month)],
);

/** When a tenant's summary of a page was last counted, and how many certificates it holds. */
export const statisticsRefreshes = pgTable(
  'statistics_refreshes',
  {
    tenantId: tenantColumn(),
    subject: text('subject').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Certificates (current versions) counted: decides whether the page reads the cells. */
    certificates: integer('certificates').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.subject] })],
);

/**
 * 申请统计's cells (report-cells.ts): applications per received month, client province and branch
 * and status; `standardId` null is each application once, else one row per standard of its items —
 * `n` the item rows (the per-standard figures), `applications` each application once (a standard
 * filter). From the applications' door (`applicationCellsSql`).
 */
export const statisticsApplicationCells = pgTable(
  'statistics_application_cells',
  {
    tenantId: tenantColumn(),
    standardId: uuid('standard_id'),
    month: text('month'),
    regionCode: text('region_code'),
    branch: text('branch'),
    status: integer('status'),
    n: integer('n').notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [index('statistics_application_cells_idx').on(t.tenantId, t.month)],
);

/**
 * 审核项目统计's cells (and 证书统计's surveillance audits): audit projects and their planned days per
 * audit type, month of the audit's start, scheme, client province and branch. From audit
 * execution's door (`projectCellsSql`).
 */
export const statisticsProjectCells = pgTable(
  'statistics_project_cells',
  {
    tenantId: tenantColumn(),
    auditType: integer('audit_type'),
    month: text('month'),
    scheme: text('scheme'),
    regionCode: text('region_code'),
    branch: text('branch'),
    n: integer('n').notNull(),
    days: numeric('days').notNull(),
  },
  (t) => [index('statistics_project_cells_idx').on(t.tenantId, t.month)],
);

/** 客户分布统计's cells: clients per province, industry, size band and branch (customers' door `customerCellsSql`). */
export const statisticsCustomerCells = pgTable(
  'statistics_customer_cells',
  {
    tenantId: tenantColumn(),
    regionCode: text('region_code'),
    industryCode: text('industry_code'),
    scaleLevel: text('scale_level'),
    branch: text('branch'),
    n: integer('n').notNull(),
  },
  (t) => [index('statistics_customer_cells_idx').on(t.tenantId)],
);

/**
 * 审核工作量统计's cells: person-days ×10 per auditor and work month by role (leader, member, expert)
 * and the fee rows summed. From auditor pay's door (`workloadCellsSql`).
 */
export const statisticsWorkloadCells = pgTable(
  'statistics_workload_cells',
  {
    tenantId: tenantColumn(),
    auditorId: uuid('auditor_id').notNull(),
    month: text('month').notNull(),
    leader10: integer('leader10').notNull(),
    member10: integer('member10').notNull(),
    expert10: integer('expert10').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [index('statistics_workload_cells_idx').on(t.tenantId, t.month)],
);
