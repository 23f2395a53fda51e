/**
 * The service certification door: what other areas read of 服务认证 (docs/decisions.md "One door per
 * area"). Regulator reporting fills column 63 of a service certificate's row (服务领域代码) from
 * `serviceCertificatesView` (by certificate number), and may print the grade.
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { serviceProjects } from './schema.ts';

const qb = new QueryBuilder();

/** Issued service certificates: number, organisation, service area code (column 63), grade. */
export const serviceCertificatesView = qb
  .select({
    id: serviceProjects.id,
    tenantId: serviceProjects.tenantId,
    certNo: serviceProjects.certNo,
    enterpriseName: serviceProjects.enterpriseName,
    serviceAreaCode: serviceProjects.serviceAreaCode,
    grade: serviceProjects.grade,
    percent: serviceProjects.percent,
    issueDate: serviceProjects.issueDate,
  })
  .from(serviceProjects)
  .as('service_certificates_view');
