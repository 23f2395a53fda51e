/**
 * The 3-year audit programme (审核方案, DOMAIN.md §1.1, §1.2 row 4): one per contract item (standard),
 * its rows stage 1, stage 2, surveillance 1 and 2 and recertification, each with a due window, audit
 * days and sites to sample. The dates come from a rule set — which anchor the first surveillance is
 * counted from and how long the intervals are — so that a body can switch rule versions
 * (ISO/IEC 17021-1:2015, the 2011 text, CNCA-QMS-01:2025) without code changes. The numbers are
 * read from the lifecycle rule sets' table (`programmeRulesOf`), and the dates go through its
 * functions: surveillance due dates through `scheduledSurveillanceDue`, expiry dates through
 * `certificateExpiry` / `cycleExpiry`, so that a programme's rows and 证书到期 agree with the certificate.
 */
import { addDays } from '../common/dates.ts';
import { addMonths } from '../lifecycle/calendar.ts';
import {
  certificateExpiry,
  cycleExpiry,
  type LifecycleRuleSet,
  ruleSetById,
  scheduledSurveillanceDue,
} from '../lifecycle/rule-sets.ts';

/** What the first surveillance (and each cycle) is counted from. */
export type ProgrammeAnchor = 'decision' | 'stage2End' | 'issue';

/** The dates part of a certification rule set, as programme generation reads it. */
export interface ProgrammeRuleSet {
  /** Identifies the rule version (stored with the programme). */
  id: string;
  name: string;
  anchor: ProgrammeAnchor;
  /** The first surveillance is due at the latest this many months after the anchor. */
  firstSurveillanceMonths: number;
  /** Further surveillances at the latest this many months after the anchor of the previous one. */
  surveillanceIntervalMonths: number;
  /** A surveillance window opens this many months before its latest date. */
  surveillanceWindowMonths: number;
  /** Certificate validity; the recertification must be finished before expiry. */
  certificateValidityMonths: number;
  /** The recertification window opens this many months before expiry … */
  recertificationWindowMonths: number;
  /** … and closes this many days before it (time for the technical review and decision). */
  recertificationLeadDays: number;
  /** Stage 1 is due within this many months of the contract's approval. */
  stage1WithinMonths: number;
  /** Stage 2 within this many months of the approval (ISO §9.3.1.2 leaves the gap to the body). */
  stage2WithinMonths: number;
  /** Surveillances per cycle (≥ 2 under CNCA-QMS-01:2025). */
  surveillancesPerCycle: number;
  /**
   * The rule set's row in the lifecycle table the numbers above come from: the expiry (what the
   * cycle starts on, a recertification's continuation) and how later surveillances are counted follow it.
   */
  ruleSet: LifecycleRuleSet;
}

/** The programme's own planning values, the same under every rule set (the body's policy). */
const PROGRAMME_POLICY = {
  recertificationLeadDays: 30,
  stage1WithinMonths: 3,
  stage2WithinMonths: 6,
} as const satisfies Partial<ProgrammeRuleSet>;

const ANCHORS: Readonly<Record<LifecycleRuleSet['surveillance']['anchor'], ProgrammeAnchor>> = {
  decisionDate: 'decision',
  stage2LastDay: 'stage2End',
  issueDate: 'issue',
};

/** ISO/IEC 17021-1:2015: the first surveillance ≤ 12 months from the certification decision (§9.6.2.2). */
export const ISO_17021_2015_RULES: ProgrammeRuleSet = programmeRulesOf(ruleSetById('ISO17021-1:2015'));

/** Where the programme finds its rule set (the lifecycle area's configurable rule sets plug in here). */
export interface ProgrammeRuleSource {
  rulesFor(scheme: string, onDate: string): ProgrammeRuleSet;
}

export const DEFAULT_RULE_SOURCE: ProgrammeRuleSource = { rulesFor: () => ISO_17021_2015_RULES };

