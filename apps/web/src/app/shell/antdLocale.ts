import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLocale, type Locale, subscribe } from '../../shared/i18n';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

// antd's own default locale is en_US, so it is in antd's code anyway; only zh_CN is extra.
const antdLocales: Record<Locale, AntdLocale> = { 'zh-CN': zhCN, 'en-US': enUS };
const dayjsLocales: Record<Locale, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

export function antdLocaleFor(locale: Locale): AntdLocale {
  return antdLocales[locale];
}

/** Keeps dayjs' global locale (antd's date pickers, our date formatting) on the UI language. */
function syncDayjs() {
  dayjs.locale(dayjsLocales[currentLocale()]);
}
syncDayjs();
subscribe(syncDayjs);
