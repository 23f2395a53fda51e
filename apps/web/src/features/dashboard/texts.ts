/** Texts of the home page's figures and work lists (the greeting stays with the shell's texts). */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const dashboardTexts = registerMessages('dashboard', { zhCN, enUS });
