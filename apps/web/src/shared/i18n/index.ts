import type { i18n as I18next } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { StorageKey } from '../storage/keys';
import { localStore } from '../storage/persistent';
import { DEFAULT_LOCALE, type Locale, resolveLocale } from './locale';
import {
  type LeafKey,
  lookupNamespace,
  type MessageTree,
  type NamespaceMessages,
  registerNamespace,
} from './namespaces';
import type { Messages } from './resources/zh-CN';
import { zhCN } from './resources/zh-CN';
import { lookup, type Translate, type TranslateVars } from './translate';

/**
 * The app's texts (ARCHITECTURE.md "Web conventions": zh-CN default, en-US when enabled).
 *
 * Code translates only through `t` / `useTranslation` from here. The engine is i18next, loaded with
 * the signed-in shell or before switching to English; until then (the login page of a Chinese
 * user) the bundled Chinese texts are looked up directly, which keeps i18next's ~16 kB out of the
 * login page's JavaScript budget. English always implies the engine.
 */

let engine: I18next | null = null;
let enginePromise: Promise<I18next> | null = null;
let language: Locale = DEFAULT_LOCALE;
const extraMessages = new Map<Locale, Messages>();

let version = 0;
const listeners = new Set<() => void>();
function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: notified when the language changes or the engine arrives. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const getVersion = () => version;

export function currentLocale(): Locale {
  return language;
}

/** Translates `key` in the current language. */
export const t: Translate = (key, vars) => (engine ? engine.t(key, vars) : lookup(zhCN, key, vars));

/** Loads and starts i18next (once). Lazy routes that need its features await this. */
export function loadI18nEngine(): Promise<I18next> {
  enginePromise ??= import('i18next').then(async ({ default: i18next }) => {
    const instance = i18next.createInstance();
    const resources: Record<string, { translation: Messages }> = { [DEFAULT_LOCALE]: { translation: zhCN } };
    for (const [locale, messages] of extraMessages) resources[locale] = { translation: messages };
    await instance.init({
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      resources,
      interpolation: { escapeValue: false },
    });
    engine = instance;
    changed();
    return instance;
  });
  return enginePromise;
}

/** Texts fetched on demand (Chinese is bundled). */
const loaders: Partial<Record<Locale, () => Promise<Messages>>> = {
  'en-US': () => import('./resources/en-US').then((m) => m.enUS),
};

/**
 * Switches the UI language, loading the engine and the texts first. `remember` stores the choice
 * under `pro__LANGUAGE` (the language dropdown does that; the policy below does not).
 */
export async function setLocale(locale: Locale, remember = true): Promise<void> {
  const load = loaders[locale];
  if (load && !extraMessages.has(locale)) {
    const [instance, messages] = await Promise.all([loadI18nEngine(), load()]);
    extraMessages.set(locale, messages);
    instance.addResourceBundle(locale, 'translation', messages);
  }
  if (remember) localStore.set(StorageKey.locale, locale, null);
  await engine?.changeLanguage(locale);
  language = locale;
  document.documentElement.lang = locale;
  changed();
}

/**
 * Applies SPEC.md §1: English only when `isEnableI18n` is 1, otherwise the stored choice is removed
 * and Chinese forced. Called at start-up with the remembered ERP setting and again after the user
 * info (with the fresh setting) has loaded.
 */
export async function applyLocalePolicy(isEnableI18n: number | undefined): Promise<void> {
  const { locale, dropStored } = resolveLocale(localStore.get<string>(StorageKey.locale), isEnableI18n);
  if (dropStored) localStore.remove(StorageKey.locale);
  if (locale !== language) await setLocale(locale, false);
}

/**
 * Registers a feature folder's own texts under `namespace` and returns its typed translators. The
 * Chinese texts are the product's wording; the English ones must have the same keys (checked by
 * the type). Call it once at module level in the feature (its texts then travel in its chunk).
 *
 * @example
 * // features/notices/i18n.ts
 * export const noticeTexts = registerMessages('notices', {
 *   zhCN: { bell: { title: '消息通知', unread: '{{count}} 条未读' } },
 *   enUS: { bell: { title: 'Notifications', unread: '{{count}} unread' } },
 * });
 * // in a component: re-renders when the language changes
 * const { t } = noticeTexts.useTranslation();
 * t('bell.unread', { count: 3 });
 * // outside React
 * noticeTexts.t('bell.title');
 */
export function registerMessages<T extends MessageTree>(
  namespace: string,
  messages: NamespaceMessages<T>,
): NamespaceTexts<T> {
  registerNamespace(namespace, messages);
  const translate = (key: LeafKey<T>, vars?: TranslateVars) =>
    lookupNamespace(namespace, currentLocale(), key, vars);
  return {
    t: translate,
    useTranslation() {
      const change = useSyncExternalStore(subscribe, getVersion, getVersion);
      // biome-ignore lint/correctness/useExhaustiveDependencies: `change` is the signal to rebuild
      return useMemo(
        () => ({
          t: (key: LeafKey<T>, vars?: TranslateVars) => translate(key, vars),
          language: currentLocale(),
        }),
        [change],
      );
    },
  };
}

export interface NamespaceTexts<T extends MessageTree> {
  /** Translates in the current language (outside components, or where re-rendering is handled). */
  t: (key: LeafKey<T>, vars?: TranslateVars) => string;
  /** Hook: the translator for a component, re-rendering it when the language changes. */
  useTranslation: () => { t: (key: LeafKey<T>, vars?: TranslateVars) => string; language: Locale };
}

export type { Locale } from './locale';
export type { LeafKey, MessageTree, MirrorOf, NamespaceMessages } from './namespaces';
export type { MessageKey, Translate, TranslateVars } from './translate';
