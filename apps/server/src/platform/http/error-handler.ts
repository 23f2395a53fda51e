/**
 * One place that maps every failure to the envelope. Clients see a status, a Chinese message and
 * the request id; never a stack trace, SQL, a file path or a database error code (SECURITY.md 10).
 * The full error goes to the log under the same request id.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { failure } from './envelope.ts';
import { AppError } from './errors.ts';

const FASTIFY_MESSAGES: Record<number, string> = {
  400: '请求参数错误',
  404: '很抱歉，资源未找到!',
  405: '不支持的请求方法',
  413: '上传内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
};

/** Connection-level failures of PostgreSQL or PGlite: the database is down or restarting. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (
      code &&
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03'].includes(code)
    )
      return true;
    const message = (e as { message?: string }).message ?? '';
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|PGlite is closed/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/** A statement cancelled by STATEMENT_TIMEOUT_MS (SQLSTATE 57014). */
function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '57014') return true;
  return false;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return reply.code(error.status).headers(error.headers).send(failure(error.status, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send(failure(400, first?.message || FASTIFY_MESSAGES[400]!));
    }
    if (error instanceof ZodError) {
      return reply.code(400).send(failure(400, error.issues[0]?.message || FASTIFY_MESSAGES[400]!));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(failure(503, '服务暂时不可用，请稍后再试', request.id));
    }
    if (isStatementTimeout(error)) {
      request.log.error({ err: error }, 'statement timeout');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(failure(503, '查询超时，请缩小查询范围或稍后再试', request.id));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send(failure(500, '系统内部错误，请联系管理员', request.id));
    }
    return reply.code(status).send(failure(status, FASTIFY_MESSAGES[status] ?? '请求错误'));
  });
}
