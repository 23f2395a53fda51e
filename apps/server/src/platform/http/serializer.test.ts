import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler, REUSED_ANSWER_MS, reusedAnswer, reusedResult } from './serializer.ts';

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
    vi.useFakeTimers({ now: Date.parse('2026-03-01T00:00:00Z') });
    try {
      const first = serialize({ success: true, code: 200, result, timestamp: 1 });
      const second = serialize({ success: true, code: 200, result, timestamp: 2 });
      expect(parse).toHaveBeenCalledTimes(1);
      expect(JSON.parse(first)).toEqual({
        success: true,
        code: 200,
        timestamp: 1,
        result: [{ id: 'a', at: '2026-01-01T00:00:00.000Z' }],
      });
      // Within REUSED_ANSWER_MS the very same answer is sent again (onSend keeps its ETag and its
      // compressed forms with it).
      expect(second).toBe(first);
      expect(reusedAnswer(first)?.json).toBe(first);
      // Another envelope (a message) is another answer.
      const other = serialize({ success: true, code: 200, message: 'x', result, timestamp: 3 });
      expect(JSON.parse(other)).toMatchObject({ message: 'x', timestamp: 3 });
      // Later, a new answer: only the timestamp differs, so the ETag of the result stays the same.
      vi.advanceTimersByTime(REUSED_ANSWER_MS);
      const later = serialize({ success: true, code: 200, result, timestamp: 4 });
      expect(later).toBe(first.replace('"timestamp":1', '"timestamp":4'));
      expect(reusedAnswer(first)).toBeUndefined();
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
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
