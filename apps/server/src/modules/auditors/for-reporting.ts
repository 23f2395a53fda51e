/**
 * What 信息上报 (regulator-reporting) reads of the auditors: the regulator identifies a team member
 * by ID-document number (2021 layout) and wants the CCAA registration, its grade and full-time flag.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { auditorQualifications, auditors } from './schema.ts';

const qb = new QueryBuilder();

export const auditorsForReportView = qb
  .select({
    id: auditors.id,
    tenantId: auditors.tenantId,
    name: auditors.name,
    idCardNo: auditors.idCardNo,
    phone: auditors.phone,
    /** 1 full-time, 2 part-time. */
    employmentType: auditors.employmentType,
  })
  .from(auditors)
  .as('auditors_for_report');

/** Registrations by scheme: grade (01–04, the regulator's codes) and number. */
export const auditorRegistrationsForReportView = qb
  .select({
    tenantId: auditorQualifications.tenantId,
    auditorId: auditorQualifications.auditorId,
    scheme: auditorQualifications.scheme,
    level: auditorQualifications.level,
    registrationNo: auditorQualifications.registrationNo,
  })
  .from(auditorQualifications)
  .as('auditor_registrations_for_report');
