import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** SPEC.md §2/§9 layout sizes. */
export const SIDEBAR_OPEN_PX = 270;
export const SIDEBAR_COLLAPSED_PX = 60;
export const SUBMENU_PX = 210;
/** English menu labels are longer: the sub-menu is 60 px wider (issue 12 item 18). */
export const SIDEBAR_OPEN_EN_PX = 330;
export const HEADER_PX = 50;
/** Main content top padding: header + tab bar, or the tab bar alone in full screen. */
export const MAIN_TOP_PX = 100;
export const MAIN_TOP_FULLSCREEN_PX = 50;

export interface UiState {
  /** Sidebar open (270 px) or collapsed (60 px). */
  sidebarOpen: boolean;
  fullscreen: boolean;
  toggleSidebar(): void;
  setSidebarOpen(open: boolean): void;
  toggleFullscreen(): void;
}

export const uiStore = createStore<UiState>()((set) => ({
  sidebarOpen: true,
  fullscreen: false,
  toggleSidebar: () => set((s) => ({ sidebarOpen: !s.sidebarOpen })),
  setSidebarOpen: (open) => set({ sidebarOpen: open }),
  toggleFullscreen: () => set((s) => ({ fullscreen: !s.fullscreen })),
}));

export function useUi<T>(selector: (s: UiState) => T): T {
  return useStore(uiStore, selector);
}
