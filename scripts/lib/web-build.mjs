/**
 * Builds the web app when its build is missing or older than any of its sources (the web app, the
 * domain package it imports, or the lockfile). Shared by `npm start` and `npm test`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(root, 'packages/domain/src'),
  path.join(root, 'package-lock.json'),
];

function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function webBuildIsFresh() {
  if (!fs.existsSync(builtIndex)) return false;
  const built = fs.statSync(builtIndex).mtimeMs;
  return sources.every((s) => newestMtime(s) <= built);
}

export function ensureWebBuild({ quiet = false } = {}) {
  if (webBuildIsFresh()) return;
  if (!quiet) console.log('Building the web app (missing or older than its sources)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@cb/web'], {
    cwd: root,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed.');
    process.exit(result.status ?? 1);
  }
}
