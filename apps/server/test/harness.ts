/**
 * A fresh app on a fresh copy of the seeded database, for one test file (or one test):
 * PGlite loads the snapshot into memory; PostgreSQL clones the template into a new database.
 */
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/platform/db/database.ts';
import { createPglite } from '../src/platform/db/pglite.ts';
import { TEST_ADMIN_PASSWORD, TEST_DATABASE_URL, TEST_DEMO_PASSWORD } from './constants.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Signs in and returns the token. */
  login(username: string, password?: string): Promise<string>;
  /** `app.inject` with the token (and JSON parsing of the answer). */
  call(
    token: string | null,
    opts: InjectOptions,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function openTestDatabase(
  options: { readPoolSize?: number } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.DB_TARGET === 'postgres') {
    const template = inject('pgTemplate');
    const name = `${template}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4, ...options });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await createPglite(undefined, { loadDataDir: new Blob([snapshot]) });
  const database = await openDatabase({ pglite: client });
  return { database, drop: () => database.close() };
}

export async function createTestContext(
  options: { now?: () => number; trustProxy?: string; extraRoutes?: AppDeps['extraRoutes'] } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: options.trustProxy,
      webDist: '/nonexistent',
      production: false,
    },
    database,
    logger: false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
  });
  await app.ready();
  const call: TestContext['call'] = async (token, opts) => {
    const res = await app.inject({
      ...opts,
      headers: { ...(token ? { 'x-access-token': token } : {}), ...opts.headers },
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {}
    return { status: res.statusCode, body, headers: res.headers };
  };
  return {
    app,
    database,
    call,
    async login(username, password = username === 'admin' ? TEST_ADMIN_PASSWORD : TEST_DEMO_PASSWORD) {
      const res = await call(null, {
        method: 'POST',
        url: '/api/sys/erpnew/login',
        payload: { username, password },
      });
      if (res.status !== 200)
        throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.result.token as string;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** A migrated database with no data at all, as on a first start. */
export async function openEmptyDatabase(): Promise<Database> {
  const snapshot = fs.readFileSync(inject('pgliteEmptySnapshot'));
  return openDatabase({ pglite: await createPglite(undefined, { loadDataDir: new Blob([snapshot]) }) });
}
