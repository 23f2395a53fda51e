import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, VERSION_CHECK_INTERVAL_MS } from './versionCheck';

describe('version check (SPEC.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 5 minutes and notifies once when the version differs', async () => {
    const versions = ['100', '100', '200', '300'];
    const fetchVersion = vi.fn(async () => versions.shift() ?? null);
    const notify = vi.fn();
    startVersionCheck({ current: '100', fetchVersion, notify });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 5);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  it('survives a failed fetch', async () => {
    const fetchVersion = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('2');
    const notify = vi.fn();
    const stop = startVersionCheck({ current: '1', fetchVersion, notify });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(notify).toHaveBeenCalledTimes(1);
    stop();
  });
});
