/**
 * Why a call failed:
 * - `response`: the server answered with `success: false` or a non-2xx status (`code` is the status);
 * - `timeout`: no answer within the client's time limit (`code` 504, shown as 网络超时);
 * - `network`: no answer at all (offline, connection refused; `code` 0);
 * - `download`: a file download failed; `message` is already the text to show (操作失败！,
 *   暂无数据导出！, 文件下载失败 or the server's message).
 */
export type ApiErrorKind = 'response' | 'timeout' | 'network' | 'download';

/** The one error type every call through the shared client rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind = 'response',
    /** The HTTP status of the answer, when there was one (200 for an envelope with success false). */
    readonly status?: number,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own message of a failed request (a response with a message), else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === 'response' && error.message ? error.message : fallback;
}

/** The server's 403 without a reason of its own (a missing permission code). */
export const PLAIN_FORBIDDEN_MESSAGE = '拒绝访问，没有权限';

/**
 * The reason a server gave for a 403 (审批人不能是计划安排人), or null when it gave none beyond the
 * plain refusal: the reason is shown under 拒绝访问 (SPEC.md §8), never dropped.
 */
export function forbiddenReason(error: unknown, plainTexts: readonly string[] = []): string | null {
  if (!isApiError(error) || error.code !== 403) return null;
  const reason = error.message.trim();
  return reason && reason !== PLAIN_FORBIDDEN_MESSAGE && !plainTexts.includes(reason) ? reason : null;
}
