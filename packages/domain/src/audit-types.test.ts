import { describe, expect, it } from 'vitest';
import { AUDIT_TYPES, auditTypeLabel, nextAuditType, parseAuditTypeCode } from './audit-types.ts';

describe('AUDIT_TYPES', () => {
  it('has codes 1 to 24 in order, each with both labels', () => {
    expect(AUDIT_TYPES.map((t) => t.code)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const t of AUDIT_TYPES) {
      expect(t.zh).not.toBe('');
      expect(t.en).not.toBe('');
    }
  });

  it.each([
    [1, '初次审核', 'First audit'],
    [2, '监督审核', 'Supervision audit'],
    [3, '第二次监督审核', 'Supervision audit (2nd)'],
    [4, '再认证审核', 'Recertification'],
    [5, '转机构第一次监督审核', 'Supervision with change of certification organisation (1st)'],
    [6, '转机构第二次监督审核', 'Supervision with change of certification organisation (2nd)'],
    [7, '转机构再认证审核', 'Recertification with change'],
    [8, '特殊审核', 'Special audit'],
    [9, '非例行特殊审核', 'Non-routine special audit'],
    [10, '补充审核', 'Supplement special audit'],
    [21, '变更审核', 'Change audit'],
    [22, '不通知审核', 'Unannounced audit'],
  ])('type %i is %s / %s', (code, zh, en) => {
    expect(AUDIT_TYPES[code - 1]).toMatchObject({ code, zh, en });
  });
});

describe('parseAuditTypeCode', () => {
  it.each([
    [1, 1, 0, false],
    [2, 2, 1, false],
    [3, 2, 2, false],
    [31, 2, 3, false],
    [32, 2, 4, false],
    [5, 2, 1, true],
    [6, 2, 2, true],
    [33, 2, 3, true],
    [34, 2, 4, true],
    [4, 4, 0, false],
    [7, 4, 0, true],
    [8, 8, 0, false],
    [9, 9, 0, false],
    [10, 10, 0, false],
  ])('%i -> type %i, count %i, org changed %s', (code, auditType, supervisionCount, orgChanged) => {
    expect(parseAuditTypeCode(code)).toEqual({ auditType, supervisionCount, orgChanged });
  });

  it('accepts the code as a string', () => {
    expect(parseAuditTypeCode('33')).toEqual({ auditType: 2, supervisionCount: 3, orgChanged: true });
  });

  it.each([0, 11, 24, 30, 35, Number.NaN])('%s is not a combined code', (code) => {
    expect(parseAuditTypeCode(code)).toBeNull();
  });
});

describe('nextAuditType', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 2],
    [5, 3],
    [6, 4],
    [7, 2],
    [8, null],
    [0, null],
    [24, null],
  ])('%i -> %s', (type, next) => expect(nextAuditType(type)).toBe(next));
});

describe('auditTypeLabel', () => {
  it.each([
    [1, {}, 'zh-CN', '初次审核'],
    [2, {}, 'zh-CN', '监督审核'],
    [2, { supervisionCount: 1 }, 'zh-CN', '第一次监督审核'],
    [2, { supervisionCount: 4 }, 'en-US', 'Supervision audit (4th)'],
    [2, { orgChange: 1, supervisionCount: 3 }, 'zh-CN', '转机构第三次监督审核'],
    [
      2,
      { orgChange: true, supervisionCount: 2 },
      'en-US',
      'Supervision with change of certification organisation (2nd)',
    ],
    [2, { orgChange: 0, supervisionCount: 2 }, 'zh-CN', '第二次监督审核'],
    [3, {}, 'zh-CN', '第二次监督审核'],
    [5, {}, 'zh-CN', '转机构第一次监督审核'],
    [6, { supervisionCount: 3 }, 'zh-CN', '转机构第三次监督审核'],
    [4, {}, 'zh-CN', '再认证审核'],
    [4, { orgChange: 1 }, 'zh-CN', '转机构再认证审核'],
    [4, { orgChange: 1 }, 'en-US', 'Recertification with change'],
    [4, { changeFlag: 1 }, 'en-US', 'Recertification (change)'],
    [2, { changeFlag: 1, supervisionCount: 1 }, 'zh-CN', '第一次监督审核（变更）'],
    [8, { changeFlag: 0, orgChange: 1 }, 'zh-CN', '特殊审核'],
    ['11', {}, 'zh-CN', '扩大认证范围审核'],
  ] as const)('%s %j %s -> %s', (type, options, locale, label) => {
    expect(auditTypeLabel(type, options, locale)).toBe(label);
  });

  it.each([0, 25, 31])('is undefined for %i', (type) => expect(auditTypeLabel(type)).toBeUndefined());

  it('labels every parsed combined code', () => {
    const parsed = parseAuditTypeCode(34);
    expect(parsed).not.toBeNull();
    if (!parsed) return;
    const { auditType, orgChanged, supervisionCount } = parsed;
    expect(auditTypeLabel(auditType, { orgChange: orgChanged, supervisionCount })).toBe(
      '转机构第四次监督审核',
    );
  });
});
