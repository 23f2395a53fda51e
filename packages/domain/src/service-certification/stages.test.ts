import { describe, expect, it } from 'vitest';
import { nextServiceStage, SERVICE_STAGE, serviceDecisionRefusal } from './stages.ts';

describe('serviceDecisionRefusal (a passing decision of a GB/T 27922 item)', () => {
  it.each([
    [null, '服务认证评价表尚未保存，不能作出通过的认证决定'],
    [{ evaluated: false, grade: '' as const }, '服务认证评价表尚未保存，不能作出通过的认证决定'],
    [{ evaluated: true, grade: '不合格' as const }, '服务认证评价结果为不合格，不能作出通过的认证决定'],
    [{ evaluated: true, grade: '达标' as const }, null],
    [{ evaluated: true, grade: '三星' as const }, null],
  ])('%o -> %s', (sheet, reason) => expect(serviceDecisionRefusal(sheet)).toBe(reason));
});

describe('nextServiceStage', () => {
  it('needs a saved sheet to end the audit and refuses to certify 不合格', () => {
    expect(nextServiceStage(SERVICE_STAGE.audit, { evaluated: false, grade: '' })).toEqual({
      ok: false,
      reason: '请先保存服务认证评价表',
    });
    expect(nextServiceStage(SERVICE_STAGE.decision, { evaluated: true, grade: '不合格' })).toEqual({
      ok: false,
      reason: '评价结果为不合格，不能发证',
    });
    expect(nextServiceStage(SERVICE_STAGE.decision, { evaluated: true, grade: '四星' })).toEqual({
      ok: true,
      to: SERVICE_STAGE.issued,
    });
  });
});
