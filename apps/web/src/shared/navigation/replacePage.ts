/**
 * "Save and show the result": a form page (新增企业, 申请录入 …) replaces itself with the saved
 * record's page, and its own tab closes instead of staying open with an empty form. The shell
 * registers how a tab closes (features do not reach into the shell's tab store).
 */
import { useCallback } from 'react';
import { useMatches, useNavigate } from 'react-router';

let closeTab: ((name: string) => void) | null = null;

/** Called once by the shell. */
export function registerTabCloser(close: (name: string) => void): void {
  closeTab = close;
}

/** Navigates to `to` in place of the current page and closes the current page's tab. */
export function useReplacePage(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const name = (useMatches().at(-1)?.handle as { name?: string } | undefined)?.name;
  return useCallback(
    async (to: string) => {
      await navigate(to, { replace: true });
      if (name) closeTab?.(name);
    },
    [navigate, name],
  );
}
