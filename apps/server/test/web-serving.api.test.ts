/** The built web app: SPA fallback, cache headers for hashed assets and index/version, compression. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openTestDatabase } from './harness.ts';

let app: FastifyInstance;
let drop: () => Promise<void>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'version.json'), '{"version":"1"}');
  fs.writeFileSync(
    path.join(dist, 'assets/index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(20_000))});`,
  );
  const opened = await openTestDatabase();
  drop = opened.drop;
  app = await buildApp({
    config: { logLevel: 'silent', trustProxy: undefined, webDist: dist, production: false },
    database: opened.database,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await drop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('web app serving', () => {
  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/xmsl/detail/1/0', '/cert/search?x=1']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(5_000);
  });
  it('never caches version.json', async () => {
    const res = await app.inject({ url: '/version.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ version: '1' });
  });
  it('answers / and client-side routes with index.html whatever the Accept header (curl, scripts)', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      for (const url of ['/', '/login', '/xmsl/detail/1/0']) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.body).toContain('id="root"');
      }
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });
  it('gives 404 for missing files and unknown API paths, never index.html, and never serves outside the folder', async () => {
    expect((await app.inject({ url: '/assets/missing-1.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/favicon-missing.ico', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/no-such-thing', headers: html })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await app.inject({ url, headers: html });
      expect(res.body, url).not.toContain('"dependencies"');
      expect(res.body, url).not.toContain('root:');
    }
  });
  it('sends the security headers on pages too', async () => {
    const res = await app.inject({ url: '/login', headers: html });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
