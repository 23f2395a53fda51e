/**
 * List paging and sorting of ARCHITECTURE.md "Lists": `pageNo`, `pageSize` (at most 100), `column` +
 * `order` from an allowlist per endpoint. The schema coerces query-string values and rejects anything
 * else with a Chinese message, so a sort column can never be a client-chosen SQL fragment.
 */
import { z } from 'zod';
import type { Page } from './common/contract.ts';

export const MAX_PAGE_SIZE = 100;

/**
 * The query schema of a paged list whose sort column is one of `columns`.
 * @example pageQuerySchema(['createTime']).parse({ pageNo: '2' }) // { pageNo: 2, pageSize: 10, order: 'desc' }
 */
export function pageQuerySchema<const C extends readonly [string, ...string[]]>(
  columns: C,
  defaultSize = 10,
) {
  return z.object({
    pageNo: z.coerce
      .number({ error: '页码必须是数字' })
      .int('页码必须是整数')
      .min(1, '页码最小为1')
      .default(1),
    pageSize: z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数最小为1')
      .max(MAX_PAGE_SIZE, `每页条数最大为${MAX_PAGE_SIZE}`)
      .default(defaultSize),
    column: z.enum(columns, { error: '不支持的排序字段' }).optional(),
    order: z.enum(['asc', 'desc'], { error: '排序方向只能是 asc 或 desc' }).default('desc'),
  });
}

/**
 * Builds the page envelope from one page of rows and the total count.
 * @example pageOf([{ id: 1 }], 11, 2, 10) // { records: [{ id: 1 }], total: 11, current: 2, size: 10, pages: 2 }
 */
export function pageOf<T>(records: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { records, total, current: pageNo, size: pageSize, pages: Math.ceil(total / pageSize) };
}
