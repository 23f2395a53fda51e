/**
 * One API operation's declaration: who may call it, its request schemas and its response schema,
 * all from the area's contract in @cb/domain. Routes spread it into Fastify's route options:
 *
 * ```ts
 * app.get('/khgl/enterprise/list', op({
 *   id: 'listEnterprises', summary: '企业客户列表', permission: ['khgl:enterprise:detail'],
 *   query: enterpriseListQuery, result: enterprisePage,
 * }), async (request) => ok(await service.list(requireUser(request), request.query)));
 * ```
 *
 * The response is validated and serialised through the contract (fields it does not name never
 * leave the server), and the OpenAPI document (`/api/docs/json`) is generated from the same
 * declarations. `route-contracts.api.test.ts` fails when a route is declared without one.
 */
import { envelope, errorEnvelope, fileResponse, type Permission } from '@cb/domain';
import type { z } from 'zod';

/** Who may call an operation: anyone, any signed-in user, or holders of one of the permissions. */
export type Access = 'public' | 'signedIn' | Permission | readonly Permission[];

export interface OperationSpec<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  R extends z.ZodType | 'file',
> {
  /** Unique operationId (camelCase English verb + noun: `listEnterprises`). */
  id: string;
  /** Chinese summary shown in the OpenAPI document. */
  summary: string;
  description?: string;
  access: Access;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of the envelope's `result`, or 'file' for a download (no envelope). */
  result: R;
  /** OpenAPI tag; defaults to the area's tag given by `withTag`. */
  tag?: string;
  /**
   * The answer carries an ETag and may be revalidated (`private, no-cache` instead of `no-store`):
   * a client that has it gets 304 without a body (platform/http/etag.ts). For large answers that
   * rarely change, such as the signed-in user's menu and permission catalogue.
   */
  etag?: boolean;
}

type ResponseOf<R> = R extends z.ZodType ? ReturnType<typeof envelope<R>> : typeof fileResponse;

const ERROR_RESPONSES = { '4xx': errorEnvelope, '5xx': errorEnvelope } as const;

/** Fastify route options (config + schema) of an operation. */
export function op<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType | 'file' = z.ZodType,
>(spec: OperationSpec<Q, B, P, R>) {
  const { access } = spec;
  const permission =
    access === 'public' || access === 'signedIn'
      ? undefined
      : typeof access === 'string'
        ? [access as Permission]
        : [...(access as readonly Permission[])];
  const success = (
    spec.result === 'file' ? fileResponse : envelope(spec.result as z.ZodType)
  ) as ResponseOf<R>;
  const schema = {
    operationId: spec.id,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.tag ? { tags: [spec.tag] } : {}),
    'x-permission': permission ?? access,
    querystring: spec.query as Q,
    body: spec.body as B,
    params: spec.params as P,
    response: { 200: success, ...ERROR_RESPONSES },
  };
  // Keys without a schema are left out: Fastify reads a present-but-undefined key (of the HEAD
  // route it adds to every GET) as a missing schema and warns.
  for (const key of ['querystring', 'body', 'params'] as const)
    if (schema[key] === undefined) delete schema[key];
  return {
    config: {
      ...(access === 'public' ? { public: true } : {}),
      ...(permission ? { permission } : {}),
      ...(spec.etag ? { etag: true } : {}),
    },
    schema,
  };
}
