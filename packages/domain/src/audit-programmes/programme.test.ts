import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  expiryOf,
  ISO_17021_2015_RULES as ISO,
  initialProgramme,
  type ProgrammeRuleSet,
  programmeRulesOf,
  regenerateAfterDecision,
  rowsToProject,
  schemeOfStandard,
  standardOfScheme,
  transferProgramme,
} from './programme.ts';

const days = { stage1Days: 1, stage2Days: 2.5, surveillanceDays: 1, recertificationDays: 2 };

describe('addCalendarMonths', () => {
  it('clamps to the end of the month and crosses years', () => {
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-11-15', 14)).toBe('2028-01-15');
    expect(addCalendarMonths('2026-03-10', -3)).toBe('2025-12-10');
  });
});

describe('initial programme', () => {
  const rows = initialProgramme({ approvedOn: '2026-03-01', days, sitesToSample: 2, rules: ISO });
  it('has stage 1, stage 2, two surveillances and the recertification', () => {
    expect(rows.map((r) => [r.auditType, r.stage])).toEqual([
      [1, 1],
      [1, 2],
      [2, null],
      [3, null],
      [4, null],
    ]);
    expect(rows.map((r) => r.days)).toEqual([1, 2.5, 1, 1, 2]);
  });
  it('dates stages from the approval and estimates the cycle from the last stage-2 date', () => {
    expect(rows[0]).toMatchObject({ dueFrom: '2026-03-01', dueTo: '2026-06-01', estimated: false });
    expect(rows[1]).toMatchObject({ dueTo: '2026-09-01' });
    expect(rows[2]).toMatchObject({ dueFrom: '2027-06-01', dueTo: '2027-09-01', estimated: true });
    expect(rows[3]).toMatchObject({ dueTo: '2028-09-01' });
    expect(rows[4]).toMatchObject({ dueFrom: '2029-02-28', dueTo: '2029-08-01' });
  });
  it('follows a rule set with three surveillances', () => {
    const cnca: ProgrammeRuleSet = { ...ISO, id: 'CNCA', anchor: 'issue', surveillancesPerCycle: 3 };
    expect(
      initialProgramme({ approvedOn: '2026-03-01', days, sitesToSample: 1, rules: cnca }).map(
        (r) => r.auditType,
      ),
    ).toEqual([1, 1, 2, 3, 31, 4]);
  });
});

describe('regeneration after a decision', () => {
  it('counts the cycle from the decision under ISO 17021-1:2015', () => {
    const r = regenerateAfterDecision(
      { decisionDate: '2026-08-20', lastAuditDay: '2026-07-30' },
      ISO,
      days,
      1,
      3,
    );
    expect(r.anchor).toBe('2026-08-20');
    expect(r.expiry).toBe('2029-08-19');
    expect(r.rows[0]).toMatchObject({ seq: 3, auditType: 2, dueTo: '2027-08-20', estimated: false });
    expect(r.rows[1]).toMatchObject({ auditType: 3, dueTo: '2028-08-20' });
    expect(r.rows[2]).toMatchObject({ auditType: 4, dueTo: '2029-07-20' });
  });
  it('counts from the last stage-2 day under the 2011 text and from the issue under CNCA 2025', () => {
    const y2011 = regenerateAfterDecision(
      { decisionDate: '2026-08-20', lastAuditDay: '2026-07-30' },
      { ...ISO, anchor: 'stage2End' },
      days,
      1,
      3,
    );
    expect(y2011.rows[0]?.dueTo).toBe('2027-07-30');
    const cnca = regenerateAfterDecision(
      { decisionDate: '2026-08-20', issueDate: '2026-08-25' },
      { ...ISO, anchor: 'issue' },
      days,
      1,
      3,
    );
    expect(cnca.rows[0]?.dueTo).toBe('2027-08-25');
  });
  it('a recertification decision starts the next cycle the same way', () => {
    expect(expiryOf('2029-07-01', ISO)).toBe('2032-06-30');
  });
});

describe('transfers continue the transferred cycle', () => {
  const base = { cycleStart: '2025-05-10', expiryDate: '2028-05-09', days, sitesToSample: 1, rules: ISO };
  it('type 5: transfer surveillance 1, then surveillance 2, then recertification before the old expiry', () => {
    const rows = transferProgramme({ ...base, firstAuditType: 5 });
    expect(rows.map((r) => r.auditType)).toEqual([5, 3, 4]);
    expect(rows[0]?.dueTo).toBe('2026-05-10');
    expect(rows[1]?.dueTo).toBe('2027-05-10');
    expect(rows[2]).toMatchObject({ dueFrom: '2027-11-09', dueTo: '2028-04-09' });
  });
  it('type 6: the second surveillance of the cycle; type 7: the recertification', () => {
    expect(transferProgramme({ ...base, firstAuditType: 6 }).map((r) => [r.auditType, r.dueTo])).toEqual([
      [6, '2027-05-10'],
      [4, '2028-04-09'],
    ]);
    expect(transferProgramme({ ...base, firstAuditType: 7 }).map((r) => r.auditType)).toEqual([7]);
  });
  it('refuses an expiry before the cycle start', () => {
    expect(() => transferProgramme({ ...base, expiryDate: '2025-01-01', firstAuditType: 5 })).toThrow();
  });
});

describe('rows to project', () => {
  const rows = initialProgramme({ approvedOn: '2026-03-01', days, sitesToSample: 1, rules: ISO }).map(
    (r) => ({
      ...r,
      projected: false,
    }),
  );
  it('stage 1 first; stage 2 only once stage 1 has its project', () => {
    expect(rowsToProject(rows, '2026-03-02').map((r) => r.seq)).toEqual([1]);
    const after = rows.map((r) => (r.seq === 1 ? { ...r, projected: true } : r));
    expect(rowsToProject(after, '2026-03-02').map((r) => r.seq)).toEqual([2]);
  });
  it('one surveillance at a time, and not before the window opens', () => {
    const done = rows.map((r) => (r.stage ? { ...r, projected: true } : r));
    expect(rowsToProject(done, '2027-05-31')).toEqual([]);
    expect(rowsToProject(done, '2029-01-01').map((r) => r.seq)).toEqual([3]);
  });
});

describe('lifecycle rule sets', () => {
  it('maps the tenant rule sets onto programme generation', async () => {
    const { LIFECYCLE_RULE_SETS } = await import('../lifecycle/rule-sets.ts');
    const cnca = programmeRulesOf(LIFECYCLE_RULE_SETS.find((r) => r.id === 'CNCA-QMS-01:2025')!);
    expect(cnca).toMatchObject({ anchor: 'issue', firstSurveillanceMonths: 12, surveillancesPerCycle: 2 });
    const iso = programmeRulesOf(LIFECYCLE_RULE_SETS.find((r) => r.id === 'ISO17021-1:2015')!);
    expect(iso.anchor).toBe('decision');
    expect(standardOfScheme('OHSMS')).toBe('S');
    expect(schemeOfStandard('Q(EC)')).toBe('QMS');
  });
});
