/**
 * Idempotent POSTs (ARCHITECTURE.md "Writes"): a signed-in POST that carries `Idempotency-Key` runs
 * in one database transaction together with its key and its answer (`Database.requestTx`): the key
 * is claimed at the start, the handler's writes join the transaction, and the answer is stored
 * before it commits. So a crash at any point leaves either nothing (the retry runs once) or the
 * write with its answer (the retry replays it); never a key that blocks. A concurrent duplicate
 * waits for the first to finish and then replays it; the same key on a different request gets 422.
 * Failed attempts (4xx/5xx) store no key, so the client may retry.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/platform-schema.ts';
import { uuidv7 } from '../ids.ts';
import { AppError } from './errors.ts';

/** Status of a key row written by an older version before its answer (left by a crash). */
const IN_PROGRESS = 0;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

export function installIdempotency(app: FastifyInstance, database: Database): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function keyed(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const key = request.headers['idempotency-key'];
      if (request.method !== 'POST' || typeof key !== 'string' || !request.user)
        return handler.call(this, request, reply);
      if (!/^[\w-]{8,100}$/.test(key)) throw new AppError(400, 'Idempotency-Key 格式错误');
      return runOnce(database, request.user, key, requestHash(request), reply, () =>
        handler.call(this, request, reply),
      );
    };
  });
}

async function runOnce(
  database: Database,
  user: AuthUser,
  key: string,
  hash: string,
  reply: FastifyReply,
  run: () => unknown,
): Promise<unknown> {
  const where = and(eq(idempotencyKeys.userId, user.userId), eq(idempotencyKeys.key, key));
  const outcome = await database.requestTx(async () => {
    // On PostgreSQL the insert waits while another transaction holds the same key uncommitted.
    const earlier = await database.tenantTx(user, async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({
          id: uuidv7(),
          tenantId: user.tenantId,
          userId: user.userId,
          key,
          requestHash: hash,
          statusCode: IN_PROGRESS,
          response: {},
        })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (claimed) return null;
      const [row] = await tx.select().from(idempotencyKeys).where(where).for('update');
      return row ?? null;
    });
    if (earlier && earlier.requestHash !== hash) throw new AppError(422, '该幂等键已用于其他请求');
    if (earlier && earlier.statusCode !== IN_PROGRESS) return { replay: earlier } as const;

    const value = await run();
    const statusCode = reply.statusCode;
    await database.tenantTx(user, (tx) =>
      statusCode >= 400 || reply.sent
        ? tx.delete(idempotencyKeys).where(where)
        : tx
            .update(idempotencyKeys)
            .set({ statusCode, response: JSON.parse(JSON.stringify(value ?? null)) })
            .where(where),
    );
    return { value } as const;
  });
  if ('value' in outcome) return outcome.value;
  return reply
    .code(outcome.replay.statusCode)
    .header('idempotent-replayed', 'true')
    .send(outcome.replay.response);
}
