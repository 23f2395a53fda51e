/**
 * 服务认证 (sc): after-sales service certification projects (GB/T 27922, certificate type C) and
 * their evaluation sheets. The sheet is part of the project row: its item table (`items`, edited
 * per project from the default items), special deductions, bonus and the figures
 * `evaluateService` answered when it was saved. `version` gives the audit trail of every save.
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessColumns } from '../../platform/db/columns.ts';
import { contractItemKey } from '../contract-review/door.ts';
import { enterpriseKey } from '../customers/door.ts';

export interface StoredServiceItem {
  group: 'system' | 'goods' | 'customer';
  title: string;
  maxScore: number;
  applicable: boolean;
  score: number;
  note: string;
}

export const serviceProjects = pgTable(
  'service_projects',
  {
    ...businessColumns(),
    projectNo: text('project_no').notNull(),
    /**
     * The application item of the GB/T 27922 scheme (standard SC) this project is the evaluation
     * sheet of: set when its contract is approved, after which the project follows that item's
     * audit, technical review and decision (null: a project entered on its own, the older way).
     */
    contractItemId: uuid('contract_item_id').references(contractItemKey),
    enterpriseId: uuid('enterprise_id').references(enterpriseKey),
    enterpriseName: text('enterprise_name').notNull(),
    scope: text('scope').notNull().default(''),
    /** Column 63 of the regulator's certificate row (服务领域代码). */
    serviceAreaCode: text('service_area_code').notNull().default(''),
    /** 1 合同评审 2 审核策划 3 审核实施 4 技术评定 5 认证决定 6 已发证. */
    stage: integer('stage').notNull().default(1),
    items: jsonb('items').$type<StoredServiceItem[]>().notNull(),
    /** The item table's edition: 1 for the default items, +1 each time a save changes the items' rows. */
    itemTableVersion: integer('item_table_version').notNull().default(1),
    specialDeductions: integer('special_deductions').notNull().default(0),
    bonus: integer('bonus').notNull().default(0),
    evaluated: boolean('evaluated').notNull().default(false),
    earned: numeric('earned', { precision: 7, scale: 2, mode: 'number' }),
    applicableMax: numeric('applicable_max', { precision: 7, scale: 2, mode: 'number' }),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    grade: text('grade').notNull().default(''),
    evaluator: text('evaluator').notNull().default(''),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true, mode: 'date' }),
    certNo: text('cert_no').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('service_projects_no_uq').on(t.tenantId, t.projectNo),
    uniqueIndex('service_projects_item_uq')
      .on(t.tenantId, t.contractItemId)
      .where(sql`${t.contractItemId} is not null`),
    index('service_projects_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);
