import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageOf, pageQuerySchema } from './paging.ts';

const schema = pageQuerySchema(['certCodeCustom', 'createTime']);

describe('pageQuerySchema', () => {
  it('defaults and coerces query-string values', () => {
    expect(schema.parse({})).toEqual({ pageNo: 1, pageSize: 10, order: 'desc' });
    expect(schema.parse({ pageNo: '3', pageSize: '50', column: 'createTime', order: 'asc' })).toEqual({
      pageNo: 3,
      pageSize: 50,
      column: 'createTime',
      order: 'asc',
    });
  });

  it.each([
    [{ pageSize: String(MAX_PAGE_SIZE + 1) }, '每页条数最大为100'],
    [{ pageSize: '0' }, '每页条数最小为1'],
    [{ pageNo: '0' }, '页码最小为1'],
    [{ pageNo: 'x' }, '页码必须是数字'],
    [{ column: 'password_hash' }, '不支持的排序字段'],
    [{ column: 'createTime; drop table users' }, '不支持的排序字段'],
    [{ order: 'asc nulls first' }, '排序方向只能是 asc 或 desc'],
  ])('refuses %j with %s', (input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('pageOf', () => {
  it('computes the page count', () => {
    expect(pageOf([], 0, 1, 10)).toEqual({ records: [], total: 0, current: 1, size: 10, pages: 0 });
    expect(pageOf([1], 10, 1, 10).pages).toBe(1);
    expect(pageOf([1], 11, 2, 10).pages).toBe(2);
  });
});
