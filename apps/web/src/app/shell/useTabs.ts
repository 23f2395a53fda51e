import { useStore } from 'zustand';
import { type TabState, tabStore } from '../tabs/tabStore';

export function useTabs<T>(selector: (s: TabState) => T): T {
  return useStore(tabStore, selector);
}
