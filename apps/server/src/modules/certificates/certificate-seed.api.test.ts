/**
 * The demo's certificates have their PDFs from the first start (issue 30 item 5: the 证书PDF tab was
 * empty until a regeneration): the seed keeps one per certificate version in the app's file
 * storage, with the public address it is given, and the app opens them. Without a file storage (the
 * test snapshot) the seed keeps none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { areaSeeders } from '../../platform/areas.ts';
import type { Database } from '../../platform/db/database.ts';
import { localFileStorage } from '../../platform/files/storage.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { AREAS } from '../areas.ts';
import { seedIfEmpty } from '../system/seed.ts';
import { certificatePdfs, certificates } from './schema.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const PASSWORD = 'Seed-demo-2026x';

describe('demo certificate PDFs', () => {
  it('keeps a PDF for every demo certificate at seed time, which the 证书PDF tab opens', async () => {
    database = await openEmptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-seed-pdfs-'));
    const started = performance.now();
    await seedIfEmpty(database, {
      seeders: areaSeeders(AREAS),
      demo: true,
      adminPassword: PASSWORD,
      demoPassword: PASSWORD,
      tenantName: 'x',
      files: localFileStorage(path.join(dataDir, 'files')),
      publicOrigin: 'https://demo.cert.example',
    });
    console.info(`demo seed with PDFs: ${Math.round(performance.now() - started)} ms`);
    const perCertificate = await database.systemTx((tx) =>
      tx
        .select({
          id: certificates.id,
          status: certificates.status,
          n: sql<number>`count(${certificatePdfs.id})::int`,
        })
        .from(certificates)
        .leftJoin(certificatePdfs, eq(certificatePdfs.certificateId, certificates.id))
        .groupBy(certificates.id, certificates.status),
    );
    expect(perCertificate.length).toBeGreaterThan(40);
    expect(perCertificate.filter((c) => c.n !== 1)).toEqual([]);

    const app = await buildApp({
      config: {
        logLevel: 'silent',
        trustProxy: undefined,
        webDist: '/nonexistent',
        production: false,
        dataDir,
      },
      database,
      logger: false,
    });
    try {
      const token = (
        await app.inject({
          method: 'POST',
          url: '/api/sys/erpnew/login',
          payload: { username: 'staff', password: PASSWORD },
        })
      ).json().result.token as string;
      // A renamed client's current certificate: its number's second version.
      const [renamed] = await database
        .systemTx((tx) =>
          tx.execute<{ id: string; cert_no: string }>(
            sql`select c.id, c.cert_no from certificates c where c.status <> 99 and exists
            (select 1 from certificates o where o.cert_no = c.cert_no and o.status = 99) limit 1`,
          ),
        )
        .then((r) => r.rows);
      expect(renamed).toBeDefined();
      const listed = await app.inject({
        method: 'GET',
        url: `/api/zsfx/certificate/pdfs?id=${renamed!.id}`,
        headers: { 'x-access-token': token },
      });
      const rows = listed.json().result as { id: string; certificateId: string; reasonName: string }[];
      expect(rows).toHaveLength(2);
      const current = rows.find((r) => r.certificateId === renamed!.id)!;
      expect(current.reasonName).toBe('变更换证');
      const file = await app.inject({
        method: 'GET',
        url: `/api/zsfx/certificate/pdfs/file?id=${renamed!.id}&pdfId=${current.id}`,
        headers: { 'x-access-token': token },
      });
      expect(file.statusCode).toBe(200);
      const read = await inspectPdf(file.rawPayload);
      const text = read.text.replace(/\s+/g, '');
      expect(text).toContain(renamed!.cert_no);
      expect(text).toContain('证书版本：第2版（换发）');
      expect(text).toContain('认可标志：CNASC068-M');
      expect(read.urls).toEqual([`https://demo.cert.example/external/certificateDetail/${renamed!.id}`]);
    } finally {
      await app.close();
    }
    // The whole demo seed runs here (tens of seconds on a shared machine).
  }, 240_000);
});
