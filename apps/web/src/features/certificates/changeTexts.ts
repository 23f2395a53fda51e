/** Texts of 证书变更 (zsfx change). */
import { registerMessages } from '../../shared/i18n';
import enUS from './changeTexts.en-US.json';
import zhCN from './changeTexts.zh-CN.json';

// The catalogs are changeTexts.zh-CN.json (the product's wording) and changeTexts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const changeTexts = registerMessages('certificateChange', { zhCN, enUS });
