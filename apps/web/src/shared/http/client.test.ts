import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, createHttpClient, type HttpClientConfig, RECORD_LOOKUP } from './client';
import { ApiError } from './errors';

const NOW = 1_700_000_000_123;

function envelope(result: unknown, init: { success?: boolean; code?: number; message?: string } = {}) {
  const code = init.code ?? 200;
  return new Response(
    JSON.stringify({
      success: init.success ?? true,
      message: init.message ?? '',
      code,
      result,
      timestamp: NOW,
    }),
    { status: code, headers: { 'Content-Type': 'application/json' } },
  );
}

function setup(overrides: Partial<HttpClientConfig> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => envelope({ ok: 1 }));
  const client = createHttpClient({
    baseUrl: '/api',
    timeoutMs: 30_000,
    getToken: () => 'tok-1',
    getTenantId: () => '7',
    getLocale: () => 'zh-CN',
    messages: { timeout: () => '网络超时', failed: () => '请求出现错误，请稍后再试' },
    fetch,
    now: () => NOW,
    ...overrides,
  });
  const call = (i = 0) => {
    const [url, init] = fetch.mock.calls[i]!;
    return { url: String(url), init: init!, headers: new Headers(init!.headers) };
  };
  return { client, fetch, call };
}

afterEach(() => vi.useRealTimers());

