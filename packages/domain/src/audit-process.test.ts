import { describe, expect, it } from 'vitest';
import {
  AUDIT_METHODS,
  AUDIT_STAGES,
  DECISION_RESULTS,
  PLAN_STATUSES,
  SCOPE_OPTIONS,
  TASK_PERIODS,
  TECHNICAL_AUDIT_RESULTS,
  WITNESS_RESULTS,
} from './audit-process.ts';
import { labelOf } from './labels.ts';

describe('audit process code tables', () => {
  it.each([
    ['stage', AUDIT_STAGES, [1, 2]],
    ['plan status', PLAN_STATUSES, [0, 1, 2, 3, 4, 5]],
    ['task period', TASK_PERIODS, [1, 2, 3, 4, 5, 6, 7]],
    ['audit method', AUDIT_METHODS, [1, 0, 2, 3]],
    [
      'scope option',
      SCOPE_OPTIONS,
      ['all', 'stage1', 'stage2', 'surveillance', 'recertification', 'special'],
    ],
    ['witness result', WITNESS_RESULTS, [1, 2]],
    ['technical audit result', TECHNICAL_AUDIT_RESULTS, [0, 1, 2]],
    ['decision result', DECISION_RESULTS, [0, 1, 2, 3]],
  ] as const)('%s codes', (_, table, codes) => expect(table.map((r) => r.code)).toEqual(codes));

  it.each([
    [AUDIT_STAGES, 1, '一阶段', 'Stage one'],
    [PLAN_STATUSES, 0, '待安排', 'To be arranged'],
    [PLAN_STATUSES, 4, '已终止', 'Aborted'],
    [TASK_PERIODS, 3, '全天', 'Whole day'],
    [AUDIT_METHODS, 0, '非现场审核', 'Offsite'],
    [AUDIT_METHODS, 3, '部分远程审核', 'Partly remote'],
    [DECISION_RESULTS, 2, '驳回', 'Rejected'],
    [DECISION_RESULTS, 3, '不通过', 'Not passed'],
  ] as const)('labels %#', (table, code, zh, en) => {
    expect(labelOf(table, code)).toBe(zh);
    expect(labelOf(table, code, 'en-US')).toBe(en);
  });
});
