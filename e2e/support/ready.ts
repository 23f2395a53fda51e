/**
 * Setup file of the browser projects: a journey starts once its server answers (the global setup
 * starts it without waiting, support/server.ts). Immediate once the server is up.
 *
 * Under `npm test` the chains' servers load their demo data while the other suites run, but no
 * journey starts before those suites have ended (E2E_GATE, a file scripts/test.mjs writes then):
 * journeys beside two API workers on the 2-core CI machine ran out of their 60 s per step.
 */
import fs from 'node:fs';
import { beforeAll, inject } from 'vitest';
import { waitForHealth } from './server.ts';

const gate = process.env.E2E_GATE;
/** The other suites' time, at most (the whole run's limit on CI is 90 minutes). */
const GATE_MS = 90 * 60_000;

beforeAll(async () => {
  const deadline = Date.now() + GATE_MS;
  while (gate && !fs.existsSync(gate) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1000));
  await waitForHealth(inject('baseUrl'), inject('serverLog'), 600_000);
}, GATE_MS + 610_000);
