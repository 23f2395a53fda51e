import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** SPEC.md §4/§9: the mask shows only after 300 ms and hides at once. */
export const LOADING_DELAY_MS = 300;

export interface LoadingState {
  visible: boolean;
  /** Text under the spinner; null = the default 加载中···. */
  text: string | null;
  /** Asks for the mask; it appears after 300 ms unless `stop` comes first. */
  start(text?: string): void;
  /** Hides the mask at once (and cancels a pending start). */
  stop(): void;
}

export function createLoadingStore(delayMs = LOADING_DELAY_MS): StoreApi<LoadingState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return createStore<LoadingState>()((set) => ({
    visible: false,
    text: null,
    start(text) {
      clearTimeout(timer);
      timer = setTimeout(() => set({ visible: true, text: text ?? null }), delayMs);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      set({ visible: false, text: null });
    },
  }));
}

/**
 * The app's loading mask (SPEC.md §4 "Loading mask").
 *
 * @example
 * loading.start('导出中···'); try { await work(); } finally { loading.stop(); }
 */
export const loadingStore = createLoadingStore();
export const loading = {
  start: (text?: string) => loadingStore.getState().start(text),
  stop: () => loadingStore.getState().stop(),
};

/** Runs long work (an export, an import) under the loading mask: shown after 300 ms, hidden at the end. */
export async function withLoading<T>(work: () => Promise<T>, text?: string): Promise<T> {
  loading.start(text);
  try {
    return await work();
  } finally {
    loading.stop();
  }
}

export function useLoading<T>(selector: (s: LoadingState) => T): T {
  return useStore(loadingStore, selector);
}
