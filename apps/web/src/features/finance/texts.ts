/** Texts of the 财务管理 (cwgl) pages: 应收款 and 收款登记. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const financeTexts = registerMessages('finance', { zhCN, enUS });

/** The translator of the 财务管理 pages, as their `*.data.tsx` builders take it. */
export type FinanceT = ReturnType<typeof financeTexts.useTranslation>['t'];
