/** Texts of the self-registration, password reset and 注册审核 pages. */
import { registerMessages } from '../../shared/i18n';
import enUS from './texts.en-US.json';
import zhCN from './texts.zh-CN.json';

export const registrationTexts = registerMessages('client-registrations', { zhCN, enUS });
export type RegistrationT = ReturnType<typeof registrationTexts.useTranslation>['t'];
