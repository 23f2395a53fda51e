import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedList } from './usePagedList';

describe('usePagedList', () => {
  it('loads the first page, follows page changes and filters, and reloads on demand', async () => {
    const fetchPage = vi.fn(async (q: { pageNo: number; pageSize: number; keyword: string }) => ({
      records: [`${q.keyword}:${q.pageNo}/${q.pageSize}`],
      total: 42,
    }));
    const { result } = renderHook(() => usePagedList(fetchPage, { pageNo: 1, pageSize: 10, keyword: '' }));
    await waitFor(() => expect(result.current.data.records).toEqual([':1/10']));
    expect(result.current.pagination).toMatchObject({ current: 1, pageSize: 10, total: 42 });

    act(() => result.current.pagination.onChange(3, 50));
    await waitFor(() => expect(result.current.data.records).toEqual([':3/50']));

    act(() => result.current.setQuery((q) => ({ ...q, pageNo: 1, keyword: '电缆' })));
    await waitFor(() => expect(result.current.data.records).toEqual(['电缆:1/50']));

    const calls = fetchPage.mock.calls.length;
    await act(() => result.current.reload());
    expect(fetchPage.mock.calls.length).toBe(calls + 1);
  });

  it('keeps the last page and clears loading when a request fails', async () => {
    let fail = false;
    const fetchPage = vi.fn(async () => {
      if (fail) throw new Error('boom');
      return { records: ['a'], total: 1 };
    });
    const { result } = renderHook(() => usePagedList(fetchPage, { pageNo: 1, pageSize: 10 }));
    await waitFor(() => expect(result.current.data.records).toEqual(['a']));
    fail = true;
    await act(() => result.current.reload());
    expect(result.current.data.records).toEqual(['a']);
    expect(result.current.loading).toBe(false);
  });
});
