/**
 * Lifecycle rule sets (DOMAIN.md §0 points 2–3, §1.1, §4.1): the dates a certification cycle must
 * keep — surveillance due dates and their windows, recertification and restoration, the longest
 * suspension, the revocation and reporting deadlines, the major-NC verification limit and the
 * monthly regulator report. Each rule set is a versioned, dated reading of its normative document;
 * a tenant selects one (or "the one in force") for every scheme, and per scheme where they differ
 * (settings key `lifecycle`). Pure functions: the server's jobs and pages call them.
 */
import { addDays } from '../common/dates.ts';
import { addMonths, addWorkingDays, type WorkingCalendar } from './calendar.ts';

export const RULE_SET_IDS = ['ISO17021:2011', 'ISO17021-1:2015', 'CNCA-QMS-01:2025'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];
/** What a tenant selects: a rule set, or `auto` — the newest one in force on the day considered. */
export type RuleSetChoice = RuleSetId | 'auto';

/** A period counted from an event day (the day itself not counted). */
export interface Deadline {
  count: number;
  unit: 'days' | 'workingDays' | 'months';
}

/** A day of a cycle the rules count from. */
export type CycleAnchor = 'decisionDate' | 'stage2LastDay' | 'issueDate';
/** What the first surveillance is counted from. */
export type SurveillanceAnchor = CycleAnchor;

export interface LifecycleRuleSet {
  id: RuleSetId;
  /** Chinese name on the settings page. */
  name: string;
  version: string;
  /** The day the document took effect (YYYY-MM-DD); `auto` picks by it. */
  effectiveDate: string;
  /** The clauses these values come from. */
  source: string;
  /** Certificate validity: a cycle of this many months (expiry = cycle start + 36 months − 1 day). */
  cycleMonths: number;
  /**
   * What the cycle — the certificate's validity — starts on: the decision (ISO/IEC 17021-1:2015
   * §9.1.3; the product's `zz` counts the 2011 reading the same way, approval + 36 months − 1 day) or
   * the certificate's issue (CNCA-QMS-01:2025: 有效期自发证日起算).
   */
  cycleFrom: CycleAnchor;
  surveillance: {
    anchor: SurveillanceAnchor;
    /** The first surveillance is finished at the latest this many months after the anchor. */
    firstWithinMonths: number;
    /**
     * Later surveillances: `anchor` — the n-th is due n × `everyMonths` after the anchor (once per
     * calendar year); `previous` — at most `everyMonths` after the previous surveillance's last day.
     */
    laterFrom: 'anchor' | 'previous';
    everyMonths: number;
    /** Surveillances a cycle needs at least. */
    minPerCycle: number;
    /** The window opens this many months before the due date (the earliest audit that counts). */
    windowOpensMonthsBefore: number;
    /** Tolerance after the due date before the surveillance is overdue (0: the due date is the limit). */
    toleranceMonthsAfter: number;
  };
  recertification: {
    /** The recertification audit must be on the client's site. */
    onSiteRequired: boolean;
    /** The window for the recertification audit opens this many months before expiry. */
    windowOpensMonthsBefore: number;
    /**
     * After expiry without a finished recertification: restoration (type 12) within this many
     * months, keeping the previous cycle's dates; null — not allowed, restart as initial.
     */
    restorationWithinMonths: number | null;
  };
  /** Longest suspension: `suspendUntil` ≤ suspension day + this many months. */
  maxSuspensionMonths: number;
  /** Suspend (and report) within this period from confirming the reason. */
  suspensionReport: Deadline;
  /** Revoke (and publish, report) within this period from verifying the reason. */
  revocation: Deadline;
  /** A major NC not verified this many months after the last stage-2 day → repeat stage 2. */
  majorNcVerificationMonths: number;
  /** Each month's data is reported by this day of the following month. */
  regulatorReportDay: number;
}

/** Chinese regulatory deadlines every rule set applies (DOMAIN.md §4.1): they do not follow the ISO text. */
const CHINA_DEADLINES = {
  maxSuspensionMonths: 6,
  suspensionReport: { count: 5, unit: 'days' },
  revocation: { count: 5, unit: 'workingDays' },
  majorNcVerificationMonths: 6,
  regulatorReportDay: 10,
} as const satisfies Partial<LifecycleRuleSet>;

/**
 * The surveillance rhythm both ISO texts give: the first within twelve months of the anchor, the
 * later ones due every twelve months from it, at least two a cycle. The two texts differ only in
 * the anchor.
 */
const ISO_SURVEILLANCE = {
  firstWithinMonths: 12,
  laterFrom: 'anchor',
  everyMonths: 12,
  minPerCycle: 2,
  windowOpensMonthsBefore: 3,
  toleranceMonthsAfter: 0,
} as const satisfies Partial<LifecycleRuleSet['surveillance']>;

