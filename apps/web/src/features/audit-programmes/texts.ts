/** Texts of the 审核方案 pages (方案管理, 计划分派, 项目终止) and of 我的审核任务. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const programmeTexts = registerMessages('auditProgrammes', { zhCN, enUS });
export type ProgrammeT = ReturnType<typeof programmeTexts.useTranslation>['t'];
