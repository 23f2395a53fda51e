/** SPEC.md §9: keep-alive every 10 minutes while a token exists. */
export const KEEP_ALIVE_INTERVAL_MS = 600_000;

let timer: ReturnType<typeof setInterval> | undefined;

/** Starts (once) the periodic keep-alive call; it skips a tick when no token exists. */
export function startKeepAlive(hasToken: () => boolean, ping: () => Promise<unknown>): void {
  if (timer !== undefined) return;
  timer = setInterval(() => {
    if (hasToken()) ping().catch(() => undefined);
  }, KEEP_ALIVE_INTERVAL_MS);
}

/** Stops the keep-alive (SPEC.md §8: when the token has expired). */
export function stopKeepAlive(): void {
  clearInterval(timer);
  timer = undefined;
}
