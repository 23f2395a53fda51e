/**
 * An area's endpoints, declared once (ARCHITECTURE.md "API conventions", docs/decisions.md
 * "Endpoint tables"). Two halves, checked against each other by the compiler:
 *
 * - the **schemas** (`contract.ts`): for each endpoint name, its request and response zod schemas —
 *   what the server validates and serialises with and the OpenAPI document is generated from;
 * - the **table** (`endpoints.ts`): for each of the same names, its method, path, access and Chinese
 *   summary. It holds no zod at run time (it imports the schemas' *types* only), so the web imports
 *   it to derive its calls without pulling zod and the contracts into a page's chunk.
 *
 * A name in one half and not in the other does not compile. The server registers an area's routes
 * from the two (`registerEndpoints`: one handler per name, a missing or extra handler is a type
 * error); the web derives its calls from the table (`endpointCalls`).
 *
 * @example
 * // contract.ts
 * export const customerSchemas = {
 *   listEnterprises: { query: enterpriseListQuery, result: enterprisePage },
 * } satisfies SchemaTable;
 * // endpoints.ts
 * export const customerEndpoints = defineEndpoints<typeof customerSchemas>()({
 *   listEnterprises: get('/khgl/enterprise/list', A.read, '企业客户列表'),
 * });
 */
import type { z } from 'zod';
import type { Permission } from '../permissions.ts';

/** Who may call an endpoint: anyone, any signed-in user, or holders of one of the permissions. */
export type Access = 'public' | 'signedIn' | Permission | readonly Permission[];

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint's request and response schemas; `result: 'file'` is a download (no envelope). */
export interface EndpointSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  result: z.ZodType | 'file';
}

/** endpoint name → its schemas. */
export type SchemaTable = Record<string, EndpointSchemas>;

/** Where an endpoint is and who may call it. */
export interface EndpointRoute {
  method: EndpointMethod;
  /** Below /api; `:name` segments are path parameters (the `params` schema). */
  path: string;
  access: Access;
  /** Chinese summary shown in the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tag; defaults to the area's title. */
  tag?: string;
  /**
   * The answer carries an ETag and may be revalidated (`private, no-cache` instead of `no-store`):
   * for large answers that rarely change (the signed-in user's menu and permission catalogue).
   */
  etag?: boolean;
}

/** What a route may say beyond its method, path, access and summary. */
export type RouteExtras = Pick<EndpointRoute, 'description' | 'tag' | 'etag'>;

/** The route builder of one method: `(path, access, summary, extras?)` → the route, literal types kept. */
function routeOf<M extends EndpointMethod>(method: M) {
  return <
    const P extends string,
    const A extends Access,
    const S extends string,
    const X extends RouteExtras = Record<never, never>,
  >(
    path: P,
    access: A,
    summary: S,
    extras?: X,
  ): Readonly<{ method: M; path: P; access: A; summary: S } & X> =>
    ({ method, path, access, summary, ...extras }) as { method: M; path: P; access: A; summary: S } & X;
}

/**
 * The entries of an endpoint table, one per method:
 * `get('/khgl/enterprise/list', A.read, '企业客户列表')` is
 * `{ method: 'GET', path: '/khgl/enterprise/list', access: A.read, summary: '企业客户列表' }`.
 */
export const get = routeOf('GET');
export const post = routeOf('POST');
export const put = routeOf('PUT');
export const del = routeOf('DELETE');

/** An endpoint of a table: its route, and (as a type only) its schemas. */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = EndpointRoute & {
  /** The endpoint's name in its table (its OpenAPI operationId). */
  readonly name: string;
  /** Type-only: the schemas this endpoint is checked against. Never present at run time. */
  readonly __schemas?: S;
};

/** An area's endpoint table: name → endpoint (its route as declared, with the literal method). */
export type EndpointTable<
  S extends SchemaTable,
  R extends { readonly [K in keyof S]: EndpointRoute } = { readonly [K in keyof S]: EndpointRoute },
> = { readonly [K in keyof S & string]: R[K] & Endpoint<S[K]> };

/**
 * Declares an area's table against its schemas (`defineEndpoints<typeof schemas>()({...})`): every
 * schema name must have a route and no route may lack schemas. Each entry gets its `name`.
 */
export function defineEndpoints<S extends SchemaTable>() {
  return <const R extends { readonly [K in keyof S]: EndpointRoute }>(
    routes: R & Record<Exclude<keyof R, keyof S>, never>,
  ): EndpointTable<S, R> => {
    const table: Record<string, Endpoint> = {};
    for (const [name, route] of Object.entries(routes as Record<string, EndpointRoute>))
      table[name] = { ...route, name };
    return table as EndpointTable<S, R>;
  };
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** What a client sends as the query of an endpoint (fields with a default may be left out). */
export type QueryOf<E> = E extends Endpoint<infer S> ? Input<S['query']> : never;
/** What a client sends as the body of an endpoint. */
export type BodyOf<E> = E extends Endpoint<infer S> ? Input<S['body']> : never;
/** What a client sends as the path parameters of an endpoint. */
export type ParamsOf<E> = E extends Endpoint<infer S> ? Input<S['params']> : never;
/** The envelope's `result` of an endpoint as the client receives it. */
export type ResultOf<E> = E extends Endpoint<infer S> ? Output<S['result']> : never;
/** Whether an endpoint answers a file (a download) instead of an envelope. */
export type IsDownload<E> = E extends Endpoint<infer S> ? (S['result'] extends 'file' ? true : false) : false;

/** Every endpoint of some tables, flat (for the route-coverage test and the OpenAPI check). */
export function endpointList(...tables: readonly Record<string, Endpoint>[]): Endpoint[] {
  return tables.flatMap((t) => Object.values(t));
}

/** The path of an endpoint with its `:name` segments filled in (encoded). */
export function endpointPath(
  endpoint: Pick<EndpointRoute, 'path'>,
  params?: Record<string, unknown>,
): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null)
      throw new Error(`${endpoint.path}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
