/** Texts of 工作日历 and 认证周期规则. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const lifecycleTexts = registerMessages('lifecycle', { zhCN, enUS });
export type LifecycleT = ReturnType<typeof lifecycleTexts.useTranslation>['t'];