/**
 * A date `months` calendar months later; the day is clamped to the month's end.
 * @example addCalendarMonths('2026-01-31', 1) // '2026-02-28'
 */
export function addCalendarMonths(date: string, months: number): string {
  return addMonths(date, months);
}

/** Audit days of one contract item by audit event (from the contract's audit-time calculation). */
export interface ProgrammeDays {
  stage1Days: number;
  stage2Days: number;
  surveillanceDays: number;
  recertificationDays: number;
}

/** One row of the programme: an audit event due in a window. */
export interface ProgrammeRowPlan {
  /** Order in the programme, from 1. */
  seq: number;
  /** Audit type (SPEC §3: 1 initial, 2/3 surveillance, 4 recertification, 5/6/7 transfer). */
  auditType: number;
  /** 1 or 2 for the initial audit's stages; null otherwise. */
  stage: 1 | 2 | null;
  dueFrom: string;
  dueTo: string;
  days: number;
  sitesToSample: number;
  /** True while the anchor is not known yet (before the decision): the dates are estimates. */
  estimated: boolean;
}

export interface InitialProgrammeInput {
  /** The contract's approval date: stage 1 and 2 are counted from it. */
  approvedOn: string;
  days: ProgrammeDays;
  sitesToSample: number;
  rules: ProgrammeRuleSet;
}

function surveillanceRows(
  anchor: string,
  rules: ProgrammeRuleSet,
  types: readonly number[],
  firstIndex: number,
  days: number,
  sites: number,
  estimated: boolean,
  seqFrom: number,
): ProgrammeRowPlan[] {
  return types.map((auditType, i) => {
    const dueTo = scheduledSurveillanceDue(anchor, firstIndex + i, {
      firstWithinMonths: rules.firstSurveillanceMonths,
      everyMonths: rules.surveillanceIntervalMonths,
    });
    return {
      seq: seqFrom + i,
      auditType,
      stage: null,
      dueFrom: addCalendarMonths(dueTo, -rules.surveillanceWindowMonths),
      dueTo,
      days,
      sitesToSample: sites,
      estimated,
    };
  });
}

function recertificationRow(
  expiry: string,
  rules: ProgrammeRuleSet,
  auditType: number,
  days: number,
  sites: number,
  estimated: boolean,
  seq: number,
): ProgrammeRowPlan {
  return {
    seq,
    auditType,
    stage: null,
    dueFrom: addCalendarMonths(expiry, -rules.recertificationWindowMonths),
    dueTo: addDays(expiry, -rules.recertificationLeadDays),
    days,
    sitesToSample: sites,
    estimated,
  };
}

/** The last day of a cycle starting on `start` (`zz`: start + 36 months − 1 day). */
export function expiryOf(start: string, rules: ProgrammeRuleSet): string {
  return cycleExpiry({ cycleMonths: rules.certificateValidityMonths }, start);
}

/** Surveillance audit types of a cycle: 2, 3, then the combined codes 31, 32 (SPEC §4). */
const SURVEILLANCE_TYPES = [2, 3, 31, 32];

/**
 * The rows of an initial certification: stage 1 and stage 2 from the contract's approval, then the
 * surveillances and the recertification, estimated from the last day stage 2 may take place until
 * the decision gives the real anchor (`regenerateAfterDecision`).
 */
export function initialProgramme(input: InitialProgrammeInput): ProgrammeRowPlan[] {
  const { approvedOn, days, sitesToSample: sites, rules } = input;
  const stage2By = addCalendarMonths(approvedOn, rules.stage2WithinMonths);
  const rows: ProgrammeRowPlan[] = [
    {
      seq: 1,
      auditType: 1,
      stage: 1,
      dueFrom: approvedOn,
      dueTo: addCalendarMonths(approvedOn, rules.stage1WithinMonths),
      days: days.stage1Days,
      sitesToSample: sites,
      estimated: false,
    },
    {
      seq: 2,
      auditType: 1,
      stage: 2,
      dueFrom: approvedOn,
      dueTo: stage2By,
      days: days.stage2Days,
      sitesToSample: sites,
      estimated: false,
    },
  ];
  return [...rows, ...cycleRows(stage2By, expiryOf(stage2By, rules), rules, days, sites, true, 3)];
}

