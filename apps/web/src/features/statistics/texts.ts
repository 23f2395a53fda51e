/** Texts of the 统计 pages (the resource and money pages may add theirs under their own namespace). */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

export const statisticsTexts = registerMessages('statistics', { zhCN, enUS });

export type StatisticsT = ReturnType<typeof statisticsTexts.useTranslation>['t'];
