/**
 * `npm start` (and the server itself) on a port another process holds: one line saying what to do,
 * exit 1, and nothing opened, seeded or printed before it (issue 31 item 17).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portAvailable, portInUseMessage } from '../src/platform/port.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let holder: net.Server;
let port: number;

beforeAll(async () => {
  holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

function run(args: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-busy-port-'));
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string; dataDirEntries: string[] }>(
    (resolve) =>
      child.on('exit', (code) => {
        const dataDirEntries = fs.readdirSync(dataDir);
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, stdout, stderr, dataDirEntries });
      }),
  );
}

describe('start-up on a busy port', () => {
  it('the check: a held port is not available, a free one is', async () => {
    expect(await portAvailable(port, '127.0.0.1')).toBe(false);
    const free = net.createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const freePort = (free.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));
    expect(await portAvailable(freePort, '127.0.0.1')).toBe(true);
  });

  it('the server says so in one line and exits 1 before opening or seeding anything', async () => {
    const r = await run(['--import', 'tsx', 'apps/server/src/main.ts']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toBe(`${portInUseMessage(port)}\n`);
    expect(r.stderr).toContain(`端口 ${port} 已被占用`);
    expect(r.stderr).toContain('PORT');
    expect(r.stderr).not.toContain('EADDRINUSE');
    // No credentials printed, no database created.
    expect(r.stdout).toBe('');
    expect(r.dataDirEntries).toEqual([]);
  }, 60_000);

  it('npm start (scripts/start.mjs) says the same before building or starting anything', async () => {
    const r = await run(['scripts/start.mjs']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toBe(`${portInUseMessage(port)}\n`);
    expect(r.stdout).toBe('');
    expect(r.dataDirEntries).toEqual([]);
  }, 60_000);
});