function cycleRows(
  anchor: string,
  expiry: string,
  rules: ProgrammeRuleSet,
  days: ProgrammeDays,
  sites: number,
  estimated: boolean,
  seqFrom: number,
): ProgrammeRowPlan[] {
  const types = SURVEILLANCE_TYPES.slice(0, rules.surveillancesPerCycle);
  const surv = surveillanceRows(anchor, rules, types, 1, days.surveillanceDays, sites, estimated, seqFrom);
  return [
    ...surv,
    recertificationRow(expiry, rules, 4, days.recertificationDays, sites, estimated, seqFrom + surv.length),
  ];
}

/** Dates of a decision; which one anchors the cycle is the rule set's choice. */
export interface DecisionDates {
  decisionDate: string;
  /** The certificate's issue date (defaults to the decision date). */
  issueDate?: string | null;
  /** The last day of stage 2 (or of the recertification audit). */
  lastAuditDay?: string | null;
  /** A recertification: the expiry of the cycle it renews (a decision in time continues it). */
  previousExpiry?: string | null;
  /** The issued certificate's expiry, once it is issued: the programme shows the certificate's. */
  expiryDate?: string | null;
}

/** The date the rule set counts the cycle from. */
export function anchorOf(dates: DecisionDates, rules: ProgrammeRuleSet): string {
  if (rules.anchor === 'issue') return dates.issueDate ?? dates.decisionDate;
  if (rules.anchor === 'stage2End') return dates.lastAuditDay ?? dates.decisionDate;
  return dates.decisionDate;
}

/**
 * The cycle's expiry: the issued certificate's once it is issued, else the one the certificate will
 * get (`certificateExpiry`, with the decision date standing in for an issue date not known yet).
 */
export function programmeExpiry(dates: DecisionDates, rules: ProgrammeRuleSet): string {
  if (dates.expiryDate) return dates.expiryDate;
  return certificateExpiry(rules.ruleSet, {
    decisionDate: dates.decisionDate,
    stage2LastDay: dates.lastAuditDay ?? dates.decisionDate,
    issueDate: dates.issueDate ?? dates.decisionDate,
    previousExpiry: dates.previousExpiry,
  })!;
}

/**
 * After a certification decision on an initial or recertification audit: the rows of the cycle that
 * starts with it (surveillances and the next recertification), counted from the rule set's anchor,
 * the recertification before the cycle's expiry. `seqFrom` continues the programme's numbering.
 * Under a rule counting from the issue date the rows are estimates (from the decision date) until
 * the certificate is issued (`reanchorAtIssue`).
 */
export function regenerateAfterDecision(
  dates: DecisionDates,
  rules: ProgrammeRuleSet,
  days: ProgrammeDays,
  sites: number,
  seqFrom: number,
): { anchor: string; expiry: string; rows: ProgrammeRowPlan[] } {
  const anchor = anchorOf(dates, rules);
  const expiry = programmeExpiry(dates, rules);
  // Under a rule counting from the issue, the dates stay estimates until the certificate is issued.
  const estimated = rules.anchor === 'issue' && !dates.issueDate;
  return { anchor, expiry, rows: cycleRows(anchor, expiry, rules, days, sites, estimated, seqFrom) };
}

/**
 * When the certificate of a decision is issued: the cycle's rows again, now that the issue date and
 * the certificate's expiry are known — the surveillances from the rule set's anchor (moved under a
 * rule counting from the issue, CNCA-QMS-01:2025), the recertification before the certificate's
 * expiry. A surveillance of the cycle that already has its project (`doneTypes`) is not planned again.
 */
