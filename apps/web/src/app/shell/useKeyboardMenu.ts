import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';

/** Keys that open a menu button's menu (WAI-ARIA menu button pattern). */
export const MENU_OPEN_KEYS: readonly string[] = ['Enter', ' ', 'ArrowDown'];

/**
 * Puts the focus back on `owner` when a dropdown menu closes while it holds the focus (after
 * Escape or a choice), instead of losing it with the menu: antd's dropdown does not do this.
 */
export function returnFocusFromMenu(owner: HTMLElement | null | undefined): void {
  if (document.activeElement?.closest('.ant-dropdown')) owner?.focus();
}

/**
 * Lets the keyboard open a dropdown that the mouse opens by hovering (the header's user and
 * language menus): Enter, Space or ArrowDown on the button opens it with the focus on the menu,
 * whose own keys (arrows, Enter, Escape) then apply, and closing it gives the focus back to the
 * button. A hover does not move the focus.
 *
 * @example
 * const menu = useKeyboardMenu();
 * <Dropdown {...menu.dropdown} menu={…}><button {...menu.button}>…</button></Dropdown>
 */
export function useKeyboardMenu<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const ref = useRef<T>(null);
  return {
    dropdown: {
      open,
      autoFocus: byKeyboard,
      onOpenChange: (next: boolean) => {
        if (!next) {
          returnFocusFromMenu(ref.current);
          setByKeyboard(false);
        }
        setOpen(next);
      },
    },
    button: {
      ref,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onKeyDown: (event: KeyboardEvent) => {
        if (!MENU_OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        setByKeyboard(true);
        setOpen(true);
      },
    },
  };
}
