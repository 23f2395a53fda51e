/**
 * Demo rows that later areas' seeders write through the programmes' door (their audits need a
 * programme, a plan with its team, and projects). Each answers the new rows' ids, in order (the
 * team members: nothing).
 */
import type { Tx } from '../../platform/db/database.ts';
import { auditPlans, auditProgrammes, auditProjects, planTeamMembers } from './schema.ts';

export type NewDemoProgramme = typeof auditProgrammes.$inferInsert;
export type NewDemoPlan = typeof auditPlans.$inferInsert;
export type NewDemoTeamMember = typeof planTeamMembers.$inferInsert;
export type NewDemoProject = typeof auditProjects.$inferInsert;

export const insertDemoProgrammes = (tx: Tx, values: NewDemoProgramme) =>
  tx.insert(auditProgrammes).values(values).returning({ id: auditProgrammes.id });

export const insertDemoPlans = (tx: Tx, values: NewDemoPlan) =>
  tx.insert(auditPlans).values(values).returning({ id: auditPlans.id });

export const insertDemoTeamMembers = (tx: Tx, values: NewDemoTeamMember[]) =>
  tx.insert(planTeamMembers).values(values);

export const insertDemoProjects = (tx: Tx, values: NewDemoProject) =>
  tx.insert(auditProjects).values(values).returning({ id: auditProjects.id });
