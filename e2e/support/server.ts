/**
 * Starts the product as `npm start` does (built web app, demo data) on a free port with a fresh
 * DATA_DIR, for the whole e2e run, and stops it with SIGTERM afterwards.
 *
 * The setup does not wait for the server: vitest runs the projects' global setups one after the
 * other before any test, and the browser journeys run last, so the servers migrate and load their
 * demo data while the other suites run instead of ahead of them (a minute and a half of the run on
 * the 2-core CI machine). Each journey file waits until its server answers (support/ready.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const E2E_ADMIN_PASSWORD = 'E2eAdmin123';
export const E2E_DEMO_PASSWORD = 'E2eDemo123';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's log, shown when it does not come up. */
    serverLog: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Waits until the server at `url` answers /api/health; fails with the server's log when it does not
 * within `timeoutMs` (it may still be loading the demo data while the other suites run).
 */
const EXITED = '\nthe server exited with ';

export async function waitForHealth(url: string, log: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const shown = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '(no log)');
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    if (shown().includes(EXITED)) throw new Error(`the e2e server at ${url} stopped\n${shown()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the e2e server at ${url} did not become healthy in ${timeoutMs / 1000} s\n${shown()}`);
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error('apps/web/dist is missing: run the tests through `npm test`, which builds it');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-e2e-'));
  const port = await freePort();
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Only the journeys of e2e-clock move the server's clock (PUT /api/sys/testClock); on the
      // other server the call is refused, so no journey there can move it by mistake.
      TEST_CLOCK: project.name === 'e2e-clock' ? '1' : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  child.once('exit', (code) => {
    if (code !== null && code !== 0) log.write(`${EXITED}${code}\n`);
  });
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', path.join(dataDir, 'server.log'));
  return async () => {
    if (child.exitCode !== null) return fs.rmSync(dataDir, { recursive: true, force: true });
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
