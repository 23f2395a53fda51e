/**
 * One certification cycle walked under each rule set — decision → issue → surveillance 1 →
 * surveillance 2 → recertification → the next cycle's issue — with the last stage-2 day, the decision
 * and the issue on three different days (issue 30: with the three on one day every anchor gives the
 * same dates, and the rule sets' differences went unseen). At every step the programme's rows and
 * 证书到期 are those of the rule set's functions: the surveillance windows, the certificate's expiry.
 */
import { describe, expect, it } from 'vitest';
import {
  type DecisionDates,
  type ProgrammeRowPlan,
  programmeRulesOf,
  reanchorAtIssue,
  regenerateAfterDecision,
  rescheduleAfterSurveillance,
} from '../audit-programmes/programme.ts';
import {
  certificateExpiry,
  type LifecycleRuleSet,
  type RuleSetId,
  recertificationOutcome,
  recertificationWindow,
  ruleSetById,
  surveillanceDeadline,
  surveillanceWindow,
} from './rule-sets.ts';

const days = { stage1Days: 1, stage2Days: 2, surveillanceDays: 1, recertificationDays: 2 };

/** Stage 2 ended 10 Dec 2026, decided 21 Dec, the certificate issued 6 Jan 2027 (issue 30's dates). */
const initial = { stage2LastDay: '2026-12-10', decisionDate: '2026-12-21', issueDate: '2027-01-06' };
/** Surveillance 1: last audit day 15 Nov 2027, decided 30 Nov; surveillance 2: 20 Oct / 1 Nov 2028. */
const s1 = { lastAuditDay: '2027-11-15', decisionDate: '2027-11-30' };
const s2 = { lastAuditDay: '2028-10-20', decisionDate: '2028-11-01' };
/** Recertification audit ended 5 Nov 2029, decided 20 Nov, the new certificate issued 1 Dec. */
const recert = { lastAuditDay: '2029-11-05', decisionDate: '2029-11-20', issueDate: '2029-12-01' };

interface Expected {
  /** The programme's dates at the decision (before the issue). */
  atDecision: { anchor: string; s1: string; expiry: string; estimated: boolean };
  /** The first surveillance's window and the certificate's expiry (the rule set's). */
  s1Window: { opens: string; due: string };
  expiry: string;
  /** The second surveillance's latest day by the rule, after surveillance 1. */
  s2Due: string;
  /** The programme's second surveillance after surveillance 1 (never later than the rule). */
  s2Planned: string;
  /** The next cycle: the new expiry and its first surveillance. */
  nextExpiry: string;
  nextS1: string;
}

const EXPECTED: Record<RuleSetId, Expected> = {
  // From the last stage-2 day; the cycle (and so the expiry) from the decision.
  'ISO17021:2011': {
    atDecision: { anchor: '2026-12-10', s1: '2027-12-10', expiry: '2029-12-20', estimated: false },
    s1Window: { opens: '2027-09-10', due: '2027-12-10' },
    expiry: '2029-12-20',
    s2Due: '2028-12-10',
    // The body plans it ≤ 12 months after surveillance 1's last audit day.
    s2Planned: '2028-11-15',
    nextExpiry: '2032-12-20',
    nextS1: '2030-11-05',
  },
  // From the decision, surveillances and expiry alike.
  'ISO17021-1:2015': {
    atDecision: { anchor: '2026-12-21', s1: '2027-12-21', expiry: '2029-12-20', estimated: false },
    s1Window: { opens: '2027-09-21', due: '2027-12-21' },
    expiry: '2029-12-20',
    s2Due: '2028-12-21',
    // The body plans it ≤ 12 months after surveillance 1's decision.
    s2Planned: '2028-11-30',
    nextExpiry: '2032-12-20',
    nextS1: '2030-11-20',
  },
  // From the issue: estimated from the decision until the certificate is issued; the second
  // surveillance ≤ 12 months after the first one's last audit day.
  'CNCA-QMS-01:2025': {
    atDecision: { anchor: '2026-12-21', s1: '2027-12-21', expiry: '2029-12-20', estimated: true },
    s1Window: { opens: '2027-10-06', due: '2028-01-06' },
    expiry: '2030-01-05',
    s2Due: '2028-11-15',
    s2Planned: '2028-11-15',
    nextExpiry: '2033-01-05',
    nextS1: '2030-12-01',
  },
};

const of = (rows: readonly ProgrammeRowPlan[], auditType: number) =>
  rows.find((r) => r.auditType === auditType)!;

