/**
 * Fixed-window counters for rate limits (login attempts). In Redis when REDIS_URL is set, in the
 * database otherwise, so that all instances share the same limits and a restart does not reset
 * them; in-process only for unit tests. `hit` is atomic: a caller reserves an attempt with it
 * *before* the work it limits and gives back what it did not use with `release`.
 */
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from './db/database.ts';

export interface WindowCount {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface Counters {
  /** Adds one to the window (opening a new window when the last one has ended), atomically. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes back one hit of the current window (never below zero). */
  release(key: string): Promise<void>;
  peek(key: string): Promise<WindowCount>;
  clear(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async hit(key, windowMs) {
      let w = current(key);
      if (!w) {
        if (windows.size > 100_000) for (const k of windows.keys()) current(k);
        w = { count: 0, resetAt: now() + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - now() };
    },
    async release(key) {
      const w = current(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async peek(key) {
      const w = current(key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

export function redisCounters(redis: Redis, prefix = 'cb:rl:'): Counters {
  return {
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Decrements only a live window: a DECR on an expired key would create one without expiry. */
const RELEASE_SCRIPT = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1]) end return 0`;

/** Counters in the table rate_limit_counters (one row per key), for installations without Redis. */
export function databaseCounters(database: Database): Counters {
  const windowOf = (row: { count: number; reset_in_ms: number | string } | undefined): WindowCount =>
    row
      ? { count: Number(row.count), resetInMs: Math.max(Math.ceil(Number(row.reset_in_ms)), 0) }
      : { count: 0, resetInMs: 0 };
  return {
    async hit(key, windowMs) {
      // One statement (one round trip): the upsert locks the row, so parallel hits on one key are
      // counted one after the other.
      const rows = await database.statement<{ count: number; reset_in_ms: number }>(sql`
        insert into rate_limit_counters as c (key, count, reset_at)
        values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.reset_at <= clock_timestamp() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= clock_timestamp() then excluded.reset_at else c.reset_at end
        returning count, extract(epoch from (reset_at - clock_timestamp())) * 1000 as reset_in_ms`);
      if (Math.random() < 0.01)
        await database.statement(
          sql`delete from rate_limit_counters where reset_at < clock_timestamp() - interval '1 hour'`,
        );
      return windowOf(rows[0]);
    },
    async release(key) {
      await database.statement(
        sql`update rate_limit_counters set count = count - 1 where key = ${key} and count > 0 and reset_at > clock_timestamp()`,
      );
    },
    async peek(key) {
      const rows = await database.statement<{ count: number; reset_in_ms: number }>(
        sql`select count, extract(epoch from (reset_at - clock_timestamp())) * 1000 as reset_in_ms
            from rate_limit_counters where key = ${key} and reset_at > clock_timestamp()`,
      );
      return windowOf(rows[0]);
    },
    async clear(key) {
      await database.statement(sql`delete from rate_limit_counters where key = ${key}`);
    },
  };
}
