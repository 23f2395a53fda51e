import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotentSave } from './useIdempotentSave';

describe('useIdempotentSave', () => {
  it('keeps the key of a failed save for its retry and takes a new one after a success', async () => {
    const { result } = renderHook(() => useIdempotentSave());
    const keys: string[] = [];
    const failing = (k: string) => {
      keys.push(k);
      return Promise.reject(new Error('lost'));
    };
    const succeeding = (k: string) => {
      keys.push(k);
      return Promise.resolve(k.length);
    };
    await expect(result.current(failing)).rejects.toThrow('lost');
    await expect(result.current(succeeding)).resolves.toBe(36);
    await result.current(succeeding);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(new Set(keys).size).toBe(2);
  });
});
