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
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !isSecretField(f));
  const rows = fields.map((field) => ({
    field,
    before: before == null ? null : (b[field] ?? null),
    after: after == null ? null : (a[field] ?? null),
    changed: canonical(b[field]) !== canonical(a[field]),
  }));
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
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
