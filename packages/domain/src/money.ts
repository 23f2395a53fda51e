/**
 * Money and number inputs (SPEC.md §5): keystroke filters for money and integer fields, the patterns
 * forms validate against, and how amounts and bank numbers are displayed.
 */
import { roundTo } from './decimal.ts';

/** Decimal places of money amounts (SPEC.md §9). */
export const AMOUNT_DECIMALS = 2;

/**
 * Cleans a money field as the user types: digits and one decimal point only, no leading point, at
 * most 2 decimals, and a run of leading zeros collapses to one ("00" → "0").
 * @example filterMoneyInput('1..2') // '1.2'
 * @example filterMoneyInput('.5') // '5'
 * @example filterMoneyInput('1.234') // '1.23'
 */
export function filterMoneyInput(raw: string): string {
  const [whole = '', ...decimals] = raw
    .replace(/[^\d.]/g, '')
    .replace(/^\.+/, '')
    .split('.');
  const value = decimals.length === 0 ? whole : `${whole}.${decimals.join('').slice(0, AMOUNT_DECIMALS)}`;
  return value.replace(/^0{2,}/, '0');
}

/**
 * Tidies a money field when it loses focus: a trailing point is removed and a leading zero before
 * another digit is stripped.
 * @example fixMoneyOnBlur('12.') // '12'
 * @example fixMoneyOnBlur('05.5') // '5.5'
 */
export function fixMoneyOnBlur(value: string): string {
  return value.replace(/\.$/, '').replace(/^0+(?=\d)/, '');
}

/**
 * Cleans an integer field as the user types: digits only, and a lone "0" is not accepted.
 * @example filterIntegerInput('1a2') // '12'
 * @example filterIntegerInput('0') // ''
 */
export function filterIntegerInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits === '0' ? '' : digits;
}

/** A positive integer without leading zero, or a decimal with one or two decimal places. */
export const AMOUNT_PATTERN = /^(?:[1-9]\d*|(?:0|[1-9]\d*)\.\d{1,2})$/;

/**
 * Whether a text is a valid amount.
 * @example isAmount('12.50') // true
 * @example isAmount('012') // false
 */
export function isAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value);
}

/** Registered capital (in 万元): digits with up to 4 decimals. */
export const REGISTERED_CAPITAL_PATTERN = /^\d+(?:\.\d{1,4})?$/;

/**
 * Whether a registered-capital text is acceptable; the field is optional, so empty passes.
 * @example isRegisteredCapital('100.1234') // true
 * @example isRegisteredCapital('100.12345') // false
 */
export function isRegisteredCapital(value: string): boolean {
  return value === '' || REGISTERED_CAPITAL_PATTERN.test(value);
}

/**
 * Shows a number with at most 2 decimals: more decimals are rounded to 2, fewer are kept, and a
 * result of negative zero loses its sign. Floating-point noise (0.1 + 0.2) is ignored. Empty for a
 * non-numeric value.
 * @example formatDecimal(1.005) // '1.01'
 * @example formatDecimal(1.5) // '1.5'
 * @example formatDecimal(-0.001) // '0.00'
 */
export function formatDecimal(value: number | string): string {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return '';
  const clean = Number(n.toPrecision(15));
  const decimals = (String(clean).split('.')[1] ?? '').length;
  const text =
    decimals > AMOUNT_DECIMALS ? roundTo(clean, AMOUNT_DECIMALS).toFixed(AMOUNT_DECIMALS) : String(clean);
  return text.replace(/^-(?=0(?:\.0*)?$)/, '');
}

/**
 * Groups a bank account number in fours for display.
 * @example groupBankNumber('6222020200012345678') // '6222 0202 0001 2345 678'
 */
export function groupBankNumber(value: string): string {
  return value.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
