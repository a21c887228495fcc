import { create } from 'zustand';
import { PROVINCES, findProvince, type Language, type MenuNode } from '@zhiyuan/shared';
import i18n, { storedLanguage } from '../i18n/index.ts';
import { STORAGE, readJson, readText, writeText } from './storage.ts';
import { HOME_TAG, cachedPagesOf, closeAllTags, closeOtherTags, closeTag, openTag, type PageTag } from './tags.ts';

export interface NavItem {
  /** Route name the item opens. */
  name: string;
  /** i18n key of its label. */
  labelKey: string;
}

export interface AppStore {
  navList: NavItem[];
  currentNav: string;
  /** Opened page tags; the first is home. */
  tags: PageTag[];
  /** Names of pages kept alive (never `test`). */
  cachedPages: string[];
  menuList: MenuNode[];
  messageCount: number;
  language: Language;
  /**
   * The exam province the site shows: the signed-in user's profile's, or the visitor's choice.
   * Shown here; pickers call chooseProvince (stores/province.ts), which also saves the profile.
   */
  province: string;
  /**
   * The province is a guess from the visitor's IP (/common/ip/province), said beside the picker
   * until the visitor chooses one; false once chosen or for a signed-in user.
   */
  provinceGuessed: boolean;

  setNavList(list: NavItem[]): void;
  setCurrentNav(name: string): void;
  openPage(tag: PageTag): void;
  closePage(name: string): void;
  closeAll(): void;
  closeOthers(currentName: string): void;
  setMenuList(menus: MenuNode[]): void;
  setMessageCount(count: number): void;
  setLanguage(language: Language): void;
  setProvince(province: string): void;
  /** Shows a guessed province without keeping it as the visitor's choice. */
  guessProvince(province: string): void;
}

const DEFAULT_PROVINCE = PROVINCES[0].province;

/**
 * The signed-in user's exam province (the profile's: the one source, see stores/province.ts),
 * else the visitor's last choice, else the first configured one.
 */
function initialProvince(): string {
  return knownProvince() ?? DEFAULT_PROVINCE;
}

/** The signed-in user's stored province or the visitor's last choice; null for a first visit (then the IP is asked). */
export function knownProvince(): string | null {
  const signedIn = readText(STORAGE.accessToken) ? readJson<{ province?: string | null }>(STORAGE.userInfo)?.province : null;
  const candidates = [signedIn, readText(STORAGE.province)];
  return candidates.find((p): p is string => Boolean(p && findProvince(p))) ?? null;
}

export function applyLanguage(language: Language): void {
  writeText(STORAGE.language, language);
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const useAppStore = create<AppStore>()((set) => ({
  navList: [],
  currentNav: 'index',
  tags: [HOME_TAG],
  cachedPages: [HOME_TAG.name],
  menuList: [],
  messageCount: 0,
  language: storedLanguage(),
  province: initialProvince(),
  provinceGuessed: false,

  setNavList: (navList) => set({ navList }),
  setCurrentNav: (currentNav) => set({ currentNav }),
  openPage: (tag) =>
    set((s) => {
      const tags = openTag(s.tags, tag);
      return { tags, cachedPages: cachedPagesOf(tags) };
    }),
  closePage: (name) =>
    set((s) => {
      const tags = closeTag(s.tags, name);
      return { tags, cachedPages: cachedPagesOf(tags) };
    }),
  closeAll: () =>
    set((s) => {
      const tags = closeAllTags(s.tags);
      return { tags, cachedPages: cachedPagesOf(tags) };
    }),
  closeOthers: (currentName) =>
    set((s) => {
      const tags = closeOtherTags(s.tags, currentName);
      return { tags, cachedPages: cachedPagesOf(tags) };
    }),
  setMenuList: (menuList) => set({ menuList }),
  setMessageCount: (messageCount) => set({ messageCount }),
  setLanguage: (language) => {
    applyLanguage(language);
    set({ language });
  },
  setProvince: (province) => {
    if (!findProvince(province)) return;
    writeText(STORAGE.province, province);
    set({ province, provinceGuessed: false });
  },
  guessProvince: (province) => {
    if (findProvince(province)) set({ province, provinceGuessed: true });
  },
}));

export const currentLanguage = (): Language => useAppStore.getState().language;
