import { describe, expect, it } from 'vitest';
import {
  trainingCertificateDateProblem,
  trainingCertificateRevocationProblem,
} from './training-certificate-rules.ts';
import {
  trainingCertificateBody,
  trainingCertificateEditBody,
  trainingCertificateListQuery,
} from './training-certificates.ts';

const valid = {
  certNo: ' px-2026-0001 ',
  holderName: ' 周文静 ',
  holderIdCardNo: '11010519491231002x',
  courseName: '质量管理体系内审员培训',
  courseHours: 24,
  trainingFrom: '2026-03-01',
  trainingTo: '2026-03-03',
  issueDate: '2026-03-10',
  validTo: '',
};

const firstMessage = (input: unknown) => {
  const r = trainingCertificateBody.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('trainingCertificateBody', () => {
  it('trims, upper-cases the number and the ID-card number, and defaults the rest', () => {
    expect(trainingCertificateBody.parse(valid)).toEqual({
      certNo: 'PX-2026-0001',
      holderName: '周文静',
      holderIdCardNo: '11010519491231002X',
      employer: '',
      courseName: '质量管理体系内审员培训',
      standardName: '',
      courseHours: 24,
      trainingFrom: '2026-03-01',
      trainingTo: '2026-03-03',
      issueDate: '2026-03-10',
      validTo: null,
      status: 1,
      revokeReason: '',
      remark: '',
    });
  });

  it.each([
    [{ certNo: '  ' }, '请输入培训证书编号'],
    [{ certNo: 'PX 01' }, '培训证书编号只能包含字母、数字和“-”'],
    [{ certNo: 'P'.repeat(51) }, '培训证书编号长度不能超过50个字符'],
    [{ holderName: undefined }, '请输入持证人姓名'],
    [{ holderIdCardNo: '110105194912310021' }, '身份证号格式错误'],
    [{ courseName: '' }, '请输入培训课程'],
    [{ courseHours: 0 }, '学时最小为1'],
    [{ courseHours: 1.5 }, '学时必须是整数'],
    [{ courseHours: '24' }, '请输入学时'],
    [{ trainingFrom: '2026-02-30' }, '培训开始日期不是有效的日期'],
    [{ issueDate: undefined }, '请选择发证日期'],
    [{ trainingTo: '2026-02-28' }, '培训结束日期不能早于培训开始日期'],
    [{ issueDate: '2026-02-28', trainingTo: '2026-03-01' }, '发证日期不能早于培训开始日期'],
    [{ validTo: '2026-03-09' }, '有效期至不能早于发证日期'],
    [{ status: 3 }, '证书状态只能是有效或已撤销'],
    [{ status: 2 }, '撤销证书时请输入撤销原因'],
    [{ remark: '备'.repeat(501) }, '备注长度不能超过500个字符'],
  ])('refuses %j with %s', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('accepts a revocation with its reason, a validity date on the issue date and an empty ID-card number', () => {
    const r = trainingCertificateBody.parse({
      ...valid,
      holderIdCardNo: '',
      validTo: '2026-03-10',
      status: 2,
      revokeReason: '考核资料不实',
    });
    expect(r).toMatchObject({ status: 2, validTo: '2026-03-10', holderIdCardNo: '' });
  });

  it('checks the same rules on an edit, which also needs the id and version', () => {
    const base = { ...valid, id: '0190a0b0-0000-7000-8000-000000000001', version: 3 };
    expect(trainingCertificateEditBody.parse(base).version).toBe(3);
    const bad = trainingCertificateEditBody.safeParse({ ...base, trainingTo: '2026-02-01' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['trainingTo'],
      message: '培训结束日期不能早于培训开始日期',
    });
    expect(trainingCertificateEditBody.safeParse({ ...valid, version: 3 }).error?.issues[0]?.message).toBe(
      '数据标识格式错误',
    );
  });
});

describe('training certificate rules', () => {
  it('dates: each boundary is allowed on the same day', () => {
    const same = {
      trainingFrom: '2026-01-01',
      trainingTo: '2026-01-01',
      issueDate: '2026-01-01',
      validTo: '2026-01-01',
    };
    expect(trainingCertificateDateProblem(same)).toBeNull();
    expect(trainingCertificateDateProblem({ ...same, validTo: null })).toBeNull();
    expect(trainingCertificateDateProblem({ ...same, validTo: '2025-12-31' })?.field).toBe('validTo');
  });
  it('revocation needs a reason; a valid certificate does not', () => {
    expect(trainingCertificateRevocationProblem({ status: 1, revokeReason: '' })).toBeNull();
    expect(trainingCertificateRevocationProblem({ status: 2, revokeReason: ' ' })).toBe(
      '撤销证书时请输入撤销原因',
    );
    expect(trainingCertificateRevocationProblem({ status: 2, revokeReason: '资料不实' })).toBeNull();
  });
  it('list filters: the live status and the sort allowlist', () => {
    expect(trainingCertificateListQuery.parse({ status: '3', column: 'issueDate' })).toMatchObject({
      status: 3,
      column: 'issueDate',
      pageNo: 1,
    });
    expect(trainingCertificateListQuery.safeParse({ status: '9' }).error?.issues[0]?.message).toBe(
      '证书状态不正确',
    );
    expect(trainingCertificateListQuery.safeParse({ column: 'holderIdCardNo' }).success).toBe(false);
  });
});
