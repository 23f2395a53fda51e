/**
 * Writes e2e/support/durations.json — how long each browser journey took — from the last
 * `npm test`'s chain reports (.test-results/chain-*.json), which the sequencer uses to deal the
 * journeys to the chains (e2e/support/sequencer.ts). Run it after a whole run when journeys were
 * added or grew: `node scripts/e2e-durations.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.test-results');
const target = path.join(root, 'e2e/support/durations.json');
const durations = JSON.parse(fs.readFileSync(target, 'utf8'));
let measured = 0;
for (const f of fs.readdirSync(outDir).filter((n) => /^chain-\d+\.json$/.test(n))) {
  const json = JSON.parse(fs.readFileSync(path.join(outDir, f), 'utf8'));
  for (const file of json.testResults) {
    durations[path.basename(file.name)] = Math.round((file.endTime - file.startTime) / 1000);
    measured++;
  }
}
if (!measured) throw new Error('no chain reports in .test-results: run `npm test` first');
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${measured} journeys measured → ${path.relative(root, target)}`);
