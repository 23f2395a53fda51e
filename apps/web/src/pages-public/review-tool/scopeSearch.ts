/**
 * The scope tool's keyword search (SPEC.md §5): nothing is sent for blank text (spaces removed),
 * typing is debounced 300 ms, and an answer that arrives after a newer search started is ignored.
 */
import { SCOPE_SEARCH_DEBOUNCE_MS, scopeSearchWords } from '@cb/domain';

export interface ScopeSearcher {
  /** The user typed `text`. */
  input(text: string): void;
  dispose(): void;
}

export function createScopeSearcher<R>(opts: {
  search: (words: string, signal: AbortSignal) => Promise<R>;
  onResult: (result: R | null) => void;
  onError: (error: unknown) => void;
  onLoading?: (loading: boolean) => void;
  delayMs?: number;
}): ScopeSearcher {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let controller: AbortController | null = null;

  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = null;
  };

  return {
    input(text) {
      cancel();
      const ticket = ++latest;
      const words = scopeSearchWords(text);
      if (!words) {
        opts.onLoading?.(false);
        opts.onResult(null);
        return;
      }
      timer = setTimeout(() => {
        const own = new AbortController();
        controller = own;
        opts.onLoading?.(true);
        opts.search(words, own.signal).then(
          (result) => {
            if (ticket !== latest) return;
            opts.onLoading?.(false);
            opts.onResult(result);
          },
          (error: unknown) => {
            if (ticket !== latest) return;
            opts.onLoading?.(false);
            opts.onError(error);
          },
        );
      }, opts.delayMs ?? SCOPE_SEARCH_DEBOUNCE_MS);
    },
    dispose() {
      latest++;
      cancel();
    },
  };
}

/** Copies text to the clipboard, falling back to a selected textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('copy failed');
  }
}
