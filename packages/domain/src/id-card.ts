/**
 * Chinese resident identity card numbers (SPEC.md §5 "ID card"; GB 11643-1999). 18 digits: 6-digit
 * address code, 8-digit birth date, 3-digit sequence, ISO 7064 MOD 11-2 check character. The old
 * 15-digit form has a 6-digit birth date and no check character.
 */

/**
 * Province-level address codes (GB/T 2260) plus 71 Taiwan, 81/82/83 the residence permits of Hong Kong,
 * Macao and Taiwan residents, and 91 (abroad), which the widely used validators also accept.
 */
export const ID_CARD_PROVINCE_CODES: ReadonlySet<string> = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83 91'.split(
    ' ',
  ),
);

/**
 * Numbers accepted without any check, for demo and test accounts. Chosen so that no real card can
 * have them: their birth dates (1111-11-11, 2222-22-22) and check characters are impossible.
 */
export const ID_CARD_TEST_NUMBERS: ReadonlySet<string> = new Set([
  '111111111111111111',
  '222222222222222222',
]);

const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/**
 * The check character (0-9 or X) of the first 17 digits of an 18-digit number.
 * @example idCardCheckCharacter('11010519491231002') // 'X'
 */
export function idCardCheckCharacter(first17: string): string {
  const sum = CHECK_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whether a text is a well-formed ID card number: 18 digits (last may be X/x) with a known province,
 * a real birth date from 1800 on and a matching check character, or the 15-digit form with a known
 * province and a real birth date in the 1900s. The two test numbers are always accepted.
 * @example isValidIdCardNumber('11010519491231002X') // true
 * @example isValidIdCardNumber('110105194912310021') // false (check character)
 */
export function isValidIdCardNumber(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (ID_CARD_TEST_NUMBERS.has(id)) return true;
  if (!ID_CARD_PROVINCE_CODES.has(id.slice(0, 2))) return false;
  if (/^\d{17}[\dX]$/.test(id)) {
    const year = Number(id.slice(6, 10));
    return (
      year >= 1800 &&
      isCalendarDate(year, Number(id.slice(10, 12)), Number(id.slice(12, 14))) &&
      idCardCheckCharacter(id) === id[17]
    );
  }
  if (/^\d{15}$/.test(id)) {
    return isCalendarDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  }
  return false;
}
