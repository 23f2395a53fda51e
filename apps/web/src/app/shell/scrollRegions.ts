/** The scrolling parts of antd's tables (`.ant-table-body` when the header is fixed). */
export const TABLE_SCROLLER_SELECTOR = '.ant-table-content, .ant-table-body';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** Marks the scrollers this module made focusable, so that it can undo only its own changes. */
const MARK = 'data-scroll-region';

function scrolls(el: HTMLElement): boolean {
  return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
}

/**
 * Lets the keyboard scroll a table that overflows but holds nothing focusable (WCAG 2.1.1): such a
 * scroller becomes a focusable, named region, and stops being one when it no longer needs to.
 * Tables with links or buttons need nothing: tabbing to those scrolls them.
 */
export function updateScrollRegions(root: ParentNode, label: string): void {
  for (const el of root.querySelectorAll<HTMLElement>(TABLE_SCROLLER_SELECTOR)) {
    const needed = scrolls(el) && !el.querySelector(FOCUSABLE);
    if (needed && !el.hasAttribute(MARK)) {
      el.setAttribute(MARK, '');
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    } else if (!needed && el.hasAttribute(MARK)) {
      el.removeAttribute(MARK);
      el.removeAttribute('tabindex');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
  }
}
