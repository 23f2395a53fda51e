/**
 * The session's rules, without zod: the web app's shell uses them at runtime, so this file stays
 * free of schemas (the contracts that use them are in session.ts).
 */

/** Password rule of SPEC.md §5: 8-16 characters with at least one digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /\d/.test(password);
}

/** A session (and the browser's stored token) lasts 7 days. */
export const SESSION_TTL_MS = 604_800_000;
