/** The demo test reports keep a real PDF each when the seed has file storage (the server's start). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../test/harness.ts';
import { areaSeeders } from '../../platform/areas.ts';
import type { Database } from '../../platform/db/database.ts';
import { storedFiles } from '../../platform/files/schema.ts';
import { localFileStorage } from '../../platform/files/storage.ts';
import { inspectPdf } from '../../platform/pdf/inspect.ts';
import { AREAS } from '../areas.ts';
import { seedIfEmpty } from '../system/seed.ts';
import { testReports } from './schema.ts';
import { DEMO_REPORTS } from './seed.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe('demo test reports', () => {
  it('keeps a PDF naming its report for every demo report, one in every review state', async () => {
    database = await openEmptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-seed-reports-'));
    const files = localFileStorage(path.join(dataDir, 'files'));
    await seedIfEmpty(database, {
      seeders: areaSeeders(AREAS),
      demo: true,
      adminPassword: 'Seed-demo-2026x',
      demoPassword: 'Seed-demo-2026x',
      tenantName: 'x',
      files,
    });
    const rows = await database.systemTx((tx) =>
      tx
        .select({
          reportNo: testReports.reportNo,
          reviewStatus: testReports.reviewStatus,
          storageKey: storedFiles.storageKey,
          ownerId: storedFiles.ownerId,
          id: testReports.id,
        })
        .from(testReports)
        .innerJoin(storedFiles, eq(storedFiles.id, testReports.fileId)),
    );
    expect(rows.map((r) => r.reportNo).sort()).toEqual(DEMO_REPORTS.map((r) => r.reportNo).sort());
    expect(new Set(rows.map((r) => r.reviewStatus))).toEqual(new Set([0, 1, 2]));
    for (const row of rows) {
      expect(row.ownerId).toBe(row.id);
      const text = (await inspectPdf(await files.get(row.storageKey))).text;
      expect(text).toContain(row.reportNo);
    }
  });
});
