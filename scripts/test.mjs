/**
 * `npm test`: every suite in one vitest run (domain, server unit, API on PGlite and — when
 * TEST_DATABASE_URL is set — on PostgreSQL, web, and the browser journeys in e2e/), after making sure
 * the web build the e2e journeys use is current. Ends with the line `N passed, N failed`.
 * Extra arguments go to vitest (e.g. `npm test -- --project web`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

ensureWebBuild({ quiet: true });
const outDir = path.join(root, '.test-results');
fs.mkdirSync(outDir, { recursive: true });
const report = path.join(outDir, 'vitest.json');
fs.rmSync(report, { force: true });

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  process.execPath,
  [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(report)) {
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + (json.numTodoTests ?? 0);
  // A test file that fails to load has no test results: count it as a failure.
  failed += json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
} else {
  failed = 1;
}
if (result.status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : (result.status ?? 1));
