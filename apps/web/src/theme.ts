import type { ThemeConfig } from 'antd';

/** Brand palette: blue primary with a teal accent (styles/global.css holds the same values). */
export const BRAND_COLORS = {
  primary: '#1d5fe0',
  teal: '#0fb5a6',
  navy: '#0d1b3e',
} as const;

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLORS.primary,
    colorInfo: BRAND_COLORS.primary,
    colorSuccess: '#16a34a',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { horizontalItemSelectedColor: BRAND_COLORS.primary, itemBg: 'transparent' },
    Button: { primaryShadow: '0 4px 12px rgba(29, 95, 224, 0.25)' },
  },
};
