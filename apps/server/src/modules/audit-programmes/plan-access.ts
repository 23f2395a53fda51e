/**
 * Who sees which plan, shared by every plan use case (plans, team, approval, notices, record files):
 * the tenant's staff see the tenant's plans, an enterprise (or partner) user only the approved plans
 * of its enterprises. Also the plans as the lists show them (schemes, audit types, leader, team) and
 * the plan transaction that answers a unique-index violation with its Chinese message.
 */
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/errors.ts';
import { customerScope, enterpriseScopeWhere } from '../../platform/identity/row-scope.ts';
import * as repo from './repository.ts';
import { auditPlans } from './schema.ts';

const UNIQUE_MESSAGES = {
  audit_programmes_item_uq: '该合同项目已有审核方案',
  plan_team_members_uq: '同一人员不能在审核组中出现两次',
  audit_projects_row_uq: '该方案行已生成审核项目',
};

/** One tenant transaction of the area, its unique-index violations answered with 409 and a message. */
export function planTx<T>(database: Database, user: AuthUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withUniqueMessages(() => database.tenantTx(user, fn), UNIQUE_MESSAGES);
}

/** The plans the user sees, as a condition on audit_plans. */
export async function planScope(tx: Reader, user: AuthUser) {
  const scope = await customerScope(tx, user);
  const where = enterpriseScopeWhere(scope, auditPlans.enterpriseId);
  // External users see only approved plans (their audit notices).
  return scope.kind === 'tenant' ? where : and(where, eq(auditPlans.status, 3));
}

/** Whether the user may see the plan (its record files); `staffOnly` for changing them. */
export async function canSeePlan(
  tx: Reader,
  user: AuthUser,
  id: string,
  staffOnly = false,
): Promise<boolean> {
  const scope = await customerScope(tx, user);
  if (staffOnly && scope.kind !== 'tenant') return false;
  const [row] = await tx
    .select({ id: auditPlans.id })
    .from(auditPlans)
    .where(inTenant(auditPlans, user.tenantId, [eq(auditPlans.id, id), await planScope(tx, user)]));
  return Boolean(row);
}

/** The plan the user sees, or 404. */
export async function requirePlan(tx: Reader, user: AuthUser, id: string) {
  const scope = await planScope(tx, user);
  const plan = await repo.findPlan(tx, user.tenantId, id);
  if (!plan) throw notFound();
  if (scope) {
    const [visible] = await tx
      .select({ id: auditPlans.id })
      .from(auditPlans)
      .where(and(eq(auditPlans.id, id), scope));
    if (!visible) throw notFound();
  }
  return plan;
}

/** The plans with their projects' schemes, types and stage and their team's names (and `more`). */
export async function decoratePlans<More extends object = object>(
  tx: Reader,
  tenantId: number,
  plans: repo.PlanRecord[],
  more?: (
    team: Awaited<ReturnType<typeof repo.teamsOfPlans>>,
    projects: Awaited<ReturnType<typeof repo.projectsOfPlans>>,
  ) => More,
) {
  const ids = plans.map((p) => p.id);
  const projects = await repo.projectsOfPlans(tx, tenantId, ids);
  const team = await repo.teamsOfPlans(tx, tenantId, ids);
  return plans.map((p) => {
    const pp = projects.filter((x) => x.planId === p.id);
    const tt = team.filter((x) => x.planId === p.id);
    return {
      ...p,
      ...(more?.(tt, pp) as More),
      schemes: [...new Set(pp.map((x) => x.scheme))],
      auditTypes: [...new Set(pp.map((x) => x.auditType))],
      stage: pp.find((x) => x.stage !== null)?.stage ?? null,
      leaderName: tt.find((m) => m.role === 1)?.name ?? '',
      teamNames: tt.map((m) => m.name).join('、'),
      abortReason: p.status === 4 ? p.reason : '',
    };
  });
}
