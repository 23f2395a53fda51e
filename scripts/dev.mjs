/**
 * `npm run dev`: the API server with reload on change (tsx watch, port 8080, demo data) and Vite with
 * hot module reload (port 5173, proxying /api to the server). Open http://localhost:5173.
 */
import { spawn } from 'node:child_process';
import { root } from './lib/web-build.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@cb/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEMO: process.env.DEMO ?? '1' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@cb/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
