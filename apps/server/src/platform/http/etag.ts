/**
 * ETags for operations declared with `etag: true` (issue 13): the serialised answer's hash is its
 * ETag, and a request whose `If-None-Match` names the current ETag gets 304 with no body, so
 * neither the 140 kB catalogue nor its compression is sent again. The answer stays `no-store`
 * (SECURITY.md: authenticated JSON is never kept by browsers or proxies): the web client keeps its
 * own copy in memory and sends the ETag back. Installed before compression, so the hash is taken
 * of the plain JSON.
 *
 * An answer the serializer wrote for a reused result (`reusedResult`, serializer.ts) is the same
 * string for up to a second: its ETag and its compressed forms are made once and sent again, as a
 * compressed body the compression plugin leaves alone — hashing and compressing the hundred
 * kilobytes of the permission catalogue on every request was nearly all of its cost.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ReusedAnswer, reusedAnswer } from './serializer.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with an ETag and 304 to a matching If-None-Match (op({ etag: true })). */
    etag?: boolean;
  }
}

/** The ETag of an answer: the hash of its JSON without the envelope's timestamp. */
function etagOf(text: string): string {
  const stable = text.replace(/"timestamp":\d+,?/, '');
  return `W/"${createHash('sha1').update(stable).digest('base64url')}"`;
}

/** The content codings a reused answer is kept in, in the server's order of preference. */
const CODINGS = {
  br: (json: string) =>
    zlib.brotliCompressSync(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    }),
  gzip: (json: string) => zlib.gzipSync(json),
} as const;
type Coding = keyof typeof CODINGS;

/**
 * The coding of `CODINGS` the request accepts, preferring br (the negotiation the compression
 * plugin uses too: q-values, `*`, and `identity` or q=0 refusing a coding).
 */
export function acceptedCoding(header: string | undefined): Coding | undefined {
  return header ? (negotiate(header, Object.keys(CODINGS) as Coding[]) ?? undefined) : undefined;
}

/** A reused answer's body in the coding the request accepts (compressed once per answer). */
function encodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReusedAnswer,
  threshold: number,
): string | Buffer {
  answer.bytes ??= Buffer.byteLength(answer.json);
  if (answer.bytes < threshold || reply.hasHeader('content-encoding')) return answer.json;
  const coding = acceptedCoding(request.headers['accept-encoding']);
  if (!coding) return answer.json;
  let body = answer.encoded.get(coding);
  if (!body) {
    body = CODINGS[coding](answer.json);
    answer.encoded.set(coding, body);
  }
  reply.header('content-encoding', coding);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-length', body.length);
  return body;
}

/** `compressThreshold`: answers smaller than this go plain (as the compression plugin's threshold). */
export function installEtags(app: FastifyInstance, compressThreshold: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const answer =
      typeof payload === 'string' && reply.statusCode === 200 ? reusedAnswer(payload) : undefined;
    if (!request.routeOptions.config?.etag || reply.statusCode !== 200) {
      return answer ? encodedBody(request, reply, answer, compressThreshold) : payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // The envelope's timestamp changes on every answer: the ETag is of the result alone.
    if (answer && answer.etag === undefined) answer.etag = etagOf(answer.json);
    const etag = answer?.etag ?? etagOf(typeof payload === 'string' ? payload : payload.toString('utf8'));
    reply.header('etag', etag);
    const asked = request.headers['if-none-match'];
    if (asked?.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      return '';
    }
    return answer ? encodedBody(request, reply, answer, compressThreshold) : payload;
  });
}
