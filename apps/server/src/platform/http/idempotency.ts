/**
 * Idempotent POSTs (ARCHITECTURE.md "Writes"): a signed-in POST that carries `Idempotency-Key` is
 * reserved before its handler runs; a retry with the same key replays the stored answer instead of
 * writing twice, a concurrent duplicate gets 409, and the same key on a different request gets 422.
 * Failed attempts (4xx/5xx) release the key so the client may retry.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/platform-schema.ts';
import { uuidv7 } from '../ids.ts';
import { AppError } from './errors.ts';

const IN_PROGRESS = 0;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

export function installIdempotency(app: FastifyInstance, database: Database): void {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string' || !request.user) return;
    if (!/^[\w-]{8,100}$/.test(key)) throw new AppError(400, 'Idempotency-Key 格式错误');
    const user = request.user;
    const hash = requestHash(request);
    const outcome = await database.tenantTx(user, async (tx) => {
      const [reserved] = await tx
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
      if (reserved) return { kind: 'run' as const };
      const [existing] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, user.userId), eq(idempotencyKeys.key, key)));
      return { kind: 'existing' as const, row: existing };
    });
    if (outcome.kind === 'run') {
      request.idempotencyKey = key;
      return;
    }
    const row = outcome.row;
    if (!row || row.requestHash !== hash) throw new AppError(422, '该幂等键已用于其他请求');
    if (row.statusCode === IN_PROGRESS) throw new AppError(409, '相同的请求正在处理中，请稍后再试');
    return reply.code(row.statusCode).header('idempotent-replayed', 'true').send(row.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    const user = request.user;
    if (!key || !user) return payload;
    request.idempotencyKey = null;
    const where = and(eq(idempotencyKeys.userId, user.userId), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 400) {
      await database.tenantTx(user, (tx) => tx.delete(idempotencyKeys).where(where));
    } else {
      let response: unknown = null;
      try {
        response = JSON.parse(String(payload));
      } catch {}
      await database.tenantTx(user, (tx) =>
        tx.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where),
      );
    }
    return payload;
  });
}
