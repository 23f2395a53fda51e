/** Texts of 审核项目 (shxm) and 综合管理 (assist); code-table and status labels come from @cb/domain. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const executionTexts = registerMessages('auditExecution', { zhCN, enUS });
export type ExecutionT = ReturnType<typeof executionTexts.useTranslation>['t'];