export const LIFECYCLE_RULE_SETS: readonly LifecycleRuleSet[] = [
  {
    id: 'ISO17021:2011',
    name: 'ISO/IEC 17021:2011（自二阶段末日起算）',
    version: '2011',
    effectiveDate: '2011-02-01',
    source: 'ISO/IEC 17021:2011 §9.3.2.2；产品规格的监督日期规则',
    cycleMonths: 36,
    cycleFrom: 'decisionDate',
    surveillance: {
      anchor: 'stage2LastDay',
      ...ISO_SURVEILLANCE,
    },
    // The 2011 text has no restoration after expiry (added in 17021-1:2015 §9.6.3.2.5).
    recertification: { onSiteRequired: false, windowOpensMonthsBefore: 6, restorationWithinMonths: null },
    ...CHINA_DEADLINES,
  },
  {
    id: 'ISO17021-1:2015',
    name: 'ISO/IEC 17021-1:2015（自认证决定日起算）',
    version: '2015',
    effectiveDate: '2015-06-15',
    source: 'ISO/IEC 17021-1:2015 §9.1.3、§9.6.2.2、§9.6.3.2.5、§9.6.5；§9.5.3（严重不符合6个月）',
    cycleMonths: 36,
    cycleFrom: 'decisionDate',
    surveillance: {
      anchor: 'decisionDate',
      ...ISO_SURVEILLANCE,
    },
    recertification: { onSiteRequired: false, windowOpensMonthsBefore: 6, restorationWithinMonths: 6 },
    ...CHINA_DEADLINES,
  },
  {
    id: 'CNCA-QMS-01:2025',
    name: 'CNCA-QMS-01:2025 质量管理体系认证规则（自发证日起算）',
    version: '2025',
    effectiveDate: '2026-01-01',
    source: 'CNCA-QMS-01:2025 §5.4.1.4（间隔不超过12个月，每周期至少2次）、§5.8.2（到期前现场完成再认证）',
    cycleMonths: 36,
    cycleFrom: 'issueDate',
    surveillance: {
      anchor: 'issueDate',
      firstWithinMonths: 12,
      laterFrom: 'previous',
      everyMonths: 12,
      minPerCycle: 2,
      windowOpensMonthsBefore: 3,
      toleranceMonthsAfter: 0,
    },
    recertification: { onSiteRequired: true, windowOpensMonthsBefore: 6, restorationWithinMonths: null },
    ...CHINA_DEADLINES,
  },
];

const BY_ID = new Map(LIFECYCLE_RULE_SETS.map((r) => [r.id, r]));

export function ruleSetById(id: RuleSetId): LifecycleRuleSet {
  const found = BY_ID.get(id);
  if (!found) throw new RangeError(`unknown rule set ${id}`);
  return found;
}

/** The newest rule set in force on `asOf` (the oldest one before any took effect). */
export function ruleSetInForce(asOf: string): LifecycleRuleSet {
  const inForce = LIFECYCLE_RULE_SETS.filter((r) => r.effectiveDate <= asOf);
  const sorted = [...(inForce.length ? inForce : LIFECYCLE_RULE_SETS)].sort((a, b) =>
    a.effectiveDate.localeCompare(b.effectiveDate),
  );
  return inForce.length ? sorted.at(-1)! : sorted[0]!;
}

/** A tenant's selection (settings key `lifecycle`). */
export interface RuleSetSelection {
  ruleSet: RuleSetChoice;
  schemeRuleSets: readonly { scheme: string; ruleSet: RuleSetChoice }[];
}

/** The auditors' scheme names (programmes) and the certificate scheme letters name the same scheme. */
const SCHEME_LETTERS: Readonly<Record<string, string>> = {
  QMS: 'Q',
  EMS: 'E',
  OHSMS: 'S',
  FSMS: 'F',
  HACCP: 'H',
};
/** A scheme as the selection compares it: upper case, QMS → Q, EMS → E … */
export const schemeKey = (scheme: string) => {
  const upper = scheme.trim().toUpperCase();
  return SCHEME_LETTERS[upper] ?? upper;
};

/**
 * The rule set for a scheme (Q or QMS, E or EMS …) on a day: the scheme's own choice, else the
 * tenant's; `auto` takes the one in force on `asOf`.
 */
export function selectRuleSet(selection: RuleSetSelection, scheme: string, asOf: string): LifecycleRuleSet {
  const key = schemeKey(scheme);
  const own = selection.schemeRuleSets.find((s) => schemeKey(s.scheme) === key);
  const choice = own?.ruleSet ?? selection.ruleSet;
  return choice === 'auto' ? ruleSetInForce(asOf) : ruleSetById(choice);
}

