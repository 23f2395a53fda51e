/**
 * A plan's audit team (审核组): the team replaced (each member with a role, scheme, codes and days,
 * booked by half-day; changing an approved plan's team sends it back to approval with a reason) and
 * the competence service's candidate search for the plan, best first, each excluded auditor with
 * its reasons.
 */
import {
  calendarDateOf,
  halfDayKey,
  isTeamEditable,
  labelOf,
  PLAN_ACTION_LABELS,
  PLAN_STATUSES,
  planActionRefusal,
  type planCandidatesBody,
  type planTeamBody,
  planTransition,
  rankCandidates,
  scheduleHalfDays,
  uncoveredCodes,
} from '@cb/domain';
import { partnerConsultancyBar } from '@cb/domain/partners';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned } from '../../platform/crud/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { runPlanChanged } from './hooks.ts';
import { planTx, requirePlan } from './plan-access.ts';
import { teamContext } from './plan-checks.ts';
import { addUserHistory } from './plan-history.ts';
import { auditPlans, planTeamMembers } from './schema.ts';

type In<T extends z.ZodType> = z.infer<T>;

export class PlanTeamService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
  ) {}

  private today(): string {
    return calendarDateOf(this.clock());
  }

  /** Replaces the team. Changing the team of an approved plan sends it back to approval, with a reason. */
  setTeam(user: AuthUser, body: In<typeof planTeamBody>) {
    return planTx(this.database, user, async (tx) => {
      const plan = await requirePlan(tx, user, body.id);
      if (!isTeamEditable(plan.status))
        throw conflict(`${labelOf(PLAN_STATUSES, plan.status)}的计划不能调整审核组`);
      if (plan.schedule.length === 0) throw badRequest('请先安排审核日期');
      const ids = body.members.map((m) => m.auditorId);
      if (new Set(ids).size !== ids.length) throw badRequest('同一人员不能在审核组中出现两次');
      for (const m of body.members)
        if (m.supervisorId && !ids.includes(m.supervisorId)) throw badRequest('带教审核员须为本审核组成员');
      let status = plan.status;
      if (plan.status === 3) {
        const refusal = planActionRefusal(3, 'changeTeam', body.reason);
        if (refusal) throw badRequest(refusal);
        status = planTransition(3, 'changeTeam')!;
      }
      const saved = await updateVersioned(
        tx,
        auditPlans,
        body.id,
        body.version,
        status !== plan.status ? { status, approvedBy: null, approvedAt: null, reason: body.reason } : {},
        user.userId,
      );
      const ctx = await teamContext(tx, user.tenantId, plan, body.members, this.today());
      for (const m of body.members)
        if (!ctx.auditors.has(m.auditorId)) throw badRequest('所选人员不存在或不是在职审核人员');
      await tx
        .delete(planTeamMembers)
        .where(inTenant(planTeamMembers, user.tenantId, [eq(planTeamMembers.planId, body.id)]));
      const inserted = await tx
        .insert(planTeamMembers)
        .values(
          body.members.map((m, i) => {
            const halfDays = scheduleHalfDays(m.days.length ? m.days : plan.schedule);
            return {
              tenantId: user.tenantId,
              planId: body.id,
              auditorId: m.auditorId,
              role: m.role,
              scheme: m.scheme,
              codes: m.codes,
              days: m.days,
              halfDays: halfDays.map(halfDayKey),
              fromDate: halfDays[0]?.date ?? null,
              toDate: halfDays.at(-1)?.date ?? null,
              supervisorId: m.role === 4 ? m.supervisorId : null,
              sortNo: i,
              createdBy: user.userId,
              updatedBy: user.userId,
            };
          }),
        )
        .returning({ id: planTeamMembers.id });
      await runPlanChanged(tx, { tenantId: user.tenantId, planId: body.id });
      if (status !== plan.status)
        await addUserHistory(
          tx,
          user,
          body.id,
          plan.status,
          status,
          PLAN_ACTION_LABELS.changeTeam,
          body.reason,
        );
      return { id: saved.id, version: saved.version, status, members: inserted.length };
    });
  }

  /**
   * The competence service for this plan: the active auditors with a competence near one of its codes
   * (found in SQL) checked against its schemes, codes and half-days, with the tenant's other bookings
   * and the client's consultancy relations; best first, each excluded one with its reasons. The others
   * hold none of the codes: they are counted (`withoutCodes`), not rated one by one. Every covering
   * auditor is rated (the order needs them all) but only the asked page is sent.
   */
  candidates(user: AuthUser, q: In<typeof planCandidatesBody>) {
    return this.database.tenantRead(user, async (tx) => {
      const plan = await requirePlan(tx, user, q.planId);
      if (plan.schedule.length === 0) throw badRequest('请先安排审核日期');
      const ctx = await teamContext(tx, user.tenantId, plan, [], this.today(), 'covering');
      const request = {
        codes: ctx.codes,
        schemes: ctx.schemes,
        halfDays: scheduleHalfDays(plan.schedule),
        rule: ctx.rule,
      };
      const bar = `${Number(ctx.range.from.slice(0, 4)) - 2}${ctx.range.from.slice(4)}`;
      const consulted = new Map<string, string>();
      for (const r of ctx.consultancies)
        if (r.endDate >= bar && !consulted.has(r.auditorId)) consulted.set(r.auditorId, r.endDate);
      const { engagements, consultants } = ctx.partnerConsultancies;
      const ranked = rankCandidates([...ctx.auditors.values()], request).map((c) => {
        const until = consulted.get(c.auditorId);
        const viaPartner = partnerConsultancyBar(engagements, consultants, c.auditorId, ctx.range.from);
        const reasons = [
          ...c.reasons,
          ...(until ? [`两年内（至${until}）为该企业提供过咨询`] : []),
          ...(viaPartner ? [viaPartner.message] : []),
        ];
        return { ...c, eligible: reasons.length === 0, reasons };
      });
      ranked.sort((x, y) => Number(y.eligible) - Number(x.eligible));
      const start = (q.pageNo - 1) * q.pageSize;
      return {
        candidates: ranked.slice(start, start + q.pageSize).map((c) => ({
          ...c,
          schemes: [...new Set(ctx.auditors.get(c.auditorId)?.qualifications.map((x) => x.scheme) ?? [])],
        })),
        total: ranked.length,
        eligible: ranked.filter((c) => c.eligible).length,
        current: q.pageNo,
        size: q.pageSize,
        pages: Math.ceil(ranked.length / q.pageSize),
        uncoveredCodes: uncoveredCodes(ranked, request),
        withoutCodes: ctx.withoutCodes,
      };
    });
  }
}
