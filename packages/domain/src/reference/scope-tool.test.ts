import { describe, expect, it } from 'vitest';
import {
  type CertificationItem,
  emptyScopeBoxes,
  mergeCertificationItem,
  mergeScopeText,
  SCOPE_SEPARATOR,
  scopeResultCount,
  scopeSearchWords,
  splitScopeItems,
} from './scope-tool.ts';

const item = (over: Partial<CertificationItem> = {}): CertificationItem => ({
  id: '1',
  certiCode: '19.05.01',
  description: '电线电缆的生产',
  certiCoverage: '电线电缆的生产',
  certiQualification: '营业执照；CCC证书',
  certiEnvironment: '营业执照；排污许可证',
  certiSecurityAndHealth: '营业执照',
  ...over,
});

describe('splitScopeItems', () => {
  it.each([
    [null, []],
    ['', []],
    ['  ；; ', []],
    ['a', ['a']],
    ['a；b', ['a', 'b']],
    ['a;b', ['a', 'b']],
    [' a ；a；b ', ['a', 'b']],
  ])('%j → %j', (input, expected) => {
    expect(splitScopeItems(input)).toEqual(expected);
  });
});

describe('mergeScopeText', () => {
  it('joins distinct items with the full-width semicolon', () => {
    expect(SCOPE_SEPARATOR).toBe('；');
    expect(mergeScopeText('', 'A')).toBe('A');
    expect(mergeScopeText('A', 'B')).toBe('A；B');
    expect(mergeScopeText('A；B', 'B；C')).toBe('A；B；C');
    expect(mergeScopeText('A；B', 'A')).toBe('A；B');
    expect(mergeScopeText('A', null)).toBe('A');
    expect(mergeScopeText('A;B', '')).toBe('A；B');
  });
});

describe('mergeCertificationItem', () => {
  it('fills the five boxes from an item and merges a second one without repeats', () => {
    const first = mergeCertificationItem(emptyScopeBoxes(), item());
    expect(first).toEqual({
      coverage: '电线电缆的生产',
      codes: '19.05.01',
      qualification: '营业执照；CCC证书',
      environment: '营业执照；排污许可证',
      safety: '营业执照',
    });
    const second = mergeCertificationItem(
      first,
      item({
        certiCode: '19.09.01',
        certiCoverage: '低压成套开关设备的生产',
        certiQualification: '营业执照；CCC证书',
        certiEnvironment: '营业执照',
        certiSecurityAndHealth: '营业执照；安全生产许可证',
      }),
    );
    expect(second.codes).toBe('19.05.01；19.09.01');
    expect(second.coverage).toBe('电线电缆的生产；低压成套开关设备的生产');
    expect(second.qualification).toBe('营业执照；CCC证书');
    expect(second.environment).toBe('营业执照；排污许可证');
    expect(second.safety).toBe('营业执照；安全生产许可证');
    expect(first.codes).toBe('19.05.01');
  });
});

describe('scopeSearchWords', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\t\n', null],
    ['电缆', '电缆'],
    [' 电线 电缆 ', '电线电缆'],
  ])('%j → %j', (input, expected) => {
    expect(scopeSearchWords(input)).toBe(expected);
  });
});

describe('scopeResultCount', () => {
  it('shows 10+ when more exist', () => {
    expect(scopeResultCount(10, true)).toBe('10+');
    expect(scopeResultCount(10, false)).toBe('10');
    expect(scopeResultCount(3, false)).toBe('3');
  });
});
