import { describe, expect, it } from 'vitest';
import { staticUrl } from './staticUrl';

describe('staticUrl', () => {
  it.each([
    ['files/a.pdf', 'https://cdn.example.com/', 'https://cdn.example.com/files/a.pdf'],
    ['/files/a.pdf', 'https://cdn.example.com', 'https://cdn.example.com/files/a.pdf'],
    ['https://x.example/a.png', 'https://cdn.example.com', 'https://x.example/a.png'],
    ['HTTP://x.example/a.png', '', 'HTTP://x.example/a.png'],
    ['files/a.pdf', '', '/files/a.pdf'],
    ['', 'https://cdn', ''],
  ])('%s on %s → %s', (path, domain, expected) => {
    expect(staticUrl(path, domain)).toBe(expected);
  });
});
