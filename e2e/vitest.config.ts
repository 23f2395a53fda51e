import { defineProject } from 'vitest/config';

/**
 * The journeys that move the server's clock (`PUT /api/sys/testClock`) and let the scheduled jobs
 * act at that time: the jobs suspend, revoke and expire whatever in the tenant is due then, demo
 * records included. They run in their own project (vitest.clock.config.ts) against a server and
 * database of their own, so no other journey depends on whether they ran
 * before it.
 */
export const CLOCK_JOURNEYS = [
  'certificate-life.e2e.test.ts',
  'certificate-life-maintained.e2e.test.ts',
  'emergencies-clock.e2e.test.ts',
  'lifecycle-journey.e2e.test.ts',
];

/** What both browser projects share. */
export const browserProject = {
  root: import.meta.dirname,
  environment: 'node' as const,
  globalSetup: ['support/server.ts'],
  setupFiles: ['support/ready.ts'],
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A browser on a busy CI machine: give polled expectations 10 s (vitest's default is 1 s).
  expect: { poll: { timeout: 10_000, interval: 100 } },
};

/** Browser journeys: Debian Chromium driven by playwright-core against a real server. */
export default defineProject({
  test: {
    ...browserProject,
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**', ...CLOCK_JOURNEYS],
  },
});
