import { describe, expect, it } from 'vitest';
import { memoryCounters } from './counters.ts';

describe('memoryCounters', () => {
  it('counts within a window and resets after it', async () => {
    let t = 1000;
    const c = memoryCounters(() => t);
    expect((await c.hit('k', 100)).count).toBe(1);
    expect(await c.hit('k', 100)).toEqual({ count: 2, resetInMs: 100 });
    t += 60;
    expect(await c.peek('k')).toEqual({ count: 2, resetInMs: 40 });
    t += 40;
    expect(await c.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await c.hit('k', 100)).count).toBe(1);
  });
  it('clears a key', async () => {
    const c = memoryCounters();
    await c.hit('a', 1000);
    await c.hit('b', 1000);
    await c.clear('a');
    expect((await c.peek('a')).count).toBe(0);
    expect((await c.peek('b')).count).toBe(1);
  });
  it('gives back a reserved hit, never below zero', async () => {
    const c = memoryCounters();
    await c.hit('k', 1000);
    await c.hit('k', 1000);
    await c.release('k');
    expect((await c.peek('k')).count).toBe(1);
    await c.release('k');
    await c.release('k');
    expect((await c.peek('k')).count).toBe(0);
  });
});

describe.skipIf(!process.env.REDIS_URL)('redisCounters (REDIS_URL)', () => {
  it('shares counts between instances and expires them with the window', async () => {
    const { Redis } = await import('ioredis');
    const { redisCounters } = await import('./counters.ts');
    const a = new Redis(process.env.REDIS_URL!);
    const b = new Redis(process.env.REDIS_URL!);
    const prefix = `cb:test:${process.pid}:${Date.now()}:`;
    try {
      const ca = redisCounters(a, prefix);
      const cb = redisCounters(b, prefix);
      expect((await ca.hit('k', 300)).count).toBe(1);
      const second = await cb.hit('k', 300);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeLessThanOrEqual(300);
      expect((await ca.peek('k')).count).toBe(2);
      await new Promise((r) => setTimeout(r, 350));
      expect((await cb.peek('k')).count).toBe(0);
      await ca.hit('x', 10_000);
      await cb.clear('x');
      expect((await ca.peek('x')).count).toBe(0);
      await ca.hit('r', 10_000);
      await ca.hit('r', 10_000);
      await cb.release('r');
      expect((await ca.peek('r')).count).toBe(1);
      await cb.release('gone');
      expect(await a.exists(`${prefix}gone`)).toBe(0);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});
