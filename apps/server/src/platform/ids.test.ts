import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('has the version and variant bits and the timestamp prefix', () => {
    const id = uuidv7(0x0189_1234_5678);
    expect(id).toMatch(/^01891234-5678-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('sorts by creation order, also within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => uuidv7(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(500);
  });
});
