/** Texts of the 劳务与薪酬 pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

export const labourTexts = registerMessages('auditor-pay', { zhCN, enUS });

/** The translator of the 劳务与薪酬 pages, as their `*.data.tsx` builders take it. */
export type LabourT = ReturnType<typeof labourTexts.useTranslation>['t'];
