import { defineProject } from 'vitest/config';
import { browserProject, CLOCK_JOURNEYS } from './vitest.config.ts';

/**
 * The journeys that move the server's clock, on a server and database of their own (the global
 * setup starts one per project). A group of its own (`groupOrder` 1: after domain, server and web;
 * vitest runs the single-worker e2e project last), so two browsers never run at once on the 2-core
 * CI machine, and no other journey sees what their jobs did.
 */
export default defineProject({
  test: {
    ...browserProject,
    name: 'e2e-clock',
    include: CLOCK_JOURNEYS,
    sequence: { groupOrder: 1 },
  },
});