/** The day a deadline ends, counted from `from`. */
export function deadlineAfter(deadline: Deadline, from: string, calendar: WorkingCalendar): string {
  switch (deadline.unit) {
    case 'days':
      return addDays(from, deadline.count);
    case 'workingDays':
      return addWorkingDays(from, deadline.count, calendar);
    case 'months':
      return addMonths(from, deadline.count);
  }
}

/** The dates of one cycle the rules count from (those the rule set does not use may be missing). */
export interface CycleDates {
  decisionDate?: string | null;
  stage2LastDay?: string | null;
  issueDate?: string | null;
}

/** When an audit is due: the window it may happen in and the day after which it is overdue. */
export interface DueWindow {
  /** The earliest day an audit counts for it. */
  opens: string;
  /** The due date of the rule. */
  due: string;
  /** The last day (due + tolerance); after it the audit is overdue. */
  closes: string;
}

const window = (opensBefore: number, due: string, toleranceAfter: number): DueWindow => ({
  opens: addMonths(due, -opensBefore),
  due,
  closes: addMonths(due, toleranceAfter),
});

/** A cycle's date of one kind; null when the cycle does not have it yet. */
export const anchorDate = (anchor: CycleAnchor, cycle: CycleDates): string | null => cycle[anchor] ?? null;

/** The anchor date of a cycle under a rule set; null when the cycle does not have it yet. */
export function surveillanceAnchor(rules: LifecycleRuleSet, cycle: CycleDates): string | null {
  return anchorDate(rules.surveillance.anchor, cycle);
}

/**
 * The latest day of the `n`-th surveillance on a cycle's schedule counted from `anchor`: the first
 * `firstWithinMonths` after it, each later one `everyMonths` after the one before. The one date
 * arithmetic of surveillance due dates (the rule sets' windows and the programmes' rows).
 */
export function scheduledSurveillanceDue(
  anchor: string,
  n: number,
  s: Pick<LifecycleRuleSet['surveillance'], 'firstWithinMonths' | 'everyMonths'>,
): string {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('surveillance number starts at 1');
  return addMonths(anchor, s.firstWithinMonths + (n - 1) * s.everyMonths);
}

/**
 * The window of the `n`-th surveillance (1, 2 …) of a cycle. Under a rule counting from the previous
 * surveillance, `previousSurveillanceEnd` (its last audit day) is needed for n ≥ 2. A transfer keeps
 * the transferred cycle's dates: pass that cycle's dates. Null when a needed date is missing.
 */
export function surveillanceWindow(
  rules: LifecycleRuleSet,
  cycle: CycleDates,
  n: number,
  previousSurveillanceEnd?: string | null,
): DueWindow | null {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('surveillance number starts at 1');
  const s = rules.surveillance;
  const anchor = surveillanceAnchor(rules, cycle);
  if (!anchor) return null;
  let due: string;
  if (n === 1 || s.laterFrom === 'anchor') due = scheduledSurveillanceDue(anchor, n, s);
  else if (previousSurveillanceEnd) due = addMonths(previousSurveillanceEnd, s.everyMonths);
  else return null;
  return window(s.windowOpensMonthsBefore, due, s.toleranceMonthsAfter);
}

/**
 * The last day of the `n`-th surveillance of a cycle whose surveillances count from `anchor` (the
 * programme's cycle start), given the day the programme planned it by: after this day the surveillance
 * is overdue and the certificate is suspended. The rule set's window closes it; a programme may plan
 * a surveillance earlier (the body's 12-month gap after the one before), but an earlier plan is not
 * the rule's deadline. Under a rule counting from the previous surveillance the programme's date is
 * that count (it is rescheduled from the previous one's last audit day), so it is the deadline.
 */
export function surveillanceDeadline(
  rules: LifecycleRuleSet,
  anchor: string,
  n: number,
  planned: string,
): string {
  const byRule = surveillanceWindow(rules, { [rules.surveillance.anchor]: anchor }, n);
  return byRule && byRule.closes > planned ? byRule.closes : planned;
}

/** Whether a due window has closed on `today` (the audit was not done in it). */
export const isOverdue = (due: DueWindow, today: string) => today > due.closes;

/**
 * The last day of a cycle starting on `start` (its day under the rule set's `cycleFrom`): + 36
 * months − 1 day. The one date arithmetic of expiry dates.
 */
export function cycleExpiry(rules: Pick<LifecycleRuleSet, 'cycleMonths'>, start: string): string {
  return addDays(addMonths(start, rules.cycleMonths), -1);
}

/** The day a cycle starts under a rule set (`cycleFrom`); null when the cycle does not have it yet. */
export const cycleStartOf = (rules: LifecycleRuleSet, cycle: CycleDates): string | null =>
  anchorDate(rules.cycleFrom, cycle);

