/** Texts of the contract-review (htps) pages; code-table labels come from @cb/domain. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const reviewTexts = registerMessages('contractReview', { zhCN, enUS });

/** The translator of the contract-review pages. */
export type ReviewT = ReturnType<typeof reviewTexts.useTranslation>['t'];
