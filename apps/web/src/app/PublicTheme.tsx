import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { currentLocale } from '../shared/i18n';
import { antdLocaleFor } from './shell/antdLocale';
import { useTheme } from './theme';

/**
 * The shell's antd theme and language for a public page built from antd components (企业注册,
 * 找回密码, 应急反馈): antd's default colours fall below WCAG 2.1 AA contrast (secondary text 3.4:1,
 * form errors 3.3:1, white on the primary button 4.1:1); the theme's accessible ones pass.
 */
export function PublicTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={antdLocaleFor(currentLocale())} theme={useTheme()}>
      {children}
    </ConfigProvider>
  );
}
