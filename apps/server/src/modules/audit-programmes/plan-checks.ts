/**
 * The §3.3 guards on a plan's team, shared by the team, approval and plan-detail use cases: what the
 * guards read about the plan and its team (the projects' schemes and codes, the auditors' competences
 * and half-days booked elsewhere, the enterprise's consultancy relations, the code match rule) and
 * the violations of the current team with the days it has planned. The candidate search reads the
 * same context for the auditors covering the plan's codes.
 */
import {
  type AuditorForMatching,
  checkTeam,
  consecutiveLeadCycles,
  plannedTeamDays,
  type ScheduleDay,
  scheduleRange,
} from '@cb/domain';
import type { Reader } from '../../platform/db/database.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { auditorsCoveringAny, auditorsForMatching } from '../auditors/door.ts';
import { consultancyEngagementsOf } from '../customers/door.ts';
import { consultantsOfPartners } from '../partners/door.ts';
import * as repo from './repository.ts';
import * as teamRepo from './team-repository.ts';

/** Everything the guards read about the plan and its team, loaded in the caller's transaction. */
export async function teamContext(
  tx: Reader,
  tenantId: number,
  plan: repo.PlanRecord,
  members: readonly { auditorId: string; scheme: string; days: readonly ScheduleDay[] }[],
  /** The day the range falls back to when neither the plan nor the members have days. */
  today: string,
  /**
   * Whose registrations, leave and bookings to load: `team` the members (the guards), `covering`
   * the auditors with a competence near one of the plan's codes (the candidate search), else all.
   */
  who: 'team' | 'covering' | 'all' = 'all',
) {
  const projects = await repo.projectsOfPlans(tx, tenantId, [plan.id]);
  const schemes = [...new Set([...projects.map((p) => p.scheme), ...members.map((m) => m.scheme)])];
  const allDays = [...plan.schedule, ...members.flatMap((m) => m.days)];
  const range = scheduleRange(allDays) ?? { from: today, to: today };
  const codes = projects.flatMap((p) => p.codes.map((code) => ({ scheme: p.scheme, code })));
  const rule = (await readSetting(tx, tenantId, 'competence')).codeMatchRule;
  // Every auditor outside the covering set lacks all the codes, so it is counted, not rated.
  const covering =
    who === 'covering' && codes.length > 0 ? await auditorsCoveringAny(tx, tenantId, codes, rule) : null;
  const only = who === 'team' ? members.map((m) => m.auditorId) : covering?.ids;
  const people = schemes.length
    ? await auditorsForMatching(tx, tenantId, schemes, range, only, covering?.covers)
    : [];
  const booked = await teamRepo.bookingsBetween(tx, tenantId, range, plan.id, only);
  const auditors = new Map<string, AuditorForMatching>(
    people.map((p) => [p.id, { ...p, booked: booked.get(p.id) ?? new Set() }]),
  );
  const consultancies = await teamRepo.consultanciesOf(tx, tenantId, plan.enterpriseId);
  // The client's consultancies (partners) and who worked for them (ISO/IEC 17021-1 §5.2).
  const engagements = await consultancyEngagementsOf(tx, tenantId, plan.enterpriseId);
  const partnerConsultancies = {
    engagements,
    consultants: await consultantsOfPartners(tx, tenantId, [...new Set(engagements.map((e) => e.partnerId))]),
  };
  // `people` are the active auditors among the covering ones: the rest of the active lack the codes.
  const withoutCodes = covering ? covering.active - people.length : 0;
  return {
    projects,
    schemes,
    auditors,
    codes,
    consultancies,
    partnerConsultancies,
    rule,
    range,
    withoutCodes,
  };
}

export async function planViolations(tx: Reader, tenantId: number, plan: repo.PlanRecord, today: string) {
  const team = await repo.teamsOfPlans(tx, tenantId, [plan.id]);
  const ctx = await teamContext(tx, tenantId, plan, team, today, 'team');
  const members = team.map((m) => ({ ...m, supervisorId: m.supervisorId }));
  const { rotationMaxCycles } = await readSetting(tx, tenantId, 'auditPlanning');
  const cycles = rotationMaxCycles
    ? await teamRepo.leadCycles(tx, tenantId, plan.enterpriseId, plan.id, [
        ...new Set(ctx.projects.map((p) => p.programmeId)),
      ])
    : null;
  return {
    team,
    projects: ctx.projects,
    violations: checkTeam({
      enterpriseId: plan.enterpriseId,
      schedule: plan.schedule,
      codes: ctx.codes,
      members,
      auditors: ctx.auditors,
      consultancies: ctx.consultancies,
      partnerConsultancies: ctx.partnerConsultancies,
      rule: ctx.rule,
      requiredDays: plan.requiredDays,
      offsiteDays: plan.offsiteDays,
      ...(cycles
        ? {
            previousCycles: consecutiveLeadCycles(cycles.led, cycles.current),
            maxConsecutiveCycles: rotationMaxCycles,
          }
        : {}),
    }),
    plannedDays: plannedTeamDays(members, plan.schedule),
  };
}
