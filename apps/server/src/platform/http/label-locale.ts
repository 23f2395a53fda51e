/**
 * Enumeration labels in the user's language (issue 12 item 18). Every `*_dictText` of an answer is
 * written from the domain's code tables in Chinese; when the request asks for English (the web
 * client sends its language as `Accept-Language`: zh-CN or en-US), each is replaced by the English
 * of the same table row, so every list, detail and select shows 初次认证 as "New certification"
 * without each area translating its own. The tables are found among the domain package's exports
 * (arrays of `{ code, zh, en }`), so an area's new code table is included as it lands.
 */
import * as domain from '@cb/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const isCodeTable = (value: unknown): value is readonly { zh: string; en: string }[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (row) =>
      row !== null &&
      typeof row === 'object' &&
      'code' in row &&
      typeof (row as { zh?: unknown }).zh === 'string' &&
      typeof (row as { en?: unknown }).en === 'string',
  );

/**
 * Chinese label → English label over the given code tables; where two tables give one Chinese
 * word two English ones, the first table's wins.
 */
export function englishIndex(tables: readonly unknown[]): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  for (const table of tables) {
    if (!isCodeTable(table)) continue;
    for (const row of table) if (!index.has(row.zh) && row.en) index.set(row.zh, row.en);
  }
  return index;
}

let domainIndex: ReadonlyMap<string, string> | undefined;
/** The index of every code table the domain package exports (built on first use). */
export const domainEnglishIndex = () => {
  domainIndex ??= englishIndex(Object.values(domain));
  return domainIndex;
};

/** A list of labels joined with 、 or ； (several codes in one field) is translated item by item. */
const LIST_SEPARATOR = /[、；]/;

/** The English of a `_dictText` value; unknown words are left as they are. */
export function englishLabel(text: string, index: ReadonlyMap<string, string>): string {
  const whole = index.get(text);
  if (whole !== undefined) return whole;
  if (!LIST_SEPARATOR.test(text)) return text;
  return text
    .split(LIST_SEPARATOR)
    .map((part) => index.get(part) ?? part)
    .join(', ');
}

/** A copy of `value` with every string `*_dictText` in English (other values untouched). */
export function withEnglishLabels<T>(value: T, index: ReadonlyMap<string, string>): T {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => withEnglishLabels(v, index)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      typeof v === 'string' && key.endsWith('_dictText')
        ? englishLabel(v, index)
        : withEnglishLabels(v, index);
  }
  return out as T;
}

/** The request's first language is English (`Accept-Language: en-US`, `en`, `en-GB;q=…`). */
export const wantsEnglish = (request: FastifyRequest): boolean =>
  /^\s*en\b/i.test(String(request.headers['accept-language'] ?? ''));

/** Answers of API routes carry their enumeration labels in the language the request asks for. */
export function installLabelLocale(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) =>
    wantsEnglish(request) ? withEnglishLabels(payload, domainEnglishIndex()) : payload,
  );
}
