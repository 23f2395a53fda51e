import { describe, expect, it } from 'vitest';
import {
  approverRefusal,
  overlappingHalfDays,
  planActionRefusal,
  planNumber,
  planNumberPrefix,
  planTransition,
  reportingAuditMethod,
  scheduleDays,
  scheduleHalfDays,
} from './plan.ts';

describe('plan status machine', () => {
  it('0 → 1 → 3, 1 → 2 → 1, 1 → 5, and abort from any open status', () => {
    expect(planTransition(0, 'submit')).toBe(1);
    expect(planTransition(1, 'approve')).toBe(3);
    expect(planTransition(1, 'return')).toBe(2);
    expect(planTransition(2, 'submit')).toBe(1);
    expect(planTransition(1, 'reject')).toBe(5);
    for (const s of [0, 1, 2, 3, 5]) expect(planTransition(s, 'abort')).toBe(4);
    expect(planTransition(3, 'changeTeam')).toBe(1);
  });
  it('refuses the rest, and actions without their reason', () => {
    expect(planTransition(0, 'approve')).toBeNull();
    expect(planTransition(4, 'abort')).toBeNull();
    expect(planActionRefusal(3, 'submit')).toBe('当前状态不能提交审批');
    expect(planActionRefusal(1, 'reject', ' ')).toBe('请填写驳回原因');
    expect(planActionRefusal(1, 'reject', '日期不合适')).toBeNull();
  });
  it('the approver is not the planner', () => {
    expect(approverRefusal('u1', 'u1')).toBe('审批人不能是计划安排人');
    expect(approverRefusal('u1', 'u2')).toBeNull();
  });
});

describe('plan number (CNCA prefix)', () => {
  it('domestic: R0 + last 3 digits + branch; foreign-invested: RF0 + last 2 digits + branch', () => {
    expect(planNumberPrefix('CNCA-R-2002-034', '01')).toBe('R003401');
    expect(planNumberPrefix('CNCA-RF-2010-07', '2')).toBe('RF00702');
    expect(planNumber('CNCA-R-2002-034', '01', 2026, 12)).toBe('R003401260012');
  });
});

describe('audit method and half-days', () => {
  it('maps the method to FS01/FS02/FS03; off-site has no code', () => {
    expect([1, 2, 3, 0].map(reportingAuditMethod)).toEqual(['FS01', 'FS02', 'FS03', null]);
  });
  it('counts task periods as half-days', () => {
    const s = [
      { date: '2026-05-12', period: 3 },
      { date: '2026-05-13', period: 1 },
      { date: '2026-05-13', period: 1 },
    ];
    expect(scheduleHalfDays(s)).toHaveLength(3);
    expect(scheduleDays(s)).toBe(1.5);
    expect(
      overlappingHalfDays(scheduleHalfDays(s), scheduleHalfDays([{ date: '2026-05-13', period: 2 }])),
    ).toEqual([]);
    expect(
      overlappingHalfDays(scheduleHalfDays(s), scheduleHalfDays([{ date: '2026-05-12', period: 2 }])),
    ).toEqual([{ date: '2026-05-12', half: 2 }]);
  });
});
