/**
 * Serialises every response through its contract schema. Values are first brought to their wire
 * form (a Date becomes its ISO string, as JSON.stringify would write it), then parsed by the
 * schema: a field the contract does not name is dropped, a value of the wrong shape is a 500 with
 * the request id (and the mismatch in the log) instead of an answer the client did not agree to.
 */
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The JSON form of a value, without the string round trip. */
export function toWire(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toWire);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== undefined) out[k] = toWire(v);
  }
  return out;
}

/** Answers marked by `reusedResult`, with their JSON per route (schema) once checked. */
const reused = new WeakMap<object, Map<string, string>>();

/**
 * How long the whole answer written for a reused result (its envelope's timestamp included) is
 * sent again as it is: within it, its ETag and its compressed forms are computed once
 * (`reusedAnswer`) instead of hashing and compressing a hundred kilobytes on every request.
 */
export const REUSED_ANSWER_MS = 1_000;

/** A written answer of a reused result: its JSON, and what onSend derives from it once. */
export interface ReusedAnswer {
  json: string;
  /** What it was written from: the result's JSON (the kept string) and the rest of the envelope. */
  resultJson: string;
  rest: string;
  at: number;
  /** Its length in bytes (UTF-8), once asked. */
  bytes?: number;
  etag?: string;
  encoded: Map<string, Buffer>;
}
/** The answers written per reused result and route, and the same by their JSON (onSend's key). */
const answers = new WeakMap<object, Map<string, ReusedAnswer>>();
const answersByJson = new Map<string, ReusedAnswer>();

/** The reused answer whose JSON `payload` is (the same string the serializer returned), if any. */
export function reusedAnswer(payload: string): ReusedAnswer | undefined {
  const answer = answersByJson.get(payload);
  return answer && Date.now() - answer.at < REUSED_ANSWER_MS ? answer : undefined;
}

/**
 * The answer written for `result` on `route` within REUSED_ANSWER_MS — the same result JSON and the
 * same rest of the envelope (success, code, message) — or a new one built by `build`.
 */
function answerOf(
  result: object,
  route: string,
  resultJson: string,
  rest: string,
  build: () => string,
): string {
  const now = Date.now();
  let byRoute = answers.get(result);
  if (!byRoute) {
    byRoute = new Map();
    answers.set(result, byRoute);
  }
  const last = byRoute.get(route);
  if (last && now - last.at < REUSED_ANSWER_MS && last.resultJson === resultJson && last.rest === rest)
    return last.json;
  if (last) answersByJson.delete(last.json);
  if (answersByJson.size > 1_000)
    for (const [json, answer] of answersByJson)
      if (now - answer.at >= REUSED_ANSWER_MS) answersByJson.delete(json);
  const answer: ReusedAnswer = { json: build(), resultJson, rest, at: now, encoded: new Map() };
  byRoute.set(route, answer);
  answersByJson.set(answer.json, answer);
  return answer.json;
}

/**
 * Marks a result that is cached and never changed (a catalogue built once per revision): the
 * envelope's `result` is then checked against the route's schema and written once, and later
 * answers reuse that JSON (the permission catalogue list: a hundred kilobytes parsed by zod on
 * every request was most of its cost).
 */
export function reusedResult<T extends object>(result: T): T {
  if (!reused.has(result)) reused.set(result, new Map());
  return result;
}

export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const route = `${method} ${url}`;
    const cached = reusedJson(data, route);
    if (cached !== undefined) return cached;
    const result = (schema as z.ZodType).safeParse(toWire(data));
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    // A reused result is written the same way the first time as every later time (one ETag).
    if (rememberJson(data, result.data, route)) return reusedJson(data, route)!;
    return JSON.stringify(result.data);
  };

type Envelope = { result?: unknown } & Record<string, unknown>;
const resultOf = (data: unknown) =>
  data && typeof data === 'object' && 'result' in data ? (data as Envelope).result : undefined;

/**
 * The envelope's JSON with its reused result's JSON spliced in, when this route wrote it before:
 * the result first, then the rest of the envelope — the same answer again within REUSED_ANSWER_MS
 * (`answerOf`).
 */
function reusedJson(data: unknown, route: string): string | undefined {
  const result = resultOf(data);
  if (!result || typeof result !== 'object') return undefined;
  const json = reused.get(result)?.get(route);
  if (json === undefined) return undefined;
  const { result: _, timestamp, ...rest } = data as Envelope;
  const fixed = JSON.stringify(rest);
  return answerOf(result, route, json, fixed, () => {
    const head = `{"result":${json}${fixed.length > 2 ? `,${fixed.slice(1, -1)}` : ''}`;
    return timestamp === undefined ? `${head}}` : `${head},"timestamp":${JSON.stringify(timestamp)}}`;
  });
}

/** Keeps the checked JSON of a reused result for this route; answers whether it was one. */
function rememberJson(data: unknown, checked: unknown, route: string): boolean {
  const result = resultOf(data);
  const byRoute = result && typeof result === 'object' ? reused.get(result) : undefined;
  byRoute?.set(route, JSON.stringify(resultOf(checked)));
  return byRoute !== undefined;
}
