/**
 * `npm test`: every suite (domain, server unit, API on PGlite and — when TEST_DATABASE_URL is set —
 * on PostgreSQL, web, and the browser journeys in e2e/), after making sure the web build the e2e
 * journeys use is current. Ends with the line `N passed, N failed`.
 *
 * The browser journeys run in chains side by side after the other suites, each a vitest process
 * with a server of its own: the clock journeys (e2e-clock) and E2E_CHAINS (default 2) shards of the
 * e2e project, dealt by their measured length (e2e/support/sequencer.ts). The chains' servers load
 * their demo data while the other suites run; their journeys start when those suites have ended
 * (the gate file). A chain's output is printed when it ends, each whole. Two shards and the clock
 * chain suit the 2-core CI machine: a journey is a chain of waits (browser, server, test runner),
 * one chain keeps about one core busy, and under a load average of 12 all three chains passed in
 * 1,315 s where one file at a time takes about 2,100 s on a quiet machine. Four chains at once (N=3)
 * pushed the load to 13 on a quiet machine and a clock journey's step past its 60 s.
 * E2E_CHAINS=0 runs every suite in one vitest process, the journeys last, one file at a time.
 *
 * Extra arguments go to one vitest process, as before (e.g. `npm test -- --project web`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

ensureWebBuild({ quiet: true });
const outDir = path.join(root, '.test-results');
fs.mkdirSync(outDir, { recursive: true });
for (const f of fs.readdirSync(outDir))
  if (/^vitest.*\.json$|^chain-.*\.(json|log)$|^e2e-gate$/.test(f)) fs.rmSync(path.join(outDir, f));
/** Written when the other suites end: the chains' journeys wait for it (e2e/support/ready.ts). */
const gate = path.join(outDir, 'e2e-gate');

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);
/** Journey shards beside each other (0: every suite in one vitest process, the journeys last). */
const chains = Math.max(0, Math.floor(Number(process.env.E2E_CHAINS ?? 2)) || 0);

/** Runs vitest with `args`, its JSON report to `name`.json; output to the terminal or to a log. */
function run(name, args, log, env = {}) {
  const report = path.join(outDir, `${name}.json`);
  const out = log ? fs.openSync(path.join(outDir, `${name}.log`), 'w') : 'inherit';
  const child = spawn(
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...(log ? { NO_COLOR: '1' } : {}), ...env },
    },
  );
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (log) {
        fs.closeSync(out);
        process.stdout.write(`\n── ${name} ──\n${fs.readFileSync(path.join(outDir, `${name}.log`), 'utf8')}`);
      }
      resolve({ report, code: code ?? 1 });
    }),
  );
}

const runs =
  extra.length || chains === 0
    ? [run('vitest', extra, false)]
    : [
        // Named, not '!e2e': vitest keeps a project any pattern matches, and '!e2e' matches e2e-clock.
        run('vitest', ['--project', 'domain', '--project', 'server-*', '--project', 'web'], false).then(
          (result) => {
            fs.writeFileSync(gate, '');
            return result;
          },
        ),
        run('chain-clock', ['--project', 'e2e-clock'], true, { E2E_GATE: gate }),
        ...Array.from({ length: chains }, (_, i) =>
          run(`chain-${i + 1}`, ['--project', 'e2e', `--shard=${i + 1}/${chains}`], true, { E2E_GATE: gate }),
        ),
      ];
const results = await Promise.all(runs);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { report, code } of results) {
  let counted = 0;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    counted = json.numFailedTests;
    skipped += json.numPendingTests + (json.numTodoTests ?? 0);
    // A test file that fails to load has no test results: count it as a failure.
    counted += json.testResults.filter(
      (f) => f.status === 'failed' && f.assertionResults.length === 0,
    ).length;
  } else {
    counted = 1;
  }
  if (code !== 0 && counted === 0) counted = 1;
  failed += counted;
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
