import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CORRECTION_FIELDS,
  certificateCorrectionBody,
  certificateCorrectionProblem,
  certificateNotCorrectable,
  correctedCertificateFields,
} from './correction.ts';

const fields = {
  enterpriseNameEn: 'Exmaple Co., Ltd.',
  enterpriseAddress: '北京市海淀区1号',
  enterpriseAddressEn: 'No. 1, Haidian, Beijing',
  scopeZh: '软件开法',
  scopeEn: 'Software development',
};
const TODAY = '2026-11-28';
const cert = (over: { status?: number; expiryDate?: string } = {}) => ({
  status: 1,
  expiryDate: '2028-02-28',
  fields,
  ...over,
});
const ID = '0190a0b0-0000-7000-8000-000000000101';

describe('certificateCorrectionProblem', () => {
  it('accepts a corrected typo of a valid or suspended certificate', () => {
    const request = { reason: '录入错误', fields: { scopeZh: '软件开发' } };
    expect(certificateCorrectionProblem(cert(), request, TODAY)).toBeNull();
    expect(certificateCorrectionProblem(cert({ status: 2 }), request, TODAY)).toBeNull();
  });

  it('refuses a certificate that is not current, with the reason', () => {
    const request = { reason: '录入错误', fields: { scopeZh: '软件开发' } };
    expect(certificateCorrectionProblem(cert({ status: 99 }), request, TODAY)).toBe(
      '该版本已换发新证书，不能修改（请修改当前版本）',
    );
    expect(certificateCorrectionProblem(cert({ status: 3 }), request, TODAY)).toBe('证书已撤销，不能修改');
    expect(certificateCorrectionProblem(cert({ status: 4 }), request, TODAY)).toBe('证书已注销，不能修改');
    expect(certificateCorrectionProblem(cert({ status: 5 }), request, TODAY)).toBe('证书已过期，不能修改');
    // Still stored as valid, but past its expiry date.
    expect(certificateCorrectionProblem(cert({ expiryDate: '2026-11-27' }), request, TODAY)).toBe(
      '证书已过期，不能修改',
    );
    expect(certificateNotCorrectable({ status: 1, expiryDate: TODAY }, TODAY)).toBeNull();
  });

  it('needs a reason, a change and a Chinese scope', () => {
    expect(
      certificateCorrectionProblem(cert(), { reason: ' ', fields: { scopeZh: '软件开发' } }, TODAY),
    ).toBe('请填写修改原因');
    expect(certificateCorrectionProblem(cert(), { reason: '录入错误', fields: {} }, TODAY)).toBe(
      '没有修改任何内容，无需保存',
    );
    // Only surrounding blanks differ: nothing changed.
    expect(
      certificateCorrectionProblem(
        cert(),
        { reason: '录入错误', fields: { scopeEn: ' Software development ' } },
        TODAY,
      ),
    ).toBe('没有修改任何内容，无需保存');
    expect(
      certificateCorrectionProblem(cert(), { reason: '录入错误', fields: { scopeZh: '  ' } }, TODAY),
    ).toBe('认证范围不能为空');
  });

  it('lists the changed fields in the table order', () => {
    expect(
      correctedCertificateFields(fields, {
        scopeEn: 'Software development',
        scopeZh: '软件开发',
        enterpriseNameEn: 'Example Co., Ltd.',
      }),
    ).toEqual(['enterpriseNameEn', 'scopeZh']);
    expect(CERTIFICATE_CORRECTION_FIELDS.map((f) => f.code)).toEqual(Object.keys(fields));
  });
});

describe('certificateCorrectionBody', () => {
  it('takes the correctable fields and a reason', () => {
    const parsed = certificateCorrectionBody.parse({
      id: ID,
      version: 3,
      reason: ' 录入错误 ',
      scopeZh: '软件开发',
    });
    expect(parsed).toEqual({ id: ID, version: 3, reason: '录入错误', scopeZh: '软件开发' });
  });

  it('refuses a missing reason and any other field, in Chinese', () => {
    const noReason = certificateCorrectionBody.safeParse({ id: ID, version: 1, scopeZh: 'x' });
    expect(noReason.error?.issues[0]?.message).toBe('请填写修改原因');
    const blank = certificateCorrectionBody.safeParse({ id: ID, version: 1, reason: '  ', scopeZh: 'x' });
    expect(blank.error?.issues[0]?.message).toBe('请填写修改原因');
    for (const key of ['certNo', 'expiryDate', 'standardName', 'status', 'enterpriseName']) {
      const other = certificateCorrectionBody.safeParse({
        id: ID,
        version: 1,
        reason: '录入错误',
        [key]: 'x',
      });
      expect(other.error?.issues[0]?.message, key).toBe(
        '证书修改只能更正获证组织英文名称、地址、英文地址、认证范围、英文认证范围；其他内容请通过证书变更或状态操作办理',
      );
    }
    const long = certificateCorrectionBody.safeParse({
      id: ID,
      version: 1,
      reason: '录入错误',
      scopeZh: 'x'.repeat(2001),
    });
    expect(long.error?.issues[0]?.message).toBe('认证范围最多2000个字符');
  });
});
