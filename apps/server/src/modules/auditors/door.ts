/**
 * The auditors' door: the only file other areas import from modules/auditors (issue 29 item 3,
 * docs/decisions.md "One door per area"). Others find the auditors to match, the auditor record of
 * a user, read auditors, their qualifications, code competences and leave through the read-only
 * views below (joined in their lists; Postgres flattens them, RLS applies to the tables), and point
 * their foreign keys at an auditor with `auditorKey`.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { auditorCodeCompetences, auditorLeaves, auditorQualifications, auditors } from './schema.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to an auditor: `.references(auditorKey)`. */
export const auditorKey = (): AnyPgColumn => auditors.id;

/** Auditors as others see them: the name, the status, the user who signs in as the auditor. */
export const auditorsView = qb
  .select({
    id: auditors.id,
    tenantId: auditors.tenantId,
    userId: auditors.userId,
    name: auditors.name,
    status: auditors.status,
    /** The branch company as the auditor carries it (its code or name; the branches area links it). */
    branchCompany: auditors.branchCompany,
    createdAt: auditors.createdAt,
  })
  .from(auditors)
  .as('auditors_view');

/** An auditor's registrations by scheme and their validity. */
export const auditorQualificationsView = qb
  .select({
    id: auditorQualifications.id,
    tenantId: auditorQualifications.tenantId,
    auditorId: auditorQualifications.auditorId,
    scheme: auditorQualifications.scheme,
    /** 01 senior auditor, 02 auditor, 03 provisional auditor, 04 technical expert. */
    level: auditorQualifications.level,
    validFrom: auditorQualifications.validFrom,
    validTo: auditorQualifications.validTo,
  })
  .from(auditorQualifications)
  .as('auditor_qualifications_view');

/** An auditor's professional code competences (status 1 = approved). */
export const auditorCodeCompetencesView = qb
  .select({
    id: auditorCodeCompetences.id,
    tenantId: auditorCodeCompetences.tenantId,
    auditorId: auditorCodeCompetences.auditorId,
    scheme: auditorCodeCompetences.scheme,
    code: auditorCodeCompetences.code,
    status: auditorCodeCompetences.status,
  })
  .from(auditorCodeCompetences)
  .as('auditor_code_competences_view');

/** An auditor's leave by half-days (status 1 = approved). */
export const auditorLeavesView = qb
  .select({
    tenantId: auditorLeaves.tenantId,
    auditorId: auditorLeaves.auditorId,
    fromDate: auditorLeaves.fromDate,
    fromHalf: auditorLeaves.fromHalf,
    toDate: auditorLeaves.toDate,
    toHalf: auditorLeaves.toHalf,
    status: auditorLeaves.status,
    deleted: auditorLeaves.deleted,
  })
  .from(auditorLeaves)
  .as('auditor_leaves_view');

/** 信息上报 reads the team members' identities and registrations here. */
export { auditorRegistrationsForReportView, auditorsForReportView } from './for-reporting.ts';
/** 统计 (审核员统计) counts the auditors by registration level, code field and region here. */
export {
  type AuditorGrouping,
  auditorCountsBy,
  auditorCountTotal,
  auditorStatisticsListFilters,
} from './for-statistics.ts';
/** Areas that keep an auditor's name register here; run in the renaming transaction (hooks.ts). */
export { type AuditorRenamed, onAuditorRenamed } from './hooks.ts';
export { auditorsCoveringAny, auditorsForMatching } from './matching-repository.ts';
export { auditorOfUser } from './of-user.ts';
export { demoTrainees, linkDemoAuditorToUser } from './seed.ts';
