import type { Page } from '@cb/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedQuery {
  pageNo: number;
  pageSize: number;
}

/**
 * A server-paged list: the query (page plus the page's own filters), the current page of records,
 * the loading flag, `reload()` and the antd `pagination` props. Errors are shown by the shared
 * HTTP client; the list then keeps its last page.
 *
 * @example
 * const list = usePagedList((q) => api.items(q), { pageNo: 1, pageSize: 10, keyword: '' });
 * <Table loading={list.loading} dataSource={list.data.records} pagination={list.pagination} />
 */
export function usePagedList<T, Q extends PagedQuery>(
  fetchPage: (query: Q) => Promise<Pick<Page<T>, 'records' | 'total'>>,
  initial: Q,
) {
  const [query, setQuery] = useState(initial);
  const [data, setData] = useState<{ records: T[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  // The latest fetcher, so an inline arrow does not reload on every render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      const page = await fetchRef.current(query);
      setData({ records: page.records, total: page.total });
    } catch {
      // shown by the shared client
    } finally {
      setLoading(false);
    }
  }, [query]);
  useEffect(() => void reload(), [reload]);

  const pagination = {
    current: query.pageNo,
    pageSize: query.pageSize,
    total: data.total,
    showSizeChanger: true,
    onChange: (pageNo: number, pageSize: number) => setQuery((q) => ({ ...q, pageNo, pageSize })),
  };
  return { query, setQuery, data, loading, reload, pagination };
}
