/**
 * Geometric checks of a shown page's tables and descriptions (issue 12 item 13), run in the page:
 * - no data cell lies under a fixed 操作 column: when the table does not scroll, at rest; when it
 *   does, scrolled to its end (`atRest` also demands it without scrolling);
 * - no cell's content runs out of its cell (into the next one or under the fixed column);
 * - a cell whose text is cut by an ellipsis shows the full text on hover (a title);
 * - no Descriptions label wraps inside a word (申请编/号): a line may only break at a space.
 * Returns one line per finding.
 */
export function layoutFindings({ atRest }: { atRest: boolean }): string[] {
  const out: string[] = [];
  const view =
    [...document.querySelectorAll<HTMLElement>('.shell-view')].find((v) => v.offsetParent) ?? document.body;
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
  return [...new Set(out)];
}
