/** Texts of the 培训证书 pages (证书管理 › 培训证书). */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

// The catalogs are texts.zh-CN.json (the product's wording) and texts.en-US.json, one per locale;
// registerMessages' type checks that the English one has the Chinese one's keys.

export const trainingCertificateTexts = registerMessages('training-certificates', { zhCN, enUS });

/** The translator of the 培训证书 pages, as their `*.data.tsx` builders take it. */
export type TrainingCertificateT = ReturnType<typeof trainingCertificateTexts.useTranslation>['t'];
