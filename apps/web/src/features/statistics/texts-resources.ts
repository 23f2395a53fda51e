/** Texts of 审核员统计, 审核工作量统计, 收入统计 and 应收统计 (namespace 'statisticsResources'). */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts-resources.en-US.json';
import zhCN from './texts-resources.zh-CN.json';

export const statisticsResourceTexts = registerMessages('statisticsResources', { zhCN, enUS });
