/** SPEC.md §4/§9: every 5 minutes the app compares version.json with its own build. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;

export interface VersionCheckDeps {
  /** The running build's version (`import.meta.env.VITE_BUILD_TIME`). */
  current: string;
  /** Fetches `{ version }` from version.json (with a cache-busting `t`). */
  fetchVersion: () => Promise<string | null>;
  /** Shows the non-closing update notice; called at most once. */
  notify: () => void;
  setInterval?: typeof setInterval;
  clearInterval?: typeof clearInterval;
}

/**
 * Starts the periodic check; returns a stop function. Only one notice is ever shown: once a newer
 * version has been announced, the check stops.
 */
export function startVersionCheck(deps: VersionCheckDeps): () => void {
  const every = deps.setInterval ?? setInterval;
  const clear = deps.clearInterval ?? clearInterval;
  let notified = false;
  const id = every(async () => {
    if (notified) return;
    let version: string | null;
    try {
      version = await deps.fetchVersion();
    } catch {
      return; // offline or deploying: try again next time
    }
    if (version && version !== deps.current && !notified) {
      notified = true;
      clear(id);
      deps.notify();
    }
  }, VERSION_CHECK_INTERVAL_MS);
  return () => clear(id);
}

export async function fetchDeployedVersion(base = '/'): Promise<string | null> {
  const response = await fetch(`${base}version.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { version?: unknown };
  return typeof body.version === 'string' ? body.version : null;
}
