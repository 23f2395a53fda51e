/**
 * A demo server of this checkout for the benchmarks (bench.mjs, bench-wire.mjs): the embedded
 * database in `dataDir`, demo data, the given passwords, on a free loopback port. Resolves once
 * /api/health answers, with the time that took; `stop()` ends it (SIGKILL after 10 s).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from './web-build.mjs';

export const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

export async function startDemoServer({
  dataDir,
  adminPassword,
  demoPassword,
  timeoutMs = 180_000,
  pollMs = 25,
}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      ADMIN_PASSWORD: adminPassword,
      DEMO_PASSWORD: demoPassword,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy');
    }
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return {
    base,
    /** The server's process id (the Node.js process itself: its memory is the server's). */
    pid: child.pid,
    ms: performance.now() - started,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
