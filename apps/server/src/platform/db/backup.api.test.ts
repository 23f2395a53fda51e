import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { users } from '../identity/schema.ts';
import { backupPglite, restorePglite } from './backup.ts';
import { openDatabase } from './database.ts';
import { createPglite } from './pglite.ts';

describe('embedded database backup and restore', () => {
  it('round-trips the data and keeps the replaced database aside', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-backup-'));
    const dbDir = path.join(dir, 'db');
    const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
    await (await createPglite(dbDir, { loadDataDir: new Blob([snapshot]) })).close();

    const file = path.join(dir, 'backup.tar.gz');
    expect(await backupPglite(dbDir, file)).toBeGreaterThan(10_000);

    // Change the live database after the backup …
    let database = await openDatabase({ pgliteDir: dbDir });
    await database.systemTx((tx) =>
      tx.update(users).set({ realname: '备份之后' }).where(eq(users.username, 'staff')),
    );
    await database.close();

    // … and the restore brings back the state of the backup.
    const { movedAside } = await restorePglite(file, dbDir);
    expect(movedAside && fs.existsSync(movedAside)).toBe(true);
    database = await openDatabase({ pgliteDir: dbDir });
    const [staff] = await database.systemTx((tx) =>
      tx.select().from(users).where(eq(users.username, 'staff')),
    );
    expect(staff?.realname).toBe('王业务');
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to back up a folder without a database', async () => {
    await expect(backupPglite(os.tmpdir(), path.join(os.tmpdir(), 'x.tar.gz'))).rejects.toThrow(
      /no database/,
    );
  });
});
