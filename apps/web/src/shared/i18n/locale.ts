/** The UI languages (SPEC.md §1). */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export interface LocaleDecision {
  locale: Locale;
  /** True when the stored choice must be removed (English chosen earlier but no longer offered). */
  dropStored: boolean;
}

/**
 * SPEC.md §1/§9: English is offered only when the ERP setting `isEnableI18n` is 1; otherwise the
 * stored locale is removed and Chinese is forced. Before the setting is known (`undefined`, e.g. on
 * the login page of a fresh browser) the stored choice stands.
 */
export function resolveLocale(stored: string | null, isEnableI18n: number | undefined): LocaleDecision {
  if (isEnableI18n !== undefined && isEnableI18n !== 1) {
    return { locale: DEFAULT_LOCALE, dropStored: stored !== null };
  }
  if (isLocale(stored)) return { locale: stored, dropStored: false };
  return { locale: DEFAULT_LOCALE, dropStored: stored !== null };
}