export function reanchorAtIssue(
  dates: DecisionDates & { issueDate: string; expiryDate: string },
  rules: ProgrammeRuleSet,
  days: ProgrammeDays,
  sites: number,
  seqFrom: number,
  doneTypes: readonly number[],
): { anchor: string; expiry: string; rows: ProgrammeRowPlan[] } {
  const next = regenerateAfterDecision(dates, rules, days, sites, seqFrom);
  const rows = next.rows
    .filter((r) => !doneTypes.includes(r.auditType))
    .map((r, i) => ({ ...r, seq: seqFrom + i }));
  return { ...next, rows };
}

/** The cycle a surveillance decision happens in: its start, its expiry, the surveillances already made. */
export interface CycleInProgress {
  start: string;
  expiry: string;
  /** Audit types of the cycle's surveillances that have their project (done or under way). */
  doneTypes: readonly number[];
}

/**
 * After a passed surveillance: the cycle keeps its start and its expiry (a surveillance does not
 * start a new cycle). The surveillances still to come are counted from this one's anchor (its
 * decision, issue or last audit day per the rule set; under a rule counting later surveillances
 * from the previous one, its last audit day), each at the latest `surveillanceIntervalMonths`
 * after the one before (CNCA-QMS-01:2025 §5.4.1.4: gaps ≤ 12 months) and never later than the
 * cycle's own schedule; then the recertification before the unchanged expiry.
 */
export function rescheduleAfterSurveillance(
  dates: DecisionDates,
  rules: ProgrammeRuleSet,
  days: ProgrammeDays,
  sites: number,
  seqFrom: number,
  cycle: CycleInProgress,
): ProgrammeRowPlan[] {
  const anchor =
    rules.ruleSet.surveillance.laterFrom === 'previous'
      ? (dates.lastAuditDay ?? dates.decisionDate)
      : anchorOf(dates, rules);
  const types = SURVEILLANCE_TYPES.slice(0, rules.surveillancesPerCycle);
  const scheduled = surveillanceRows(cycle.start, rules, types, 1, days.surveillanceDays, sites, false, 0);
  const remaining = scheduled.filter((r) => !cycle.doneTypes.includes(r.auditType));
  const rows = remaining.map((r, i) => {
    const byGap = addCalendarMonths(anchor, rules.surveillanceIntervalMonths * (i + 1));
    const dueTo = byGap < r.dueTo ? byGap : r.dueTo;
    return {
      ...r,
      seq: seqFrom + i,
      dueTo,
      dueFrom: addCalendarMonths(dueTo, -rules.surveillanceWindowMonths),
    };
  });
  return [
    ...rows,
    recertificationRow(cycle.expiry, rules, 4, days.recertificationDays, sites, false, seqFrom + rows.length),
  ];
}

/** A certificate transferred from another body (IAF MD 2): the cycle it is in. */
export interface TransferInput {
  /** The anchor of the transferred cycle (its decision or issue date per the rule set). */
  cycleStart: string;
  /** The transferred certificate's expiry; the cycle keeps it. */
  expiryDate: string;
  /** The first audit with this body: 5 transfer surveillance 1, 6 transfer surveillance 2, 7 transfer recertification. */
  firstAuditType: 5 | 6 | 7;
  days: ProgrammeDays;
  sitesToSample: number;
  rules: ProgrammeRuleSet;
}

/**
 * The rows after a transfer: the transferred cycle's dates continue (types 5/6/7, then the cycle's
 * remaining audits: 5 → 3 → 4, 6 → 4, 7 alone until its decision starts a new cycle).
 */
