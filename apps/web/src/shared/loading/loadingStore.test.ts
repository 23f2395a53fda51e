import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingStore, loadingStore, withLoading } from './loadingStore';

describe('loading mask (SPEC.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only after 300 ms', () => {
    const s = createLoadingStore();
    s.getState().start('导出中');
    vi.advanceTimersByTime(299);
    expect(s.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.getState()).toMatchObject({ visible: true, text: '导出中' });
  });

  it('never shows when stopped within 300 ms', () => {
    const s = createLoadingStore();
    s.getState().start();
    vi.advanceTimersByTime(200);
    s.getState().stop();
    vi.advanceTimersByTime(1000);
    expect(s.getState().visible).toBe(false);
  });

  it('hides at once on stop, with the default text next time', () => {
    const s = createLoadingStore();
    s.getState().start('x');
    vi.advanceTimersByTime(300);
    s.getState().stop();
    expect(s.getState()).toMatchObject({ visible: false, text: null });
  });

  it('withLoading shows the mask during long work and hides it when the work fails', async () => {
    let fail: (e: Error) => void = () => {};
    const work = withLoading(() => new Promise<void>((_, reject) => (fail = reject)), '导出中···');
    vi.advanceTimersByTime(300);
    expect(loadingStore.getState()).toMatchObject({ visible: true, text: '导出中···' });
    fail(new Error('boom'));
    await expect(work).rejects.toThrow('boom');
    expect(loadingStore.getState().visible).toBe(false);
  });
});
