/**
 * Code tables with bilingual labels (SPEC.md §3 "Enumerations"). Every enumeration of the product is a
 * readonly array of `{ code, zh, en }` rows; the helpers below look rows up by code so that the server
 * (exports, reports) and the web app (tags, selects) show the same words.
 */

/** The two locales of the product; zh-CN is the default and the only one when i18n is off. */
export type Locale = 'zh-CN' | 'en-US';

/** A text in both product languages. */
export interface LocalizedText {
  readonly zh: string;
  readonly en: string;
}

/** One row of a code table. */
export interface CodeLabel extends LocalizedText {
  readonly code: string | number;
}

/** The union of the codes of a table declared `as const`. */
export type CodeOf<T extends readonly CodeLabel[]> = T[number]['code'];

/** A code as it may arrive from a form or the API: numeric codes are sometimes sent as strings. */
export type CodeInput = string | number | null | undefined;

/**
 * Picks the text of the given locale.
 * @example localize({ zh: '有效', en: 'Valid' }, 'en-US') // 'Valid'
 */
export function localize(text: LocalizedText, locale: Locale = 'zh-CN'): string {
  return locale === 'en-US' ? text.en : text.zh;
}

/**
 * Finds the row of a code; `1` and `'1'` match the same row.
 * @example entryOf(NOTE_TYPES, '3')?.color // 'red'
 */
export function entryOf<T extends CodeLabel>(table: readonly T[], code: CodeInput): T | undefined {
  if (code === null || code === undefined || code === '') return undefined;
  const key = String(code);
  return table.find((row) => String(row.code) === key);
}

/**
 * The label of a code, or undefined for an unknown or empty code (callers show their own dash).
 * @example labelOf(CERTIFICATE_STATUSES, 2) // '暂停'
 * @example labelOf(CERTIFICATE_STATUSES, '2', 'en-US') // 'Suspended'
 */
export function labelOf(
  table: readonly CodeLabel[],
  code: CodeInput,
  locale: Locale = 'zh-CN',
): string | undefined {
  const row = entryOf(table, code);
  return row && localize(row, locale);
}

/** A select option as antd and most form libraries take it. */
export interface CodeOption<C extends string | number> {
  value: C;
  label: string;
}

/**
 * The table as select options in table order.
 * @example optionsOf(YES_NO, 'en-US') // [{ value: 0, label: 'No' }, { value: 1, label: 'Yes' }]
 */
export function optionsOf<T extends CodeLabel>(
  table: readonly T[],
  locale: Locale = 'zh-CN',
): CodeOption<T['code']>[] {
  return table.map((row) => ({ value: row.code, label: localize(row, locale) }));
}

/**
 * The rows of the given codes, in the order given: a table that is a part of another takes the
 * other's rows instead of repeating their words.
 * @example rowsOf(AUDIT_TYPES, [11, 21]) // the scope-extension and change-audit rows
 */
/* @__NO_SIDE_EFFECTS__ */
export function rowsOf<T extends CodeLabel, const C extends T['code']>(
  table: readonly T[],
  codes: readonly C[],
): readonly Extract<T, { code: C }>[] {
  return codes.map((code) => {
    const row = table.find((r) => r.code === code);
    if (!row) throw new Error(`code ${code} is not in the table`);
    return row as Extract<T, { code: C }>;
  });
}

/** The codes `'11 12 13'` names, as a tuple: `['11', '12', '13']`. */
type Words<S extends string, Done extends string[] = []> = S extends `${infer Head} ${infer Tail}`
  ? Words<Tail, [...Done, Head]>
  : [...Done, S];

/** The rows of a data-kept table, each typed with the code its declaration names at that place. */
export type CodeRows<R extends CodeLabel, C extends readonly (string | number)[]> = {
  readonly [I in keyof C]: Readonly<Omit<R, 'code'>> & { readonly code: C[I] };
};

/**
 * A code table whose rows are data (the JSON file beside its module) and whose codes its declaration
 * names, in the rows' order: numbers as an array, string codes as one space-separated string. The
 * declaration gives the table its literal code types (`CodeOf`), and the data is checked against it
 * when the module loads, so the two cannot disagree.
 * @example codeTable(data.YES_NO, [0, 1]) // rows typed { code: 0 } and { code: 1 }
 * @example codeTable(data.CERTIFICATE_TYPES, 'A B C D')
 */
/* @__NO_SIDE_EFFECTS__ */
export function codeTable<R extends CodeLabel, const C extends readonly number[] | string>(
  rows: readonly R[],
  codes: C,
): CodeRows<R, C extends string ? Words<C> : C> {
  const named: readonly (string | number)[] = typeof codes === 'string' ? codes.split(' ') : codes;
  const found = rows.map((row) => row.code);
  if (found.length !== named.length || found.some((code, i) => code !== named[i])) {
    throw new Error(`code table rows ${found.join(' ')} are not the declared ${named.join(' ')}`);
  }
  return rows as unknown as CodeRows<R, C extends string ? Words<C> : C>;
}
