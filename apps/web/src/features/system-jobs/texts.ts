/** Texts of 定时任务. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const jobTexts = registerMessages('systemJobs', { zhCN, enUS });
export type JobT = ReturnType<typeof jobTexts.useTranslation>['t'];
