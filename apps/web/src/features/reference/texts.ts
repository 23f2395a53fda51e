/** Texts of the reference pages and tools (the spec's Chinese strings are product text). */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const referenceTexts = registerMessages('reference', { zhCN, enUS });

/** The translator of the reference pages, as the pages' `*.data.tsx` builders take it. */
export type ReferenceT = ReturnType<typeof referenceTexts.useTranslation>['t'];
