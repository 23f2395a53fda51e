/**
 * Sign-in through another identity provider (SPEC.md §2 "Login screen"): a popup opens the
 * server's /thirdLogin/render/{provider} page for this tenant; the provider's callback page in the
 * popup posts `{ type: 'cb:third-login', ticket }` (or `{ error }`) back to this window, which
 * redeems the ticket at /thirdLogin/getLoginUser/{ticket}.
 */
import type { THIRD_PARTY_POPUP_MESSAGE, ThirdPartyProvider, thirdPartyLoginEndpoints } from '@cb/domain';

export type { ThirdPartyProvider };

/** Which providers the login screen offers: enterprise WeChat shown, DingTalk hidden. */
export const THIRD_PARTY_PROVIDERS: readonly { provider: ThirdPartyProvider; visible: boolean }[] = [
  { provider: 'wechat_enterprise', visible: true },
  { provider: 'dingtalk', visible: false },
];

/** The render path of the third-party table, filled in by hand (a type only: no table code here). */
type RenderPath =
  (typeof thirdPartyLoginEndpoints)['startThirdPartyLogin']['path'] extends '/thirdLogin/render/:provider'
    ? `/thirdLogin/render/${ThirdPartyProvider}`
    : never;

export function thirdPartyLoginUrl(provider: ThirdPartyProvider, tenantId: string): string {
  const path = `/thirdLogin/render/${provider}` satisfies RenderPath;
  return `/api${path}?${new URLSearchParams({ tenantId })}`;
}

const POPUP = { width: 600, height: 600 };

export function openThirdPartyLogin(provider: ThirdPartyProvider, tenantId: string): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP.height) / 2);
  const features = `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
  return window.open(thirdPartyLoginUrl(provider, tenantId), `third-party-login-${provider}`, features);
}

/** What the popup posts (the contract's value; only its type is imported, so the login chunk stays small). */
export const POPUP_MESSAGE_TYPE: typeof THIRD_PARTY_POPUP_MESSAGE = 'cb:third-login';
export type ThirdPartyOutcome = { ticket: string } | { error: string | null };

/**
 * The popup also answers on this same-origin channel: the app's `Cross-Origin-Opener-Policy:
 * same-origin` severs the popup's opener link once it has visited the provider's site.
 */
export const POPUP_CHANNEL = POPUP_MESSAGE_TYPE;

/**
 * Reads the popup's answer from a message event: only from this site's origin, only from the popup
 * this page opened, only of our type. Anything else is not for us (null). A message of our type
 * without a ticket is a failure (SPEC.md §8: "a third-party login without data also fails").
 */
export function readPopupMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  popup: unknown,
  origin: string = window.location.origin,
): ThirdPartyOutcome | null {
  if (event.origin !== origin || !popup || event.source !== popup) return null;
  return readPopupData(event.data);
}

/**
 * The same for the BroadcastChannel answer (same-origin by construction; no window to compare, so
 * the caller accepts it only while its own popup is pending).
 */
export function readPopupData(payload: unknown): ThirdPartyOutcome | null {
  const data = payload as { type?: unknown; ticket?: unknown; error?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== POPUP_MESSAGE_TYPE) return null;
  if (typeof data.ticket === 'string' && data.ticket) return { ticket: data.ticket };
  return { error: typeof data.error === 'string' && data.error ? data.error : null };
}
