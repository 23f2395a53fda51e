/**
 * Certificate PDFs against the issue 19 budget (a PDF generated in ≤ 500 ms), part of
 * `npm run bench`, also alone: `node --import tsx scripts/bench-pdf.ts [count]`.
 *
 * Renders `count` (default 50) single-certificate PDFs the way issuing, changing and 证书维护's
 * regeneration do (platform/pdf renderCanvasPdf of certificates/print.ts certificatePage): the
 * default Chinese and English layouts, Chinese names, addresses and scopes that differ per
 * certificate (so each PDF subsets other glyphs), the QR code and an A4 artwork background (PNG,
 * 150 dpi). The first PDF of the process is timed apart (it reads and parses the fonts); then the
 * PDFs one after another, and again four at a time (as concurrent requests on one event loop).
 * Then the same through the whole HTTP stack (GET /api/zsfx/certificate/pdf: token, permission,
 * RLS transaction, certificate and template read, artwork, PDF) on a fresh PGlite with the demo
 * data, one after another and four at a time. Each line: p50/p95 and the ratio of p95 to the
 * 500 ms budget; the machine's load average last (the figures are only as quiet as the machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { AREAS } from '../apps/server/src/modules/areas.ts';
import { certificatePage, sampleCertificate } from '../apps/server/src/modules/certificates/print.ts';
import { certificates } from '../apps/server/src/modules/certificates/schema.ts';
import { seedIfEmpty } from '../apps/server/src/modules/system/seed.ts';
import { areaSeeders } from '../apps/server/src/platform/areas.ts';
import { TokenService } from '../apps/server/src/platform/auth/tokens.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { createPglite } from '../apps/server/src/platform/db/pglite.ts';
import { users } from '../apps/server/src/platform/identity/schema.ts';
import { renderCanvasPdf } from '../apps/server/src/platform/pdf/pdf.ts';
import { defaultCertificateTemplateFields } from '../packages/domain/src/index.ts';

const BUDGET_MS = 500;
const count = Number(process.argv[2] ?? 50);

/** A 1240 × 1754 RGB PNG (A4 at 150 dpi) with a border and a pale pattern, like body artwork. */
function artwork(): Buffer {
  const width = 1240;
  const height = 1754;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const border = x < 40 || x > width - 40 || y < 40 || y > height - 40;
      const wave = ((x * 7 + y * 3) % 97) / 97;
      const o = row + 1 + x * 3;
      raw[o] = border ? 150 : 245 - Math.round(wave * 12);
      raw[o + 1] = border ? 30 : 240 - Math.round(wave * 8);
      raw[o + 2] = border ? 40 : 225;
    }
  }
  const crcTable = Array.from({ length: 256 }, (_v, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const background = artwork();
const cities = ['上海市浦东新区', '北京市海淀区', '广州市天河区', '成都市高新区', '杭州市滨江区'];
const trades = ['精密机械', '医疗器械', '食品加工', '软件开发', '建筑工程', '物流仓储', '化工原料'];

function render(i: number) {
  const language = i % 3 === 2 ? 'en' : 'zh';
  const template = {
    pageSize: 'A4',
    landscape: false,
    language,
    fields: defaultCertificateTemplateFields(language),
    qrXMm: 160,
    qrYMm: 230,
    qrSizeMm: 30,
  };
  const trade = trades[i % trades.length];
  const certificate = {
    ...sampleCertificate(1),
    certNo: `06826Q${String(10000 + i)}R0M`,
    enterpriseName: `${cities[i % cities.length]!.slice(0, 2)}${trade}${i}号有限公司`,
    enterpriseAddress: `${cities[i % cities.length]}第${i + 1}工业园区${trade}大道${100 + i}号`,
    scopeZh: `${trade}产品的设计、开发、生产、安装和服务；相关技术咨询与售后维修（第${i}类）`,
  };
  return renderCanvasPdf({ title: `认证证书 ${certificate.certNo}`, author: '示例认证有限公司' }, [
    certificatePage(template, certificate, {
      bodyName: '示例认证有限公司',
      origin: 'https://cb.example',
      background,
    }),
  ]);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!,
  };
}

const report = (name: string, r: { p50: number; p95: number }, extra = '') =>
  console.log(
    `  ${name.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  budget ${BUDGET_MS} ms  ratio ${(r.p95 / BUDGET_MS).toFixed(2)}${extra}`,
  );

console.log(`Certificate PDFs (in process, ${count} each, A4 with artwork, QR, Chinese subset)`);
let started = performance.now();
const first = await render(0);
const firstMs = performance.now() - started;
console.log(`  first PDF of the process (reads the fonts)    ${firstMs.toFixed(1).padStart(6)} ms`);

const sequential: number[] = [];
let bytes = 0;
for (let i = 1; i <= count; i++) {
  const t = performance.now();
  bytes += (await render(i)).length;
  sequential.push(performance.now() - t);
}
report('one after another', stats(sequential), `  ${(bytes / count / 1000).toFixed(0)} kB each`);

const concurrent: number[] = [];
let next = 1;
started = performance.now();
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next <= count) {
      const i = next++;
      const t = performance.now();
      await render(i);
      concurrent.push(performance.now() - t);
    }
  }),
);
const wall = performance.now() - started;
report('four at a time', stats(concurrent), `  ${((count / wall) * 1000).toFixed(1)} PDFs/s`);

// Through HTTP: the demo body's certificates, printed with its templates.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-pdf-'));
const database = await openDatabase({ pglite: await createPglite(path.join(folder, 'db')) });
await migrate(database);
await seedIfEmpty(database, {
  seeders: areaSeeders(AREAS),
  demo: true,
  adminPassword: 'BenchAdmin1',
  demoPassword: 'BenchDemo1',
  tenantName: '认证机构',
  log: () => {},
});
const app = await buildApp({
  config: { logLevel: 'silent', webDist: '/nonexistent', production: false },
  database,
  logger: false,
});
await app.ready();
const [admin] = await database.systemTx((tx) =>
  tx.select({ id: users.id, tenantId: users.tenantId }).from(users).where(eq(users.username, 'admin')),
);
if (!admin) throw new Error('no administrator in the demo data');
await database.systemTx((tx) =>
  tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, admin.id)),
);
const { token } = await database.systemTx((tx) =>
  new TokenService(database).issue(tx, admin, { userAgent: 'bench' }),
);
const ids = (
  await database.systemTx((tx) =>
    tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.tenantId, admin.tenantId)),
  )
).map((r) => r.id);
const fetchPdf = async (i: number) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/zsfx/certificate/pdf?id=${ids[i % ids.length]}`,
    headers: { 'x-access-token': token },
  });
  if (res.statusCode !== 200 || res.headers['content-type'] !== 'application/pdf')
    throw new Error(`certificate PDF: ${res.statusCode} ${res.body.slice(0, 200)}`);
};
await fetchPdf(0);
const httpSequential: number[] = [];
for (let i = 0; i < count; i++) {
  const t = performance.now();
  await fetchPdf(i);
  httpSequential.push(performance.now() - t);
}
report(`HTTP, ${ids.length} demo certificates, one after another`, stats(httpSequential));
const httpConcurrent: number[] = [];
next = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      await fetchPdf(i);
      httpConcurrent.push(performance.now() - t);
    }
  }),
);
report('HTTP, four at a time', stats(httpConcurrent));
await app.close();
await database.close();
fs.rmSync(folder, { recursive: true, force: true });
console.log(
  `  load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${os.cpus().length} CPUs)`,
);
if (first.length < 1000) throw new Error('the PDF is empty');
