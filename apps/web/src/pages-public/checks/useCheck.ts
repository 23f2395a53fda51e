import { useEffect, useState } from 'react';
import { isApiError, serverMessageOr } from '../../shared/http';

export type CheckState<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; data: T }
  | { state: 'missing'; message: string }
  | { state: 'failed'; message: string };

/**
 * Runs `run` whenever `key` changes (null: nothing asked yet) and on `retry`; a 404 is "not found"
 * with the server's message, any other failure shows the server's message or `failed`.
 */
export function useCheck<T>(
  key: string | null,
  run: (signal: AbortSignal) => Promise<T>,
  failed: string,
): [CheckState<T>, () => void] {
  const [state, setState] = useState<CheckState<T>>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `run` asks; `attempt` repeats it
  useEffect(() => {
    if (key === null) {
      setState({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ state: 'loading' });
    run(controller.signal).then(
      (data) => setState({ state: 'done', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = serverMessageOr(error, failed);
        setState(
          isApiError(error) && error.code === 404
            ? { state: 'missing', message }
            : { state: 'failed', message },
        );
      },
    );
    return () => controller.abort();
  }, [key, attempt, failed]);
  return [state, () => setAttempt((n) => n + 1)];
}
