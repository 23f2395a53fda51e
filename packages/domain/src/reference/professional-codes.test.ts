import { describe, expect, it } from 'vitest';
import { IAF_SECTORS, iafSectorOf, isProfessionalCode } from './professional-codes.ts';

describe('IAF_SECTORS', () => {
  it('lists the 39 sectors in order with Chinese and English names', () => {
    expect(IAF_SECTORS.map((s) => s.code)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    for (const s of IAF_SECTORS) {
      expect(s.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(s.en).toMatch(/^[A-Z]/);
    }
    expect(IAF_SECTORS[27]).toMatchObject({ code: 28, zh: '建设' });
    expect(IAF_SECTORS[32]).toMatchObject({ code: 33, zh: '信息技术' });
  });
});

describe('isProfessionalCode', () => {
  it.each([
    ['19.05.01', true],
    ['01.01.00', true],
    ['39.00.00', true],
    ['00.01.01', false],
    ['40.01.01', false],
    ['19.5.1', false],
    ['19.05', false],
    ['19.05.01 ', false],
    ['19-05-01', false],
    ["19.05.01' or 1=1", false],
  ])('%j → %j', (code, expected) => {
    expect(isProfessionalCode(code)).toBe(expected);
  });

  it('gives the IAF sector of a valid code only', () => {
    expect(iafSectorOf('03.01.02')).toBe(3);
    expect(iafSectorOf('33.02.00')).toBe(33);
    expect(iafSectorOf('3.1.2')).toBeNull();
  });
});
