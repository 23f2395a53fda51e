import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '../../../test/harness.ts';
import { AREAS } from '../../modules/areas.ts';
import { areaSeeders } from '../../platform/areas.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { Database } from '../../platform/db/database.ts';
import { users } from '../../platform/identity/schema.ts';
import { DEMO_USERS, seedIfEmpty } from './seed.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const COMMON = ['123456', 'admin', 'admin123', 'password', '12345678', 'Admin@123', 'jeecg', 'jeecg123'];

describe('first-start seed', () => {
  it('generates passwords, prints them once and writes them to a 0600 file; no common password works', async () => {
    database = await openEmptyDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-seed-'));
    const printed: string[] = [];
    const result = await seedIfEmpty(database, {
      seeders: areaSeeders(AREAS),
      demo: true,
      tenantName: 'x',
      dataDir,
      log: (m) => printed.push(m),
    });
    expect(result.seeded).toBe(true);
    expect(result.credentials.map((c) => c.username)).toEqual(DEMO_USERS.map((u) => u.username));
    const file = path.join(dataDir, 'initial-credentials.txt');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    for (const { password } of result.credentials) {
      expect(password).toMatch(/^(?=.*\d)[A-Za-z0-9]{16}$/);
      expect(fs.readFileSync(file, 'utf8')).toContain(password);
      expect(printed.join('')).toContain(password);
    }
    // Each stored hash is of the printed password (16 letters and digits), which no common password
    // is; a user without a printed password is tried against each common one.
    for (const pw of COMMON) expect(pw).not.toMatch(/^(?=.*\d)[A-Za-z0-9]{16}$/);
    const rows = await database.systemTx((tx) => tx.select().from(users));
    const printedFor = new Map(result.credentials.map((c) => [c.username, c.password]));
    const tries = rows.flatMap((row) => {
      const own = printedFor.get(row.username);
      return own
        ? [verifyPassword(own, row.passwordHash).then((ok) => expect(ok, row.username).toBe(true))]
        : COMMON.map((pw) =>
            verifyPassword(pw, row.passwordHash).then((ok) =>
              expect(ok, `${row.username}/${pw}`).toBe(false),
            ),
          );
    });
    await Promise.all(tries);

    // A second start seeds nothing and prints nothing.
    const again = await seedIfEmpty(database, {
      seeders: areaSeeders(AREAS),
      demo: true,
      tenantName: 'x',
      dataDir,
      log: (m) => printed.push(m),
    });
    expect(again).toEqual({ seeded: false, credentials: [] });
    expect(printed).toHaveLength(1);
  });

  it('uses ADMIN_PASSWORD and, without DEMO, creates only the tenant and its admin', async () => {
    database = await openEmptyDatabase();
    const result = await seedIfEmpty(database, {
      seeders: areaSeeders(AREAS),
      demo: false,
      adminPassword: 'Configured123',
      tenantName: '某认证机构',
    });
    expect(result.credentials).toEqual([{ username: 'admin', password: 'Configured123' }]);
    const rows = await database.systemTx((tx) => tx.select().from(users));
    expect(rows.map((r) => r.username)).toEqual(['admin']);
  });
});
