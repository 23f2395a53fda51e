import type { KeyboardEvent } from 'react';
import { useState } from 'react';

/** Keys that open a menu button's menu (WAI-ARIA menu button pattern). */
export const MENU_OPEN_KEYS: readonly string[] = ['Enter', ' ', 'ArrowDown'];

/**
 * Lets the keyboard open a dropdown that the mouse opens by hovering (the header's user and
 * language menus): Enter, Space or ArrowDown on the button opens it with the focus on the menu,
 * whose own keys (arrows, Enter, Escape back to the button) then apply. A hover does not move the
 * focus.
 *
 * @example
 * const menu = useKeyboardMenu();
 * <Dropdown {...menu.dropdown} menu={…}><button {...menu.button}>…</button></Dropdown>
 */
export function useKeyboardMenu() {
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  return {
    dropdown: {
      open,
      autoFocus: byKeyboard,
      onOpenChange: (next: boolean) => {
        if (!next) setByKeyboard(false);
        setOpen(next);
      },
    },
    button: {
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
