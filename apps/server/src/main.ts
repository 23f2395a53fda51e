/**
 * Process entry: read configuration, open the database (migrations, first-start seed), connect
 * Redis when configured, listen, and shut down gracefully on SIGTERM/SIGINT: stop accepting, let
 * in-flight requests finish, close sockets, close the pool, exit 0.
 */

import path from 'node:path';
import v8 from 'node:v8';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { AREAS } from './modules/areas.ts';
import { configuredSeed, seedIfEmpty } from './modules/system/seed.ts';
import { areaSeeders } from './platform/areas.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrate } from './platform/db/migrate.ts';
import { localFileStorage } from './platform/files/storage.ts';
import { warmPdfFonts } from './platform/pdf/fonts.ts';
import { isAddressInUse, portAvailable, portInUseMessage } from './platform/port.ts';
import { publicAddress } from './platform/public-url.ts';
import { TestClock } from './platform/test-clock.ts';

/** How much the embedded server's heap grows after a full collection, in percent (see below). */
const EMBEDDED_HEAP_GROWING_PERCENT = 25;

const config = loadConfig();
// The embedded server's JavaScript heap grows by a quarter after each full collection instead of
// V8's up to fourfold, so a body's one small server stays under 600 MB resident (issue 31 item 19:
// about 520 MB after a minute of list traffic instead of 650; `npm run bench -- --memory-only`).
// It stays a soft bound (no --max-old-space-size): a large export still gets the heap it needs.
if (!config.databaseUrl) v8.setFlagsFromString(`--heap-growing-percent=${EMBEDDED_HEAP_GROWING_PERCENT}`);
/** The public address for the demo's kept PDFs; none (no PDFs) in production without PUBLIC_URL. */
function demoPdfOrigin(): string | undefined {
  try {
    return publicAddress(config).origin();
  } catch {
    return undefined;
  }
}
// A busy port is said in one line before the database is opened, seeded or credentials printed.
if (!(await portAvailable(config.port, config.host))) {
  process.stderr.write(`${portInUseMessage(config.port)}\n`);
  process.exit(1);
}
const started = performance.now();
const open = () =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: config.databasePoolSize,
    readPoolSize: config.databaseReadPoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
let database = await open();
const { applied } = await migrate(database);
const seed = await seedIfEmpty(database, {
  ...configuredSeed(config, areaSeeders(AREAS)),
  // The demo certificates' PDFs are kept in the app's file storage, their QR codes to the public address.
  files: localFileStorage(path.join(config.dataDir, 'files')),
  publicOrigin: demoPdfOrigin(),
});
// The embedded database's memory grows with the first start's seed (the demo's thousands of rows
// in one transaction) and never shrinks; opened again, it starts from its working size (about
// 100 MB less: README, "Embedded database").
if (seed.seeded && !config.databaseUrl) {
  await database.close();
  database = await open();
}
const redis = config.redisUrl
  ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
  : undefined;
redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));

// The lifecycle journey's movable clock: tests only (TEST_CLOCK=1), never in production.
const testClock = process.env.TEST_CLOCK === '1' && !config.production ? new TestClock() : undefined;
const app = await buildApp({
  config,
  database,
  redis,
  ...(testClock ? { now: testClock.now, extraRoutes: testClock.routes() } : {}),
});
try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  // Taken between the check and now: the same one line, not a stack.
  if (!isAddressInUse(err)) throw err;
  process.stderr.write(`${portInUseMessage(config.port)}\n`);
  await app.close();
  await redis?.quit();
  await database.close();
  process.exit(1);
}
// Parse the PDF fonts once, soon after start-up rather than in the first certificate PDF's request.
setTimeout(() => {
  try {
    warmPdfFonts();
  } catch (err) {
    app.log.warn({ err }, 'PDF fonts could not be prepared');
  }
}, 2_000).unref();
// Scheduled jobs: every instance checks for due jobs; the job's lease lets exactly one run each.
await app.services.jobs.ensureDefinitions();
// Jobs that a killed instance (this one before a crash, or another) left leased are free again, and
// the runs it could not finish are recorded as failed.
const recovered = await app.services.jobs.recover();
if (recovered.length) app.log.warn({ jobs: recovered }, 'scheduled jobs taken back from a stopped instance');
app.services.jobs.start();
app.log.info(
  {
    database: database.kind,
    migrations: applied,
    seeded: seed.seeded,
    redis: Boolean(redis),
    startupMs: Math.round(performance.now() - started),
  },
  `认证机构业务管理系统 ready on http://localhost:${config.port}`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
