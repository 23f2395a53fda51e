import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('removes scripts, handlers, javascript: links and frames, keeps formatting', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">l</a><iframe src="//e"></iframe><b>b</b><a href="https://ok.example">ok</a></p>',
    );
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe'])
      expect(html).not.toContain(bad);
    expect(html).toContain('<b>b</b>');
    expect(html).toContain('href="https://ok.example"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('renders the sanitised HTML', () => {
    const { getByTestId } = render(<SafeHtml html={'<p>正文<script>window.__x = 1</script></p>'} />);
    expect(getByTestId('safe-html').innerHTML).toBe('<p>正文</p>');
  });
});
