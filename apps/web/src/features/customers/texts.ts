/** Texts of the customer (khgl) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const customerTexts = registerMessages('customers', { zhCN, enUS });

/** The translator of the customer pages, as the pages' `*.data.tsx` builders take it. */
export type CustomerT = ReturnType<typeof customerTexts.useTranslation>['t'];
