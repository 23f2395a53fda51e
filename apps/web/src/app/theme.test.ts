import { act, renderHook } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import globalCss from './global.css?raw';
import { ACCESSIBLE_COLORS, theme, useTheme } from './theme';

/** WCAG 2.x contrast ratio of a text colour (hex, or rgba over `background`) on `background`. */
function contrast(text: string, background: string): number {
  const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const bg = channels(background);
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(text.replace(/\s+/g, ' '));
  const fg = rgba
    ? [1, 2, 3].map((i, k) => Number(rgba[i]) * Number(rgba[4]) + bg[k]! * (1 - Number(rgba[4])))
    : channels(text);
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [a, b] = [luminance(fg), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const WHITE = '#ffffff';
const AA = 4.5;
const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
const tag = theme.components?.Tag as Record<string, string>;
const PRESETS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
];

describe('theme colours meet WCAG 2.1 AA text contrast (4.5:1)', () => {
  it.each([
    ['white on primary buttons', WHITE, token.colorPrimary!],
    ['white on hovered primary buttons', WHITE, token.colorPrimaryHover!],
    ['links', token.colorLink!, WHITE],
    ['hovered links', token.colorLinkHover!, WHITE],
    ['selected menu items and processing tags', token.colorPrimary!, token.colorPrimaryBg!],
    ['white on danger buttons', WHITE, token.colorError!],
    ['white on hovered danger buttons', WHITE, token.colorErrorHover!],
    ['form errors and danger links', token.colorError!, WHITE],
    ['error tags', token.colorError!, token.colorErrorBg!],
    ['secondary text', token.colorTextTertiary!, WHITE],
    ['descriptions on grey', token.colorTextDescription!, '#f5f5f5'],
    ['placeholders', token.colorTextPlaceholder!, WHITE],
    ['success texts', token.colorSuccessText!, WHITE],
    ['warning texts', token.colorWarningText!, WHITE],
    ['success tags', tag.colorSuccess!, token.colorSuccessBg!],
    ['warning tags', tag.colorWarning!, token.colorWarningBg!],
    ['urgent notice titles', ACCESSIBLE_COLORS.urgentText, WHITE],
    ['orange notes', ACCESSIBLE_COLORS.orangeText, '#fff7e6'],
    ['the footer on the shell background', ACCESSIBLE_COLORS.textTertiary, '#f0f2f5'],
  ])('%s', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(AA);
  });

  it.each(PRESETS)('%s tags: level-7 text on the level-1 background', (color) => {
    const text = tag[`${color}7`] ?? token[`${color}7`]!;
    expect(contrast(text, token[`${color}1`]!)).toBeGreaterThanOrEqual(AA);
  });

  it('changes antd only where it fell short', () => {
    const antd = antdTheme.getDesignToken() as unknown as Record<string, string>;
    for (const color of PRESETS) {
      if (tag[`${color}7`]) expect(contrast(antd[`${color}7`]!, antd[`${color}1`]!)).toBeLessThan(AA);
    }
    expect(contrast(WHITE, antd.colorPrimary!)).toBeLessThan(AA);
    expect(contrast(antd.colorError!, WHITE)).toBeLessThan(AA);
    expect(contrast(antd.colorTextTertiary!, WHITE)).toBeLessThan(AA);
  });
});

describe('global.css', () => {
  it('carries ACCESSIBLE_COLORS as --cb-color-* custom properties, and nothing else', () => {
    const declared = Object.fromEntries(
      [...globalCss.matchAll(/--cb-color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]),
    );
    const expected = Object.fromEntries(
      Object.entries(ACCESSIBLE_COLORS).map(([key, value]) => [
        key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        value,
      ]),
    );
    expect(declared).toEqual(expected);
  });
});

describe('useTheme', () => {
  const before = window.matchMedia;
  afterEach(() => {
    window.matchMedia = before;
  });

  /** A system motion setting the test can change, as matchMedia reports it. */
  function systemMotion(reduce: boolean) {
    const listeners = new Set<() => void>();
    let matches = reduce;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && matches;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    return (next: boolean) => {
      matches = next;
      for (const listener of listeners) listener();
    };
  }

  it('keeps antd motion unless the system asks for less, and follows the setting as it changes', () => {
    const change = systemMotion(false);
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe(theme);
    expect(result.current.token?.motion).toBeUndefined();
    act(() => change(true));
    expect(result.current.token?.motion).toBe(false);
    expect(result.current.token?.colorPrimary).toBe(theme.token?.colorPrimary);
    act(() => change(false));
    expect(result.current).toBe(theme);
  });

  it("global.css ends the app's own transitions under prefers-reduced-motion", () => {
    expect(globalCss).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\s*\{[^}]*transition-duration: 0s !important/,
    );
  });
});
