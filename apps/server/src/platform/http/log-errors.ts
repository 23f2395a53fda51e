/**
 * How an error is written to the log (the `err` serialiser of the app's logger). A failed query's
 * error from the ORM carries the statement's parameters three times over (in its message, its stack
 * and a `params` field): the values a user typed, a password hash, a token. The log keeps the SQL
 * text and the database's own message, never the parameters (issue 30 item 7).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';

/** What stands in the log for a parameter value that a database message repeats. */
const MASK = '[参数]';
/** Shorter values are not masked: `1` or `ok` would blot out the message, and reveal nothing. */
const MIN_MASKED = 3;

function masked(text: string, params: readonly unknown[]): string {
  let out = text;
  for (const p of params) {
    const value = typeof p === 'string' ? p : p instanceof Date ? null : p === null ? null : String(p);
    if (value && value.length >= MIN_MASKED) out = out.split(value).join(MASK);
  }
  return out;
}

/**
 * A copy of a failed query's error without its parameters: message `Failed query: <sql>`, the same
 * stack under that message, and the cause (the database's error) with any parameter value that its
 * message repeats masked.
 */
function withoutParams(error: DrizzleQueryError): Error {
  const params = Array.isArray(error.params) ? error.params : [];
  const message = `Failed query: ${error.query}`;
  // The same class (the log's `type`), none of the original's fields.
  const clean = Object.create(Object.getPrototypeOf(error)) as Error;
  clean.message = message;
  const stack = error.stack ?? '';
  const at = stack.indexOf(error.message);
  clean.stack = at >= 0 ? stack.slice(0, at) + message + stack.slice(at + error.message.length) : message;
  (clean as Error & { query: string }).query = error.query;
  const cause = error.cause;
  if (cause instanceof Error) {
    const copy = new Error(masked(cause.message, params));
    copy.name = cause.name;
    copy.stack = masked(cause.stack ?? '', params);
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') (copy as Error & { code: string }).code = code;
    clean.cause = copy;
  }
  return clean;
}

/** `error` and its causes as they may be logged: a failed query's error without its parameters. */
function loggable(error: unknown, depth = 0): unknown {
  if (error instanceof DrizzleQueryError) return withoutParams(error);
  if (!(error instanceof Error) || depth > 10 || error.cause === undefined) return error;
  const cause = loggable(error.cause, depth + 1);
  if (cause === error.cause) return error;
  // An error that wraps a failed query: the same error around the cleaned cause.
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error)) as Error, error);
  copy.message = error.message;
  copy.stack = error.stack ?? '';
  copy.cause = cause;
  return copy;
}

/** The error as the log shows it: pino's standard form, a failed query's parameters left out. */
export function serializeError(error: unknown): unknown {
  return pino.stdSerializers.err(loggable(error) as Error);
}

/** The serialisers of the app's logger. */
export const LOG_SERIALIZERS = { err: serializeError };
