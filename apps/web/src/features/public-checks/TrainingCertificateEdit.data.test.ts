import { describe, expect, it } from 'vitest';
import { initialValues, toBody } from './TrainingCertificateEdit.data';

const values = {
  certNo: ' px-2026-0001 ',
  holderName: ' 陈培训 ',
  holderIdCardNo: '11010519491231002x',
  courseName: '内审员培训',
  courseHours: 24,
  trainingFrom: '2026-03-01',
  trainingTo: '2026-03-03',
  issueDate: '2026-03-10',
  validTo: null,
  status: 1 as const,
  revokeReason: '不会发送',
};

describe('培训证书 form values ↔ body', () => {
  it('trims, upper-cases the numbers, and sends a revocation reason only with 已撤销', () => {
    expect(toBody(values)).toEqual({
      certNo: 'PX-2026-0001',
      holderName: '陈培训',
      holderIdCardNo: '11010519491231002X',
      employer: '',
      courseName: '内审员培训',
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
    expect(toBody({ ...values, status: 2, revokeReason: ' 资料不实 ' }).revokeReason).toBe('资料不实');
  });

  it('edits a revoked certificate as 已撤销 and an expired one as 有效 (expiry follows the date)', () => {
    const detail = {
      ...toBody(values),
      id: '0190a0b0-0000-7000-8000-000000000001',
      version: 1,
      holderIdCardNo: '11010519491231002X',
      employer: '',
      standardName: '',
      validTo: '2026-04-01',
      status: 3,
      storedStatus: 1,
      revokeReason: '',
      revokedAt: null,
      remark: '',
      createTime: '',
      updateTime: '',
    };
    expect(initialValues(detail)).toMatchObject({ status: 1, validTo: '2026-04-01' });
    expect(initialValues({ ...detail, status: 2, storedStatus: 2 }).status).toBe(2);
    expect(initialValues(null)).toEqual({ status: 1, courseHours: 24 });
  });
});
