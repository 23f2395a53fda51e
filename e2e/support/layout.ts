/**
 * Geometric checks of a shown page's tables and descriptions (issue 12 item 13), run in the page:
 * - no data cell lies under a fixed 操作 column: when the table does not scroll, at rest; when it
 *   does, scrolled to its end (`atRest` also demands it without scrolling);
 * - no cell's content runs out of its cell (into the next one or under the fixed column);
 * - a cell whose text is cut by an ellipsis shows the full text on hover (a title);
 * - no Descriptions label wraps inside a word (申请编/号): a line may only break at a space;
 * - with `covers` (issue 31 item 8): no control (field, button, link, table cell) is covered by a
 *   fixed or sticky element it is not part of — the floating toolbar, a fixed 操作 cell, an
 *   affixed bar — looking with elementFromPoint at each control's centre and corners, at every
 *   scroll position of the window from top to bottom (the shell's header and tab bar excepted:
 *   the page scrolls under them by design).
 * `overlay` checks the open drawer or dialog instead of the shown page.
 * Returns one line per finding.
 */
export function layoutFindings({
  atRest,
  covers = false,
  overlay = false,
}: {
  atRest: boolean;
  covers?: boolean;
  overlay?: boolean;
}): string[] {
  const out: string[] = [];
  const shown = (el: HTMLElement) => el.getClientRects().length > 0;
  const view = overlay
    ? ([...document.querySelectorAll<HTMLElement>('.ant-drawer-content, .ant-modal-container')]
        .filter(shown)
        .at(-1) ?? document.body)
    : ([...document.querySelectorAll<HTMLElement>('.shell-view')].find((v) => v.offsetParent) ??
      document.body);
  const textOf = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  // antd 6 names a fixed cell by its side in the writing direction (older versions: left/right).
  const fixedEnd = (c: Element) =>
    c.classList.contains('ant-table-cell-fix-end') || c.classList.contains('ant-table-cell-fix-right');
  const fixedStart = (c: Element) =>
    c.classList.contains('ant-table-cell-fix-start') || c.classList.contains('ant-table-cell-fix-left');

  for (const table of view.querySelectorAll<HTMLElement>('.ant-table')) {
    if (!table.offsetParent) continue;
    const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    const heads = [...table.querySelectorAll('thead th')];
    const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody > tr.ant-table-row')];
    const check = (when: string) => {
      for (const row of rows) {
        const cells = [...row.cells];
        const fixed = cells.filter(fixedEnd);
        const edge = fixed.length ? Math.min(...fixed.map((c) => c.getBoundingClientRect().left)) : Infinity;
        for (const cell of cells) {
          const name = textOf(heads[cell.cellIndex] ?? cell) || `#${cell.cellIndex}`;
          const what = `${name} "${textOf(cell)}"`;
          if (!fixedEnd(cell) && !fixedStart(cell) && cell.getBoundingClientRect().right > edge + 1)
            out.push(`${when}: under the fixed column: ${what}`);
          // The content's extent (a Range: scrollWidth would count a fixed cell's shadow too).
          const range = document.createRange();
          range.selectNodeContents(cell);
          const content = range.getBoundingClientRect();
          const box = cell.getBoundingClientRect();
          const outside = content.width > 0 && (content.right > box.right + 1 || content.left < box.left - 1);
          const style = getComputedStyle(cell);
          if (outside && style.overflowX === 'visible')
            out.push(
              `runs out of its cell: ${what} (${Math.round(content.width)} px in ${Math.round(box.width)})`,
            );
          if (outside && style.overflowX !== 'visible') {
            // Clipped: hovering must give the full text.
            cell.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            const titled = cell.title || cell.querySelector('[title]') || cell.closest('[title]');
            if (!titled) out.push(`cut without its text on hover: ${what}`);
          }
        }
      }
    };
    const scrolls = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false;
    if (!scrolls || atRest) check('at rest');
    if (scrolls && scroller) {
      const before = scroller.scrollLeft;
      scroller.scrollLeft = scroller.scrollWidth;
      scroller.dispatchEvent(new Event('scroll'));
      check('scrolled to the end');
      scroller.scrollLeft = before;
      scroller.dispatchEvent(new Event('scroll'));
    }
  }

  for (const label of view.querySelectorAll<HTMLElement>('.ant-descriptions-item-label')) {
    if (!label.offsetParent) continue;
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let lastTop: number | null = null;
    let afterSpace = false;
    check: for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const ch = node.data[i] ?? '';
        if (/\s/.test(ch)) {
          afterSpace = true;
          continue;
        }
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (lastTop !== null && rect.top > lastTop + 2 && !afterSpace) {
          out.push(`label wraps inside a word: "${textOf(label)}"`);
          break check;
        }
        lastTop = rect.top;
        afterSpace = /[-/、，,]/.test(ch);
      }
    }
  }
  // Inside layoutFindings: page.evaluate sends only this function's source.
  /** The controls of `root` covered by a fixed or sticky element (see layoutFindings). */
  const coveredControls = (root: HTMLElement, scrollWindow: boolean): string[] => {
    const out: string[] = [];
    const textOf = (el: Element) =>
      ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 30);
    const describe = (el: Element) => {
      const cls = [...el.classList].filter((c) => !/^ant-(table-cell-fix|.*-(active|hover|focused))/.test(c));
      return `${el.tagName.toLowerCase()}${cls.length ? `.${cls.slice(0, 2).join('.')}` : ''}`;
    };
    // Layers that open over the page on purpose (dialogs, menus, tips, messages) cover nothing.
    const layers =
      '.ant-modal-root, .ant-modal-wrap, .ant-drawer, .ant-tooltip, .ant-popover, .ant-message, ' +
      '.ant-notification, .cb-notices, .ant-select-dropdown, .ant-picker-dropdown, .ant-dropdown, ' +
      '.shell-sider, .shell-top, .ant-spin-fullscreen';
    const coverOf = (el: Element | null): HTMLElement | null => {
      for (let e = el as HTMLElement | null; e && e !== document.body; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return e.closest(layers) ? null : e;
      }
      return null;
    };
    const controls = [
      ...root.querySelectorAll<HTMLElement>(
        'input:not([type="hidden"]), textarea, button, a[href], [role="button"], td.ant-table-cell',
      ),
    ].filter((c) => c.getClientRects().length > 0 && !c.closest('.ant-table-measure-row'));
    const top = scrollWindow
      ? (document.querySelector('.shell-top')?.getBoundingClientRect().bottom ?? 0)
      : 0;
    const look = () => {
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        if (box.width < 4 || box.height < 4) continue;
        const inset = Math.min(3, box.width / 4, box.height / 4);
        const points = [
          [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
          [box.left + inset, box.top + inset],
          [box.right - inset, box.top + inset],
          [box.left + inset, box.bottom - inset],
          [box.right - inset, box.bottom - inset],
        ] as const;
        for (const [x, y] of points) {
          if (y < top || y > window.innerHeight || x < 0 || x > document.documentElement.clientWidth)
            continue;
          const hit = document.elementFromPoint(x, y);
          if (!hit || control.contains(hit) || hit.contains(control)) continue;
          const cover = coverOf(hit);
          // A control's own fixed or sticky ancestor (a fixed 操作 cell's buttons) is its place.
          if (!cover || cover.contains(control)) continue;
          out.push(`covered by ${describe(cover)}: ${describe(control)} "${textOf(control)}"`);
          break;
        }
      }
    };
    if (!scrollWindow) {
      look();
      return [...new Set(out)];
    }
    const start = window.scrollY;
    const step = Math.max(100, window.innerHeight - top - 40);
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y += step) {
      window.scrollTo(0, Math.min(y, end));
      look();
      if (y >= end) break;
    }
    window.scrollTo(0, start);
    return [...new Set(out)];
  };

  if (covers) out.push(...coveredControls(view, !overlay));
  return [...new Set(out)];
}
