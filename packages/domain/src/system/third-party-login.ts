/**
 * The contract of third-party sign-in (SPEC.md §2 "Login screen", §7 getLoginUser): a popup opens
 * /api/thirdLogin/render/{provider}?tenantId=, the provider comes back to
 * /api/thirdLogin/callback/{provider}, whose page hands a one-time ticket (or an error) to the login
 * page, which redeems it at /api/thirdLogin/getLoginUser/{ticket} for the login result.
 */
import { z } from 'zod';

export const THIRD_PARTY_LOGIN_PROVIDERS = ['wechat_enterprise', 'dingtalk'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_LOGIN_PROVIDERS)[number];

/** The `type` of what the callback page posts to the login page (and its BroadcastChannel's name). */
export const THIRD_PARTY_POPUP_MESSAGE = 'cb:third-login';
/** What the callback page hands to the login page. */
export type ThirdPartyPopupResult = { ticket: string } | { error: string };

export const thirdPartyProviderParams = z.object({
  provider: z.enum(THIRD_PARTY_LOGIN_PROVIDERS, { message: '不支持该登录方式' }),
});
export const thirdPartyRenderQuery = z.object({ tenantId: z.coerce.number().int().min(1).max(999_999_999) });
export const thirdPartyCallbackQuery = z.object({
  code: z.string().max(512).default(''),
  state: z.string().max(100).default(''),
});
export const thirdPartyTicketParams = z.object({ id: z.string().min(1).max(100) });
