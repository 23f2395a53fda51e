/**
 * ETags for operations declared with `etag: true` (issue 13): the serialised answer's hash is its
 * ETag, and a request whose `If-None-Match` names the current ETag gets 304 with no body, so
 * neither the 140 kB catalogue nor its compression is sent again. The answer stays `no-store`
 * (SECURITY.md: authenticated JSON is never kept by browsers or proxies): the web client keeps its
 * own copy in memory and sends the ETag back. Installed before compression, so the hash is taken
 * of the plain JSON.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with an ETag and 304 to a matching If-None-Match (op({ etag: true })). */
    etag?: boolean;
  }
}

export function installEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.etag || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // The envelope's timestamp changes on every answer: the ETag is of the result alone.
    const text = typeof payload === 'string' ? payload : payload.toString('utf8');
    const stable = text.replace(/"timestamp":\d+,?/, '');
    const etag = `W/"${createHash('sha1').update(stable).digest('base64url')}"`;
    reply.header('etag', etag);
    const asked = request.headers['if-none-match'];
    if (asked?.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
