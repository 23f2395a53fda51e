/** Texts of the system configuration pages (菜单管理, 系统设置, 登录日志, 操作日志). */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const systemConfigTexts = registerMessages('systemConfig', { zhCN, enUS });

/** The translator of the system configuration pages, as the pages' `*.data.tsx` builders take it. */
export type SystemConfigT = ReturnType<typeof systemConfigTexts.useTranslation>['t'];
