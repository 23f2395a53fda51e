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
