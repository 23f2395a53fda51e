import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_INTERVAL_MS, startKeepAlive, stopKeepAlive } from './keepAlive';

describe('keep-alive (SPEC.md §7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stopKeepAlive();
    vi.useRealTimers();
  });

  it('pings every 10 minutes while a token exists, and stops when told', () => {
    let token = true;
    const ping = vi.fn(async () => undefined);
    startKeepAlive(() => token, ping);
    startKeepAlive(() => token, ping); // idempotent
    vi.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(1);
    token = false;
    vi.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS);
    expect(ping).toHaveBeenCalledTimes(1);
    token = true;
    stopKeepAlive();
    vi.advanceTimersByTime(KEEP_ALIVE_INTERVAL_MS * 3);
    expect(ping).toHaveBeenCalledTimes(1);
  });
});
