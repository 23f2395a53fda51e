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
