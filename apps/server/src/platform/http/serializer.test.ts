import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler, reusedResult } from './serializer.ts';

const envelope = z.object({
  success: z.boolean(),
  code: z.number(),
  result: z.array(z.object({ id: z.string(), at: z.string() })),
  timestamp: z.number(),
});

describe('contract serialiser', () => {
  it('checks a reused result once per route and writes the same JSON every time', () => {
    const schema = envelope;
    const parse = vi.spyOn(schema, 'safeParse');
    const serialize = contractSerializerCompiler({
      schema,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    } as never);
    const result = reusedResult([{ id: 'a', at: new Date('2026-01-01T00:00:00Z'), secret: 'no' }]);
    const first = serialize({ success: true, code: 200, result, timestamp: 1 });
    const second = serialize({ success: true, code: 200, result, timestamp: 2 });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(JSON.parse(first)).toEqual({
      success: true,
      code: 200,
      timestamp: 1,
      result: [{ id: 'a', at: '2026-01-01T00:00:00.000Z' }],
    });
    // Only the timestamp differs: the ETag of the result stays the same.
    expect(second).toBe(first.replace('"timestamp":1', '"timestamp":2'));
  });

  it('checks every other answer each time (a wrong shape is refused)', () => {
    const serialize = contractSerializerCompiler({
      schema: envelope,
      method: 'GET',
      url: '/y',
      httpStatus: '200',
    } as never);
    expect(() => serialize({ success: true, code: 200, result: [{ id: 1 }], timestamp: 1 })).toThrow();
  });
});
