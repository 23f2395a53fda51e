/**
 * The audit plans (审核计划) as the plan pages use them: the list and its export under the user's
 * scope, one plan with its projects, team, sites, history and the §3.3 violations of its team, and
 * the plan's arrangement (dates, method, sites, notes) while it is being arranged or rectified.
 * Whether a user may see a plan's record files is answered here too.
 */
import {
  calendarDateOf,
  halfDayKey,
  isPlanEditable,
  labelOf,
  PLAN_STATUSES,
  type planEditBody,
  type planListQuery,
  reportingAuditMethod,
  type ScheduleDay,
  scheduleHalfDays,
  scheduleRange,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { pageCounts, updateVersioned } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { conflict } from '../../platform/http/errors.ts';
import { customerScope } from '../../platform/identity/row-scope.ts';
import { runPlanChanged } from './hooks.ts';
import { canSeePlan, decoratePlans, planScope, planTx, requirePlan } from './plan-access.ts';
import { planViolations } from './plan-checks.ts';
import * as repo from './repository.ts';
import { auditPlans, planSites, planTeamMembers } from './schema.ts';

type In<T extends z.ZodType> = z.infer<T>;

export class PlanService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
  ) {}

  private today(): string {
    return calendarDateOf(this.clock());
  }

  listPlans(user: AuthUser, q: In<typeof planListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const where = repo.planWhere(tx, user.tenantId, q, await planScope(tx, user));
      const page = await repo.listPlans(tx, where, q);
      return {
        records: await decoratePlans(tx, user.tenantId, page.records),
        ...pageCounts(page.counted, q),
      };
    });
  }

  exportPlans(user: AuthUser, q: Omit<In<typeof planListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, async (tx) => {
      const where = repo.planWhere(tx, user.tenantId, q, await planScope(tx, user));
      return decoratePlans(tx, user.tenantId, (await repo.listPlans(tx, where, q)).records);
    });
  }

  getPlan(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const plan = await requirePlan(tx, user, id);
      const [decorated] = await decoratePlans(tx, user.tenantId, [plan]);
      const { team, projects, violations, plannedDays } = await planViolations(
        tx,
        user.tenantId,
        plan,
        this.today(),
      );
      const names = await repo.userNames(tx, user.tenantId, [plan.approvedBy]);
      // The enterprise sees its approved plan and notice, not the body's guards and history.
      const external = (await customerScope(tx, user)).kind !== 'tenant';
      return {
        ...decorated!,
        reportingMethod: reportingAuditMethod(plan.method),
        approvedByName: plan.approvedBy ? (names.get(plan.approvedBy) ?? '') : '',
        sites: await repo.sitesOf(tx, user.tenantId, id),
        projects,
        team: team.map((m) => ({ ...m, halfDays: m.halfDays.length })),
        history: external ? [] : await repo.historyOf(tx, user.tenantId, id),
        violations: plan.status === 4 || external ? [] : violations,
        plannedDays,
      };
    });
  }

  /** Dates, method, sites and notes while the plan is being arranged or rectified. */
  editPlan(user: AuthUser, body: In<typeof planEditBody>) {
    return planTx(this.database, user, async (tx) => {
      const plan = await requirePlan(tx, user, body.id);
      if (!isPlanEditable(plan.status))
        throw conflict(`${labelOf(PLAN_STATUSES, plan.status)}的计划不能修改`);
      const range = scheduleRange(body.schedule)!;
      const saved = await updateVersioned(
        tx,
        auditPlans,
        body.id,
        body.version,
        {
          method: body.method,
          schedule: body.schedule,
          startDate: range.from,
          endDate: range.to,
          offsiteDays: body.offsiteDays,
          notes: body.notes,
        },
        user.userId,
      );
      await tx.delete(planSites).where(inTenant(planSites, user.tenantId, [eq(planSites.planId, body.id)]));
      if (body.sites.length)
        await tx.insert(planSites).values(
          body.sites.map((s, i) => ({
            tenantId: user.tenantId,
            planId: body.id,
            ...s,
            sortNo: i,
            createdBy: user.userId,
            updatedBy: user.userId,
          })),
        );
      // Members following the plan's schedule book its new half-days.
      const team = await repo.teamsOfPlans(tx, user.tenantId, [body.id]);
      for (const m of team) if (m.days.length === 0) await this.book(tx, m.id, body.schedule);
      await runPlanChanged(tx, { tenantId: user.tenantId, planId: body.id });
      return { id: saved.id, version: saved.version };
    });
  }

  private async book(tx: Tx, memberId: string, days: readonly ScheduleDay[]) {
    const halfDays = scheduleHalfDays(days);
    await tx
      .update(planTeamMembers)
      .set({
        halfDays: halfDays.map(halfDayKey),
        fromDate: halfDays[0]?.date ?? null,
        toDate: halfDays.at(-1)?.date ?? null,
      })
      .where(eq(planTeamMembers.id, memberId));
  }

  /** Whether the user may see the plan (its record files); `staffOnly` for changing them. */
  canSee(tx: Reader, user: AuthUser, id: string, staffOnly = false): Promise<boolean> {
    return canSeePlan(tx, user, id, staffOnly);
  }
}
