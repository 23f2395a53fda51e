import type { ThemeConfig } from 'antd';

/** Fonts that carry Simplified Chinese on macOS, Windows and Linux, before antd's Latin stack. */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', " +
  "'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'Helvetica Neue', Arial, sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1677ff',
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
  },
};
