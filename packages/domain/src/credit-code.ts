/**
 * Unified social credit codes of organisations (统一社会信用代码, GB 32100-2015). 18 characters from a
 * 31-symbol alphabet (digits and upper-case letters without I, O, S, V, Z): registering authority,
 * organisation category, 6-digit administrative division, 9-character organisation code, and a check
 * character computed over the first 17 with weights 3^i mod 31.
 */

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Shape of a code: two alphabet symbols, six digits, ten alphabet symbols. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/**
 * The check character of the first 17 characters of a code (they must be alphabet symbols).
 * @example creditCodeCheckCharacter('91350100M000100Y4') // '3'
 */
export function creditCodeCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * ALPHABET.indexOf(first17[i] ?? ''), 0);
  return ALPHABET[(31 - (sum % 31)) % 31] ?? '';
}

/**
 * Whether a text is a valid unified social credit code. Surrounding spaces and lower-case letters are
 * tolerated, as users paste codes from documents.
 * @example isValidCreditCode('91350100M000100Y43') // true
 */
export function isValidCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckCharacter(code) === code[17];
}
