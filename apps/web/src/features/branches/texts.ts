/** Texts of the 分公司 (cwgl) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const branchTexts = registerMessages('branches', { zhCN, enUS });

/** The translator of the 分公司 pages, as their `*.data.tsx` builders take it. */
export type BranchT = ReturnType<typeof branchTexts.useTranslation>['t'];
