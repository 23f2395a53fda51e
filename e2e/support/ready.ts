/**
 * Setup file of the browser projects: a journey starts once its server answers (the global setup
 * starts it without waiting, support/server.ts). Immediate once the server is up.
 */
import { beforeAll, inject } from 'vitest';
import { waitForHealth } from './server.ts';

// Up to 10 minutes: on the 2-core CI machine every chain's server loads its demo data while the
// other suites run (scripts/test.mjs).
beforeAll(() => waitForHealth(inject('baseUrl'), inject('serverLog'), 600_000), 610_000);
