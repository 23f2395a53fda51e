import { defineProject } from 'vitest/config';
import { browserProject, CLOCK_JOURNEYS } from './vitest.config.ts';

/**
 * The journeys that move the server's clock, on a server and database of their own (the global
 * setup starts one per project), so no other journey sees what their jobs did. `npm test` runs
 * them as a chain of their own beside the other suites (scripts/test.mjs); in a single vitest run
 * (`npm test -- …`) `groupOrder` 1 puts them after domain, server and web.
 */
export default defineProject({
  test: {
    ...browserProject,
    name: 'e2e-clock',
    include: CLOCK_JOURNEYS,
    sequence: { groupOrder: 1 },
  },
});
