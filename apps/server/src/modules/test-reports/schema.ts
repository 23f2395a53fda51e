/**
 * 检测报告 (jcbg): the reports and which certification decisions used them. `businessColumns()`
 * gives every row its UUIDv7 id, tenant, creator/updater, timestamps and optimistic-lock version;
 * tables with `tenant_id` get row-level security and tables with `version` the audit trail.
 */
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef } from '../../platform/db/columns.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { auditProjectKey } from '../audit-programmes/door.ts';
import { certificateKey } from '../certificates/door.ts';
import { certificationDecisionKey } from '../certification-decisions/door.ts';
import { contractItemKey } from '../contract-review/door.ts';
import { enterpriseKey } from '../customers/door.ts';

/** A 检测报告 of an enterprise (BUSINESS.md §6). */
export const testReports = pgTable(
  'test_reports',
  {
    ...businessColumns(),
    enterpriseId: requiredRef('enterprise_id', enterpriseKey),
    contractItemId: uuid('contract_item_id').references(contractItemKey),
    certificateId: uuid('certificate_id').references(certificateKey),
    projectId: uuid('project_id').references(auditProjectKey),
    laboratoryName: text('laboratory_name').notNull(),
    /** `CNAS L` + 4–5 digits, stored in one spelling (normalizeCnasNumber). */
    cnasNo: text('cnas_no').notNull(),
    reportNo: text('report_no').notNull(),
    /** reportNumberKey(cnasNo, reportNo): unique per laboratory within the tenant. */
    numberKey: text('number_key').notNull(),
    productName: text('product_name').notNull(),
    productModel: text('product_model').notNull().default(''),
    samplingDate: date('sampling_date', { mode: 'string' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** 1 合格, 2 不合格. */
    conclusion: integer('conclusion').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id),
    /** 0 待审核, 1 已接受, 2 已退回. */
    reviewStatus: integer('review_status').notNull().default(0),
    returnReason: text('return_reason').notNull().default(''),
    reviewedBy: uuid('reviewed_by'),
    reviewerName: text('reviewer_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('test_reports_number_uq').on(t.tenantId, t.numberKey),
    index('test_reports_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('test_reports_enterprise_idx').on(t.tenantId, t.enterpriseId),
  ],
);

/** A decision that used a report (it was shown as a warning when the decision was made). */
export const testReportUses = pgTable(
  'test_report_uses',
  {
    ...businessColumns(),
    reportId: requiredRef('report_id', () => testReports.id),
    decisionId: requiredRef('decision_id', certificationDecisionKey),
  },
  (t) => [uniqueIndex('test_report_uses_uq').on(t.tenantId, t.reportId, t.decisionId)],
);
