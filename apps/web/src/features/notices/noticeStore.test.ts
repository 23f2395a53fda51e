import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserNoticeList } from './api';
import { createNoticeStore } from './noticeStore';
import { permittedTotal } from './useNoticeGates';

const list = (messageTotal: number, noticeTotal: number): UserNoticeList => ({
  messageList: [],
  messageTotal,
  noticeList: [],
  noticeTotal,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notice store', () => {
  it('reloads once per 500 ms burst of pushes', async () => {
    const load = vi.fn(async () => list(1, 2));
    const store = createNoticeStore(load, 500);
    store.getState().pushed();
    vi.advanceTimersByTime(300);
    store.getState().pushed();
    store.getState().pushed();
    vi.advanceTimersByTime(499);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(store.getState().data?.noticeTotal).toBe(2);
    expect(store.getState().pushes).toBe(1);
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    let resolveFirst: (v: UserNoticeList) => void = () => {};
    const load = vi
      .fn<() => Promise<UserNoticeList>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementationOnce(async () => list(0, 5));
    const store = createNoticeStore(load, 500);
    const first = store.getState().reload();
    await store.getState().reload();
    resolveFirst(list(9, 9));
    await first;
    expect(store.getState().data?.noticeTotal).toBe(5);
  });
});

describe('permittedTotal', () => {
  it('sums only the counts the menus permit', () => {
    expect(permittedTotal({ messages: true, notices: true }, list(3, 4))).toBe(7);
    expect(permittedTotal({ messages: false, notices: true }, list(3, 4))).toBe(4);
    expect(permittedTotal({ messages: false, notices: false }, list(3, 4))).toBe(0);
    expect(permittedTotal({ messages: true, notices: true }, null)).toBe(0);
  });
});
