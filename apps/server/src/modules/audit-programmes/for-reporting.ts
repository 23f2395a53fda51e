/**
 * What 信息上报 (regulator-reporting) reads of the plans for the regulator's plan sheet: an approved
 * plan is a row due before its first audit day; its sites give the audit address (BUSINESS.md §4).
 */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { auditPlans, planSites } from './schema.ts';

const qb = new QueryBuilder();

/** Plans with their method, dates, branch and when they were approved. */
export const auditPlansForReportView = qb
  .select({
    id: auditPlans.id,
    tenantId: auditPlans.tenantId,
    planNo: auditPlans.planNo,
    enterpriseId: auditPlans.enterpriseId,
    branchCode: auditPlans.branchCode,
    status: auditPlans.status,
    method: auditPlans.method,
    startDate: auditPlans.startDate,
    endDate: auditPlans.endDate,
    approvedAt: auditPlans.approvedAt,
  })
  .from(auditPlans)
  .as('audit_plans_for_report');

/** The sites a plan visits (name, address, order). */
export const planSitesForReportView = qb
  .select({
    tenantId: planSites.tenantId,
    planId: planSites.planId,
    name: planSites.name,
    address: planSites.address,
    sortNo: planSites.sortNo,
  })
  .from(planSites)
  .as('plan_sites_for_report');
