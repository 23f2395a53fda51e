/** Texts of the 信息上报 (xxsb) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const reportTexts = registerMessages('regulator-reporting', { zhCN, enUS });

/** The translator of the 信息上报 pages, as their `*.data.tsx` builders take it. */
export type ReportT = ReturnType<typeof reportTexts.useTranslation>['t'];
