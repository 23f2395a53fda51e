import { describe, expect, expectTypeOf, it } from 'vitest';
import { CERTIFICATE_STATUSES_WITH_OLD } from './certificates/code-tables.ts';
import { PERSONNEL_KINDS, YES_NO } from './enums.ts';
import {
  type CodeLabel,
  type CodeOf,
  codeTable,
  entryOf,
  labelOf,
  localize,
  optionsOf,
  rowsOf,
} from './labels.ts';

describe('localize', () => {
  it.each([
    ['zh-CN', '有效'],
    ['en-US', 'Valid'],
  ] as const)('%s -> %s', (locale, text) => expect(localize({ zh: '有效', en: 'Valid' }, locale)).toBe(text));
});

describe('labelOf', () => {
  it.each([
    [99, 'zh-CN', '旧证书'],
    ['99', 'zh-CN', '旧证书'],
    [2, 'en-US', 'Suspended'],
    [0, 'zh-CN', '过期'],
    [6, 'zh-CN', undefined],
    ['', 'zh-CN', undefined],
    [null, 'zh-CN', undefined],
    [undefined, 'zh-CN', undefined],
  ] as const)('certificate status %j (%s) -> %s', (code, locale, label) =>
    expect(labelOf(CERTIFICATE_STATUSES_WITH_OLD, code, locale)).toBe(label),
  );

  it('matches string-coded tables from numbers too', () => {
    expect(labelOf(PERSONNEL_KINDS, 3)).toBe('市场经理');
  });

  it('defaults to Chinese', () => {
    expect(labelOf(YES_NO, 1)).toBe('是');
  });
});

describe('entryOf', () => {
  it('returns the whole row', () => {
    expect(entryOf(YES_NO, '0')).toEqual({ code: 0, zh: '否', en: 'No' });
  });
});

describe('optionsOf', () => {
  it('keeps table order and codes', () => {
    expect(optionsOf(YES_NO, 'en-US')).toEqual([
      { value: 0, label: 'No' },
      { value: 1, label: 'Yes' },
    ]);
  });
});

describe('rowsOf', () => {
  it('takes the rows of the codes, in the order given', () => {
    expect(rowsOf(CERTIFICATE_STATUSES_WITH_OLD, [99, 1])).toEqual([
      { code: 99, zh: '旧证书', en: 'Old certificate' },
      { code: 1, zh: '有效', en: 'Valid' },
    ]);
  });

  it('refuses a code the table does not have', () => {
    expect(() => rowsOf<CodeLabel, number>(YES_NO, [0, 2])).toThrow('code 2 is not in the table');
  });
});

describe('codeTable', () => {
  const rows = [
    { code: 'A', zh: '甲', en: 'A' },
    { code: 'B', zh: '乙', en: 'B' },
  ];

  it('types each row with the code declared at its place', () => {
    const table = codeTable(rows, 'A B');
    expectTypeOf<CodeOf<typeof table>>().toEqualTypeOf<'A' | 'B'>();
    expectTypeOf(table[1].code).toEqualTypeOf<'B'>();
    expect(table).toBe(rows);
    expectTypeOf<CodeOf<typeof YES_NO>>().toEqualTypeOf<0 | 1>();
  });

  it.each([['A'], ['B A'], ['A B C']])('refuses rows that are not the declared %s', (codes) =>
    expect(() => codeTable(rows, codes)).toThrow('code table rows A B are not the declared'),
  );

  it('tells a numeric code from its string', () => {
    expect(() => codeTable([{ code: '1', zh: '是', en: 'Yes' }], [1])).toThrow();
  });
});
