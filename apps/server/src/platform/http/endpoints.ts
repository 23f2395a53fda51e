/**
 * Registers an area's routes from its endpoint table and schemas (packages/domain/src/common/
 * endpoints.ts): one handler per endpoint name — a missing or an extra handler is a type error, and
 * each handler's request is typed by the endpoint's schemas.
 *
 * @example
 * registerEndpoints(app, customerEndpoints, customerSchemas, {
 *   listEnterprises: async (request) => ok(await service.list(requireUser(request), request.query)),
 * });
 */
import type { Endpoint, EndpointSchemas, EndpointTable, Envelope, SchemaTable } from '@cb/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { z } from 'zod';
import { op } from './operation.ts';
import type { ContractTypeProvider, Serialisable } from './type-provider.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint-table name the route was registered from (registerEndpoints). */
    endpoint?: string;
  }
}

type Defined<T> = Exclude<T, undefined>;

/** The Fastify schema an endpoint's request is typed by. */
interface RequestSchema<S extends EndpointSchemas> {
  querystring: Defined<S['query']>;
  body: Defined<S['body']>;
  params: Defined<S['params']>;
}

export type EndpointRequest<S extends EndpointSchemas> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RequestSchema<S>,
  ContractTypeProvider
>;

export type EndpointReply = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  unknown,
  never,
  ContractTypeProvider
>;

/** What a handler answers: the envelope of its result, or (a download) whatever it sent. */
type Answer<S extends EndpointSchemas> = S['result'] extends z.ZodType
  ? Envelope<Serialisable<z.output<S['result']>>>
  : unknown;

export type EndpointHandler<S extends EndpointSchemas> = (
  request: EndpointRequest<S>,
  reply: EndpointReply,
) => Promise<Answer<S>> | Answer<S>;

/** One handler per endpoint of the table. */
export type Handlers<S extends SchemaTable> = { [K in keyof S & string]: EndpointHandler<S[K]> };

/**
 * Route hooks of some endpoints of a table, by name: `onRequest` runs before validation (a public
 * endpoint's per-address limit, so malformed requests count too).
 */
export type EndpointHooks<S extends SchemaTable> = {
  [K in keyof S & string]?: { onRequest: (request: FastifyRequest) => Promise<void> };
};

// biome-ignore lint/suspicious/noExplicitAny: a plugin scope of any type provider registers the routes
type AnyFastify = FastifyInstance<any, any, any, any, any>;

/** Registers every endpoint of `table` on `app` with its handler (and its hooks, if any). */
export function registerEndpoints<S extends SchemaTable>(
  app: AnyFastify,
  table: EndpointTable<S>,
  schemas: S,
  handlers: Handlers<S>,
  hooks: EndpointHooks<S> = {},
): void {
  for (const [name, endpoint] of Object.entries(table) as [keyof S & string, Endpoint][]) {
    const schema = schemas[name];
    const handler = handlers[name];
    const hook = hooks[name];
    if (!schema || !handler) throw new Error(`endpoint ${name}: schemas or handler missing`);
    const options = op({
      id: name,
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.tag ? { tag: endpoint.tag } : {}),
      ...(endpoint.etag ? { etag: true } : {}),
      access: endpoint.access,
      query: schema.query,
      body: schema.body,
      params: schema.params,
      result: schema.result,
    });
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { ...options.config, endpoint: name },
      schema: options.schema,
      handler: handler as never,
      ...(hook ? { onRequest: hook.onRequest } : {}),
    });
  }
}
