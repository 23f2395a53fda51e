/** Two API instances behind one load balancer share login limits through Redis (REDIS_URL). */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { TEST_DEMO_PASSWORD } from './constants.ts';
import { openTestDatabase } from './harness.ts';

describe.skipIf(!process.env.REDIS_URL)('several instances with Redis', () => {
  it('counts failed sign-ins on instance A against instance B', async () => {
    const { database, drop } = await openTestDatabase();
    const redisA = new Redis(process.env.REDIS_URL!);
    const redisB = new Redis(process.env.REDIS_URL!);
    const config = { logLevel: 'silent', trustProxy: undefined, webDist: '/nonexistent', production: false };
    const a = await buildApp({ config, database, redis: redisA, logger: false });
    const b = await buildApp({ config, database, redis: redisB, logger: false });
    // A username unique to this run, so the shared Redis keys of other runs do not interfere.
    const username = `ghost-${process.pid}-${Date.now()}`;
    try {
      const attempt = (app: typeof a, password: string) =>
        app.inject({ method: 'POST', url: '/api/sys/erpnew/login', payload: { username, password } });
      for (let i = 0; i < 5; i++) expect((await attempt(a, 'wrong-pass1')).statusCode).toBe(401);
      expect((await attempt(b, TEST_DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      redisA.disconnect();
      redisB.disconnect();
      await drop();
    }
  });
});
