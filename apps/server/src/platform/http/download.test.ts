import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('downloads (issue 30 item 11)', () => {
  it('every file the server sends takes its headers from sendDownload', () => {
    const own = path.join(SRC, 'platform/http/download.ts');
    const elsewhere = sources(SRC).filter(
      (file) =>
        file !== own && /content-disposition|content-security-policy'/i.test(fs.readFileSync(file, 'utf8')),
    );
    expect(elsewhere.map((file) => path.relative(SRC, file))).toEqual([]);
    expect(fs.readFileSync(own, 'utf8')).toContain(".header('content-security-policy', 'sandbox')");
  });
});
