/**
 * The service certification door: what other areas read of 服务认证 (docs/decisions.md "One door per
 * area"). Regulator reporting fills column 63 of a service certificate's row (服务领域代码) from
 * `serviceCertificatesView` (by certificate number, or by the contract item of a lifecycle project), and
 * may print the grade. The decisions read the sheet through their port (lifecycle-link.ts).
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { serviceProjects } from './schema.ts';

const qb = new QueryBuilder();

/**
 * Service projects with their certificate: number (a project entered on its own), the GB/T 27922
 * contract item it belongs to (a project of the lifecycle, whose certificate 证书发放 issued for that
 * item), organisation, service area code (column 63), grade.
 */
export const serviceCertificatesView = qb
  .select({
    id: serviceProjects.id,
    tenantId: serviceProjects.tenantId,
    certNo: serviceProjects.certNo,
    contractItemId: serviceProjects.contractItemId,
    enterpriseName: serviceProjects.enterpriseName,
    serviceAreaCode: serviceProjects.serviceAreaCode,
    grade: serviceProjects.grade,
    percent: serviceProjects.percent,
    issueDate: serviceProjects.issueDate,
  })
  .from(serviceProjects)
  .as('service_certificates_view');
