/**
 * Professional (scope) codes: the 39 IAF/EA sectors (IAF ID 1:2014) and the Chinese refinement
 * 大类.中类.小类 (DOMAIN.md §3). The tenant's full code tables live on the server; these are the
 * fixed parts the rules check.
 */
import { codeTable } from '../labels.ts';
import * as tableRows from './professional-codes.json';

/** `DD.MM.SS`: 大类 (the IAF sector, 01-39), 中类, 小类 (00 when not refined). */
export const PROFESSIONAL_CODE_PATTERN = /^(0[1-9]|[12]\d|3[0-9])\.\d{2}\.\d{2}$/;

export const PROFESSIONAL_CODE_MESSAGE = '专业代码格式应为“大类.中类.小类”，例如 19.05.01';

/**
 * Whether a code has the DD.MM.SS form with a 大类 of 01-39.
 * @example isProfessionalCode('19.05.01') // true
 * @example isProfessionalCode('40.01.01') // false
 */
export function isProfessionalCode(value: string): boolean {
  return PROFESSIONAL_CODE_PATTERN.test(value);
}

/**
 * The IAF sector (大类) of a professional code, or null.
 * @example iafSectorOf('03.01.02') // 3
 */
export function iafSectorOf(code: string): number | null {
  return isProfessionalCode(code) ? Number(code.slice(0, 2)) : null;
}

/** IAF ID 1 / EA sectors with their usual Chinese names (认证机构业务范围大类). */
export const IAF_SECTORS = codeTable(
  tableRows.IAF_SECTORS,
  [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
    30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
  ],
);
