import { useMemo, useSyncExternalStore } from 'react';
import { currentLocale, getVersion, type Locale, subscribe, type Translate, t } from './index';

/**
 * The translate function for a component, re-rendering it when the language changes (or i18next
 * arrives). Same call shape as react-i18next's hook.
 *
 * @example
 * const { t } = useTranslation();
 * return <button>{t('login.submit')}</button>;
 */
export function useTranslation(): { t: Translate; language: Locale } {
  const change = useSyncExternalStore(subscribe, getVersion, getVersion);
  // A new function per change, so memoised children that take `t` re-render too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `change` is the signal to rebuild
  return useMemo(() => ({ t: (key, vars) => t(key, vars), language: currentLocale() }), [change]);
}
