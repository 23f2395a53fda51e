/** Texts of the 应急响应 (yjxy) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const eventTexts = registerMessages('emergencies', { zhCN, enUS });

/** The translator of the 应急响应 pages, as their `*.data.tsx` builders take it. */
export type EventT = ReturnType<typeof eventTexts.useTranslation>['t'];
