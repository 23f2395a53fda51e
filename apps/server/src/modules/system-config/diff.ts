/**
 * The before/after view of one audit-trail entry: every field of the record with its old and new
 * value and whether it changed. Secret columns and secret keys inside JSON documents never leave the
 * server, whatever a trigger or an old row may hold (the trigger already drops password_hash and
 * secret; this is the second line), and personal numbers (ID cards, bank accounts) are shown masked.
 */
import { maskIdCard } from '@cb/domain';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * Columns and JSON keys never shown: passwords and their hashes, tokens, verification codes' hashes,
 * salts, secrets and keys
 * (a mail channel's `pass`, a WeCom app's `corpSecret`, an SMS gateway's `apiKey`). Matched on the
 * name without case or underscores; flags about passwords (password_changed_at,
 * must_change_password) are not secrets and stay visible.
 */
const SECRET =
  /^(password|passwd|pwd|pass)$|(passwordhash|pwdhash|codehash|secret|salt|token|tokenhash|apikey|privatekey)$/;
/**
 * Personal numbers shown masked, as readers who are not HR see them on the auditor pages: ID card
 * numbers keep their first 3 and last 4 characters, bank accounts their last 4.
 */
const MASKED: readonly (readonly [RegExp, (value: string) => string])[] = [
  [/idcardno$/, maskIdCard],
  [/bankaccount(no)?$/, (v) => (v ? `**** ${v.slice(-4)}` : '')],
];
/** Columns every update touches; they do not count as "what changed". */
const BOOKKEEPING = new Set(['version', 'updated_at', 'updated_by']);

const bare = (field: string) => field.toLowerCase().replaceAll('_', '');

export const isSecretField = (field: string): boolean => SECRET.test(bare(field));

/** A value as the log may show it: without secret keys at any depth, a personal number masked. */
export function shownValue(field: string, value: unknown): unknown {
  const mask = MASKED.find(([pattern]) => pattern.test(bare(field)))?.[1];
  if (mask && typeof value === 'string') return mask(value);
  return withoutSecretKeys(value);
}

function withoutSecretKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecretKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !isSecretField(k))
      .map(([k, v]) => [k, shownValue(k, v)]),
  );
}

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
    return [
      {
        field,
        before: shownValue(key, before),
        after: shownValue(key, after),
        changed: canonical(before) !== canonical(after),
      },
    ];
  });
}

/** Names of the fields an update really changed (bookkeeping columns left out). */
export function changedFields(before: unknown, after: unknown): string[] {
  return diffRecord(before, after)
    .filter((r) => r.changed && !BOOKKEEPING.has(r.field))
    .map((r) => r.field);
}

/** A copy of a stored record as the log may show it: no secrets, personal numbers masked. */
export function withoutSecrets(record: unknown): Record<string, unknown> | null {
  if (record == null) return null;
  return withoutSecretKeys(asRecord(record)) as Record<string, unknown>;
}
