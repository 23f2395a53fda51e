import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per save: a save that failed (a lost answer, a refusal) and is sent again
 * keeps its key, so the server answers a repeat with the first result instead of saving twice; a
 * save that succeeded takes a new key for the next one. Forms call it around their mutation:
 * `await once((idempotencyKey) => save.mutateAsync({ body, record, idempotencyKey }))`.
 */
export function useIdempotentSave() {
  const key = useRef(crypto.randomUUID());
  return useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    const result = await send(key.current);
    key.current = crypto.randomUUID();
    return result;
  }, []);
}
