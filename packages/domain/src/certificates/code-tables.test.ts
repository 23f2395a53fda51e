import { describe, expect, it } from 'vitest';
import { labelOf } from '../labels.ts';
import {
  CERTIFICATE_STATUSES,
  CERTIFICATE_STATUSES_WITH_OLD,
  CERTIFICATE_TYPES,
  formCopyLabel,
  SCOPE_CHANGES,
  SPECIAL_CERTIFICATE_FLAGS,
  STAT_TYPES,
} from './code-tables.ts';

describe('certificate statuses', () => {
  it.each([
    [0, '过期', 'Expired'],
    [1, '有效', 'Valid'],
    [2, '暂停', 'Suspended'],
    [3, '撤销', 'Revoked'],
    [4, '注销', 'Cancelled'],
    [5, '过期', 'Expired'],
    [99, '旧证书', 'Old certificate'],
  ])('%i is %s / %s', (code, zh, en) => {
    expect(labelOf(CERTIFICATE_STATUSES_WITH_OLD, code)).toBe(zh);
    expect(labelOf(CERTIFICATE_STATUSES_WITH_OLD, code, 'en-US')).toBe(en);
  });

  it('has a list without the old-certificate status', () => {
    expect(CERTIFICATE_STATUSES.map((s) => s.code)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(labelOf(CERTIFICATE_STATUSES, 99)).toBeUndefined();
  });
});

describe('certificate code tables', () => {
  it.each([
    ['certificate type', CERTIFICATE_TYPES, ['A', 'B', 'C', 'D']],
    ['special flags', SPECIAL_CERTIFICATE_FLAGS, [1, 2, 3]],
    ['stat type', STAT_TYPES, [1, 2, 3]],
    ['scope change', SCOPE_CHANGES, [1, 2, 3]],
  ] as const)('%s codes', (_, table, codes) => expect(table.map((r) => r.code)).toEqual(codes));

  it('names certificate type A and flag 1', () => {
    expect(labelOf(CERTIFICATE_TYPES, 'A')).toBe('管理体系认证');
    expect(labelOf(SPECIAL_CERTIFICATE_FLAGS, 1, 'en-US')).toBe('Parent-child certificate');
  });
});

describe('formCopyLabel', () => {
  it.each([
    [1, 'zh-CN', '中文正本'],
    [2, 'zh-CN', '英文正本'],
    [2, 'en-US', 'English original'],
    [3, 'zh-CN', '中文副本'],
    [0, 'en-US', 'Chinese copy'],
    [null, 'zh-CN', '中文副本'],
  ] as const)('%s (%s) -> %s', (code, locale, label) => expect(formCopyLabel(code, locale)).toBe(label));
});
