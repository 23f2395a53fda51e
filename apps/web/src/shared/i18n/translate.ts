import type { Messages } from './resources/zh-CN';

/** Dotted paths of the leaf texts, e.g. 'login.submit'. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

/**
 * Looks a text up and fills its `{{name}}` placeholders (i18next's syntax), or returns the key
 * when the text is missing. Enough for the texts of the first-load pages; everything else goes
 * through i18next once it has loaded.
 */
export function lookup(messages: Messages, key: string, vars?: TranslateVars): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  if (!vars) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
}
