import { describe, expect, it } from 'vitest';
import {
  approvalDigits,
  certificateNumberPattern,
  certificateNumberScope,
  certificateTemplateProblem,
  DEFAULT_CERTIFICATE_NUMBER_TEMPLATE,
  formatCertificateNumber,
  issueDateProblem,
} from './numbering.ts';

const parts = {
  approvalNo: 'CNCA-R-2002-034',
  scheme: 'Q',
  issueDate: '2026-11-24',
  serial: 286,
  recertificationCount: 0,
  headcount: 40,
};

describe('certificate numbers', () => {
  it('follows the default template: approval digits, scheme, yy, serial, R count, size', () => {
    expect(formatCertificateNumber(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, parts)).toBe('034Q26286R0S');
    expect(
      formatCertificateNumber(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, {
        ...parts,
        serial: 7,
        recertificationCount: 2,
        headcount: 51,
      }),
    ).toBe('034Q26007R2M');
    expect(
      formatCertificateNumber(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, {
        ...parts,
        headcount: 1001,
        scheme: 'E',
      }),
    ).toBe('034E26286R0L');
  });
  it('a body may use its own template', () => {
    expect(formatCertificateNumber('{approval}10{scheme}{yy}{serial:3}R{recert}{scale}', parts)).toBe(
      '03410Q26286R0S',
    );
    expect(formatCertificateNumber('HH-{yyyy}-{scheme}-{serial:5}', parts)).toBe('HH-2026-Q-00286');
  });
  it('counts serials per scope (what comes before the serial)', () => {
    expect(certificateNumberScope(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, parts)).toBe('034Q26');
    expect(
      certificateNumberScope(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, { ...parts, issueDate: '2027-01-02' }),
    ).toBe('034Q27');
  });
  it('refuses templates without a serial or with unknown placeholders', () => {
    expect(certificateTemplateProblem(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE)).toBeNull();
    expect(certificateTemplateProblem('{approval}{scheme}')).toBe('证书编号规则必须包含流水号{serial}');
    expect(certificateTemplateProblem('{foo}{serial}')).toBe('证书编号规则中的{foo}无法识别');
    expect(certificateTemplateProblem(' ')).toBe('请填写证书编号规则');
  });
  it('tells a number of the template from one of another format (the demo mixed two)', () => {
    const pattern = certificateNumberPattern(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, parts.approvalNo);
    expect(formatCertificateNumber(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, parts)).toMatch(pattern);
    expect(formatCertificateNumber(DEFAULT_CERTIFICATE_NUMBER_TEMPLATE, { ...parts, serial: 1234 })).toMatch(
      pattern,
    );
    expect('034E26001R0S').toMatch(pattern);
    expect('06826Q10286R0S').not.toMatch(pattern);
    expect('034Q2601R0S').not.toMatch(pattern);
    expect('068Q26001R0S').not.toMatch(pattern);
    const own = certificateNumberPattern('HH-{yyyy}-{scheme}-{serial:5}', parts.approvalNo);
    expect('HH-2026-Q-00286').toMatch(own);
    expect('HHX2026-Q-00286').not.toMatch(own);
  });
  it('approval digits', () => {
    expect(approvalDigits('CNCA-R-2002-034')).toBe('034');
    expect(approvalDigits('CNCA-RF-2019-7')).toBe('197');
  });
});

describe('dates at issue', () => {
  it('issue date between the decision and today', () => {
    expect(issueDateProblem('2026-11-20', '2026-11-21', '2026-11-24')).toBe('发证日期不能早于认证决定日期');
    expect(issueDateProblem('2026-11-25', '2026-11-21', '2026-11-24')).toBe('发证日期不能晚于今天');
    expect(issueDateProblem('2026-11-21', '2026-11-21', '2026-11-24')).toBeNull();
  });
});
