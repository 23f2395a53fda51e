import type { ThemeConfig } from 'antd';
import { useSyncExternalStore } from 'react';

/** Fonts that carry Simplified Chinese on macOS, Windows and Linux, before antd's Latin stack. */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', " +
  "'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'Helvetica Neue', Arial, sans-serif";

/**
 * Ant Design's colours where its defaults fall below WCAG 2.1 AA (GB/T 37668-2019) text contrast,
 * 4.5:1: each is antd's own colour with only its OKLab lightness lowered until it passes, so hue
 * and saturation stay Ant Design's. The plain-CSS pages use the same values through the custom
 * properties of global.css (theme.test.ts keeps the two in step and checks every pair).
 */
export const ACCESSIBLE_COLORS = {
  /** antd #1677ff: white text on it 4.1:1, and it on its light background 3.7:1. */
  primary: '#0065ec',
  /** antd #4096ff (lighter than primary, as in antd; white on it still 4.5:1). */
  primaryHover: '#076ff7',
  /** antd #0958d9 (already passes; listed for the plain-CSS controls). */
  primaryActive: '#0958d9',
  /** antd #ff4d4f: 3.3:1 on white (form errors, danger buttons). */
  error: '#d71f2e',
  /** antd #ff7875. */
  errorHover: '#e22d37',
  /** antd rgba(0,0,0,0.45): secondary and description text, 3.4:1 on white. */
  textTertiary: 'rgba(0, 0, 0, 0.55)',
  /** antd rgba(0,0,0,0.25): placeholders, 1.6:1 on white. Disabled controls keep antd's colour. */
  textPlaceholder: 'rgba(0, 0, 0, 0.55)',
  /** Text of success / warning tags and texts (antd #52c41a on #f6ffed 2.2:1, #faad14 on #fffbe6 1.8:1). */
  successText: '#178500',
  warningText: '#a96000',
  /** antd orange-7 #d46b08 (3.3:1 on orange-1): orange tags and notes. */
  orangeText: '#b95200',
  /** antd volcano-6 #fa541c (3.3:1 on white): titles of urgent notices. */
  urgentText: '#dc3500',
} as const;

/** Text colour (level 7) of antd's preset tag colours that fall below 4.5:1 on their level-1 background. */
const PRESET_TAG_TEXT = {
  volcano7: '#cf3303',
  orange7: ACCESSIBLE_COLORS.orangeText,
  gold7: ACCESSIBLE_COLORS.warningText,
  yellow7: '#916f00',
  lime7: '#4e8100',
  green7: '#178500',
  cyan7: '#007e83',
} as const;

const c = ACCESSIBLE_COLORS;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: c.primary,
    colorPrimaryHover: c.primaryHover,
    // Links and the "processing" status follow the primary colour, as with antd's defaults.
    colorInfo: c.primary,
    colorLinkHover: c.primaryHover,
    colorError: c.error,
    colorErrorHover: c.errorHover,
    colorTextTertiary: c.textTertiary,
    colorTextPlaceholder: c.textPlaceholder,
    colorSuccessText: c.successText,
    colorWarningText: c.warningText,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
  },
  components: {
    // Status tags colour their text with the status colour itself; icons elsewhere keep antd's.
    Tag: { colorSuccess: c.successText, colorWarning: c.warningText, ...PRESET_TAG_TEXT },
    // Their "no data" texts use the disabled grey, though nothing is disabled.
    Table: { colorTextDisabled: c.textTertiary },
    List: { colorTextDisabled: c.textTertiary },
  },
};

/**
 * Someone who has asked their system for less motion (WCAG 2.3.3; vestibular disorders) gets no
 * opening, closing or sliding animations: antd's motion token off, and global.css stops the app's
 * own transitions. Followed live, as the system setting changes.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

function subscribeToMotion(changed: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(REDUCED_MOTION).matches);

/** The theme for the user's motion preference. */
export function useTheme(): ThemeConfig {
  const reduced = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
  return reduced ? reducedMotionTheme : theme;
}