describe('http client', () => {
  it('sends the token, tenant and language headers', async () => {
    const { client, call } = setup();
    await client.get('/sys/user/getUserInfoNew');
    const { headers } = call();
    expect(headers.get('X-Access-Token')).toBe('tok-1');
    expect(headers.get('tenant-id')).toBe('7');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('omits the token header when signed out', async () => {
    const { client, call } = setup({ getToken: () => null });
    await client.post('/sys/erpnew/login', { username: 'a', password: 'b' });
    expect(call().headers.has('X-Access-Token')).toBe(false);
  });

  it('adds _t in unix seconds to GET requests only', async () => {
    const { client, call } = setup();
    await client.get('/x', { pageNo: 1, name: '张三', empty: undefined, none: null });
    await client.post('/y', {});
    await client.get('/z', undefined, { timestamp: false });
    expect(call(0).url).toBe(`/api/x?pageNo=1&name=${encodeURIComponent('张三')}&_t=1700000000`);
    expect(call(1).url).toBe('/api/y');
    expect(call(2).url).toBe('/api/z');
  });

  it('sends bodies as JSON', async () => {
    const { client, call } = setup();
    await client.put('/y', { a: 1 });
    const { init, headers } = call();
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"a":1}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('resolves the envelope result on success', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(envelope({ token: 't' }));
    await expect(client.post('/sys/erpnew/login', {})).resolves.toEqual({ token: 't' });
  });

  it('rejects with the server code and message on failure', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 401, message: '用户名或密码错误' }));
    const error = await client.post('/sys/erpnew/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, message: '用户名或密码错误', kind: 'response' });
  });

  it('rejects an envelope with success false even on HTTP 200', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, code: 500, message: '操作失败', result: null })),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ code: 500, message: '操作失败' });
  });

  it('rejects a non-JSON answer with the generic message and the HTTP status', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 502, message: '请求出现错误，请稍后再试' });
  });

  it('rejects a network failure as kind network', async () => {
    const { client, fetch } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 0, kind: 'network' });
  });

  it('aborts after the time limit and rejects as a timeout', async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup();
    fetch.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 504, message: '网络超时', kind: 'timeout' });
  });

  it('passes a caller cancellation through as the abort error', async () => {
    const { client, fetch } = setup();
    fetch.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client.get('/x', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});

describe('http client ETag revalidation (issue 13: getUserInfoNew)', () => {
  const withEtag = (result: unknown, etag: string) => {
    const response = envelope(result);
    response.headers.set('ETag', etag);
    return response;
  };

  it('sends If-None-Match with the last ETag and reuses the cached body on 304', async () => {
    const { client, fetch, call } = setup();
    fetch.mockResolvedValueOnce(withEtag({ menu: ['a'] }, 'W/"v1"'));
    fetch.mockResolvedValueOnce(new Response(null, { status: 304 }));
    expect(await client.get('/sys/user/getUserInfoNew', undefined, { etag: true })).toEqual({ menu: ['a'] });
    expect(call(0).headers.has('If-None-Match')).toBe(false);
    expect(await client.get('/sys/user/getUserInfoNew', undefined, { etag: true })).toEqual({ menu: ['a'] });
    expect(call(1).headers.get('If-None-Match')).toBe('W/"v1"');
  });

  it('replaces the copy when the answer changed, and forgets it after a failure', async () => {
    const { client, fetch, call } = setup();
    fetch.mockResolvedValueOnce(withEtag({ v: 1 }, 'W/"v1"'));
    fetch.mockResolvedValueOnce(withEtag({ v: 2 }, 'W/"v2"'));
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 401, message: 'Token失效' }));
    await client.get('/sys/user/getUserInfoNew', undefined, { etag: true });
    expect(await client.get('/sys/user/getUserInfoNew', undefined, { etag: true })).toEqual({ v: 2 });
    await expect(client.get('/sys/user/getUserInfoNew', undefined, { etag: true })).rejects.toMatchObject({
      code: 401,
    });
    expect(call(2).headers.get('If-None-Match')).toBe('W/"v2"');
    await client.get('/sys/user/getUserInfoNew', undefined, { etag: true });
    expect(call(3).headers.has('If-None-Match')).toBe(false);
  });

  it('keeps copies per token, and only for calls that ask for it', async () => {
    let token = 'tok-1';
    const { client, fetch, call } = setup({ getToken: () => token });
    fetch.mockImplementation(async () => withEtag({ ok: 1 }, 'W/"same"'));
    await client.get('/sys/user/getUserInfoNew', undefined, { etag: true });
    token = 'tok-2';
    await client.get('/sys/user/getUserInfoNew', undefined, { etag: true });
    expect(call(1).headers.has('If-None-Match')).toBe(false);
    await client.get('/sys/other');
    await client.get('/sys/other');
    expect(call(3).headers.has('If-None-Match')).toBe(false);
  });

  it('a 304 without a copy is an error, not an empty answer', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(new Response(null, { status: 304 }));
    await expect(client.get('/sys/user/getUserInfoNew', undefined, { etag: true })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('http client headers (SPEC.md §7)', () => {
  it('sends tenant 0 when no tenant is known', async () => {
    const { client, call } = setup({ getTenantId: () => null });
    await client.get('/x');
    expect(call().headers.get('tenant-id')).toBe('0');
  });

  it("sends -1 as the token when this page's token differs from the stored one", async () => {
    let stored: string | null = 'tok-1';
    const { client, call } = setup({ getStoredToken: () => stored });
    await client.get('/x');
    stored = 'tok-of-another-tab';
    await client.get('/x');
    stored = null;
    await client.get('/x');
    expect(call(0).headers.get('X-Access-Token')).toBe('tok-1');
    expect(call(1).headers.get('X-Access-Token')).toBe('-1');
    expect(call(2).headers.get('X-Access-Token')).toBe('-1');
  });
});

describe('http client retries (SPEC.md §7: after bootstrap, 3 retries 1 s apart)', () => {
  function flaky(failures: number, failure: () => Response | Promise<never>) {
    let n = 0;
    return async () => {
      n += 1;
      return n <= failures ? failure() : envelope({ ok: n });
    };
  }
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);

  it('does not retry before bootstrap', async () => {
    const { client, fetch } = setup({ sleep });
    fetch.mockImplementation(flaky(1, () => new Response('', { status: 503 })));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a GET 3 times 1 s apart on transient failures, then succeeds', async () => {
    sleeps.length = 0;
    const { client, fetch } = setup({ sleep, retries: 3, retryDelayMs: 1000 });
    fetch.mockImplementation(flaky(3, () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(client.get('/x')).resolves.toEqual({ ok: 4 });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('gives up after 3 retries', async () => {
    const { client, fetch } = setup({ sleep, retries: 3 });
    fetch.mockImplementation(async () => new Response('', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ code: 502 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('never retries a POST without an idempotency key, nor a PUT or DELETE', async () => {
    const { client, fetch } = setup({ sleep, retries: 3 });
    fetch.mockImplementation(async () => new Response('', { status: 503 }));
    await expect(client.post('/x', {})).rejects.toMatchObject({ code: 503 });
    await expect(client.put('/x', {})).rejects.toMatchObject({ code: 503 });
    await expect(client.delete('/x')).rejects.toMatchObject({ code: 503 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries a POST that carries an Idempotency-Key, with the same key', async () => {
    const { client, fetch, call } = setup({ sleep, retries: 3 });
    fetch.mockImplementation(flaky(2, () => new Response('', { status: 504 })));
    await client.post('/x', { a: 1 }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(call(2).headers.get('Idempotency-Key')).toBe('k-1');
  });

  it('does not retry answers that are not transient (400, 401, 409, 500)', async () => {
    const { client, fetch } = setup({ sleep, retries: 3 });
    for (const code of [400, 401, 409, 500]) {
      fetch.mockResolvedValueOnce(envelope(null, { success: false, code, message: 'x' }));
      await expect(client.get('/x')).rejects.toMatchObject({ code });
    }
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('configure() switches to the bootstrapped policy', async () => {
    const { client } = setup();
    client.configure({ timeoutMs: 180_000, retries: 3 });
    expect(client.policy()).toEqual({ timeoutMs: 180_000, retries: 3, retryDelayMs: 1000 });
  });
});

describe('http client error listeners', () => {
  it('tells listeners about failures, except of silent calls', async () => {
    const { client, fetch } = setup();
    const seen: [number, string][] = [];
    const off = client.onError((error, context) => seen.push([error.code, context.path]));
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 403, message: '拒绝访问，没有权限' }));
    await client.get('/a').catch(() => undefined);
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 400, message: '参数错误' }));
    await client.get('/b', undefined, { silent: true }).catch(() => undefined);
    off();
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 404, message: 'x' }));
    await client.get('/c').catch(() => undefined);
    expect(seen).toEqual([[403, '/a']]);
  });

  it('does not tell them about the failures a record page shows itself (RECORD_LOOKUP)', async () => {
    const { client, fetch } = setup();
    const seen: [number, string][] = [];
    client.onError((error, context) => seen.push([error.code, context.path]));
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 404, message: '记录不存在' }));
    await expect(client.get('/r', { id: 'x' }, RECORD_LOOKUP)).rejects.toMatchObject({ code: 404 });
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 403, message: '拒绝访问' }));
    await client.get('/r', { id: 'x' }, RECORD_LOOKUP).catch(() => undefined);
    fetch.mockResolvedValueOnce(envelope(null, { success: false, code: 500, message: '服务器错误' }));
    await client.get('/r', { id: 'x' }, RECORD_LOOKUP).catch(() => undefined);
    expect(seen).toEqual([[500, '/r']]);
  });
});

