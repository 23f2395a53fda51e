/**
 * Per-user table column settings (SPEC.md §3 "Column setting"): which columns a list shows and in
 * what order, stored through the user column-settings API under a key per table. Pure functions
 * plus the cached calls; `useColumnSettings` wraps them for a page.
 */
import type { ColumnSetting, referenceEndpoints } from '@cb/domain';
import { http } from '../http';
import { sessionStore } from '../stores/session';

/** The stored state of one table: visible column keys in order, and the hidden ones. */
export interface ColumnState {
  order: string[];
  hidden: string[];
}

/** Reads a stored setting; anything malformed counts as "no setting". */
export function parseColumnState(json: string | null | undefined): ColumnState | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as Partial<ColumnState>;
    const strings = (a: unknown) =>
      Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string') : [];
    return { order: strings(v.order), hidden: strings(v.hidden) };
  } catch {
    return null;
  }
}

/**
 * The columns to show: the stored order first (unknown keys ignored, new columns appended in
 * their declared place at the end), hidden ones dropped. Columns marked `fixedVisible` are always
 * shown (the actions column).
 */
export function applyColumnState<C extends { key: string; fixedVisible?: boolean }>(
  columns: readonly C[],
  state: ColumnState | null,
): C[] {
  if (!state) return [...columns];
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = state.order.flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
  const rest = columns.filter((c) => !state.order.includes(c.key));
  const hidden = new Set(state.hidden);
  const result = [...ordered, ...rest].filter((c) => c.fixedVisible || !hidden.has(c.key));
  // Fixed-visible columns (actions) keep their declared end position.
  const pinned = result.filter((c) => c.fixedVisible);
  return [...result.filter((c) => !c.fixedVisible), ...pinned];
}

/** Moves a key one place up (-1) or down (+1) in the order. */
export function moveKey(order: readonly string[], key: string, delta: -1 | 1): string[] {
  const i = order.indexOf(key);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= order.length) return [...order];
  const next = [...order];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

let cache: Promise<ColumnSetting[]> | null = null;

// Settings are per user: a sign-out or another sign-in drops the cached ones.
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) cache = null;
});

/** All of the user's settings, fetched once per session (saving updates the cache). */
export function loadColumnSettings(): Promise<ColumnSetting[]> {
  cache ??= http
    // The reference table's paths, checked as types (the table's code stays out of the shell's bundle).
    .get<ColumnSetting[]>(
      '/certi/cerUserColSetting/getColSettingList' satisfies (typeof referenceEndpoints)['listColumnSettings']['path'],
      undefined,
      { silent: true },
    )
    .catch(() => {
      cache = null;
      return [];
    });
  return cache;
}

export async function saveColumnState(settingKey: string, state: ColumnState): Promise<void> {
  const settingJson = JSON.stringify(state);
  await http.post<ColumnSetting>(
    '/certi/cerUserColSetting/save' satisfies (typeof referenceEndpoints)['saveColumnSetting']['path'],
    { settingKey, settingJson },
  );
  const list = await (cache ?? Promise.resolve([]));
  cache = Promise.resolve([...list.filter((s) => s.settingKey !== settingKey), { settingKey, settingJson }]);
}

/** Forgets the cached settings (sign-out, tests). */
export function forgetColumnSettings(): void {
  cache = null;
}
