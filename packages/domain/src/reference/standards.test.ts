import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_STANDARDS,
  certificateCodeEnabledLabel,
  certificateTypeOfStandard,
  isThreeSystemStandard,
  standardNameField,
} from './standards.ts';

describe('CERTIFICATION_STANDARDS', () => {
  it('lists the 16 codes of the spec in order, then the service scheme', () => {
    expect(CERTIFICATION_STANDARDS.map((s) => s.code)).toEqual([
      'Q',
      'Q(EC)',
      'E',
      'S',
      'F',
      'H',
      'ISMS',
      'ITSMS',
      'IPMS',
      'GAP',
      'OGA',
      'GHG',
      'TZJ',
      'OGA_FL',
      'WK',
      'PV',
      'SC',
    ]);
  });

  it.each([
    ['Q', 'GB/T 19001-2016/ISO 9001:2015'],
    ['E', 'GB/T 24001-2016/ISO 14001:2015'],
    ['S', 'GB/T 45001-2020/ISO 45001:2018'],
    ['F', 'GB/T 22000-2006/ISO 22000:2005'],
    ['IPMS', 'GB/T 29490-2023'],
    ['SC', 'GB/T 27922-2011'],
  ])('%s is certified against %s', (code, standardNumber) => {
    expect(CERTIFICATION_STANDARDS.find((s) => s.code === code)?.standardNumber).toBe(standardNumber);
  });

  it('marks guessed codes as unverified', () => {
    expect(CERTIFICATION_STANDARDS.filter((s) => !s.verified).map((s) => s.code)).toEqual([
      'TZJ',
      'OGA_FL',
      'WK',
      'PV',
    ]);
  });
});

describe('certificateTypeOfStandard', () => {
  it.each([
    ['SC', 'C'],
    ['Q', 'A'],
    ['ISMS', 'A'],
    ['unknown', 'A'],
  ])('%s -> %s', (code, type) => expect(certificateTypeOfStandard(code)).toBe(type));
});

describe('isThreeSystemStandard', () => {
  it.each([
    ['Q', true],
    ['Q(EC)', true],
    ['E', true],
    ['S', true],
    ['F', false],
    ['ISMS', false],
    ['q', false],
  ])('%s -> %s', (code, expected) => expect(isThreeSystemStandard(code)).toBe(expected));
});

describe('standardNameField', () => {
  it.each([
    [1, 'realName'],
    [2, 'shortName'],
    [3, 'fullName'],
    [0, null],
    [4, null],
    [null, null],
  ])('%s -> %s', (setting, field) => expect(standardNameField(setting)).toBe(field));
});

describe('certificateCodeEnabledLabel', () => {
  it.each([
    [1, 'zh-CN', '有效'],
    ['1', 'en-US', 'Valid'],
    [0, 'zh-CN', '无效'],
    [2, 'zh-CN', '-'],
    [null, 'en-US', '-'],
  ] as const)('%s (%s) -> %s', (enabled, locale, label) =>
    expect(certificateCodeEnabledLabel(enabled, locale)).toBe(label),
  );
});
