import os from 'node:os';
import { defineConfig } from 'vitest/config';
import serverUnit, { apiProject } from './apps/server/vitest.config.ts';
import { JourneysByFileName } from './e2e/support/sequencer.ts';

/**
 * One vitest run covers every suite: the domain package, the server (unit; API tests on PGlite, and
 * again on PostgreSQL when TEST_DATABASE_URL is set), the web app (jsdom) and the browser journeys
 * (e2e; the journeys that move the clock in e2e-clock, on a server of their own). `npm test`
 * (scripts/test.mjs) runs it and prints the closing `N passed, N failed` line.
 */
export default defineConfig({
  test: {
    // At least two files at once. Vitest's default (cores − 1) is one on the 2-core CI machine, which
    // left a core idle through the whole non-browser part of the run (PGlite works in the test's own
    // process; PostgreSQL and Chromium are processes of their own). Two files share nothing that
    // matters: each API file has a database of its own (snapshot copy or template clone), test
    // servers take free ports, the Redis tests use keys and user ids of their own run. The browser
    // projects stay one file at a time per server (fileParallelism: false in e2e/vitest.config.ts);
    // `npm test` runs them in chains of their own, two shards and the clock journeys (scripts/test.mjs).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The browser journeys in the order of their file names on every machine (the sequencer's note).
    sequence: { sequencer: JourneysByFileName },
    projects: [
      'packages/domain/vitest.config.ts',
      serverUnit,
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      'apps/web/vitest.config.ts',
      'e2e/vitest.config.ts',
      'e2e/vitest.clock.config.ts',
    ],
  },
});
