import { describe, expect, it } from 'vitest';
import {
  catalogueStandard,
  printedAccreditation,
  printedCertificateVersion,
  printedSites,
  printedStandardText,
} from './printed.ts';
import { defaultCertificateTemplateFields } from './template-layout.ts';

const ems = { name: '环境管理体系', standardNumber: 'GB/T 24001-2016/ISO 14001:2015' };

describe('what a certificate prints (issue 30)', () => {
  it('takes the standard and its edition from the catalogue unless the application named an edition', () => {
    expect(catalogueStandard(ems)).toEqual({
      standardName: '环境管理体系',
      standardVersion: 'GB/T 24001-2016/ISO 14001:2015',
    });
    expect(catalogueStandard(ems, '  ')).toEqual(catalogueStandard(ems));
    expect(catalogueStandard(ems, 'GB/T 24001-2016').standardVersion).toBe('GB/T 24001-2016');
    expect(catalogueStandard({ name: '光伏产品', standardNumber: '' }, null)).toEqual({
      standardName: '光伏产品',
      standardVersion: '',
    });
  });

  it('prints the edition before the name, once', () => {
    expect(printedStandardText(catalogueStandard(ems))).toBe('GB/T 24001-2016/ISO 14001:2015 环境管理体系');
    expect(
      printedStandardText({
        standardName: 'GB/T 19001-2016/ISO 9001:2015',
        standardVersion: 'GB/T 19001-2016',
      }),
    ).toBe('GB/T 19001-2016/ISO 9001:2015');
    expect(printedStandardText({ standardName: '环境管理体系', standardVersion: '' })).toBe('环境管理体系');
  });

  it('lists every site, numbered when there are several', () => {
    const sites = [
      { name: '总部', address: '上海市浦东新区1号' },
      { name: '', address: '苏州市工业园区2号' },
      { name: ' ', address: ' ' },
    ];
    expect(printedSites(sites, 'zh')).toBe('1. 总部：上海市浦东新区1号；2. 苏州市工业园区2号');
    expect(printedSites(sites.slice(0, 1), 'en')).toBe('总部, 上海市浦东新区1号');
    expect(printedSites([], 'zh')).toBe('');
  });

  it('prints the accreditation mark with the number, nothing without a mark', () => {
    expect(printedAccreditation('CNAS', 'C068-M')).toBe('CNAS（C068-M）');
    expect(printedAccreditation('CNAS', 'CNAS C068-M')).toBe('CNAS C068-M');
    expect(printedAccreditation('CNAS', '')).toBe('CNAS');
    expect(printedAccreditation('', 'CNAS C068-M')).toBe('');
  });

  it('tells a reissue from the first issue', () => {
    expect(printedCertificateVersion(1, 'zh')).toBe('第1版（首次发证）');
    expect(printedCertificateVersion(3, 'zh')).toBe('第3版（换发）');
    expect(printedCertificateVersion(2, 'en')).toBe('Version 2 (reissued)');
    expect(printedCertificateVersion(0, 'zh')).toBe('');
  });

  it('the default layouts print the sites, the accreditation and the version', () => {
    for (const language of ['zh', 'en'] as const) {
      const sources = defaultCertificateTemplateFields(language).map((f) => f.source);
      expect(sources).toEqual(
        expect.arrayContaining([
          'standard',
          'sites',
          'accreditation',
          'certificateVersion',
          'issueDate',
          'firstIssueDate',
          'expiryDate',
        ]),
      );
    }
  });
});
