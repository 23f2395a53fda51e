/**
 * STATEMENT_TIMEOUT_MS (issue 13): on PostgreSQL a statement running longer is cancelled and the
 * request answers 503 with its request id instead of holding a pool connection; configuration
 * reads DATABASE_POOL_SIZE and STATEMENT_TIMEOUT_MS with sane defaults.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { TEST_DATABASE_URL } from './constants.ts';

describe('pool size and statement timeout settings', () => {
  it('default to 10 connections and 15 s, and refuse nonsense', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolSize: 10, statementTimeoutMs: 15_000 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '40', STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      databasePoolSize: 40,
      statementTimeoutMs: 0,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/STATEMENT_TIMEOUT_MS/);
  });
});

describe.skipIf(process.env.DB_TARGET !== 'postgres')('a slow statement on PostgreSQL', () => {
  it('is cancelled after STATEMENT_TIMEOUT_MS and answered 503 with the request id', async () => {
    const database = await openDatabase({
      databaseUrl: TEST_DATABASE_URL!,
      poolSize: 2,
      statementTimeoutMs: 200,
    });
    const app = await buildApp({
      config: { logLevel: 'silent', trustProxy: undefined, webDist: '/nonexistent', production: false },
      database,
      logger: false,
      extraRoutes: async (api) => {
        api.get('/probe/slow', { config: { public: true } }, async () => {
          await database.systemTx((tx) => tx.execute(sql`select pg_sleep(5)`));
          return { done: true };
        });
      },
    });
    try {
      await app.ready();
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/probe/slow' });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.message).toBe('查询超时，请缩小查询范围或稍后再试');
      expect(body.requestId).toBe(res.headers['x-request-id']);
      // The connection went back to the pool and answers the next statement.
      expect((await database.systemTx((tx) => tx.execute(sql`select 1 as one`))).rows).toEqual([{ one: 1 }]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
