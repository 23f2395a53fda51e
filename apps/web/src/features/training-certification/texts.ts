/** Texts of the 培训认证 (tc) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

export const trainingTexts = registerMessages('training-certification', { zhCN, enUS });
export type TrainingT = ReturnType<typeof trainingTexts.useTranslation>['t'];