/**
 * The expiry of the certificate a decision gives — the one function for it (the issued certificate,
 * the issue form, the programme's 证书到期): a recertification (`previousExpiry`, the cycle's expiry
 * before it) decided in time — or within the rule set's restoration window — continues the previous
 * cycle's dates; otherwise a new cycle from the rule set's `cycleFrom` day. Null when that day is
 * not known yet (the issue date before the certificate is issued).
 */
export function certificateExpiry(
  rules: LifecycleRuleSet,
  cycle: CycleDates & { previousExpiry?: string | null; onSite?: boolean },
): string | null {
  if (cycle.previousExpiry && cycle.decisionDate) {
    const outcome = recertificationOutcome(rules, {
      expiryDate: cycle.previousExpiry,
      finishedOn: cycle.decisionDate,
      onSite: cycle.onSite ?? true,
    });
    if (outcome.kind !== 'initial') return outcome.expiryDate;
  }
  const start = cycleStartOf(rules, cycle);
  return start ? cycleExpiry(rules, start) : null;
}

/** The recertification window: opens some months before expiry, finished by the expiry date. */
export function recertificationWindow(rules: LifecycleRuleSet, expiryDate: string): DueWindow {
  return window(rules.recertification.windowOpensMonthsBefore, expiryDate, 0);
}

/** The last day a restoration (type 12) may be finished, or null when the rule set has none. */
export function restorationDeadline(rules: LifecycleRuleSet, expiryDate: string): string | null {
  const months = rules.recertification.restorationWithinMonths;
  return months === null ? null : addMonths(expiryDate, months);
}

export type RecertificationOutcome =
  | { kind: 'continue'; expiryDate: string }
  | { kind: 'restoration'; expiryDate: string }
  | { kind: 'initial'; reason: string };

/**
 * What a recertification finished (decided) on `finishedOn` gives: before (or on) the expiry date
 * the new expiry continues the old one; later, a restoration within the rule set's window keeps the
 * previous cycle's dates; otherwise — or off site where the rule set requires the site — the client
 * restarts as an initial certification.
 */
export function recertificationOutcome(
  rules: LifecycleRuleSet,
  input: { expiryDate: string; finishedOn: string; onSite: boolean },
): RecertificationOutcome {
  const next = cycleExpiry(rules, addDays(input.expiryDate, 1));
  if (rules.recertification.onSiteRequired && !input.onSite)
    return { kind: 'initial', reason: '再认证须在受审核方现场实施' };
  if (input.finishedOn <= input.expiryDate) return { kind: 'continue', expiryDate: next };
  const restoreBy = restorationDeadline(rules, input.expiryDate);
  if (restoreBy && input.finishedOn <= restoreBy) return { kind: 'restoration', expiryDate: next };
  return {
    kind: 'initial',
    reason: restoreBy
      ? `证书到期后${rules.recertification.restorationWithinMonths}个月内未完成恢复`
      : '证书到期前未完成再认证',
  };
}

/** The latest `suspendUntil` for a suspension starting on `suspendedOn`. */
export function maxSuspendUntil(rules: LifecycleRuleSet, suspendedOn: string): string {
  return addMonths(suspendedOn, rules.maxSuspensionMonths);
}

/**
 * The day a suspension must end: its `suspendUntil`, capped by the rule's maximum. A suspension
 * still unresolved after this day is revoked (reason 0115).
 */
export function suspensionEnds(
  rules: LifecycleRuleSet,
  suspendedOn: string,
  suspendUntil?: string | null,
): string {
  const max = maxSuspendUntil(rules, suspendedOn);
  return suspendUntil && suspendUntil < max ? suspendUntil : max;
}

/** Suspend and report the suspension by this day (from confirming the reason). */
export const suspensionReportDeadline = (
  rules: LifecycleRuleSet,
  confirmedOn: string,
  calendar: WorkingCalendar,
) => deadlineAfter(rules.suspensionReport, confirmedOn, calendar);

/** Revoke, publish and report by this day (from verifying the reason). */
export const revocationDeadline = (rules: LifecycleRuleSet, verifiedOn: string, calendar: WorkingCalendar) =>
  deadlineAfter(rules.revocation, verifiedOn, calendar);

/** A major NC of a stage 2 ending on `stage2LastDay` must be verified by this day, else stage 2 is repeated. */
export const majorNcVerificationLimit = (rules: LifecycleRuleSet, stage2LastDay: string) =>
  addMonths(stage2LastDay, rules.majorNcVerificationMonths);

/** The last day to report the data of the month `date` falls in (the 10th of the next month). */
export function regulatorReportDeadline(rules: LifecycleRuleSet, date: string): string {
  const firstOfNext = addMonths(`${date.slice(0, 7)}-01`, 1);
  return `${firstOfNext.slice(0, 8)}${String(rules.regulatorReportDay).padStart(2, '0')}`;
}
