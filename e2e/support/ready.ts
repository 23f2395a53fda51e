/**
 * Setup file of the browser projects: a journey starts once its server answers (the global setup
 * starts it without waiting, support/server.ts). Immediate once the server is up.
 */
import { beforeAll, inject } from 'vitest';
import { waitForHealth } from './server.ts';

beforeAll(() => waitForHealth(inject('baseUrl'), inject('serverLog'), 300_000), 310_000);
