/** Mainland mobile phone numbers (SPEC.md §5 "Phone"). */
import { type Locale, localize } from './labels.ts';

/** 1, then 3-8, then nine more digits. */
export const MOBILE_PHONE_PATTERN = /^1[3-8]\d{9}$/;

export const PHONE_MESSAGES = {
  required: { zh: '请输入联系方式', en: 'Please enter a contact number' },
  invalid: { zh: '请输入正确的电话', en: 'Please enter a valid phone number' },
} as const;

/**
 * Validates a contact phone; returns null when valid, else the message to show.
 * @example validateMobilePhone('') // '请输入联系方式'
 * @example validateMobilePhone('12345678901') // '请输入正确的电话'
 * @example validateMobilePhone('13812345678') // null
 */
export function validateMobilePhone(
  value: string | null | undefined,
  locale: Locale = 'zh-CN',
): string | null {
  const phone = (value ?? '').trim();
  if (phone === '') return localize(PHONE_MESSAGES.required, locale);
  return MOBILE_PHONE_PATTERN.test(phone) ? null : localize(PHONE_MESSAGES.invalid, locale);
}
