import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient, withQueryClient } from '../testing/queryClient';
import { areaKey, defineAreaQueries, listQueryKey } from './areaQueries';

interface Row {
  id: string;
  name: string;
}

function setup() {
  const rows: Row[] = [{ id: 'a', name: '甲' }];
  const calls = {
    list: vi.fn(async (q: { pageNo: number; pageSize: number; name?: string }) => ({
      records: rows.filter((r) => !q.name || r.name.includes(q.name)),
      total: rows.length,
    })),
    get: vi.fn(async (id: string) => rows.find((r) => r.id === id)!),
  };
  const things = defineAreaQueries('test:thing', calls);
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => withQueryClient(children, client);
  return { rows, calls, things, client, wrapper };
}

describe('defineAreaQueries', () => {
  it('names every key of the area under its prefix, as ListPage does for `<area>:list`', () => {
    const { things } = setup();
    expect(areaKey('khgl:enterprise')).toEqual(['khgl', 'enterprise']);
    expect(things.keys.all).toEqual(['test', 'thing']);
    expect(things.keys.list({ pageNo: 1 } as never)).toEqual(['test', 'thing', 'list', { pageNo: 1 }]);
    expect(things.keys.detail('a')).toEqual(['test', 'thing', 'detail', 'a']);
    expect(listQueryKey('test:thing:list', { pageNo: 1 })).toEqual(things.keys.list({ pageNo: 1 } as never));
  });

  it('loads a page of the list and a record; a record hook without id stays idle', async () => {
    const { things, calls, wrapper } = setup();
    const list = renderHook(() => things.useList({ pageNo: 1, pageSize: 10 }), { wrapper });
    await waitFor(() => expect(list.result.current.data?.records).toEqual([{ id: 'a', name: '甲' }]));
    const record = renderHook(() => things.useRecord('a'), { wrapper });
    await waitFor(() => expect(record.result.current.data).toEqual({ id: 'a', name: '甲' }));
    const none = renderHook(() => things.useRecord(undefined), { wrapper });
    expect(none.result.current.fetchStatus).toBe('idle');
    expect(calls.get).toHaveBeenCalledTimes(1);
  });

  it('refreshes the list and the record after a mutation of the area', async () => {
    const { things, rows, calls, wrapper } = setup();
    const rename = things.mutation(async ({ id, name }: Row) => {
      rows.find((r) => r.id === id)!.name = name;
      return { id };
    });
    const list = renderHook(() => things.useList({ pageNo: 1, pageSize: 10 }), { wrapper });
    const record = renderHook(() => things.useRecord('a'), { wrapper });
    await waitFor(() => expect(record.result.current.data?.name).toBe('甲'));
    await waitFor(() => expect(list.result.current.data?.records[0]?.name).toBe('甲'));
    const mutation = renderHook(() => rename(), { wrapper });
    await act(() => mutation.result.current.mutateAsync({ id: 'a', name: '乙' }));
    await waitFor(() => expect(list.result.current.data?.records[0]?.name).toBe('乙'));
    await waitFor(() => expect(record.result.current.data?.name).toBe('乙'));
    expect(calls.list).toHaveBeenCalledTimes(2);
    expect(calls.get).toHaveBeenCalledTimes(2);
  });

  it('leaves other areas alone unless told to refresh them too', async () => {
    const { things, client, wrapper } = setup();
    const other = vi.fn(async () => 'x');
    const neighbours = defineAreaQueries('test:other', { get: other });
    const shown = renderHook(() => neighbours.useRecord('1'), { wrapper });
    await waitFor(() => expect(shown.result.current.data).toBe('x'));
    const plain = renderHook(() => things.mutation(async () => null)(), { wrapper });
    await act(() => plain.result.current.mutateAsync(undefined));
    expect(client.getQueryState(neighbours.keys.detail('1'))?.isInvalidated).toBe(false);
    const wide = renderHook(
      () => things.mutation(async () => null, { alsoInvalidate: [neighbours.keys.all] })(),
      { wrapper },
    );
    await act(() => wide.result.current.mutateAsync(undefined));
    await waitFor(() => expect(other).toHaveBeenCalledTimes(2));
  });

  it('keeps the previous page shown while the next one loads', async () => {
    const { things, wrapper } = setup();
    const { result, rerender } = renderHook(({ name }) => things.useList({ pageNo: 1, pageSize: 10, name }), {
      wrapper,
      initialProps: { name: undefined as string | undefined },
    });
    await waitFor(() => expect(result.current.data?.records).toHaveLength(1));
    rerender({ name: '丙' });
    expect(result.current.data?.records).toHaveLength(1);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.records).toHaveLength(0));
  });
});