describe('http client files', () => {
  it('uploads multipart with the token and tenant headers and no JSON content type', async () => {
    const { client, call } = setup();
    await client.upload('/sys/common/upload', {
      file: new Blob(['hello'], { type: 'text/plain' }),
      fileName: 'a.txt',
      fields: { biz: 'xmsl' },
    });
    const { init, headers } = call();
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('biz')).toBe('xmsl');
    expect(((init.body as FormData).get('file') as File).name).toBe('a.txt');
    expect(headers.get('X-Access-Token')).toBe('tok-1');
    expect(headers.get('tenant-id')).toBe('7');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('getBlob returns the file; a 501 JSON body becomes its message', async () => {
    const { client, fetch } = setup();
    fetch.mockResolvedValueOnce(new Response('PDF', { headers: { 'Content-Type': 'application/pdf' } }));
    expect(await (await client.getBlob('/f')).text()).toBe('PDF');
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: false, message: '文件不存在', code: 501, result: null }), {
        status: 501,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(client.getBlob('/f')).rejects.toMatchObject({ code: 501, message: '文件不存在' });
  });

  describe('download', () => {
    const saved: string[] = [];
    const anchorClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();

    it('saves the file under its name, without a time limit', async () => {
      vi.useFakeTimers();
      const { client, fetch } = setup();
      fetch.mockImplementationOnce(
        (_url, init) =>
          new Promise((resolve) => {
            // Answer after 10 minutes: no timeout may have aborted it.
            setTimeout(() => {
              expect(init!.signal!.aborted).toBe(false);
              resolve(new Response('x;y', { headers: { 'Content-Type': 'text/csv' } }));
            }, 600_000);
          }),
      );
      const done = client.download('/export', { fileName: '证书.csv', params: { a: 1 } });
      await vi.advanceTimersByTimeAsync(600_000);
      await done;
      expect(saved.at(-1)).toBe('证书.csv');
      expect(anchorClick).toHaveBeenCalled();
    });

    it.each([
      [
        'an error mentioning 601',
        envelope(null, { success: false, code: 500, message: 'error 601' }),
        '暂无数据导出！',
      ],
      [
        'a JSON failure',
        envelope(null, { success: false, code: 400, message: '导出条件有误' }),
        '导出条件有误',
      ],
      ['an empty file', new Response('', { headers: { 'Content-Type': 'text/csv' } }), '文件下载失败'],
      ['a bare failure', new Response('<html/>', { status: 502 }), '操作失败！'],
    ])('shows the §8 text for %s', async (_name, response, text) => {
      const { client, fetch } = setup();
      const seen: string[] = [];
      client.onError((e) => seen.push(e.message));
      fetch.mockResolvedValueOnce(response);
      await expect(client.download('/export', { fileName: 'a.csv' })).rejects.toMatchObject({
        kind: 'download',
        message: text,
      });
      expect(seen).toEqual([text]);
    });
  });
});

describe('buildUrl', () => {
  it('appends to an existing query', () => {
    expect(buildUrl('/api', '/a?b=1', { c: 2 })).toBe('/api/a?b=1&c=2');
  });
});
