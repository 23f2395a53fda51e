/**
 * `npm start`: checks that PORT (8080) is free, builds the web app if needed, then runs the server
 * with demo data on (DEMO=1 unless set) on PORT. Signals are passed to the server so that it shuts
 * down gracefully. A busy port is said in one line (what to do) before anything is built, opened,
 * seeded or printed; the server checks again itself.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ensureWebBuild, root } from './lib/web-build.mjs';

const { loadConfig } = await tsImport('../apps/server/src/platform/config.ts', import.meta.url);
const { portAvailable, portInUseMessage } = await tsImport(
  '../apps/server/src/platform/port.ts',
  import.meta.url,
);
const { port, host } = loadConfig();
if (!(await portAvailable(port, host))) {
  process.stderr.write(`${portInUseMessage(port)}\n`);
  process.exit(1);
}

ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO: process.env.DEMO ?? '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
