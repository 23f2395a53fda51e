/**
 * The web's calls, derived from an area's endpoint table (packages/domain/src/common/endpoints.ts):
 * the method, the path and the request and answer types come from the table, so a call that does not
 * match the server's declaration does not compile, and no page spells a URL.
 *
 * - GET and DELETE: `call.x(query, options)` — the query's fields (with the path's `:name`
 *   parameters among them) go to the URL;
 * - POST and PUT: `call.x(body, { params, query, ...options })`;
 * - a download (`result: 'file'`): `call.x(query, { fileName })` saves the file.
 *
 * @example
 * const customers = endpointCalls(customerEndpoints);
 * const page = await customers.listEnterprises({ pageNo: 1, pageSize: 10 });
 * await customers.addEnterprise(body, { headers: { [IDEMPOTENCY_HEADER]: key } });
 */
import {
  type BodyOf,
  type Endpoint,
  endpointPath,
  type IsDownload,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
} from '@cb/domain';
import { type DownloadOptions, http, type QueryParams, type RequestOptions } from '../http';

type Present<T> = [T] extends [never] ? false : true;

/**
 * A list's sort column as the web has it: the name a column's `sortField` gives (a string; the
 * server refuses a name outside the endpoint's allowlist with 400).
 */
type SortByName<Q> = Q extends { column?: unknown } ? Omit<Q, 'column'> & { column?: string } : Q;

/** What a GET/DELETE (or a download) takes: its query and path parameters, or nothing. */
type UrlInput<E> =
  Present<QueryOf<E>> extends true
    ? Present<ParamsOf<E>> extends true
      ? SortByName<QueryOf<E>> & ParamsOf<E>
      : SortByName<QueryOf<E>>
    : Present<ParamsOf<E>> extends true
      ? ParamsOf<E>
      : undefined | Record<string, never>;

type BodyOptions<E> = RequestOptions &
  (Present<ParamsOf<E>> extends true ? { params: ParamsOf<E> } : unknown) &
  (Present<QueryOf<E>> extends true ? { query?: QueryOf<E> } : unknown);

/** The call of one endpoint. */
export type EndpointCall<E> =
  IsDownload<E> extends true
    ? (input: UrlInput<E>, options: Omit<DownloadOptions, 'params' | 'method'>) => Promise<void>
    : E extends { method: 'GET' | 'DELETE' }
      ? (input?: UrlInput<E>, options?: RequestOptions) => Promise<ResultOf<E>>
      : Present<ParamsOf<E>> extends true
        ? (body: BodyOf<E>, options: BodyOptions<E>) => Promise<ResultOf<E>>
        : (body?: BodyOf<E>, options?: BodyOptions<E>) => Promise<ResultOf<E>>;

/** The calls of a table, by endpoint name. */
export type EndpointCalls<T> = { readonly [K in keyof T]: EndpointCall<T[K]> };

/** Splits a URL input into the path (with its parameters filled in) and the query. */
function locate(endpoint: Endpoint, input: unknown): { path: string; query: QueryParams } {
  const query = { ...((input ?? {}) as QueryParams) };
  const names = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const path = endpointPath(endpoint, query);
  for (const name of names) delete query[name];
  return { path, query };
}

/** The path of an endpoint (with its parameters): for an `<a href>`, an upload or a WebSocket. */
export function urlOf(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpointPath(endpoint, params);
}

/** One call per endpoint of `table`. */
export function endpointCalls<T extends Record<string, Endpoint>>(table: T): EndpointCalls<T> {
  const calls: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(table)) {
    calls[name] = (input: unknown, options: Record<string, unknown> = {}) => {
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
        const { path, query } = locate(endpoint, input);
        if ('fileName' in options)
          return http.download(path, { ...(options as unknown as DownloadOptions), params: query });
        return endpoint.method === 'GET'
          ? http.get(path, query, options as RequestOptions)
          : http.delete(path, query, options as RequestOptions);
      }
      const { params, query, ...rest } = options as RequestOptions & {
        params?: Record<string, unknown>;
        query?: QueryParams;
      };
      const path = endpointPath(endpoint, params);
      if ('fileName' in rest)
        return http.download(path, {
          ...(rest as unknown as DownloadOptions),
          method: 'POST',
          body: input,
          ...(query ? { params: query } : {}),
        });
      const request: RequestOptions = { ...rest, ...(query ? { params: query } : {}) };
      return endpoint.method === 'POST' ? http.post(path, input, request) : http.put(path, input, request);
    };
  }
  return calls as EndpointCalls<T>;
}
