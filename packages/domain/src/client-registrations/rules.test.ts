import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUS, reviewProblem } from './rules.ts';

describe('registration rules', () => {
  it('decides only a request awaiting review', () => {
    expect(reviewProblem(REGISTRATION_STATUS.pending)).toBeNull();
    expect(reviewProblem(REGISTRATION_STATUS.unverified)).toBe('申请人尚未验证邮箱，不能审核');
    expect(reviewProblem(REGISTRATION_STATUS.approved)).toBe('该注册申请已通过');
    expect(reviewProblem(REGISTRATION_STATUS.rejected)).toBe('该注册申请已驳回');
  });
});
