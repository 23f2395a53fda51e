/**
 * Refuses request text that holds control characters before any contract, handler or statement
 * sees it (issue 30 item 7; the rule is the domain's `controlCharacterField`): path parameters and
 * query strings may hold none, a JSON body none but tab, line feed and carriage return. It runs for
 * every route, with or without a schema, signed in or not, so a NUL can no longer reach PostgreSQL
 * (which cannot store it and failed the statement with a 500).
 */
import { controlCharacterField, controlCharacterMessage } from '@cb/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** A parsed JSON body or text: not a raw buffer or stream of another content type. */
function isParsedText(body: unknown): boolean {
  if (typeof body === 'string') return true;
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body);
  return proto === Object.prototype || proto === null;
}

export function installControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      controlCharacterField(request.params, false) ??
      controlCharacterField(request.query, false) ??
      (isParsedText(request.body) ? controlCharacterField(request.body, true) : null);
    if (field) throw badRequest(controlCharacterMessage(field));
  });
}
