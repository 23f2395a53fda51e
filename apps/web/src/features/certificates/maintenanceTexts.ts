/** Texts of 证书维护 (zswh) and 短信通知 (zsfx/sms). */
import { registerMessages } from '../../shared/i18n';
import enUS from './maintenanceTexts.en-US.json';
import zhCN from './maintenanceTexts.zh-CN.json';

// The catalogs are maintenanceTexts.zh-CN.json (the product's wording) and maintenanceTexts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const maintenanceTexts = registerMessages('certificateMaintenance', { zhCN, enUS });
