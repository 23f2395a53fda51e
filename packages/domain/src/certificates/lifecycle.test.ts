import { describe, expect, it } from 'vitest';
import {
  type CertificateAction,
  certificateActionProblem,
  certificateTransition,
  isCertificateActionAllowed,
  latestSuspendUntil,
} from './lifecycle.ts';

const ACTIONS: CertificateAction[] = ['suspend', 'restore', 'revoke', 'cancel', 'expire'];
const STATUSES = [0, 1, 2, 3, 4, 5, 99];

describe('certificate state machine (DOMAIN §1.3)', () => {
  // Every status × action: the allowed ones with their target and change type, every other refused.
  const allowed: Record<string, [number, string]> = {
    '1 suspend': [2, '97_01'],
    '2 restore': [1, '97_02'],
    '1 revoke': [3, '97_03'],
    '2 revoke': [3, '97_03'],
    '1 cancel': [4, '97_04'],
    '1 expire': [5, '97_05'],
    '2 expire': [5, '97_05'],
  };
  for (const status of STATUSES) {
    for (const action of ACTIONS) {
      const expected = allowed[`${status} ${action}`];
      it(`${status} → ${action}: ${expected ? `→ ${expected[0]}` : 'refused'}`, () => {
        const result = certificateTransition(status, action);
        expect(isCertificateActionAllowed(status, action)).toBe(!!expected);
        if (expected) expect(result).toEqual({ ok: true, status: expected[0], changeType: expected[1] });
        else expect(result.ok).toBe(false);
      });
    }
  }
  it('names the status and the action when it refuses', () => {
    expect(certificateTransition(3, 'restore')).toEqual({ ok: false, message: '证书状态为“撤销”，不能恢复' });
    expect(certificateTransition(99, 'suspend')).toEqual({
      ok: false,
      message: '证书状态为“旧证书”，不能暂停',
    });
  });
});

describe('latestSuspendUntil', () => {
  it('six months later, or the month end', () => {
    expect(latestSuspendUntil('2026-03-01')).toBe('2026-09-01');
    expect(latestSuspendUntil('2026-08-31')).toBe('2027-02-28');
    expect(latestSuspendUntil('2026-12-31')).toBe('2027-06-30');
    expect(latestSuspendUntil('2026-12-31', 3)).toBe('2027-03-31');
  });
});

describe('certificateActionProblem', () => {
  const valid = { status: 1, issueDate: '2025-01-10', expiryDate: '2028-01-09' };
  const today = '2026-03-01';
  it('suspension: reason from the list, end after start, at most six months', () => {
    const ok = { reasonCode: '0116', effectiveDate: '2026-03-01', suspendUntil: '2026-09-01' };
    expect(certificateActionProblem(valid, 'suspend', ok, today)).toBeNull();
    expect(certificateActionProblem(valid, 'suspend', { ...ok, reasonCode: '0120' }, today)).toBe(
      '请选择暂停原因',
    );
    expect(certificateActionProblem(valid, 'suspend', { ...ok, reasonCode: undefined }, today)).toBe(
      '请选择暂停原因',
    );
    expect(certificateActionProblem(valid, 'suspend', { ...ok, suspendUntil: '2026-09-02' }, today)).toBe(
      '暂停截止日期不能晚于2026-09-01（暂停期最长6个月）',
    );
    expect(certificateActionProblem(valid, 'suspend', { ...ok, suspendUntil: '2026-03-01' }, today)).toBe(
      '暂停截止日期应晚于暂停日期',
    );
    expect(certificateActionProblem(valid, 'suspend', { ...ok, suspendUntil: null }, today)).toBe(
      '请选择暂停截止日期',
    );
    expect(certificateActionProblem(valid, 'suspend', { ...ok, effectiveDate: '2024-12-31' }, today)).toBe(
      '暂停日期不能早于发证日期',
    );
    expect(
      certificateActionProblem(
        valid,
        'suspend',
        { ...ok, effectiveDate: '2028-02-01', suspendUntil: '2028-03-01' },
        today,
      ),
    ).toBe('暂停日期不能晚于证书有效期');
  });
  it('restore: not before the suspension began', () => {
    const suspended = { ...valid, status: 2, suspendedFrom: '2026-02-01' };
    expect(certificateActionProblem(suspended, 'restore', { effectiveDate: '2026-03-01' }, today)).toBeNull();
    expect(certificateActionProblem(suspended, 'restore', { effectiveDate: '2026-01-31' }, today)).toBe(
      '恢复日期不能早于暂停日期',
    );
    expect(certificateActionProblem(valid, 'restore', { effectiveDate: '2026-03-01' }, today)).toBe(
      '证书状态为“有效”，不能恢复',
    );
  });
  it('revocation and cancellation take their own reason lists', () => {
    expect(
      certificateActionProblem(valid, 'revoke', { reasonCode: '0115', effectiveDate: today }, today),
    ).toBeNull();
    expect(certificateActionProblem(valid, 'revoke', { reasonCode: '01', effectiveDate: today }, today)).toBe(
      '请选择撤销原因',
    );
    expect(
      certificateActionProblem(valid, 'cancel', { reasonCode: '01', effectiveDate: today }, today),
    ).toBeNull();
    expect(
      certificateActionProblem(valid, 'cancel', { reasonCode: '0111', effectiveDate: today }, today),
    ).toBe('请选择注销原因');
  });
  it('expiry only after the expiry date', () => {
    expect(certificateActionProblem(valid, 'expire', { effectiveDate: '2028-01-09' }, '2028-01-09')).toBe(
      '证书有效期至2028-01-09，尚未过期',
    );
    expect(
      certificateActionProblem(valid, 'expire', { effectiveDate: '2028-01-10' }, '2028-01-10'),
    ).toBeNull();
  });
});
