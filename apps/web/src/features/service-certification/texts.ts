/** Texts of the 服务认证 (sc) pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

export const serviceTexts = registerMessages('service-certification', { zhCN, enUS });
export type ServiceT = ReturnType<typeof serviceTexts.useTranslation>['t'];
