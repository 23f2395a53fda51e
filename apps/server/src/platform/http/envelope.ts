import type { Envelope } from '@cb/domain';

/** The success envelope of ARCHITECTURE.md: `{success, message, code, result, timestamp}`. */
export function ok<T>(result: T, message = '操作成功！'): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function failure(
  code: number,
  message: string,
  requestId?: string,
): Envelope<null> & { requestId?: string } {
  return {
    success: false,
    message,
    code,
    result: null,
    timestamp: Date.now(),
    ...(requestId ? { requestId } : {}),
  };
}
