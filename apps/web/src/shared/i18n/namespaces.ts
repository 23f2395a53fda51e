import type { Locale } from './locale';
import { lookup, type TranslateVars } from './translate';

/** A tree of texts: leaves are strings (with `{{name}}` placeholders), branches are objects. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Same shape as `T`, every leaf a string: the English texts must mirror the Chinese ones. */
export type MirrorOf<T> = { [K in keyof T]: T[K] extends string ? string : MirrorOf<T[K]> };

/** Dotted paths of the leaves of `T`, e.g. 'bell.title'. */
export type LeafKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export interface NamespaceMessages<T extends MessageTree> {
  zhCN: T;
  enUS: MirrorOf<T>;
}

const registry = new Map<string, Record<Locale, MessageTree>>();

export function registerNamespace<T extends MessageTree>(namespace: string, messages: NamespaceMessages<T>) {
  if (!/^[a-z][A-Za-z0-9-]*$/.test(namespace)) throw new Error(`i18n namespace "${namespace}" is not a name`);
  registry.set(namespace, { 'zh-CN': messages.zhCN, 'en-US': messages.enUS as MessageTree });
}

/** Looks `key` up in a namespace for `locale`, falling back to Chinese, then to the key itself. */
export function lookupNamespace(
  namespace: string,
  locale: Locale,
  key: string,
  vars?: TranslateVars,
): string {
  const texts = registry.get(namespace);
  if (!texts) return key;
  const found = lookup(texts[locale] as never, key, vars);
  return found === key && locale !== 'zh-CN' ? lookup(texts['zh-CN'] as never, key, vars) : found;
}
