import { describe, expect, it } from 'vitest';
import { updateScrollRegions } from './scrollRegions';

/** jsdom has no layout: give the scroller the sizes a browser would. */
function table(html: string, size: { scrollWidth: number; clientWidth: number }): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<div class="ant-table-content">${html}</div>`;
  const scroller = root.firstElementChild as HTMLElement;
  for (const [key, value] of Object.entries({ ...size, scrollHeight: 100, clientHeight: 100 }))
    Object.defineProperty(scroller, key, { value, configurable: true });
  return root;
}

describe('updateScrollRegions', () => {
  it('makes an overflowing table without focusable content a focusable, named region', () => {
    const root = table('<table><tr><td>数据</td></tr></table>', { scrollWidth: 1300, clientWidth: 900 });
    updateScrollRegions(root, '可滚动的表格');
    const scroller = root.firstElementChild as HTMLElement;
    expect(scroller.tabIndex).toBe(0);
    expect(scroller.getAttribute('role')).toBe('region');
    expect(scroller.getAttribute('aria-label')).toBe('可滚动的表格');
  });

  it('leaves tables alone that fit or hold links and buttons', () => {
    const fits = table('<table><tr><td>数据</td></tr></table>', { scrollWidth: 900, clientWidth: 900 });
    const withLink = table('<table><tr><td><a href="/x">详情</a></td></tr></table>', {
      scrollWidth: 1300,
      clientWidth: 900,
    });
    updateScrollRegions(fits, '表格');
    updateScrollRegions(withLink, '表格');
    expect(fits.firstElementChild?.hasAttribute('tabindex')).toBe(false);
    expect(withLink.firstElementChild?.hasAttribute('tabindex')).toBe(false);
  });

  it('undoes its change when the table no longer overflows', () => {
    const root = table('<table></table>', { scrollWidth: 1300, clientWidth: 900 });
    updateScrollRegions(root, '表格');
    const scroller = root.firstElementChild as HTMLElement;
    Object.defineProperty(scroller, 'clientWidth', { value: 1300 });
    updateScrollRegions(root, '表格');
    expect(scroller.hasAttribute('tabindex')).toBe(false);
    expect(scroller.hasAttribute('role')).toBe(false);
  });
});
