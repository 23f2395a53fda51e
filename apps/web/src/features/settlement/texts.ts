/** Texts of the 结算价 and 毛利分析 pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

export const settlementTexts = registerMessages('settlement', { zhCN, enUS });

export type SettlementT = ReturnType<typeof settlementTexts.useTranslation>['t'];
