/** Texts of the 技术审定 (jssd) and 认证决定 (rzjd) pages; code-table labels come from @cb/domain. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const decisionTexts = registerMessages('certificationDecisions', { zhCN, enUS });
export type DecisionT = ReturnType<typeof decisionTexts.useTranslation>['t'];
