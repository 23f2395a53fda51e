/**
 * 统计's own tables: the summary cells of 证书统计 of a body whose counting takes seconds (a million
 * certificates), refreshed per tenant by the 定时任务 job and the page's 刷新 (certificate-cells.ts),
 * and when each tenant's were refreshed (the page's 数据更新时间). Written only by statistics, from
 * the certificates' door (certificates/for-statistics.ts `certificateCellsSql`).
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
