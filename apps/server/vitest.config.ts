import { defineProject } from 'vitest/config';

/**
 * server-unit: pure modules. server-api: API tests through app.inject() on PGlite, and once more on
 * PostgreSQL when TEST_DATABASE_URL is set (the root config adds that project).
 */
const EMBEDDED_ONLY = [
  'test/shutdown.api.test.ts',
  'src/platform/db/backup.api.test.ts',
  'src/modules/system/seed.api.test.ts',
  'test/busy-port.api.test.ts',
];

export const apiProject = (target: 'pglite' | 'postgres') =>
  defineProject({
    test: {
      name: `server-api-${target}`,
      root: import.meta.dirname,
      include: ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'],
      // These work on the embedded database whatever the target; running them twice proves nothing.
      exclude: target === 'postgres' ? EMBEDDED_ONLY : [],
      environment: 'node',
      env: { DB_TARGET: target },
      globalSetup: ['test/global-setup.ts'],
      // The files of a worker share its module cache: each file builds its own app on its own
      // database (snapshot copy or template clone) and no API test mocks a module, so nothing a file
      // leaves in memory reaches the next, and the server's modules load once per worker instead
      // of once per file (a third of the wall time of these projects).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });

export default defineProject({
  test: {
    name: 'server-unit',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.api.test.ts'],
    environment: 'node',
  },
});
