/**
 * The primitives every area's contract is built from (ARCHITECTURE.md "API conventions"): the
 * response envelope, a page of records, ids, versions, calendar dates, money and the like. Each
 * exists once here; an area's `contract.ts` composes them into its request and response schemas, the
 * server validates and serialises with them, the web infers its types from them, and the OpenAPI
 * document is generated from them.
 */
import { z } from 'zod';
import { isValidCreditCode } from '../credit-code.ts';
import { MOBILE_PHONE_PATTERN } from '../phone.ts';

/** A record id: a UUID (v7 on records this product creates). */
export const idSchema = z.uuid({ error: '数据标识格式错误' });

/** The optimistic-lock version a client read; a stale one is 409. */
export const versionSchema = z.coerce.number({ error: '缺少版本号' }).int('版本号错误').min(1, '版本号错误');

/** `?id=` of a detail call. */
export const idQuery = z.object({ id: idSchema });
/** `{ id, version }` of a delete, freeze or other versioned action. */
export const idVersion = z.object({ id: idSchema, version: versionSchema });

/** What a create or update answers: the record's id and its new version. */
export const savedRecord = z.object({ id: idSchema, version: z.number().int() });

/** What a delete answers. */
export const removedRecord = z.object({ id: idSchema });

/** What a uniqueness check answers (`message` says why a value is taken). */
export const uniqueResult = z.object({ unique: z.boolean() });

/**
 * A real calendar date `YYYY-MM-DD` (2026-02-31 and 2026-99-99 are refused), with a Chinese
 * message naming the field.
 * @example calendarDate('受理日期').parse('2026-02-28') // '2026-02-28'
 */
export function calendarDate(label: string) {
  return z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为YYYY-MM-DD`)
    .refine(isCalendarDate, `${label}不是有效的日期`);
}

/** Whether `YYYY-MM-DD` names a day of the Gregorian calendar (year 0001–9999). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** A timestamp as the server answers it (ISO 8601 or `YYYY-MM-DD HH:mm:ss`). */
export const timestampSchema = z.string();

/** A money amount as a decimal string with at most two decimals (never a float). */
export const moneySchema = z.string().regex(/^-?\d+(?:\.\d{1,2})?$/, '金额格式错误');

/** A mainland mobile number (SPEC.md §5). */
export function mobilePhone(label = '手机号码') {
  return z.string().regex(MOBILE_PHONE_PATTERN, `请输入正确的${label}`);
}

/** A unified social credit code with its check character (GB 32100-2015). */
export const creditCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, '统一社会信用代码格式错误');

/**
 * The success envelope around `result`.
 * @example envelope(z.object({ id: idSchema })) // { success, message, code, result: { id }, timestamp }
 */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    result,
    timestamp: z.number(),
  });
}

/** The JSON envelope of every API answer (ARCHITECTURE.md "API conventions"). */
export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** Every error answer: `result` is null; 500s also carry the request id of the server log. */
export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    code: z.number().int(),
    result: z.null(),
    timestamp: z.number(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

/**
 * One page of a list: `{ records, total, current, size, pages }`.
 * @example pageSchema(z.object({ id: idSchema }))
 */
export function pageSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
    pages: z.number().int(),
    /** The count stopped at its cap (10 000): `total` is a lower bound, shown as "10,000+". */
    totalCapped: z.boolean().optional(),
  });
}

/** A page of a list (ARCHITECTURE.md "Lists"). */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
  /** The count stopped at its cap: `total` is a lower bound. */
  totalCapped?: boolean;
}

/** An entry of a record's change history (read from the audit trail). */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(['insert', 'update', 'delete']),
  table: z.string(),
  recordId: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** Changed fields of an update (camelCase); the filled fields of an insert; empty for a delete. */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A binary download (Excel export, PDF, stored file): no JSON envelope. */
export const fileResponse = z.string().meta({ type: 'string', format: 'binary', description: '文件' });
