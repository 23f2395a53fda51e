import { describe, expect, it } from 'vitest';
import { addMonths } from '../lifecycle/calendar.ts';
import { RULE_SET_IDS, ruleSetById, surveillanceDeadline } from '../lifecycle/rule-sets.ts';
import {
  EMERGENCY_STATUS,
  emergencyActionProblem,
  extendedExpiryDate,
  extensionProblem,
  postponedDueDate,
  postponedSurveillanceDeadline,
  postponementProblem,
  responseProblem,
} from './rules.ts';

describe('emergency event states', () => {
  it('edits until closed, deletes and publishes drafts, closes and decides only when published', () => {
    const { draft, published, closed } = EMERGENCY_STATUS;
    expect(emergencyActionProblem(draft, 'edit')).toBeNull();
    expect(emergencyActionProblem(published, 'edit')).toBeNull();
    expect(emergencyActionProblem(closed, 'edit')).toBe('应急事件已关闭，不能编辑');
    expect(emergencyActionProblem(draft, 'delete')).toBeNull();
    expect(emergencyActionProblem(published, 'delete')).toBe('只有草稿状态的应急事件可以删除');
    expect(emergencyActionProblem(published, 'publish')).toBe('只有草稿状态的应急事件可以发布');
    expect(emergencyActionProblem(draft, 'close')).toBe('只有已发布的应急事件可以关闭');
    expect(emergencyActionProblem(published, 'close')).toBeNull();
    for (const action of ['notice', 'decide'] as const) {
      expect(emergencyActionProblem(published, action)).toBeNull();
      expect(emergencyActionProblem(draft, action)).not.toBeNull();
      expect(emergencyActionProblem(closed, action)).not.toBeNull();
    }
  });

  it('takes responses while published only', () => {
    expect(responseProblem(EMERGENCY_STATUS.published)).toBeNull();
    expect(responseProblem(EMERGENCY_STATUS.closed)).toBe('应急事件已关闭，不能再提交或修改反馈');
    expect(responseProblem(EMERGENCY_STATUS.draft)).toBe('应急事件未发布');
  });
});

describe('limits (IAF ID 3: at most 6 months)', () => {
  it("postpones within the event's measure and 6 months in all", () => {
    expect(postponementProblem(3, 6)).toBeNull();
    expect(postponementProblem(6, 6)).toBeNull();
    expect(postponementProblem(0, 6)).toBe('延期月数至少为1个月');
    expect(postponementProblem(4, 3)).toBe('延期不能超过该应急事件允许的3个月');
    expect(postponementProblem(1, 0)).toBe('该应急事件不允许延期审核');
    expect(postponementProblem(7, 6)).toBe('延期不能超过该应急事件允许的6个月');
    expect(postponementProblem(4, 6, 3)).toBe('同一审核累计延期不能超过6个月（已延期3个月）');
    expect(postponementProblem(3, 6, 3)).toBeNull();
  });

  it('extends validity within the same limits; the last valid day moves by whole months', () => {
    expect(extensionProblem(6, 6)).toBeNull();
    expect(extensionProblem(7, 6)).toBe('延长不能超过该应急事件允许的6个月');
    expect(extensionProblem(1, 6, 6)).toBe('同一证书累计延长不能超过6个月（已延长6个月）');
    expect(extendedExpiryDate('2027-01-09', 6)).toBe('2027-07-09');
    // A cycle ending on the last day of February ends on the last day of August.
    expect(extendedExpiryDate('2027-02-28', 6)).toBe('2027-08-31');
    expect(postponedDueDate('2026-12-10', 3)).toBe('2027-03-10');
  });
});

describe('the moved surveillance deadline under each rule set', () => {
  const anchor = '2025-12-10';
  for (const id of RULE_SET_IDS) {
    it(`${id}: a postponement moves the deadline, never beyond 12 + 6 months after the anchor (plus the rule tolerance)`, () => {
      const rules = ruleSetById(id);
      const original = surveillanceDeadline(rules, anchor, 1, '2026-12-10');
      expect(postponedSurveillanceDeadline(rules, anchor, 1, '2026-12-10', null)).toBe(original);
      const moved = addMonths(original, 3);
      expect(postponedSurveillanceDeadline(rules, anchor, 1, '2026-12-10', moved)).toBe(moved);
      // An earlier "postponed" date never shortens the rule's deadline.
      expect(postponedSurveillanceDeadline(rules, anchor, 1, '2026-12-10', '2026-06-01')).toBe(original);
      // At most 6 months: no surveillance waits beyond 12 + 6 months (plus the rule's own tolerance).
      const longest = postponedSurveillanceDeadline(rules, anchor, 1, '2026-12-10', addMonths(original, 6));
      expect(longest <= addMonths(addMonths(anchor, 18), rules.surveillance.toleranceMonthsAfter)).toBe(true);
    });
  }
});
