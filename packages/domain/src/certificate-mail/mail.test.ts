import { describe, expect, it } from 'vitest';
import { isMailActionAllowed, type MailAction, mailTransition } from './mail.ts';

describe('mail state machine', () => {
  const allowed: Record<string, number> = {
    '0 approve': 1,
    '0 reject': 4,
    '1 send': 2,
    '2 sign': 3,
    '0 edit': 0,
    '1 edit': 1,
    '4 edit': 0,
  };
  for (const status of [0, 1, 2, 3, 4])
    for (const action of ['approve', 'reject', 'send', 'sign', 'edit'] as MailAction[]) {
      const to = allowed[`${status} ${action}`];
      it(`${status} ${action} → ${to ?? 'refused'}`, () => {
        expect(isMailActionAllowed(status, action)).toBe(to !== undefined);
        const result = mailTransition(status, action);
        if (to === undefined) expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, status: to });
      });
    }
  it('says why', () => {
    expect(mailTransition(3, 'edit')).toEqual({ ok: false, message: '当前状态“已签收”不能修改' });
  });
});
