/** Texts of the notices feature (the spec's Chinese strings are product text). */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const noticeTexts = registerMessages('notices', { zhCN, enUS });

/** The translator of the notice pages, as the pages' `*.data.tsx` builders take it. */
export type NoticeT = ReturnType<typeof noticeTexts.useTranslation>['t'];
