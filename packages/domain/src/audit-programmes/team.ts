/**
 * The audit team (审核组, DOMAIN.md §3.3) and the guards that must all pass before a plan is submitted
 * or approved. Each violation names the person and the reason in Chinese; approval is refused while
 * any stands. Pure: the server loads the auditors' registrations, competences, leave, other plans'
 * bookings and declared consultancy relations, and passes them in.
 */
import type { CodeMatchRule } from '../auditors/code-tables.ts';
import {
  type AuditorForMatching,
  canLead,
  codeCovers,
  type HalfDay,
  halfDayKey,
  isOnLeave,
  isRegisteredOn,
} from '../auditors/competence.ts';
import { type CodeOf, codeTable } from '../labels.ts';
import {
  type ConsultancyEngagement,
  type ConsultantPeriod,
  partnerConsultancyBar,
} from '../partners/consultancy.ts';
import { halfDayText, type ScheduleDay, scheduleHalfDays } from './plan.ts';
import { addCalendarMonths } from './programme.ts';
import * as tableRows from './team.json';

/** Team roles (组内身份). */
export const TEAM_ROLES = codeTable(tableRows.TEAM_ROLES, [1, 2, 3, 4, 5, 6]);
export type TeamRole = CodeOf<typeof TEAM_ROLES>;

/** Roles whose days count towards the audit time (leader and auditors only). */
export const COUNTING_ROLES: ReadonlySet<number> = new Set([1, 2]);
/** Roles that need a valid registration on every date they attend. */
const REGISTERED_ROLES: ReadonlySet<number> = new Set([1, 2, 3, 4]);
/** Roles that may cover a scope code (auditors and technical experts; not trainees). */
const COVERING_ROLES: ReadonlySet<number> = new Set([1, 2, 3]);

export interface TeamMemberInput {
  auditorId: string;
  name: string;
  role: number;
  scheme: string;
  /** Scope codes this member is planned to cover. */
  codes: readonly string[];
  /** The member's days; empty means the whole plan schedule. */
  days: readonly ScheduleDay[];
  /** A trainee's supervising auditor (auditor id of a leader or auditor of the same team). */
  supervisorId?: string | null;
}

/** A declared consultancy relation of an auditor with a client (DOMAIN §1.1 "Conflicts"). */
export interface ConsultancyRelation {
  auditorId: string;
  enterpriseId: string;
  /** The last day of the consultancy. */
  endDate: string;
}

export interface TeamCheckInput {
  enterpriseId: string;
  schedule: readonly ScheduleDay[];
  /** Scope codes of the plan's projects. */
  codes: readonly { scheme: string; code: string }[];
  members: readonly TeamMemberInput[];
  /** The auditors of the team as matching reads them (registrations, competences, leave, other bookings). */
  auditors: ReadonlyMap<string, AuditorForMatching>;
  consultancies: readonly ConsultancyRelation[];
  /**
   * The client's consultancy partners' engagements and those partners' consultants (ISO/IEC 17021-1
   * §5.2): an auditor who worked for such a consultancy during an engagement ended within two years
   * is barred (partners/consultancy.ts).
   */
  partnerConsultancies?: {
    engagements: readonly ConsultancyEngagement[];
    consultants: readonly ConsultantPeriod[];
  };
  rule: CodeMatchRule;
  /** Audit days the contract requires for the plan's projects (auditors only). */
  requiredDays: number;
  /** Days spent off site (preparation, report writing), for the on-site share. */
  offsiteDays: number;
  /** Minimum on-site share, 0.8 (IAF MD 5). */
  minOnsiteShare?: number;
  /**
   * Rotation (CB policy, DOMAIN §3.3): how many certification cycles in a row, up to the one before
   * this plan's, each auditor has led this client (`consecutiveLeadCycles`).
   */
  previousCycles?: ReadonlyMap<string, number>;
  /** The body's rotation limit (setting auditPlanning.rotationMaxCycles); undefined or 0 = none. */
  maxConsecutiveCycles?: number;
}

