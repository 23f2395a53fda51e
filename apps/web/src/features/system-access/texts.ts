/** Texts of 用户管理, 角色管理, 租户管理 and 在线用户. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const accessTexts = registerMessages('systemAccess', { zhCN, enUS });

export type AccessT = ReturnType<typeof accessTexts.useTranslation>['t'];

export { enUS, zhCN };
