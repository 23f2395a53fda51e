/**
 * JavaScript on the wire (issue 31 item 18): what Debian's Chromium really downloads, compressed as
 * the server sends it, with a fresh cache each time.
 * - /login: the page opened until the network is idle;
 * - the journey for `admin` and for `staff`: /login, sign in, the home page and everything it and
 *   its popups (unread notices, contract reminder, first checked 5 s after sign-in) load, until the
 *   network is idle again.
 * Each figure is the sum of the bytes Chromium received for every JavaScript response (CDP
 * Network.loadingFinished encodedDataLength: compressed body and response headers), against the
 * targets (/login 110 kB, journey 280 kB), as a ratio.
 *
 * `npm run bench` runs it after the static bundle report; `npm run bench -- --wire-only` or
 * `node scripts/bench-wire.mjs` runs it alone (building the web app when it is missing or stale).
 * WEB_DIST names another build to serve, BENCH_WIRE_URL a demo server already running (with the
 * passwords below); BENCH_WIRE_LIST=1 lists each script. Loopback only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { startDemoServer } from './lib/demo-server.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

export const WIRE_TARGETS = { login: 110, journey: 280 };
const ADMIN_PASSWORD = 'BenchAdmin1';
const DEMO_PASSWORD = 'BenchDemo1';
/** The contract popup's first check (CONTRACT_POPUP_FIRST_CHECK_MS) plus a margin. */
const POPUPS_SETTLED_MS = 6_500;
/** The network counts as idle when no request has started or is under way for this long. */
const IDLE_MS = 1_500;

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-wire-'));
  const server = await startDemoServer({
    dataDir,
    adminPassword: ADMIN_PASSWORD,
    demoPassword: DEMO_PASSWORD,
    pollMs: 100,
  });
  return {
    base: server.base,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Records every response of a page through its own CDP session: URL, MIME type, content encoding
 * and the bytes received. `idle()` resolves once nothing has been under way for IDLE_MS.
 */
async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    lastActivity = Date.now();
    if (!requests.has(e.requestId)) requests.set(e.requestId, { url: e.request.url, done: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId) ?? { url: e.response.url, done: false };
    r.mimeType = e.response.mimeType;
    r.type = e.type;
    r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    r.headerBytes = e.response.encodedDataLength;
    r.fromCache = e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache;
    requests.set(e.requestId, r);
  });
  const finish = (e, failed) => {
    lastActivity = Date.now();
    const r = requests.get(e.requestId);
    if (!r) return;
    r.done = true;
    r.failed = failed;
    if (!failed) r.bytes = e.encodedDataLength;
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, false));
  cdp.on('Network.loadingFailed', (e) => finish(e, true));
  // A WebSocket stays open: it is not a load under way.
  cdp.on('Network.webSocketCreated', (e) => requests.delete(e.requestId));
  return {
    mark: () => new Set(requests.keys()),
    async idle(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const busy = [...requests.values()].some((r) => !r.done && r.type !== 'WebSocket');
        if (!busy && Date.now() - lastActivity >= IDLE_MS) return;
        if (Date.now() > deadline) throw new Error('the network did not become idle');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    scripts(since = new Set()) {
      return [...requests.entries()]
        .filter(([id, r]) => !since.has(id) && r.done && !r.failed && !r.fromCache)
        .filter(([, r]) => /javascript|ecmascript/.test(r.mimeType ?? '') || r.type === 'Script')
        .map(([, r]) => ({
          url: r.url,
          bytes: r.bytes,
          bodyBytes: r.bytes - (r.headerBytes ?? 0),
          encoding: r.encoding,
        }));
    },
  };
}

async function launch() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}`);
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context: its own empty cache, storage and cookies. */
async function freshPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const network = await recordNetwork(context, page);
  return { context, page, network };
}

async function measureLogin(browser, base) {
  const { context, page, network } = await freshPage(browser);
  await page.goto(`${base}/login`);
  await page.locator('#username').waitFor();
  await network.idle();
  const scripts = network.scripts();
  await context.close();
  return scripts;
}

async function measureJourney(browser, base, user, password) {
  const { context, page, network } = await freshPage(browser);
  await page.goto(`${base}/login`);
  await page.locator('#username').waitFor();
  await network.idle();
  await page.fill('#username', user);
  await page.fill('#password', password);
  const signedIn = Date.now();
  await page.press('#password', 'Enter');
  await page.waitForURL('**/index');
  await page.locator('.shell-header').waitFor();
  await page.getByTestId('notice-bell').waitFor();
  const popupsDue = signedIn + POPUPS_SETTLED_MS;
  while (Date.now() < popupsDue) await page.waitForTimeout(Math.min(500, popupsDue - Date.now()));
  await network.idle();
  const popups = await page.locator('.ant-modal-wrap:visible').count();
  const scripts = network.scripts();
  await context.close();
  return { scripts, popups };
}

const sum = (scripts, key = 'bytes') => scripts.reduce((s, r) => s + r[key], 0);

function report(name, scripts, target, note = '') {
  const kb = sum(scripts) / 1000;
  const body = sum(scripts, 'bodyBytes') / 1000;
  const plain = scripts.filter((s) => !s.encoding).length;
  console.log(
    `  ${name.padEnd(16)} ${kb.toFixed(1).padStart(6)} kB in ${String(scripts.length).padStart(2)} scripts   target ${target} kB   ratio ${(kb / target).toFixed(2)}   (bodies ${body.toFixed(1)} kB, ${plain} sent uncompressed${note})`,
  );
  if (process.env.BENCH_WIRE_LIST)
    for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes))
      console.log(
        `      ${(s.bytes / 1000).toFixed(1).padStart(6)} kB ${s.encoding || 'identity'} ${new URL(s.url).pathname}`,
      );
  return { kb, scripts: scripts.length };
}

export async function benchWire() {
  // BENCH_WIRE_URL measures a demo server already running (its admin and staff passwords as here).
  const server = process.env.BENCH_WIRE_URL
    ? { base: process.env.BENCH_WIRE_URL, stop: async () => {} }
    : await startServer();
  const browser = await launch();
  try {
    console.log('JavaScript on the wire (Debian Chromium, fresh cache, compressed as sent, with headers)');
    const login = await measureLogin(browser, server.base);
    const results = { login: report('/login', login, WIRE_TARGETS.login) };
    for (const [user, password] of [
      ['admin', ADMIN_PASSWORD],
      ['staff', DEMO_PASSWORD],
    ]) {
      const journey = await measureJourney(browser, server.base, user, password);
      results[user] = report(
        `sign-in ${user}`,
        journey.scripts,
        WIRE_TARGETS.journey,
        `, ${journey.popups} popup(s) open`,
      );
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.env.WEB_DIST && !process.env.BENCH_WIRE_URL) ensureWebBuild();
  await benchWire();
}
