import { describe, expect, it } from 'vitest';
import {
  ISO_17021_2015_RULES,
  type ProgrammeRuleSet,
  regenerateAfterDecision,
  rescheduleAfterSurveillance,
} from './programme.ts';

const days = { stage1Days: 1, stage2Days: 2, surveillanceDays: 1, recertificationDays: 2 };
const iso = ISO_17021_2015_RULES;

describe('rescheduleAfterSurveillance', () => {
  // Initial decision 2026-12-03: S1 by 2027-12-03, S2 by 2028-12-03, expiry 2029-12-02.
  const initial = regenerateAfterDecision({ decisionDate: '2026-12-03' }, iso, days, 1, 3);
  const cycle = { start: initial.anchor, expiry: initial.expiry };

  it('after surveillance 1 the cycle keeps its expiry: S2 within 12 months of S1, then the recertification', () => {
    const rows = rescheduleAfterSurveillance({ decisionDate: '2027-09-10' }, iso, days, 1, 6, {
      ...cycle,
      doneTypes: [2],
    });
    expect(rows.map((r) => [r.seq, r.auditType, r.dueFrom, r.dueTo])).toEqual([
      [6, 3, '2028-06-10', '2028-09-10'],
      [7, 4, '2029-06-02', '2029-11-02'],
    ]);
    // The recertification row is the one the initial decision planned: same expiry.
    expect(rows[1]).toMatchObject({ dueFrom: initial.rows[2]!.dueFrom, dueTo: initial.rows[2]!.dueTo });
    // Never another surveillance 1.
    expect(rows.filter((r) => r.auditType === 2)).toEqual([]);
  });

  it('never later than the cycle schedule, and after the last surveillance only the recertification', () => {
    // A surveillance 1 decided late in its window: S2 stays at the cycle's date (2028-12-03).
    const late = rescheduleAfterSurveillance({ decisionDate: '2027-12-20' }, iso, days, 1, 6, {
      ...cycle,
      doneTypes: [2],
    });
    expect(late[0]!.dueTo).toBe('2028-12-03');
    const last = rescheduleAfterSurveillance({ decisionDate: '2028-11-01' }, iso, days, 1, 8, {
      ...cycle,
      doneTypes: [2, 3],
    });
    expect(last.map((r) => r.auditType)).toEqual([4]);
  });

  it("counts from the rule set's anchor (the last audit day under the 2011 text)", () => {
    const rules: ProgrammeRuleSet = { ...iso, id: 't', anchor: 'stage2End' };
    const rows = rescheduleAfterSurveillance(
      { decisionDate: '2027-09-30', lastAuditDay: '2027-09-01' },
      rules,
      days,
      1,
      6,
      { ...cycle, doneTypes: [2] },
    );
    expect(rows[0]!.dueTo).toBe('2028-09-01');
  });
});
