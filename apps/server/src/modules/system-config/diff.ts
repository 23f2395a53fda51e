/**
 * The before/after view of one audit-trail entry: every field of the record with its old and new
 * value and whether it changed. Secret columns never leave the server, whatever a trigger or an old
 * row may hold (the trigger already drops password_hash; this is the second line).
 */

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * Columns never shown: passwords and their hashes, tokens, salts, secrets and keys. Matched on the
 * name without case or underscores; flags about passwords (password_changed_at,
 * must_change_password) are not secrets and stay visible.
 */
const SECRET =
  /^(password|passwd|pwd)$|(passwordhash|pwdhash|secret|salt|token|tokenhash|apikey|privatekey)$/;
/** Columns every update touches; they do not count as "what changed". */
const BOOKKEEPING = new Set(['version', 'updated_at', 'updated_by']);

export const isSecretField = (field: string): boolean => SECRET.test(field.toLowerCase().replaceAll('_', ''));

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * Field by field comparison of a record before and after a change (either may be null: an insert
 * has no before, a delete no after). Changed fields come first, in column order; secrets are left out.
 */
export function diffRecord(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const rows = compare(before == null ? null : b, after == null ? null : a, '', 0);
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * One row per field; a JSON document present on both sides (menu meta, a settings document) is
 * opened one level, so the view names the key that changed ('value.systemName'), not the blob.
 */
function compare(
  b: Record<string, unknown> | null,
  a: Record<string, unknown> | null,
  prefix: string,
  depth: number,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter(
    (f) => !isSecretField(f),
  );
  return fields.flatMap((key) => {
    const field = `${prefix}${key}`;
    const before = b === null ? null : (b[key] ?? null);
    const after = a === null ? null : (a[key] ?? null);
    if (depth === 0 && isPlainObject(before) && isPlainObject(after))
      return compare(before, after, `${field}.`, depth + 1);
    return [{ field, before, after, changed: canonical(before) !== canonical(after) }];
  });
}

/** Names of the fields an update really changed (bookkeeping columns left out). */
export function changedFields(before: unknown, after: unknown): string[] {
  return diffRecord(before, after)
    .filter((r) => r.changed && !BOOKKEEPING.has(r.field))
    .map((r) => r.field);
}

/** A copy of a stored record without its secret columns. */
export function withoutSecrets(record: unknown): Record<string, unknown> | null {
  if (record == null) return null;
  return Object.fromEntries(Object.entries(asRecord(record)).filter(([k]) => !isSecretField(k)));
}
