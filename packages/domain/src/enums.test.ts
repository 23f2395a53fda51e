import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES, NOTE_TYPES, PERSONNEL_KINDS, RISK_LEVELS, SEXES, YES_NO } from './enums.ts';
import { entryOf, labelOf } from './labels.ts';

describe('general code tables', () => {
  it.each([
    ['yes/no', YES_NO, [0, 1]],
    ['sex', SEXES, [1, 2]],
    ['risk level', RISK_LEVELS, [1, 2, 3, 4]],
    ['approval status', APPROVAL_STATUSES, [3, 1, 2]],
    ['note type', NOTE_TYPES, [1, 2, 3]],
    ['personnel kind', PERSONNEL_KINDS, ['1', '2', '3']],
  ] as const)('%s codes', (_, table, codes) => expect(table.map((r) => r.code)).toEqual(codes));

  it.each([
    [YES_NO, 0, '否', 'No'],
    [SEXES, 2, '女', 'Female'],
    [RISK_LEVELS, 4, '有限', 'Limited'],
    [APPROVAL_STATUSES, 2, '无需上报', 'No report needed'],
    [PERSONNEL_KINDS, '1', '审核员/技术专家', 'Auditor/technical expert'],
  ] as const)('labels %#', (table, code, zh, en) => {
    expect(labelOf(table, code)).toBe(zh);
    expect(labelOf(table, code, 'en-US')).toBe(en);
  });

  it.each([
    [1, 'orange'],
    [2, 'green'],
    [3, 'red'],
  ])('note type %i is shown %s', (code, color) => expect(entryOf(NOTE_TYPES, code)?.color).toBe(color));
});
