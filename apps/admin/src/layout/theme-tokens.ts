import type { ProLayoutProps } from '@ant-design/pro-components';
import type { MenuTheme, NavTheme } from '../stores/theme';

type LayoutToken = NonNullable<ProLayoutProps['token']>;

function siderTokens(primary: string, primaryBg: string): Record<MenuTheme, LayoutToken['sider']> {
  return {
    darkblue: {
      colorMenuBackground: '#0d1f45',
      colorBgMenuItemCollapsedElevated: '#0d1f45',
      colorMenuItemDivider: 'rgba(255,255,255,0.08)',
      colorBgMenuItemHover: 'rgba(255,255,255,0.06)',
      colorBgMenuItemSelected: primary,
      colorBgMenuItemActive: 'rgba(255,255,255,0.08)',
      colorTextMenu: 'rgba(255,255,255,0.72)',
      colorTextMenuSecondary: 'rgba(255,255,255,0.65)',
      colorTextMenuItemHover: '#ffffff',
      colorTextMenuSelected: '#ffffff',
      colorTextMenuActive: '#ffffff',
      colorTextSubMenuSelected: '#ffffff',
      colorTextMenuTitle: '#ffffff',
      colorTextCollapsedButton: 'rgba(255,255,255,0.72)',
      colorTextCollapsedButtonHover: '#ffffff',
      colorBgCollapsedButton: '#0d1f45',
    },
    dark: {
      colorMenuBackground: '#001529',
      colorBgMenuItemCollapsedElevated: '#001529',
      colorMenuItemDivider: 'rgba(255,255,255,0.08)',
      colorBgMenuItemHover: 'rgba(255,255,255,0.06)',
      colorBgMenuItemSelected: primary,
      colorBgMenuItemActive: 'rgba(255,255,255,0.08)',
      colorTextMenu: 'rgba(255,255,255,0.68)',
      colorTextMenuSecondary: 'rgba(255,255,255,0.6)',
      colorTextMenuItemHover: '#ffffff',
      colorTextMenuSelected: '#ffffff',
      colorTextMenuActive: '#ffffff',
      colorTextSubMenuSelected: '#ffffff',
      colorTextMenuTitle: '#ffffff',
      colorTextCollapsedButton: 'rgba(255,255,255,0.68)',
      colorTextCollapsedButtonHover: '#ffffff',
      colorBgCollapsedButton: '#001529',
    },
    light: {
      colorMenuBackground: '#ffffff',
      colorBgMenuItemSelected: primaryBg,
      colorTextMenuSelected: primary,
      colorTextSubMenuSelected: primary,
      colorTextMenu: 'rgba(0,0,0,0.78)',
    },
  };
}

function headerTokens(primary: string, primaryBg: string): Record<NavTheme, LayoutToken['header']> {
  return {
    light: {
      colorBgHeader: '#ffffff',
      colorHeaderTitle: '#0d1f45',
      colorTextMenu: 'rgba(0,0,0,0.72)',
      colorTextMenuSelected: primary,
      colorBgMenuItemSelected: primaryBg,
      colorTextRightActionsItem: 'rgba(0,0,0,0.72)',
      heightLayoutHeader: 56,
    },
    dark: {
      colorBgHeader: '#0d1f45',
      colorHeaderTitle: '#ffffff',
      colorTextMenu: 'rgba(255,255,255,0.75)',
      colorTextMenuSelected: '#ffffff',
      colorBgMenuItemSelected: 'rgba(255,255,255,0.12)',
      colorTextRightActionsItem: 'rgba(255,255,255,0.85)',
      colorBgRightActionsItemHover: 'rgba(255,255,255,0.12)',
      heightLayoutHeader: 56,
    },
  };
}

/** Mixes a #rrggbb colour with white; 0.9 gives the pale background of a selected item. */
export function tint(hex: string, amount: number): string {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return hex;
  const channel = (i: number) => {
    const c = parseInt(value.slice(i, i + 2), 16);
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(2)}${channel(4)}`;
}

export function layoutToken(menuTheme: MenuTheme, navTheme: NavTheme, primary: string): LayoutToken {
  const primaryBg = tint(primary, 0.9);
  return {
    bgLayout: '#f0f2f5',
    sider: siderTokens(primary, primaryBg)[menuTheme] ?? siderTokens(primary, primaryBg).darkblue,
    header: headerTokens(primary, primaryBg)[navTheme] ?? headerTokens(primary, primaryBg).light,
    pageContainer: { paddingInlinePageContainerContent: 0, paddingBlockPageContainerContent: 0 },
  };
}

export const PRIMARY_PRESETS = ['#1677ff', '#2f54eb', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#eb2f96'];