export interface TeamViolation {
  /** A stable code for tests and the page. */
  rule:
    | 'leader'
    | 'registration'
    | 'code'
    | 'competence'
    | 'booking'
    | 'leave'
    | 'consultancy'
    | 'trainee'
    | 'days'
    | 'onsite'
    | 'duplicate'
    | 'rotation'
    | 'schedule'
    | 'unknown';
  auditorId?: string;
  message: string;
}

/** Half-days of a member: their own days, else the plan's schedule. */
export function memberHalfDays(
  member: Pick<TeamMemberInput, 'days'>,
  schedule: readonly ScheduleDay[],
): HalfDay[] {
  return scheduleHalfDays(member.days.length > 0 ? member.days : schedule);
}

/** Planned team days: the half-days of leaders and auditors (experts, trainees, observers do not count). */
export function plannedTeamDays(
  members: readonly TeamMemberInput[],
  schedule: readonly ScheduleDay[],
): number {
  return members
    .filter((m) => COUNTING_ROLES.has(m.role))
    .reduce((sum, m) => sum + memberHalfDays(m, schedule).length / 2, 0);
}

/** Every guard of DOMAIN §3.3 (and the list); an empty answer means the team may be approved. */
export function checkTeam(input: TeamCheckInput): TeamViolation[] {
  const out: TeamViolation[] = [];
  const { members, schedule, auditors, rule } = input;
  if (schedule.length === 0) out.push({ rule: 'schedule', message: '请安排审核日期' });

  const leaders = members.filter((m) => m.role === 1);
  if (leaders.length === 0) out.push({ rule: 'leader', message: '请指定一名审核组长' });
  if (leaders.length > 1) out.push({ rule: 'leader', message: '审核组长只能有一名' });

  const seen = new Set<string>();
  for (const m of members) {
    if (seen.has(m.auditorId))
      out.push({ rule: 'duplicate', auditorId: m.auditorId, message: `${m.name}在审核组中重复` });
    seen.add(m.auditorId);
  }

  for (const m of members) {
    const a = auditors.get(m.auditorId);
    if (!a) {
      out.push({ rule: 'unknown', auditorId: m.auditorId, message: `${m.name}不是在职审核人员` });
      continue;
    }
    const halfDays = memberHalfDays(m, schedule);
    const dates = [...new Set(halfDays.map((h) => h.date))];
    const quals = a.qualifications.filter((q) => q.scheme === m.scheme);

    if (REGISTERED_ROLES.has(m.role)) {
      const lapsed = dates.find((d) => !quals.some((q) => isRegisteredOn(q, d)));
      if (quals.length === 0)
        out.push({ rule: 'registration', auditorId: a.id, message: `${m.name}无${m.scheme}注册资格` });
      else if (lapsed)
        out.push({
          rule: 'registration',
          auditorId: a.id,
          message: `${m.name}的${m.scheme}注册资格在${lapsed}无效`,
        });
    }
    if (m.role === 1) {
      const leaderOnEveryDate = dates.every((d) => quals.some((q) => isRegisteredOn(q, d) && canLead(q)));
      if (!leaderOnEveryDate)
        out.push({
          rule: 'leader',
          auditorId: a.id,
          message: `${m.name}不具备${m.scheme}审核组长资格（须为审核员或高级审核员且被认定为组长）`,
        });
    }
    for (const code of m.codes) {
      const held = a.competences.some((c) => c.scheme === m.scheme && codeCovers(c.code, code, rule));
      if (!held)
        out.push({ rule: 'competence', auditorId: a.id, message: `${m.name}不具备专业代码${code}的能力` });
    }
    const leave = halfDays.find((h) => a.leaves.some((l) => isOnLeave(l, h)));
    if (leave) out.push({ rule: 'leave', auditorId: a.id, message: `${m.name}在${halfDayText(leave)}请假` });
    const clash = halfDays.find((h) => a.booked?.has(halfDayKey(h)));
    if (clash)
      out.push({
        rule: 'booking',
        auditorId: a.id,
        message: `${m.name}在${halfDayText(clash)}已安排其他审核`,
      });

    const first = dates.sort()[0];
    if (first) {
      const bar = addCalendarMonths(first, -24);
      const relation = input.consultancies.find(
        (c) => c.auditorId === a.id && c.enterpriseId === input.enterpriseId && c.endDate >= bar,
      );
      if (relation)
        out.push({
          rule: 'consultancy',
          auditorId: a.id,
          message: `${m.name}在两年内（至${relation.endDate}）为该企业提供过咨询`,
        });
      const viaPartner =
        input.partnerConsultancies &&
        partnerConsultancyBar(
          input.partnerConsultancies.engagements,
          input.partnerConsultancies.consultants,
          a.id,
          first,
        );
      if (viaPartner)
        out.push({ rule: 'consultancy', auditorId: a.id, message: `${m.name}${viaPartner.message}` });
    }
    if (m.role === 4) {
      const sup = members.find((s) => s.auditorId === m.supervisorId && COUNTING_ROLES.has(s.role));
      if (!sup)
        out.push({
          rule: 'trainee',
          auditorId: a.id,
          message: `实习审核员${m.name}须由本组审核组长或审核员带教`,
        });
    }
    const cycles = input.previousCycles?.get(a.id) ?? 0;
    const max = input.maxConsecutiveCycles;
    if (max && m.role === 1 && cycles >= max)
      out.push({
        rule: 'rotation',
        auditorId: a.id,
        message: `${m.name}已连续${cycles}个认证周期担任该企业审核组长，本机构规定同一组长最多连续${max}个周期（请轮换组长）`,
      });
  }

  for (const { scheme, code } of input.codes) {
    const covered = members.some(
      (m) =>
        COVERING_ROLES.has(m.role) &&
        m.scheme === scheme &&
        m.codes.some((c) => codeCovers(c, code, rule)) &&
        auditors
          .get(m.auditorId)
          ?.competences.some((c) => c.scheme === scheme && codeCovers(c.code, code, rule)),
    );
    if (!covered) out.push({ rule: 'code', message: `专业代码${code}（${scheme}）没有具备能力的组员覆盖` });
  }

  const planned = plannedTeamDays(members, schedule);
  if (planned < input.requiredDays)
    out.push({
      rule: 'days',
      message: `计划审核人日${planned}少于合同要求的${input.requiredDays}人日（技术专家、实习审核员不计入）`,
    });
  const share = input.minOnsiteShare ?? 0.8;
  const total = planned + input.offsiteDays;
  if (total > 0 && planned / total < share)
    out.push({
      rule: 'onsite',
      message: `现场审核时间占比${Math.round((planned / total) * 100)}%低于${Math.round(share * 100)}%`,
    });
  return out;
}

/**
 * Rotation: for each auditor, how many certification cycles in a row, counting back from the one
 * before `currentCycle`, they led an approved audit of the client. Leading stage 1 and stage 2 of
 * the same cycle is one cycle; a cycle led by someone else breaks the run.
 * @example consecutiveLeadCycles([{ auditorId: 'a', cycleNo: 1 }, { auditorId: 'a', cycleNo: 2 }], 3).get('a') // 2
 */
export function consecutiveLeadCycles(
  led: readonly { auditorId: string; cycleNo: number }[],
  currentCycle: number,
): Map<string, number> {
  const cyclesOf = new Map<string, Set<number>>();
  for (const l of led) {
    const set = cyclesOf.get(l.auditorId) ?? new Set<number>();
    set.add(l.cycleNo);
    cyclesOf.set(l.auditorId, set);
  }
  const out = new Map<string, number>();
  for (const [auditorId, cycles] of cyclesOf) {
    let n = 0;
    while (cycles.has(currentCycle - 1 - n)) n++;
    if (n) out.set(auditorId, n);
  }
  return out;
}
