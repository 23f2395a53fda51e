/**
 * Issue 30 item 11: generated PDFs go out like uploaded files — `Content-Security-Policy: sandbox`,
 * nosniff, not stored — and so do Excel exports: every download takes its headers from one helper
 * (platform/http/download.ts). A certificate, a template preview and an export are fetched here.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../src/modules/certificates/schema.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let staff: string;
let certadmin: string;

beforeAll(async () => {
  t = await createTestContext();
  [staff, certadmin] = await Promise.all([t.login('staff'), t.login('certadmin')]);
});
afterAll(() => t.close());

const download = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

function expectDownload(
  res: Awaited<ReturnType<typeof download>>,
  contentType: string,
  disposition: 'inline' | 'attachment',
) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(String(res.headers['content-type'])).toContain(contentType);
  expect(res.headers['content-security-policy']).toBe('sandbox');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(String(res.headers['content-disposition'])).toMatch(
    new RegExp(`^${disposition}; filename="[\\x20-\\x7e]+"; filename\\*=UTF-8''\\S+$`),
  );
}

describe('downloads carry the sandbox CSP of uploaded files', () => {
  it('a certificate PDF', async () => {
    const [valid] = await t.database.systemTx((tx) =>
      tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            eq(certificates.tenantId, 1),
            eq(certificates.status, 1),
            sql`${certificates.expiryDate} > current_date`,
          ),
        )
        .limit(1),
    );
    expectDownload(
      await download(staff, `/api/zsfx/certificate/pdf?id=${valid!.id}`),
      'application/pdf',
      'inline',
    );
  });

  it('a certificate template preview', async () => {
    const list = await t.call(staff, { method: 'GET', url: '/api/zsmb/template/list' });
    const [template] = list.body.result.records as { id: string }[];
    expectDownload(
      await download(staff, `/api/zsmb/template/preview?id=${template!.id}`),
      'application/pdf',
      'inline',
    );
  });

  it('an Excel export', async () => {
    expectDownload(
      await download(certadmin, '/api/zsfx/trainCertificate/exportXls'),
      'spreadsheetml',
      'attachment',
    );
  });

  it('while JSON answers keep the app CSP', async () => {
    const res = await download(staff, '/api/zsmb/template/list');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
