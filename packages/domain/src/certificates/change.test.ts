import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CHANGE_FIELDS,
  CERTIFICATE_CONTENT_CHANGES,
  type ChangeableCertificate,
  certificateChangeBody,
  certificateChangeProblem,
  changedCertificateFields,
} from './change.ts';

const fields = {
  enterpriseName: '示例公司',
  enterpriseNameEn: 'Example Co.',
  enterpriseAddress: '北京市海淀区1号',
  enterpriseAddressEn: 'No. 1, Haidian, Beijing',
  scopeZh: '软件开发',
  scopeEn: 'Software development',
  standardName: 'GB/T 19001-2016',
  standardVersion: '2016',
  marks: 'CNAS',
};
const cert = (over: Partial<ChangeableCertificate> = {}): ChangeableCertificate => ({
  status: 1,
  certificateType: 'A',
  issueDate: '2025-03-01',
  expiryDate: '2028-02-28',
  fields,
  ...over,
});
const request = {
  replacementReason: '0104',
  changeTypes: ['01'],
  issueDate: '2026-11-24',
  fields: { enterpriseName: '示例集团公司' },
};

describe('certificateChangeProblem', () => {
  it('accepts a name change of a valid certificate', () => {
    expect(certificateChangeProblem(cert(), request)).toBeNull();
  });

  it.each([
    [2, '证书状态为“暂停”，不能变更（请先恢复）'],
    [3, '证书状态为“撤销”，不能变更'],
    [4, '证书状态为“注销”，不能变更'],
    [5, '证书状态为“过期”，不能变更'],
    [0, '证书状态为“过期”，不能变更'],
    [99, '证书状态为“旧证书”，不能变更'],
  ])('refuses status %i', (status, message) => {
    expect(certificateChangeProblem(cert({ status }), request)).toBe(message);
  });

  it('requires a replacement reason from 0101–0104', () => {
    expect(certificateChangeProblem(cert(), { ...request, replacementReason: '' })).toBe('请选择换证原因');
    expect(certificateChangeProblem(cert(), { ...request, replacementReason: '0120' })).toBe(
      '请选择换证原因',
    );
  });

  it('requires a change type for a content change, none for a surveillance reissue', () => {
    expect(certificateChangeProblem(cert(), { ...request, changeTypes: [], fields: {} })).toBe(
      '证书内容变更请选择变更类型',
    );
    expect(
      certificateChangeProblem(cert(), {
        ...request,
        replacementReason: '0101',
        changeTypes: [],
        fields: {},
      }),
    ).toBeNull();
  });

  it('lets each change type touch only its own fields', () => {
    for (const type of CERTIFICATE_CONTENT_CHANGES.filter((t) => !t.productOnly)) {
      for (const f of CERTIFICATE_CHANGE_FIELDS) {
        const problem = certificateChangeProblem(cert(), {
          ...request,
          changeTypes: [type.code],
          fields: { [f.code]: `${fields[f.code]}（新）` },
        });
        if (type.fields.includes(f.code)) expect(problem, `${type.code} ${f.code}`).toBeNull();
        else expect(problem, `${type.code} ${f.code}`).toBe(`所选变更类型不能修改“${f.zh}”`);
      }
    }
  });

  it('refuses a change type that changes nothing, unknown or repeated types', () => {
    expect(certificateChangeProblem(cert(), { ...request, changeTypes: ['01', '02'] })).toBe(
      '“地址变更”没有修改任何内容',
    );
    expect(certificateChangeProblem(cert(), { ...request, changeTypes: ['97_01'] })).toBe('变更类型不正确');
    expect(certificateChangeProblem(cert(), { ...request, changeTypes: ['01', '01'] })).toBe('变更类型重复');
    expect(
      certificateChangeProblem(cert(), {
        ...request,
        changeTypes: ['05', '06'],
        fields: { scopeZh: '软件开发及销售' },
      }),
    ).toBe('认证范围不能同时扩大和缩小');
  });

  it('keeps product model changes (07) to product certificates', () => {
    const models = { ...request, changeTypes: ['07'], fields: { scopeZh: '型号A、型号B' } };
    expect(certificateChangeProblem(cert(), models)).toBe('产品型号变更只适用于产品认证证书');
    expect(certificateChangeProblem(cert({ certificateType: 'B' }), models)).toBeNull();
  });

  it('refuses an empty name or scope', () => {
    expect(certificateChangeProblem(cert(), { ...request, fields: { enterpriseName: '  ' } })).toBe(
      '获证组织名称不能为空',
    );
  });

  it('dates the new version between the old issue date and the expiry', () => {
    expect(certificateChangeProblem(cert(), { ...request, issueDate: '2025-02-28' })).toBe(
      '换证日期不能早于原证书发证日期',
    );
    expect(certificateChangeProblem(cert(), { ...request, issueDate: '2028-02-29' })).toBe(
      '换证日期不能晚于证书有效期',
    );
    expect(certificateChangeProblem(cert(), { ...request, issueDate: '2028-02-28' })).toBeNull();
  });
});

describe('changedCertificateFields', () => {
  it('lists what differs after trimming, in field order', () => {
    expect(
      changedCertificateFields(fields, { scopeZh: '新范围', enterpriseName: ' 示例公司 ', marks: '' }),
    ).toEqual(['scopeZh', 'marks']);
  });
});

describe('certificateChangeBody', () => {
  it('parses a change and refuses a bad date', () => {
    const id = '0190a5b4-0000-7000-8000-000000000001';
    expect(
      certificateChangeBody.parse({ id, version: 1, replacementReason: '0104', issueDate: '2026-11-24' }),
    ).toMatchObject({ changeTypes: [], fields: {}, reason: '' });
    expect(
      certificateChangeBody.safeParse({ id, version: 1, replacementReason: '0104', issueDate: '2026-13-01' })
        .success,
    ).toBe(false);
  });
});
