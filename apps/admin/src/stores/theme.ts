import { DEFAULT_THEME } from '@zhiyuan/shared';
import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from '../services/token';

export type MenuTheme = 'darkblue' | 'dark' | 'light';
export type NavTheme = 'light' | 'dark';

export interface WatermarkSettings {
  open: boolean;
  type: 'username' | 'custom';
  custom: string;
  alpha: number;
  fontSize: number;
  angle: number;
  gapX: number;
  gapY: number;
  offsetX: number;
  offsetY: number;
  font: string;
  color: string;
}

/** Theme settings of spec §3, defaults from spec §9 (DEFAULT_THEME). */
export interface ThemeSettings {
  mainTheme: string;
  menuTheme: MenuTheme;
  navTheme: NavTheme;
  accordion: boolean;
  menuWidth: number;
  navType: number;
  sliceNum: number;
  navShowType: string;
  showNavMenuIcon: boolean;
  fixNav: boolean;
  showFold: boolean;
  showLogo: boolean;
  showTags: boolean;
  showSearch: boolean;
  showFooter: boolean;
  weakMode: boolean;
  colorPrimary: string;
  watermark: WatermarkSettings;
}

export const DEFAULT_PRIMARY = '#1677ff';

export function defaultTheme(): ThemeSettings {
  return {
    ...DEFAULT_THEME,
    menuTheme: DEFAULT_THEME.menuTheme as MenuTheme,
    navTheme: DEFAULT_THEME.navTheme as NavTheme,
    colorPrimary: DEFAULT_PRIMARY,
    watermark: { ...DEFAULT_THEME.watermark },
  };
}

function load(): ThemeSettings {
  const base = defaultTheme();
  const stored = readJson<Partial<ThemeSettings>>(STORAGE_KEYS.theme, {});
  return { ...base, ...stored, watermark: { ...base.watermark, ...(stored.watermark ?? {}) } };
}

interface ThemeState {
  theme: ThemeSettings;
  update: (patch: Partial<Omit<ThemeSettings, 'watermark'>>) => void;
  updateWatermark: (patch: Partial<WatermarkSettings>) => void;
  reset: () => void;
}

export const useTheme = create<ThemeState>((set, get) => {
  const save = (theme: ThemeSettings) => {
    writeJson(STORAGE_KEYS.theme, theme);
    set({ theme });
  };
  return {
    theme: load(),
    update: (patch) => save({ ...get().theme, ...patch }),
    updateWatermark: (patch) => save({ ...get().theme, watermark: { ...get().theme.watermark, ...patch } }),
    reset: () => save(defaultTheme()),
  };
});
