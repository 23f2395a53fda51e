/**
 * The rules of a company's self-registration and of a signed-out password reset (issue 36 item 5):
 * the states of a request, who may act on it, and the verification codes' limits.
 */

/** 0 待验证邮箱, 1 待审核, 2 已通过, 3 已驳回. */
export const REGISTRATION_STATUS = { unverified: 0, pending: 1, approved: 2, rejected: 3 } as const;
export const REGISTRATION_STATUS_NAMES: Record<number, { zh: string; en: string }> = {
  0: { zh: '待验证邮箱', en: 'E-mail unconfirmed' },
  1: { zh: '待审核', en: 'Pending' },
  2: { zh: '已通过', en: 'Approved' },
  3: { zh: '已驳回', en: 'Rejected' },
};

/** How the applicant's contact is verified: an SMS code where the body has SMS, else an e-mail link. */
export type VerificationChannel = 'sms' | 'email';

/** A code lives 10 minutes, may be tried 5 times, and one is sent per address per minute. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60_000;
/** An e-mail confirmation link lives 24 hours. */
export const EMAIL_LINK_TTL_MS = 24 * 3_600_000;

/** The same answer whether or not the account exists (no account enumeration). */
export const RESET_CODE_SENT = '如该账号存在并绑定了手机或邮箱，验证码已发送，请查收';
export const RESET_CODE_WRONG = '验证码错误或已过期';

/** Why a request may not be decided, or null: only one awaiting review. */
export function reviewProblem(status: number): string | null {
  if (status === REGISTRATION_STATUS.unverified) return '申请人尚未验证邮箱，不能审核';
  if (status === REGISTRATION_STATUS.approved) return '该注册申请已通过';
  if (status === REGISTRATION_STATUS.rejected) return '该注册申请已驳回';
  return null;
}
