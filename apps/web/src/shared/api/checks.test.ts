import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/client';
import { checkDuplicate } from './checks';

function clientAnswering(status: number, body: object) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  return createHttpClient({
    baseUrl: '/api',
    timeoutMs: 30_000,
    getToken: () => 'tok',
    getTenantId: () => '1',
    getLocale: () => 'zh-CN',
    messages: { timeout: () => '网络超时', failed: () => '请求出现错误，请稍后再试' },
    fetch,
  });
}

const params = { tableName: 'sys_user', fieldName: 'username', fieldVal: 'auditor' };

describe('checkDuplicate (JeecgBoot answer: a taken value is success false)', () => {
  it('reads success false on HTTP 200 as a taken value with the server message', async () => {
    const client = clientAnswering(200, {
      success: false,
      code: 200,
      message: '该值不可用，系统中已存在！',
      result: { valid: false, message: '该值不可用，系统中已存在！' },
      timestamp: 0,
    });
    expect(await checkDuplicate(params, client)).toEqual({
      valid: false,
      message: '该值不可用，系统中已存在！',
    });
  });

  it('reads success true as a free value', async () => {
    const client = clientAnswering(200, {
      success: true,
      code: 200,
      message: '该值可用！',
      result: { valid: true, message: '该值可用！' },
      timestamp: 0,
    });
    expect(await checkDuplicate(params, client)).toEqual({ valid: true, message: '该值可用！' });
  });

  it('still fails on a real error (403, 500)', async () => {
    const denied = clientAnswering(403, {
      success: false,
      code: 403,
      message: '拒绝访问',
      result: null,
      timestamp: 0,
    });
    await expect(checkDuplicate(params, denied)).rejects.toMatchObject({ code: 403 });
    const broken = clientAnswering(500, {
      success: false,
      code: 500,
      message: '系统错误',
      result: null,
      timestamp: 0,
    });
    await expect(checkDuplicate(params, broken)).rejects.toMatchObject({ code: 500 });
  });
});