describe.each(Object.keys(EXPECTED) as RuleSetId[])('one cycle under %s', (id) => {
  const rules: LifecycleRuleSet = ruleSetById(id);
  const programme = programmeRulesOf(rules);
  const want = EXPECTED[id];
  const decided: DecisionDates = { decisionDate: initial.decisionDate, lastAuditDay: initial.stage2LastDay };

  it('the three days differ, so the anchors are told apart', () => {
    expect(new Set(Object.values(initial)).size).toBe(3);
  });

  it('at the decision: the cycle from the anchor known so far', () => {
    const next = regenerateAfterDecision(decided, programme, days, 1, 3);
    expect(next.anchor).toBe(want.atDecision.anchor);
    expect(next.expiry).toBe(want.atDecision.expiry);
    expect(of(next.rows, 2)).toMatchObject({
      dueTo: want.atDecision.s1,
      estimated: want.atDecision.estimated,
    });
  });

  it('at the issue: the rows and 证书到期 are the rule set’s and the certificate’s', () => {
    const expiry = certificateExpiry(rules, initial)!;
    expect(expiry).toBe(want.expiry);
    const window = surveillanceWindow(rules, initial, 1)!;
    expect(window).toMatchObject(want.s1Window);
    const issued = reanchorAtIssue(
      { ...decided, issueDate: initial.issueDate, expiryDate: expiry },
      programme,
      days,
      1,
      3,
      [],
    );
    expect(issued.expiry).toBe(expiry);
    expect(issued.rows.map((r) => [r.seq, r.auditType, r.estimated])).toEqual([
      [3, 2, false],
      [4, 3, false],
      [5, 4, false],
    ]);
    expect(of(issued.rows, 2)).toMatchObject({ dueFrom: window.opens, dueTo: window.due });
    // The recertification: its window opens with the rule's, and it is planned before the expiry.
    const r = of(issued.rows, 4);
    expect(r.dueFrom).toBe(recertificationWindow(rules, expiry).opens);
    expect(r.dueTo < expiry).toBe(true);
    // A surveillance of the cycle that already has its project is not planned again.
    expect(
      reanchorAtIssue(
        { ...decided, issueDate: initial.issueDate, expiryDate: expiry },
        programme,
        days,
        1,
        6,
        [2],
      ).rows.map((x) => [x.seq, x.auditType]),
    ).toEqual([
      [6, 3],
      [7, 4],
    ]);
  });

  it('after each surveillance: the next one by the rule, the recertification before the same expiry', () => {
    const expiry = certificateExpiry(rules, initial)!;
    const issued = reanchorAtIssue(
      { ...decided, issueDate: initial.issueDate, expiryDate: expiry },
      programme,
      days,
      1,
      3,
      [],
    );
    const cycle = { start: issued.anchor, expiry, doneTypes: [2] };
    const afterS1 = rescheduleAfterSurveillance(s1, programme, days, 1, 6, cycle);
    expect(surveillanceWindow(rules, initial, 2, s1.lastAuditDay)?.due).toBe(want.s2Due);
    expect(of(afterS1, 3).dueTo).toBe(want.s2Planned);
    expect(of(afterS1, 3).dueTo <= want.s2Due).toBe(true);
    // The overdue job's deadline is the rule's, not the earlier plan.
    expect(surveillanceDeadline(rules, issued.anchor, 2, of(afterS1, 3).dueTo)).toBe(want.s2Due);
    expect(surveillanceDeadline(rules, issued.anchor, 1, of(issued.rows, 2).dueTo)).toBe(want.s1Window.due);
    expect(of(afterS1, 4)).toEqual({ ...of(issued.rows, 4), seq: 7 });
    const afterS2 = rescheduleAfterSurveillance(s2, programme, days, 1, 8, { ...cycle, doneTypes: [2, 3] });
    expect(afterS2).toEqual([{ ...of(issued.rows, 4), seq: 8 }]);
  });

  it('recertification in time continues the expiry; the next cycle is anchored again at its issue', () => {
    const expiry = certificateExpiry(rules, initial)!;
    expect(
      recertificationOutcome(rules, { expiryDate: expiry, finishedOn: recert.decisionDate, onSite: true }),
    ).toEqual({
      kind: 'continue',
      expiryDate: want.nextExpiry,
    });
    const newExpiry = certificateExpiry(rules, {
      decisionDate: recert.decisionDate,
      stage2LastDay: recert.lastAuditDay,
      issueDate: recert.issueDate,
      previousExpiry: expiry,
    });
    expect(newExpiry).toBe(want.nextExpiry);
    const dates = {
      decisionDate: recert.decisionDate,
      lastAuditDay: recert.lastAuditDay,
      previousExpiry: expiry,
    };
    // At the decision the programme already shows the continued expiry …
    expect(regenerateAfterDecision(dates, programme, days, 1, 9).expiry).toBe(want.nextExpiry);
    // … and at the issue its first surveillance is the rule's, counted in the new cycle.
    const next = reanchorAtIssue(
      { ...dates, issueDate: recert.issueDate, expiryDate: newExpiry! },
      programme,
      days,
      1,
      9,
      [],
    );
    const cycle = {
      stage2LastDay: recert.lastAuditDay,
      decisionDate: recert.decisionDate,
      issueDate: recert.issueDate,
    };
    expect(of(next.rows, 2).dueTo).toBe(want.nextS1);
    expect(of(next.rows, 2).dueTo).toBe(surveillanceWindow(rules, cycle, 1)!.due);
    expect(next.expiry).toBe(want.nextExpiry);
  });

  it('a recertification decided after the expiry restarts the cycle unless the rule set restores', () => {
    const expiry = certificateExpiry(rules, initial)!;
    const late = { decisionDate: '2030-02-10', stage2LastDay: '2030-02-01', issueDate: '2030-02-20' };
    const restored = rules.recertification.restorationWithinMonths !== null;
    expect(certificateExpiry(rules, { ...late, previousExpiry: expiry })).toBe(
      restored ? want.nextExpiry : certificateExpiry(rules, late),
    );
    // Without the cycle's start day the expiry is not known yet.
    expect(certificateExpiry(rules, { stage2LastDay: late.stage2LastDay })).toBeNull();
  });
});
