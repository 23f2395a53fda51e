import { describe, expect, it } from 'vitest';
import { analysePath, schemeOfStandard, standardOfScheme } from './standardScheme';

const std = (shortName: string, code = shortName) => ({ id: `id-${code}`, shortName, code });

describe('schemeOfStandard', () => {
  it.each([
    ['Q', 'QMS'],
    ['Q(EC)', 'QMS'],
    ['E', 'EMS'],
    ['S', 'OHSMS'],
    ['F', 'FSMS'],
    ['H', 'HACCP'],
    ['ISMS', 'ISMS'],
    ['ITSMS', 'ITSMS'],
    ['EnMS', 'EnMS'],
  ])('maps the standard %s to the registration field %s', (shortName, scheme) => {
    expect(schemeOfStandard(std(shortName))).toBe(scheme);
  });

  it('has no scheme for product and verification standards', () => {
    for (const shortName of ['GHG', 'TZJ', 'PV', 'GAP', 'IPMS', ''])
      expect(schemeOfStandard(std(shortName))).toBeNull();
  });

  it('falls back to the product code when the short name was renamed', () => {
    expect(schemeOfStandard({ shortName: '质量', code: 'Q' })).toBe('QMS');
    expect(schemeOfStandard({ shortName: ' E ', code: 'X' })).toBe('EMS');
  });
});

describe('standardOfScheme', () => {
  const standards = [std('GHG'), std('Q'), std('Q(EC)'), std('E')];

  it('finds the first standard of a scheme, or none', () => {
    expect(standardOfScheme(standards, 'QMS')?.id).toBe('id-Q');
    expect(standardOfScheme(standards, 'EMS')?.id).toBe('id-E');
    expect(standardOfScheme(standards, 'FSMS')).toBeUndefined();
  });

  it('builds the analysis path', () => {
    expect(analysePath('a1', 's1')).toBe('/rlzy/analyse/a1/s1');
  });
});
