/**
 * Errors a handler throws on purpose. The error handler (http/error-handler.ts) turns them into the
 * envelope with the matching HTTP status; anything else becomes a 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message = '请求参数错误') => new AppError(400, message);
export const unauthorized = (message = 'Token失效，请重新登录') => new AppError(401, message);
export const forbidden = (message = '拒绝访问，没有权限') => new AppError(403, message);
/** Also the answer for another tenant's or another user's objects, so ids cannot be probed. */
export const notFound = (message = '数据不存在') => new AppError(404, message);
export const conflict = (message = '数据已被他人修改，请刷新后重试') => new AppError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
