/**
 * The signed-in user's unread notices and messages, shared by the bell and the runtime: loaded
 * once, reloaded after reads, and after pushes with a 500 ms debounce (SPEC.md §4).
 */
import { NOTICE_PAGE_SIZE, NOTICE_RELOAD_DEBOUNCE_MS } from '@cb/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { noticeApi, type UserNoticeList } from './api';

export interface NoticeState {
  data: UserNoticeList | null;
  /** Bumped on every push, so the unread popup can look for new notices. */
  pushes: number;
  reload(): Promise<void>;
  /** Debounced reload for pushes: many pushes within 500 ms cause one request. */
  pushed(): void;
  reset(): void;
}

export function createNoticeStore(
  load: () => Promise<UserNoticeList> = () => noticeApi.userNoticeList(NOTICE_PAGE_SIZE),
  debounceMs = NOTICE_RELOAD_DEBOUNCE_MS,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;
  return createStore<NoticeState>()((set, get) => ({
    data: null,
    pushes: 0,
    async reload() {
      const mine = ++generation;
      try {
        const data = await load();
        // A slower, older answer must not overwrite a newer one.
        if (mine === generation) set({ data });
      } catch {
        // The bell keeps its last counts; the next push or read reloads.
      }
    },
    pushed() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        set((s) => ({ pushes: s.pushes + 1 }));
        void get().reload();
      }, debounceMs);
    },
    reset() {
      if (timer) clearTimeout(timer);
      generation++;
      set({ data: null, pushes: 0 });
    },
  }));
}

export const noticeStore = createNoticeStore();

export function useNotices<T>(selector: (state: NoticeState) => T): T {
  return useStore(noticeStore, selector);
}
