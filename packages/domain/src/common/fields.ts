/**
 * Field schemas that several areas' contracts build their request schemas from: free-text list
 * filters, labelled text inputs and the optional inputs of a form (where an emptied field arrives as
 * '' or null). Each message names the field in Chinese, as every contract does. Zod, so only
 * contract files import this (never a code table or another file the web's pages load).
 */
import { z } from 'zod';
import type { CodeLabel } from '../labels.ts';
import { calendarDate } from './contract.ts';

/** An emptied form input ('' or null) is absent. */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A string of only white space is absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function listFilter(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined);
}

/** The free text of a list filter: trimmed, at most `max` characters; '' filters nothing. */
export const filterText = (max: number) => listFilter(max, '查询条件过长');

/** {@link filterText} whose message names the limit (查询条件最多N个字符). */
export const filterTextUpTo = (max: number) => listFilter(max, `查询条件最多${max}个字符`);

/**
 * A list filter that is one of `values`: '' (or leaving it out) filters nothing.
 * @example filterChoice(['pending', 'sent'], '发送状态不正确').parse('') // undefined
 */
export const filterChoice = <const V extends string>(values: readonly V[], message?: string) =>
  z
    .enum([...values, ''], message === undefined ? undefined : { error: message })
    .optional()
    .transform((v) => (v ? (v as V) : undefined));

/** A labelled text of at most `max` characters, '' when left out. */
export const textOrEmpty = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}长度不能超过${max}个字符`)
    .default('');

/** A labelled text that must be filled in; `verb` starts the message (请输入名称, 请选择日期 …). */
export const requiredText = (label: string, max: number, verb = '请输入') =>
  z
    .string({ error: `${verb}${label}` })
    .trim()
    .min(1, `${verb}${label}`)
    .max(max, `${label}长度不能超过${max}个字符`);

/** A labelled text of at most `max` characters that must be a string (`${label}格式错误`). */
export const formText = (max: number, label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`);

/** An optional form text: '' and null are absent. */
export const optionalFormText = (max: number, label: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, `${label}过长`).optional());

/** An optional form date (YYYY-MM-DD): '' and null are absent. */
export const optionalFormDate = (label: string) =>
  z.preprocess(emptyToUndefined, calendarDate(label).optional());

/** An optional numeric code of `table` from a form: '' and null are absent, a string is read as a number. */
export const optionalFormCode = (table: readonly CodeLabel[], message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .refine((v) => table.some((r) => r.code === v), message)
      .optional(),
  );

/** An optional numeric code of a query string, one of `codes`: '' is absent, '2' is read as 2. */
export const optionalQueryCode = (label: string, codes: readonly number[]) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .refine((v) => v === undefined || codes.includes(v), `${label}不正确`);
