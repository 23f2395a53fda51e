/**
 * Keyboard use of the tab bar (WAI-ARIA tabs pattern, manual activation): one tab stop for the
 * whole bar, the arrow keys and Home/End move between tabs, Enter or Space opens the focused tab,
 * Delete closes it and the context-menu key or Shift+F10 opens its right-click menu.
 */
export type TabKeyAction = 'previous' | 'next' | 'first' | 'last' | 'open' | 'close' | 'menu';

export function tabKeyAction(event: { key: string; shiftKey?: boolean }): TabKeyAction | null {
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return 'previous';
    case 'ArrowRight':
    case 'ArrowDown':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Enter':
    case ' ':
      return 'open';
    case 'Delete':
      return 'close';
    case 'ContextMenu':
      return 'menu';
    case 'F10':
      return event.shiftKey ? 'menu' : null;
    default:
      return null;
  }
}

/** Index of the tab that a move from `index` among `count` tabs focuses (wrapping around). */
export function movedIndex(
  action: 'previous' | 'next' | 'first' | 'last',
  index: number,
  count: number,
): number {
  if (count === 0) return -1;
  if (action === 'first') return 0;
  if (action === 'last') return count - 1;
  return (index + (action === 'next' ? 1 : -1) + count) % count;
}

/** DOM id of a view's tab, which labels the view's panel. */
export function tabElementId(name: string): string {
  return `shell-tab-${name.replace(/[^\w-]/g, '_')}`;
}
