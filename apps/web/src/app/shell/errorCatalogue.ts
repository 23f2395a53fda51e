import { type ApiError, type ErrorContext, forbiddenReason } from '../../shared/http';
import type { MessageKey } from '../../shared/i18n';

/** SPEC.md §8/§9: notifications stay 4 s. */
export const NOTIFICATION_SECONDS = 4;
/** SPEC.md §8: after a 401 of a signed-in user, sign out and reload after 1.5 s. */
export const LOGOUT_RELOAD_DELAY_MS = 1500;
/** The server's message for an expired token (SPEC.md §8, 500 row). */
export const TOKEN_EXPIRED_MESSAGE = 'Token失效，请重新登录';

/** How one failed call is shown (the shell turns this into antd calls). */
export type Presentation =
  /**
   * 系统提示 notification (or `title` instead of 系统提示). `prefix` is an i18n key put before the
   * server message.
   */
  | { type: 'notification'; description: string; prefixKey?: MessageKey; duration: number; title?: string }
  /** The 登录已过期 dialog with 重新登录 (logs out and reloads on OK). */
  | { type: 'sessionExpired' }
  /** A short message (download failures). */
  | { type: 'message'; text: string }
  /** Nothing: the shell already shows what to do (428: the forced change-password dialog). */
  | { type: 'none' };

export interface PresentationPlan {
  show: Presentation;
  /** Sign the user out and reload the page after this many ms (401 of a signed-in user). */
  logoutAfterMs?: number;
  /** Stop the keep-alive and drop the token now (expired session). */
  expireSession?: boolean;
  /** Hide the loading mask (a failed file request: 501). */
  hideLoading?: boolean;
}

/**
 * SPEC.md §8's table, row by row: what the shell shows for a failed call.
 *
 * | 403 | 拒绝访问, 4 s (a reason of the server's: titled 拒绝访问, the reason under it) |
 * | 500 + Token失效 | 登录已过期 dialog | 501 | blob JSON message, mask hidden |
 * | 404 | 很抱歉，资源未找到! + message, 4 s | 504 | 网络超时 | 401 | message, then sign-out + reload |
 * | other | server message, 4 s | download | 操作失败！ / 暂无数据导出！ / 文件下载失败 / message |
 */
export function planPresentation(
  error: ApiError,
  context: ErrorContext,
  state: { hasToken: boolean; timeoutText: string; forbiddenText: string },
): PresentationPlan {
  const notify = (description: string, prefixKey?: MessageKey): Presentation => ({
    type: 'notification',
    description,
    duration: NOTIFICATION_SECONDS,
    ...(prefixKey ? { prefixKey } : {}),
  });
  if (error.kind === 'download') return { show: { type: 'message', text: error.message }, hideLoading: true };
  switch (error.code) {
    case 403: {
      // A refusal the server explains (审批人不能是计划安排人) keeps its reason: 拒绝访问 is the title.
      const reason = forbiddenReason(error, [state.forbiddenText]);
      if (!reason) return { show: notify(state.forbiddenText) };
      return {
        show: {
          type: 'notification',
          title: state.forbiddenText,
          description: reason,
          duration: NOTIFICATION_SECONDS,
        },
      };
    }
    case 500:
      if (state.hasToken && error.message === TOKEN_EXPIRED_MESSAGE) {
        return { show: { type: 'sessionExpired' }, expireSession: true };
      }
      return { show: notify(error.message) };
    case 501:
      return { show: notify(error.message), hideLoading: context.blob };
    case 404:
      return { show: notify(error.message, 'http.notFound') };
    case 504:
      return { show: notify(state.timeoutText) };
    case 428:
      // The password was reset by an administrator: the change-password dialog is already open.
      return { show: { type: 'none' } };
    case 401:
      return {
        show: notify(error.message),
        ...(state.hasToken ? { logoutAfterMs: LOGOUT_RELOAD_DELAY_MS } : {}),
      };
    default:
      return { show: notify(error.message) };
  }
}
