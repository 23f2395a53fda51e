import type { CertificateCodeRecord } from '@cb/domain';
import { describe, expect, it } from 'vitest';
import { codeBodyOf, codeFormOf } from './ProfessionalCodeList.data';

const record: CertificateCodeRecord = {
  id: '0190aaaa-0000-7000-8000-000000000001',
  certCodeCustom: '19.05.01',
  certificateStandardId: '0190aaaa-0000-7000-8000-000000000002',
  certificateStandardFullName: '质量管理体系',
  standardCode: 'Q',
  iafCode: 19,
  proName: '电线、电缆制造',
  izHaveFlag: 1,
  izHaveFlag_dictText: '是',
  riskLevel: 2,
  riskLevel_dictText: '中',
  techSpecification: '',
  belIndustry: '制造业',
  reportingCode: '19.05.01',
  effectiveDate: '2024-01-01',
  expiryDate: null,
  enabled: 1,
  remark: '',
  version: 3,
};

describe('the professional-code form', () => {
  it('starts a new code as not witnessed and valid', () => {
    expect(codeFormOf(null)).toEqual({ izHaveFlag: 0, enabled: 1 });
  });

  it('turns a record into form values and back into the same save body', () => {
    const body = codeBodyOf({ ...(codeFormOf(record) as Required<ReturnType<typeof codeFormOf>>) });
    expect(body).toEqual({
      certificateStandardId: record.certificateStandardId,
      certCodeCustom: '19.05.01',
      proName: '电线、电缆制造',
      riskLevel: 2,
      izHaveFlag: 1,
      reportingCode: '19.05.01',
      techSpecification: '',
      belIndustry: '制造业',
      effectiveDate: '2024-01-01',
      expiryDate: null,
      enabled: 1,
      remark: '',
    });
  });

  it('sends a blank risk as null and trims the code', () => {
    const body = codeBodyOf({
      certificateStandardId: record.certificateStandardId,
      certCodeCustom: ' 33.01.00 ',
      proName: '测试',
      izHaveFlag: 0,
      enabled: 0,
    });
    expect(body).toMatchObject({
      certCodeCustom: '33.01.00',
      riskLevel: null,
      effectiveDate: null,
      enabled: 0,
    });
  });
});
