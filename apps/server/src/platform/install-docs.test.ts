/**
 * What a new installer reads and meets first: the README's Node version installs every locked
 * package without engine warnings, and the README names the demo users, their roles and what each
 * can do, which areas are built, and where certadmin lands.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../modules/system/seed.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

type Version = [number, number, number];

function parse(text: string): { version: Version; given: number } {
  const parts = text.replace(/^v/, '').split('.');
  const numbers = parts.filter((p) => /^\d+$/.test(p)).map(Number);
  return { version: [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0], given: numbers.length };
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The npm range forms engines fields use: `^`, `~`, comparisons, bare (partial) versions, `||`. */
export function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => {
        const [, op = '', text = ''] = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator) ?? [];
        if (text === '*' || text === 'x') return true;
        const { version: v, given } = parse(text);
        const upper: Version =
          op === '^'
            ? v[0] > 0
              ? [v[0] + 1, 0, 0]
              : [0, v[1] + 1, 0]
            : op === '~' || given === 2
              ? [v[0], v[1] + 1, 0]
              : [v[0] + 1, 0, 0];
        const c = compare(version, v);
        if (op === '>=') return c >= 0;
        if (op === '>') return c > 0;
        if (op === '<=') return c <= 0;
        if (op === '<') return c < 0;
        if (op === '^' || op === '~' || given < 3) return c >= 0 && compare(version, upper) < 0;
        return c === 0;
      }),
  );
}

describe('satisfies', () => {
  it('reads the engines ranges of the lock', () => {
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([20, 18, 0], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 19, 0], '18 || 20 || >=22')).toBe(true);
    expect(satisfies([20, 19, 0], '>=22')).toBe(false);
    expect(satisfies([20, 19, 0], '>=v12.22.7')).toBe(true);
    expect(satisfies([20, 19, 0], '>= 14.0.0')).toBe(true);
    expect(satisfies([20, 19, 0], '^18.0.0 || ^20.0.0')).toBe(true);
    expect(satisfies([20, 19, 0], '20.x')).toBe(true);
  });
});

describe('README quick start', () => {
  const documented = /Needs Node\.js (\d+\.\d+)(?:\.\d+)? or newer/.exec(readme)?.[1];

  it('documents the Node version of the engines field', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(documented).toBeTruthy();
    expect(pkg.engines.node).toBe(`>=${documented}`);
  });

  it('installs every locked package on that version without engine warnings', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    const minimum = parse(documented!).version;
    const refusing = Object.entries(
      lock.packages as Record<
        string,
        { version?: string; engines?: { node?: string } | string[]; optional?: boolean }
      >,
    )
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !satisfies(minimum, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  it('has a table of the demo users with their roles and what each can do', () => {
    for (const user of DEMO_USERS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${user.username}\``));
      expect(row, user.username).toBeTruthy();
      for (const role of user.roles) expect(row, user.username).toContain(`\`${role}\``);
      // username, role, what the user can do
      expect(row!.split('|').filter((cell) => cell.trim()).length, user.username).toBeGreaterThanOrEqual(3);
    }
    expect(readme).toMatch(/DEMO_PASSWORD/);
  });

  it('says which business areas are built, that no menu is left unbuilt, and where certadmin lands', () => {
    expect(readme).toMatch(/## What is built/);
    // apps/web's areas.test.ts holds the page registry to this sentence: no key maps to 建设中.
    expect(readme).toMatch(/Every menu page is built: no menu leads to a 建设中 page/);
    expect(readme).toMatch(/`certadmin`[^\n]*`\/reviewTool`/);
  });
});
