/** Texts of the people (rlzy) pages and of the auditor zone's 我的专业代码. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const auditorTexts = registerMessages('auditors', { zhCN, enUS });

/** The translator of the people pages, as the pages' `*.data.tsx` builders take it. */
export type AuditorT = ReturnType<typeof auditorTexts.useTranslation>['t'];
