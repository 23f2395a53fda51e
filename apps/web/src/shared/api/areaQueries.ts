/**
 * Server state of an area through TanStack Query (ARCHITECTURE.md "Web conventions"): one call of
 * `defineAreaQueries` per record type gives its query keys, its list and record hooks, and
 * mutation hooks that refresh everything of the area when they succeed.
 *
 * Keys are the area key split at ':' — `'khgl:enterprise'` → `['khgl', 'enterprise']` — followed
 * by `'list', query` or `'detail', id`. A `ListPage` whose `settingKey` is the area key plus
 * `:list` (`'khgl:enterprise:list'`) caches its pages under the same keys as `useList`, so a
 * mutation of the area refreshes the list page too.
 *
 * @example
 * // features/customers/queries.ts
 * const enterprises = defineAreaQueries('khgl:enterprise', { list: customersApi.list, get: customersApi.get });
 * export const enterpriseKeys = enterprises.keys;
 * export const useEnterpriseList = enterprises.useList;
 * export const useEnterprise = enterprises.useRecord;
 * export const useDeleteEnterprise = enterprises.mutation((row: { id: string; version: number }) =>
 *   customersApi.remove(row.id, row.version),
 * );
 *
 * // a page
 * const enterprise = useEnterprise(id);          // { data, error, isPending, refetch … }
 * const remove = useDeleteEnterprise();
 * await remove.mutateAsync(row);                 // then every enterprise query refetches
 */
import {
  keepPreviousData,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** `'khgl:enterprise'` → `['khgl', 'enterprise']`: the prefix every key of the area starts with. */
export function areaKey(key: string): string[] {
  return key.split(':').filter(Boolean);
}

/**
 * The key of one page of a list whose column-settings key is `settingKey`
 * (`'khgl:enterprise:list'` → `['khgl', 'enterprise', 'list', query]`).
 */
export function listQueryKey(settingKey: string, query: object): QueryKey {
  return [...areaKey(settingKey), query];
}

export interface AreaKeys<L> {
  /** Every query of the area (what a mutation invalidates). */
  all: QueryKey;
  /** Every page of the area's list. */
  lists: QueryKey;
  list(query: L): QueryKey;
  detail(id: string): QueryKey;
}

export interface AreaCalls<L, P, D> {
  /** One page of the list (the area's typed call, e.g. `customersApi.list`). */
  list?: (query: L) => Promise<P>;
  /** One record by id (e.g. `customersApi.get`). */
  get?: (id: string) => Promise<D>;
}

export interface MutationOptions {
  /** Keys of other areas to refresh as well (e.g. an area whose list shows this record's name). */
  alsoInvalidate?: readonly QueryKey[];
}

export interface AreaQueries<L, P, D> {
  keys: AreaKeys<L>;
  /** A page of the list; the previous page stays shown while the next one loads. */
  useList(query: L, options?: { enabled?: boolean }): UseQueryResult<P>;
  /** A record; idle while `id` is empty (a new record's form). */
  useRecord(id: string | undefined | null): UseQueryResult<D>;
  /**
   * A mutation hook for `action`: on success every query of the area (and `alsoInvalidate`) is
   * marked stale and the shown ones refetch. Errors are shown by the shared HTTP client.
   */
  mutation<A, R>(
    action: (args: A) => Promise<R>,
    options?: MutationOptions,
  ): () => UseMutationResult<R, unknown, A>;
}

function missing(what: string, key: string): never {
  throw new Error(`defineAreaQueries('${key}') was given no ${what} call`);
}

/** The query keys and hooks of one area's record type (see the module comment). */
export function defineAreaQueries<L extends object, P, D>(
  key: string,
  calls: AreaCalls<L, P, D>,
): AreaQueries<L, P, D> {
  const all = areaKey(key);
  const keys: AreaKeys<L> = {
    all,
    lists: [...all, 'list'],
    list: (query) => [...all, 'list', query],
    detail: (id) => [...all, 'detail', id],
  };
  return {
    keys,
    useList(query, options) {
      return useQuery({
        queryKey: keys.list(query),
        queryFn: () => (calls.list ?? missing('list', key))(query),
        placeholderData: keepPreviousData,
        enabled: options?.enabled ?? true,
      });
    },
    useRecord(id) {
      return useQuery({
        queryKey: keys.detail(id ?? ''),
        queryFn: () => (calls.get ?? missing('get', key))(id as string),
        enabled: Boolean(id),
      });
    },
    mutation(action, options) {
      return function useAreaMutation() {
        const client = useQueryClient();
        return useMutation({
          mutationFn: action,
          onSuccess: () =>
            Promise.all(
              [keys.all, ...(options?.alsoInvalidate ?? [])].map((queryKey) =>
                client.invalidateQueries({ queryKey }),
              ),
            ),
        });
      };
    },
  };
}
