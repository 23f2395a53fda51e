/**
 * The signed-in user's profile, menu and permission catalogue (issue 13): at most 30 kB on the wire
 * for the demo administrator (compressed), an ETag the client revalidates with, and 304 with no
 * body while nothing changed; `no-store` all the same.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedCoding } from '../src/platform/http/etag.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-access-token': admin, ...headers } });

describe('getUserInfoNew and the menu', () => {
  it('sends the administrator at most 30 kB compressed, with an ETag to revalidate', async () => {
    const res = await get('/api/sys/user/getUserInfoNew', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThanOrEqual(30_000);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    // Still never stored by browsers or proxies (SECURITY.md): the web client keeps its own copy.
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compresses large answers only: a page of a list goes plain (app.ts COMPRESS_THRESHOLD)', async () => {
    const page = await get('/api/sys/dict/list?pageNo=1&pageSize=10', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.rawPayload.length).toBeLessThan(8 * 1024);
    expect(page.headers['content-encoding']).toBeUndefined();
    // The whole permission catalogue (over a hundred kilobytes) shrinks, and may be revalidated.
    const catalogue = await get('/api/sys/permission/list', { 'accept-encoding': 'gzip' });
    expect(catalogue.headers['content-encoding']).toBe('gzip');
    expect(catalogue.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get('/api/sys/permission/list', { 'if-none-match': String(catalogue.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers 304 with no body to a current ETag, and a new ETag after a change', async () => {
    for (const url of ['/api/sys/user/getUserInfoNew', '/api/xmsh/cerProjectAuditApi/list/menu']) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // Another ETag (an old copy) gets the full answer.
      expect((await get(url, { 'if-none-match': 'W/"old"' })).statusCode).toBe(200);
    }
    const before = String((await get('/api/sys/user/getUserInfoNew')).headers.etag);
    const me = (await get('/api/sys/user/getUserInfoNew')).json().result.userInfo;
    const list = await get(`/api/sys/user/list?keyword=${me.username}`);
    const row = list.json().result.records.find((u: { id: string }) => u.id === me.id);
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/sys/user/edit',
      headers: { 'x-access-token': admin },
      payload: {
        id: row.id,
        version: row.version,
        realname: '管理员（改）',
        roleIds: row.roles.map((r: { id: string }) => r.id),
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = await get('/api/sys/user/getUserInfoNew', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    // The session answer kept for reuse follows the change.
    expect(after.json().result.userInfo.realname).toBe('管理员（改）');
  });

  it('sends a kept answer compressed once, in the coding the client accepts', async () => {
    const url = '/api/sys/permission/list';
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const again = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    const plain = JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'));
    expect(plain.success).toBe(true);
    expect(plain.result.length).toBeGreaterThan(10);
    // Within a second the same answer: the same bytes (compressed once), the same ETag.
    if (Date.now() - plain.timestamp < 900) expect(again.rawPayload.equals(gzip.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(gzip.headers.etag);
    const br = await get(url, { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).result).toEqual(
      plain.result,
    );
    const none = await get(url, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().result).toEqual(plain.result);
  });

  it('negotiates the coding: br before gzip, q=0 refuses, * accepts', () => {
    expect(acceptedCoding('gzip, deflate, br')).toBe('br');
    expect(acceptedCoding('gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('identity')).toBeUndefined();
    expect(acceptedCoding(undefined)).toBeUndefined();
  });

  it('gives other API answers no ETag', async () => {
    const res = await get('/api/sys/cerErpPortalSetting/setting');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
