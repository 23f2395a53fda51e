/**
 * Prepares the database every API test file starts from, once per run: migrations plus the demo
 * seed. On PGlite it is a data-directory snapshot that each file loads into memory (no initdb per
 * file); on PostgreSQL (TEST_DATABASE_URL) it is a template database each file clones.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { AREAS } from '../src/modules/areas.ts';
import { seedIfEmpty } from '../src/modules/system/seed.ts';
import { areaSeeders } from '../src/platform/areas.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createPglite } from '../src/platform/db/pglite.ts';
import { TEST_ADMIN_PASSWORD, TEST_DATABASE_URL, TEST_DEMO_PASSWORD } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** Migrated but not seeded (first-start tests). */
    pgliteEmptySnapshot: string;
    pgTemplate: string;
  }
}

const seedOptions = {
  seeders: areaSeeders(AREAS),
  demo: true,
  adminPassword: TEST_ADMIN_PASSWORD,
  demoPassword: TEST_DEMO_PASSWORD,
  tenantName: '测试机构',
};

async function emptyPgliteSnapshot(): Promise<string> {
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await migrate(database);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cb-empty-')), 'empty.tar.gz');
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await database.close();
  return file;
}

export default async function setup(project: TestProject) {
  const target = project.config.env.DB_TARGET;
  if (target === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    const template = `cb_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await migrate(database);
    await seedIfEmpty(database, seedOptions);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteEmptySnapshot', await emptyPgliteSnapshot());
    return async () => {
      // Drop the template and every database cloned from it that a crashed file may have left.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [template, `${template}_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-snapshot-'));
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await migrate(database);
  const emptyFile = path.join(dir, 'empty.tar.gz');
  fs.writeFileSync(emptyFile, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await seedIfEmpty(database, seedOptions);
  const file = path.join(dir, 'snapshot.tar.gz');
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('pgliteEmptySnapshot', emptyFile);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