export function transferProgramme(input: TransferInput): ProgrammeRowPlan[] {
  const { cycleStart, expiryDate, firstAuditType, days, sitesToSample: sites, rules } = input;
  if (expiryDate <= cycleStart) throw new RangeError('转机构证书的有效期必须晚于周期开始日期');
  const rows: ProgrammeRowPlan[] = [];
  if (firstAuditType === 5)
    rows.push(...surveillanceRows(cycleStart, rules, [5, 3], 1, days.surveillanceDays, sites, false, 1));
  if (firstAuditType === 6)
    rows.push(...surveillanceRows(cycleStart, rules, [6], 2, days.surveillanceDays, sites, false, 1));
  rows.push(
    recertificationRow(
      expiryDate,
      rules,
      firstAuditType === 7 ? 7 : 4,
      days.recertificationDays,
      sites,
      false,
      rows.length + 1,
    ),
  );
  return rows;
}

/** A row is due (its project should be created) once its window has opened. */
export function isRowDue(row: Pick<ProgrammeRowPlan, 'dueFrom'>, asOf: string): boolean {
  return row.dueFrom <= asOf;
}

/** Whether a row's latest date has passed without its audit (overdue surveillance → suspension). */
export function isRowOverdue(row: Pick<ProgrammeRowPlan, 'dueTo'>, asOf: string): boolean {
  return row.dueTo < asOf;
}

/**
 * Which rows may get their project now: due, not yet projected, and — for stage 2 — only once stage 1
 * has its project (stage 2 is blocked until stage 1, DOMAIN §1.1).
 */
export function rowsToProject<
  R extends { dueFrom: string; stage: number | null; seq: number; projected: boolean },
>(rows: readonly R[], asOf: string): R[] {
  const stage1Projected = rows.some((r) => r.stage === 1 && r.projected);
  const initialOpen = rows.some((r) => r.stage !== null && !r.projected);
  const out: R[] = [];
  for (const r of [...rows].sort((a, b) => a.seq - b.seq)) {
    if (r.projected || !isRowDue(r, asOf)) continue;
    if (r.stage === 2 && !stage1Projected) continue;
    if (r.stage === null && initialOpen) continue;
    out.push(r);
  }
  // Only the earliest open row of the cycle beyond stage 1/2: a later surveillance waits for the earlier one.
  const firstNonInitial = out.find((r) => r.stage === null);
  return out.filter((r) => r.stage !== null || r === firstNonInitial);
}

const SCHEME_OF_STANDARD: Readonly<Record<string, string>> = {
  Q: 'QMS',
  'Q(EC)': 'QMS',
  E: 'EMS',
  S: 'OHSMS',
  F: 'FSMS',
  H: 'HACCP',
  ISMS: 'ISMS',
  ITSMS: 'ITSMS',
  EnMS: 'EnMS',
};

/**
 * The auditors' registration field (scheme) a certification standard is audited under; standards
 * without a CCAA management-system field are service certification.
 * @example schemeOfStandard('Q(EC)') // 'QMS'
 */
export function schemeOfStandard(standardCode: string): string {
  return SCHEME_OF_STANDARD[standardCode] ?? 'SERVICE';
}

/** The standard code (Q, E, S …) a scheme's lifecycle rule selection is keyed by. */
export function standardOfScheme(scheme: string): string {
  return Object.entries(SCHEME_OF_STANDARD).find(([, s]) => s === scheme)?.[0] ?? scheme;
}

/** The programme's view of a lifecycle rule set (the tenant's configurable selection, lifecycle/). */
export function programmeRulesOf(rules: LifecycleRuleSet): ProgrammeRuleSet {
  return {
    ...PROGRAMME_POLICY,
    ruleSet: rules,
    id: rules.id,
    name: rules.name,
    anchor: ANCHORS[rules.surveillance.anchor],
    firstSurveillanceMonths: rules.surveillance.firstWithinMonths,
    surveillanceIntervalMonths: rules.surveillance.everyMonths,
    surveillanceWindowMonths: rules.surveillance.windowOpensMonthsBefore,
    certificateValidityMonths: rules.cycleMonths,
    recertificationWindowMonths: rules.recertification.windowOpensMonthsBefore,
    surveillancesPerCycle: rules.surveillance.minPerCycle,
  };
}
