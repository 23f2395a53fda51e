/** Texts of the 客户通知 and 开放文件 (khgl) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const clientNoticeTexts = registerMessages('client-notices', { zhCN, enUS });

/** The translator of the 客户通知 pages, as their `*.data.tsx` builders take it. */
export type ClientNoticeT = ReturnType<typeof clientNoticeTexts.useTranslation>['t'];
