import { describe, expect, it } from 'vitest';
import { workingCalendar } from './calendar.ts';
import { CHINA_HOLIDAY_DAYS } from './china-holidays.ts';
import { lifecycleSettingSchema } from './contract.ts';
import {
  cycleExpiry,
  deadlineAfter,
  isOverdue,
  LIFECYCLE_RULE_SETS,
  majorNcVerificationLimit,
  maxSuspendUntil,
  recertificationOutcome,
  recertificationWindow,
  regulatorReportDeadline,
  restorationDeadline,
  revocationDeadline,
  ruleSetById,
  ruleSetInForce,
  selectRuleSet,
  surveillanceWindow,
  suspensionEnds,
  suspensionReportDeadline,
} from './rule-sets.ts';

const cal = workingCalendar(CHINA_HOLIDAY_DAYS);
const iso2011 = ruleSetById('ISO17021:2011');
const iso2015 = ruleSetById('ISO17021-1:2015');
const cnca = ruleSetById('CNCA-QMS-01:2025');

/** One initial cycle: stage 2 ended 20 Jan 2026, decided 10 Mar, issued 16 Mar. */
const cycle = { stage2LastDay: '2026-01-20', decisionDate: '2026-03-10', issueDate: '2026-03-16' };

describe('rule-set selection', () => {
  it('has the three rule sets with a version and an effective date', () => {
    expect(LIFECYCLE_RULE_SETS.map((r) => [r.id, r.version, r.effectiveDate])).toEqual([
      ['ISO17021:2011', '2011', '2011-02-01'],
      ['ISO17021-1:2015', '2015', '2015-06-15'],
      ['CNCA-QMS-01:2025', '2025', '2026-01-01'],
    ]);
    expect(() => ruleSetById('X' as never)).toThrow(RangeError);
  });

  it('auto takes the rule set in force on the day', () => {
    expect(ruleSetInForce('2025-12-31').id).toBe('ISO17021-1:2015');
    expect(ruleSetInForce('2026-01-01').id).toBe('CNCA-QMS-01:2025');
    expect(ruleSetInForce('2015-06-14').id).toBe('ISO17021:2011');
    expect(ruleSetInForce('2000-01-01').id).toBe('ISO17021:2011');
  });

  it('a scheme may follow its own rule set', () => {
    const selection = {
      ruleSet: 'auto' as const,
      schemeRuleSets: [{ scheme: 'E', ruleSet: 'ISO17021:2011' as const }],
    };
    expect(selectRuleSet(selection, 'Q', '2026-06-01').id).toBe('CNCA-QMS-01:2025');
    expect(selectRuleSet(selection, 'e', '2026-06-01').id).toBe('ISO17021:2011');
    // The programmes name schemes as the auditors' registrations do (EMS): the same choice.
    expect(selectRuleSet(selection, 'EMS', '2026-06-01').id).toBe('ISO17021:2011');
    expect(selectRuleSet(selection, 'QMS', '2025-06-01').id).toBe('ISO17021-1:2015');
    expect(selectRuleSet({ ruleSet: 'ISO17021-1:2015', schemeRuleSets: [] }, 'Q', '2026-06-01').id).toBe(
      'ISO17021-1:2015',
    );
  });

  it('the setting refuses a scheme listed twice and out-of-range numbers, in Chinese', () => {
    const base = { ruleSet: 'auto', schemeRuleSets: [], surveillanceLeadDays: 30, reminderDaysBefore: 3 };
    expect(lifecycleSettingSchema.safeParse(base).success).toBe(true);
    const twice = lifecycleSettingSchema.safeParse({
      ...base,
      schemeRuleSets: [
        { scheme: 'Q', ruleSet: 'auto' },
        { scheme: 'q', ruleSet: 'ISO17021:2011' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('同一认证体系只能设置一条规则');
    expect(
      lifecycleSettingSchema.safeParse({ ...base, surveillanceLeadDays: 181 }).error?.issues[0]?.message,
    ).toBe('提前天数不能超过180');
    expect(lifecycleSettingSchema.safeParse({ ...base, ruleSet: 'ISO9001' }).error?.issues[0]?.message).toBe(
      '请选择认证周期规则',
    );
  });
});

describe('surveillance due dates (initial cycle)', () => {
  it('ISO/IEC 17021-1:2015 counts from the decision date', () => {
    expect(surveillanceWindow(iso2015, cycle, 1)).toEqual({
      opens: '2026-12-10',
      due: '2027-03-10',
      closes: '2027-03-10',
    });
    expect(surveillanceWindow(iso2015, cycle, 2)?.due).toBe('2028-03-10');
  });

  it('the 2011 edition counts from the last day of stage 2', () => {
    expect(surveillanceWindow(iso2011, cycle, 1)).toEqual({
      opens: '2026-10-20',
      due: '2027-01-20',
      closes: '2027-01-20',
    });
    expect(surveillanceWindow(iso2011, cycle, 2)?.due).toBe('2028-01-20');
  });

  it('CNCA-QMS-01:2025 counts from the issue date, later ones from the previous surveillance', () => {
    expect(surveillanceWindow(cnca, cycle, 1)).toEqual({
      opens: '2026-12-16',
      due: '2027-03-16',
      closes: '2027-03-16',
    });
    // The first surveillance finished 5 Feb 2027: the second is due 12 months later, not 24 after issue.
    expect(surveillanceWindow(cnca, cycle, 2, '2027-02-05')).toEqual({
      opens: '2027-11-05',
      due: '2028-02-05',
      closes: '2028-02-05',
    });
    expect(surveillanceWindow(cnca, cycle, 2)).toBeNull();
    expect(cnca.surveillance.minPerCycle).toBe(2);
  });

  it('is null without the anchor, and refuses surveillance 0', () => {
    expect(surveillanceWindow(iso2011, { decisionDate: '2026-03-10' }, 1)).toBeNull();
    expect(() => surveillanceWindow(cnca, cycle, 0)).toThrow(RangeError);
  });

  it('is overdue only after the window closes (the due date itself is in time)', () => {
    const w = surveillanceWindow(cnca, cycle, 1)!;
    expect(isOverdue(w, '2027-03-16')).toBe(false);
    expect(isOverdue(w, '2027-03-17')).toBe(true);
  });

  it('a month-end anchor ends on the month end', () => {
    expect(surveillanceWindow(cnca, { issueDate: '2027-02-28' }, 1)?.due).toBe('2028-02-28');
    expect(surveillanceWindow(cnca, { issueDate: '2026-08-31' }, 1)?.opens).toBe('2027-05-31');
  });
});

describe('recertification, restoration and transfer', () => {
  const expiry = cycleExpiry(cnca, '2026-03-10');
  it('the cycle is 36 months less a day', () => {
    expect(expiry).toBe('2029-03-09');
    expect(recertificationWindow(cnca, expiry)).toEqual({ opens: '2028-09-09', due: expiry, closes: expiry });
  });

  it('finished by the expiry date, the new expiry continues the old one', () => {
    for (const rules of [iso2011, iso2015, cnca])
      expect(recertificationOutcome(rules, { expiryDate: expiry, finishedOn: expiry, onSite: true })).toEqual(
        {
          kind: 'continue',
          expiryDate: '2032-03-09',
        },
      );
  });

  it('ISO 2015 restores within 6 months after expiry, keeping the previous dates', () => {
    expect(restorationDeadline(iso2015, expiry)).toBe('2029-09-09');
    expect(
      recertificationOutcome(iso2015, { expiryDate: expiry, finishedOn: '2029-09-09', onSite: true }),
    ).toEqual({
      kind: 'restoration',
      expiryDate: '2032-03-09',
    });
    expect(
      recertificationOutcome(iso2015, { expiryDate: expiry, finishedOn: '2029-09-10', onSite: true }),
    ).toEqual({
      kind: 'initial',
      reason: '证书到期后6个月内未完成恢复',
    });
  });

  it('CNCA-QMS-01:2025 and the 2011 edition have no restoration: a day late restarts as initial', () => {
    expect(restorationDeadline(cnca, expiry)).toBeNull();
    expect(restorationDeadline(iso2011, expiry)).toBeNull();
    expect(
      recertificationOutcome(cnca, { expiryDate: expiry, finishedOn: '2029-03-10', onSite: true }),
    ).toEqual({
      kind: 'initial',
      reason: '证书到期前未完成再认证',
    });
  });

  it('CNCA-QMS-01:2025 needs the recertification on site', () => {
    expect(
      recertificationOutcome(cnca, { expiryDate: expiry, finishedOn: '2029-01-10', onSite: false }).kind,
    ).toBe('initial');
    expect(
      recertificationOutcome(iso2015, { expiryDate: expiry, finishedOn: '2029-01-10', onSite: false }).kind,
    ).toBe('continue');
  });

  it('a transfer keeps the transferred cycle dates', () => {
    // The previous body issued on 1 Jul 2025; the transfer surveillance keeps its dates.
    const transferred = { issueDate: '2025-07-01', decisionDate: '2025-06-28' };
    expect(surveillanceWindow(cnca, transferred, 1)?.due).toBe('2026-07-01');
    expect(surveillanceWindow(iso2015, transferred, 2)?.due).toBe('2027-06-28');
  });
});

describe('suspension, revocation, major NC and reporting deadlines', () => {
  it('a suspension lasts at most 6 months', () => {
    expect(maxSuspendUntil(cnca, '2026-08-31')).toBe('2027-02-28');
    expect(suspensionEnds(cnca, '2026-05-10', '2026-08-10')).toBe('2026-08-10');
    expect(suspensionEnds(cnca, '2026-05-10', '2027-01-01')).toBe('2026-11-10');
    expect(suspensionEnds(cnca, '2026-05-10', null)).toBe('2026-11-10');
  });

  it('revocation is due 5 working days after verification, across a holiday and an adjusted Saturday', () => {
    // Verified Tuesday 29 Sep 2026: 30 Sep, 8, 9, 10 (Saturday worked), 12 Oct.
    expect(revocationDeadline(cnca, '2026-09-29', cal)).toBe('2026-10-12');
    // Verified Tuesday 24 Nov 2026: 25, 26, 27, 30 Nov, 1 Dec.
    expect(revocationDeadline(iso2015, '2026-11-24', cal)).toBe('2026-12-01');
  });

  it('a suspension is reported within 5 calendar days of confirmation', () => {
    expect(suspensionReportDeadline(cnca, '2026-09-29', cal)).toBe('2026-10-04');
    expect(deadlineAfter({ count: 2, unit: 'months' }, '2026-12-31', cal)).toBe('2027-02-28');
  });

  it('a major NC must be verified 6 months after the last stage-2 day', () => {
    for (const rules of [iso2011, iso2015, cnca])
      expect(majorNcVerificationLimit(rules, '2026-01-20')).toBe('2026-07-20');
  });

  it('each month is reported by the 10th of the next month', () => {
    expect(regulatorReportDeadline(cnca, '2026-11-24')).toBe('2026-12-10');
    expect(regulatorReportDeadline(cnca, '2026-12-01')).toBe('2027-01-10');
    expect(regulatorReportDeadline(iso2011, '2026-01-31')).toBe('2026-02-10');
  });
});
