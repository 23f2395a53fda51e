/**
 * Who may be put on an audit team (DOMAIN.md §3.3, §4.5), as pure functions the competence service
 * of the server and the planning pages share. Given the schemes, codes and half-days of an audit,
 * each auditor is either a candidate (with the codes they cover and whether they may lead) or left
 * out with every reason in Chinese.
 */
import type { CodeMatchRule, LeaderFlag, QualificationLevel } from './code-tables.ts';

/** A morning or an afternoon of one calendar day (`YYYY-MM-DD`). CNCA check-in works in half-days. */
export interface HalfDay {
  date: string;
  /** 1 morning, 2 afternoon. */
  half: 1 | 2;
}

/** The half-days a booking with a task period covers (SPEC §3: 1 morning, 2 afternoon, 3 whole day; 4-7 are half-day slots, counted as the morning). */
export function halfDaysOf(date: string, period: number): HalfDay[] {
  if (period === 3)
    return [
      { date, half: 1 },
      { date, half: 2 },
    ];
  return [{ date, half: period === 2 ? 2 : 1 }];
}

export const halfDayKey = (h: HalfDay): string => `${h.date}:${h.half}`;

/** A registration of an auditor for one scheme. */
export interface Qualification {
  scheme: string;
  level: QualificationLevel;
  /** Inclusive calendar dates. */
  validFrom: string;
  validTo: string;
  leaderFlag: LeaderFlag;
}

/** An approved competence in one professional code of one scheme. */
export interface CodeCompetence {
  scheme: string;
  code: string;
}

/** A leave from the first to the last half-day, inclusive. */
export interface Leave {
  from: HalfDay;
  to: HalfDay;
}

export interface AuditorForMatching {
  id: string;
  name: string;
  /** 1 active; suspended and departed auditors are never candidates. */
  status: number;
  qualifications: readonly Qualification[];
  competences: readonly CodeCompetence[];
  leaves: readonly Leave[];
  /** Half-days already booked on other plans (keys from `halfDayKey`). */
  booked?: ReadonlySet<string>;
}

export interface CompetenceRequest {
  /** Scheme of each required code, and the codes (`DD.MM.SS`). */
  codes: readonly { scheme: string; code: string }[];
  /** Schemes the audit covers (a registration is needed in at least one of them). */
  schemes: readonly string[];
  halfDays: readonly HalfDay[];
  rule: CodeMatchRule;
}

export interface CandidateResult {
  auditorId: string;
  name: string;
  /** True when every check passed: the auditor can be put on the team. */
  eligible: boolean;
  /** Why the auditor is left out (empty when eligible). */
  reasons: string[];
  /** Required codes this auditor is competent in. */
  coveredCodes: string[];
  /** Registered as auditor or senior auditor for a scheme of the audit and flagged leader by the body. */
  leaderEligible: boolean;
  /** Technical experts may cover codes but never count toward audit days nor lead. */
  technicalExpertOnly: boolean;
}

/** Whether a registration is valid on a calendar date. */
export function isRegisteredOn(q: Qualification, date: string): boolean {
  return q.validFrom <= date && date <= q.validTo;
}

/** Whether a registration covers every date of the audit. */
export function isRegisteredThroughout(q: Qualification, dates: readonly string[]): boolean {
  return dates.every((d) => isRegisteredOn(q, d));
}

/** Auditor or senior auditor, flagged leader (1) by the body. Trainee leaders (2) may not lead alone. */
export function canLead(q: Qualification): boolean {
  return (q.level === '01' || q.level === '02') && q.leaderFlag === 1;
}

/**
 * Whether a competence in `held` covers the required code under the body's rule: the same 小类, or
 * (rule `middle`) any code of the same 大类.中类.
 * @example codeCovers('19.05.01', '19.05.03', 'middle') // true
 * @example codeCovers('19.05.01', '19.05.03', 'minor') // false
 */
export function codeCovers(held: string, required: string, rule: CodeMatchRule): boolean {
  if (held === required) return true;
  return rule === 'middle' && held.slice(0, 5) === required.slice(0, 5);
}

const compareHalfDay = (a: HalfDay, b: HalfDay): number =>
  a.date === b.date ? a.half - b.half : a.date < b.date ? -1 : 1;

/** Whether a half-day falls inside a leave. */
export function isOnLeave(leave: Leave, h: HalfDay): boolean {
  return compareHalfDay(leave.from, h) <= 0 && compareHalfDay(h, leave.to) <= 0;
}

/** Checks one auditor against an audit's needs; every failing rule gives its reason. */
export function evaluateCandidate(a: AuditorForMatching, req: CompetenceRequest): CandidateResult {
  const reasons: string[] = [];
  const dates = [...new Set(req.halfDays.map((h) => h.date))].sort();
  if (a.status !== 1) reasons.push('人员状态不是在职');

  const inScheme = a.qualifications.filter((q) => req.schemes.includes(q.scheme));
  const valid = inScheme.filter((q) => isRegisteredThroughout(q, dates));
  if (inScheme.length === 0) reasons.push(`无${req.schemes.join('、')}注册资格`);
  else if (valid.length === 0) {
    const lapsed = dates.find((d) => !inScheme.some((q) => isRegisteredOn(q, d)));
    reasons.push(`注册资格在${lapsed ?? dates[0]}无效`);
  }

  const covered = req.codes
    .filter(({ scheme, code }) =>
      a.competences.some((c) => c.scheme === scheme && codeCovers(c.code, code, req.rule)),
    )
    .map((c) => c.code);
  if (req.codes.length > 0 && covered.length === 0) reasons.push('不具备所需专业代码能力');

  const onLeave = req.halfDays.find((h) => a.leaves.some((l) => isOnLeave(l, h)));
  if (onLeave) reasons.push(`${onLeave.date}${onLeave.half === 1 ? '上午' : '下午'}请假`);
  const clash = req.halfDays.find((h) => a.booked?.has(halfDayKey(h)));
  if (clash) reasons.push(`${clash.date}${clash.half === 1 ? '上午' : '下午'}已安排其他审核`);

  return {
    auditorId: a.id,
    name: a.name,
    eligible: reasons.length === 0,
    reasons,
    coveredCodes: covered,
    leaderEligible: valid.some(canLead),
    technicalExpertOnly: valid.length > 0 && valid.every((q) => q.level === '04'),
  };
}

const byName = new Intl.Collator('zh-CN');

/**
 * Every auditor evaluated, best candidates first: eligible before excluded, leaders first, then by
 * how many required codes they cover, then by name.
 */
export function rankCandidates(
  auditors: readonly AuditorForMatching[],
  req: CompetenceRequest,
): CandidateResult[] {
  return auditors
    .map((a) => evaluateCandidate(a, req))
    .sort(
      (x, y) =>
        Number(y.eligible) - Number(x.eligible) ||
        Number(y.leaderEligible) - Number(x.leaderEligible) ||
        y.coveredCodes.length - x.coveredCodes.length ||
        byName.compare(x.name, y.name),
    );
}

/** Required codes no eligible candidate covers (each needs a warning naming the code). */
export function uncoveredCodes(results: readonly CandidateResult[], req: CompetenceRequest): string[] {
  const covered = new Set(results.filter((r) => r.eligible).flatMap((r) => r.coveredCodes));
  return req.codes.map((c) => c.code).filter((c) => !covered.has(c));
}
