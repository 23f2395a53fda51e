/** Texts of the 合作方 (hzf) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const partnerTexts = registerMessages('partners', { zhCN, enUS });

/** The translator of the 合作方 pages, as their `*.data.tsx` builders take it. */
export type PartnerT = ReturnType<typeof partnerTexts.useTranslation>['t'];
