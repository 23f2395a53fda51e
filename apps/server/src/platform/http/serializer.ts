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

export const contractSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = (schema as z.ZodType).safeParse(toWire(data));
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
