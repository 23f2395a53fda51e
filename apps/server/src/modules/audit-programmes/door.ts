/**
 * The audit programmes' door: the only file other areas import from modules/audit-programmes
 * (issue 29 item 3, docs/decisions.md "One door per area"). The later areas call the programmes
 * after a decision or an issue, read projects, plans, programmes and teams through the read-only
 * views below (joined in their lists; Postgres flattens them, RLS applies to the tables), set a
 * project's status or open a supplementary project, and point their foreign keys at a project or
 * plan with `auditProjectKey` / `auditPlanKey`. The lifecycle area provides the lifecycle rules here,
 * the emergencies area the postponed audit deadlines.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { auditPlans, auditProgrammes, auditProjects, planTeamMembers, programmeRows } from './schema.ts';

export { rescheduleProgrammeAfterSurveillance } from './after-surveillance.ts';
export { reanchorProgrammeAtIssue } from './at-issue.ts';
export {
  insertDemoPlans,
  insertDemoProgrammes,
  insertDemoProjects,
  insertDemoTeamMembers,
  type NewDemoPlan,
  type NewDemoProgramme,
  type NewDemoProject,
  type NewDemoTeamMember,
} from './demo.ts';
export { createDueProjects } from './due-projects.ts';
export {
  type DuePostponements,
  type LifecycleRulesSource,
  lifecycleRulesOf,
  onPlanChanged,
  type PlanChanged,
  type PostponedDeadline,
  postponedDeadlines,
  provideDuePostponements,
  provideLifecycleRules,
  type TenantLifecycleRules,
} from './hooks.ts';
export { regenerateProgrammeAfterDecision } from './programme-cycle.ts';
export { insertSupplementaryProject, lockProject, setProjectStatus } from './projects.ts';

const qb = new QueryBuilder();

/** The target of a foreign key to an audit project: `.references(auditProjectKey)`. */
export const auditProjectKey = (): AnyPgColumn => auditProjects.id;
/** The target of a foreign key to an audit plan. */
export const auditPlanKey = (): AnyPgColumn => auditPlans.id;

/** Audit projects (one audit event each) as others see them. */
export const auditProjectsView = qb
  .select({
    id: auditProjects.id,
    tenantId: auditProjects.tenantId,
    programmeId: auditProjects.programmeId,
    programmeRowId: auditProjects.programmeRowId,
    enterpriseId: auditProjects.enterpriseId,
    planId: auditProjects.planId,
    auditType: auditProjects.auditType,
    stage: auditProjects.stage,
    scheme: auditProjects.scheme,
    codes: auditProjects.codes,
    dueFrom: auditProjects.dueFrom,
    dueTo: auditProjects.dueTo,
    days: auditProjects.days,
    sitesToSample: auditProjects.sitesToSample,
    status: auditProjects.status,
    version: auditProjects.version,
    createdAt: auditProjects.createdAt,
    updatedAt: auditProjects.updatedAt,
  })
  .from(auditProjects)
  .as('audit_projects_view');

/** Audit plans: number, enterprise, branch, status, method and dates. */
export const auditPlansView = qb
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
  })
  .from(auditPlans)
  .as('audit_plans_view');

/** Programmes: the contract item, standard, scope, branch and cycle. */
export const auditProgrammesView = qb
  .select({
    id: auditProgrammes.id,
    tenantId: auditProgrammes.tenantId,
    enterpriseId: auditProgrammes.enterpriseId,
    contractItemId: auditProgrammes.contractItemId,
    contractNo: auditProgrammes.contractNo,
    scheme: auditProgrammes.scheme,
    standardName: auditProgrammes.standardName,
    scopeText: auditProgrammes.scopeText,
    branchCode: auditProgrammes.branchCode,
    cycleNo: auditProgrammes.cycleNo,
    cycleStart: auditProgrammes.cycleStart,
    ruleSetId: auditProgrammes.ruleSetId,
    status: auditProgrammes.status,
  })
  .from(auditProgrammes)
  .as('audit_programmes_view');

/** A plan's team: who, in which role, for which scheme and codes, how many days. */
export const planTeamMembersView = qb
  .select({
    id: planTeamMembers.id,
    tenantId: planTeamMembers.tenantId,
    planId: planTeamMembers.planId,
    auditorId: planTeamMembers.auditorId,
    role: planTeamMembers.role,
    scheme: planTeamMembers.scheme,
    codes: planTeamMembers.codes,
    days: planTeamMembers.days,
    halfDays: planTeamMembers.halfDays,
    sortNo: planTeamMembers.sortNo,
  })
  .from(planTeamMembers)
  .as('plan_team_members_view');

/** A programme's rows: the cycle, audit type, stage and due date of each planned audit. */
export const programmeRowsView = qb
  .select({
    id: programmeRows.id,
    tenantId: programmeRows.tenantId,
    programmeId: programmeRows.programmeId,
    cycleNo: programmeRows.cycleNo,
    auditType: programmeRows.auditType,
    stage: programmeRows.stage,
    dueTo: programmeRows.dueTo,
    estimated: programmeRows.estimated,
  })
  .from(programmeRows)
  .as('programme_rows_view');
/** 信息上报 reads the approved plans and their sites here. */
export { auditPlansForReportView, planSitesForReportView } from './for-reporting.ts';
