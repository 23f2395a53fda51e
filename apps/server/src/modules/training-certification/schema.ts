/**
 * 培训认证 (tc): training certification applications (BUSINESS.md §8). One row per application,
 * through its stages (packages/domain/src/training-certification/rules.ts); its materials are
 * record files (recordType `training_application`); publishing creates the training certificate of
 * 证书管理 › 培训证书 (`trainingCertificateId`). `version` gives the audit trail of every step.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessColumns } from '../../platform/db/columns.ts';
import { trainingCertificateKey } from '../public-checks/door.ts';

export const trainingApplications = pgTable(
  'training_applications',
  {
    ...businessColumns(),
    /** 1 待材料审核 2 已退回 3 待认证评审 4 评审不通过 5 待证书制作 6 待证书发布 7 已发布. */
    stage: integer('stage').notNull().default(1),
    /** 1 个人, 2 机构. */
    applicantType: integer('applicant_type').notNull(),
    applicantName: text('applicant_name').notNull(),
    idCardNo: text('id_card_no').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    courseName: text('course_name').notNull(),
    standardName: text('standard_name').notNull().default(''),
    courseHours: integer('course_hours').notNull(),
    trainingFrom: date('training_from', { mode: 'string' }).notNull(),
    trainingTo: date('training_to', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    /** The handler (经办人): who entered the application; they may not review it. */
    handlerName: text('handler_name').notNull().default(''),
    returnReason: text('return_reason').notNull().default(''),
    resubmitCount: integer('resubmit_count').notNull().default(0),
    materialAuditorId: uuid('material_auditor_id'),
    materialAuditorName: text('material_auditor_name').notNull().default(''),
    materialAuditedAt: timestamp('material_audited_at', { withTimezone: true, mode: 'date' }),
    reviewPassed: boolean('review_passed'),
    findings: text('findings').notNull().default(''),
    reviewerId: uuid('reviewer_id'),
    reviewerName: text('reviewer_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    certNo: text('cert_no').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    draftedAt: timestamp('drafted_at', { withTimezone: true, mode: 'date' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** The training certificate (public-checks' training_certificates) publishing created. */
    trainingCertificateId: uuid('training_certificate_id').references(trainingCertificateKey, {
      onDelete: 'set null',
    }),
    /** 认证报告's conclusion. */
    conclusion: text('conclusion').notNull().default(''),
  },
  (t) => [
    index('training_applications_stage_idx').on(t.tenantId, t.stage, t.createdAt, t.id),
    index('training_applications_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('training_applications_cert_idx')
      .on(t.tenantId, t.trainingCertificateId)
      .where(sql`${t.trainingCertificateId} is not null`),
  ],
);
