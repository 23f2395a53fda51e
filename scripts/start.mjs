/**
 * `npm start`: builds the web app if needed, then runs the server with demo data on (DEMO=1 unless
 * set) on PORT (8080). Signals are passed to the server so that it shuts down gracefully.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, root } from './lib/web-build.mjs';

ensureWebBuild();
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO: process.env.DEMO ?? '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
