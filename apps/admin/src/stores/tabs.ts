import { create } from 'zustand';
import { STORAGE_KEYS } from '../services/token';

export interface PageTab {
  path: string;
  title: string;
}

export const HOME_PATH = '/home';

/** Opened page tags; the first one is home and cannot be closed (spec §4). */
interface TabsState {
  tabs: PageTab[];
  open: (tab: PageTab) => void;
  /** Closes one tab and answers the path to show next when it was the active one. */
  close: (path: string, activePath: string) => string;
  closeOthers: (keepPath: string) => void;
  closeAll: () => void;
  /** Re-titles tabs after a language switch or a menu refresh. */
  retitle: (titleOf: (path: string) => string | undefined) => void;
}

function homeTab(): PageTab {
  return { path: HOME_PATH, title: 'home' };
}

function load(): PageTab[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.tabs) ?? '[]') as PageTab[];
    const rest = stored.filter((tab) => tab.path !== HOME_PATH);
    return [homeTab(), ...rest];
  } catch {
    return [homeTab()];
  }
}

export const useTabs = create<TabsState>((set, get) => {
  const save = (tabs: PageTab[]) => {
    sessionStorage.setItem(STORAGE_KEYS.tabs, JSON.stringify(tabs));
    set({ tabs });
  };
  return {
    tabs: load(),
    open: (tab) => {
      const tabs = get().tabs;
      const existing = tabs.find((t) => t.path === tab.path);
      if (existing) {
        if (existing.title !== tab.title && tab.path !== HOME_PATH) {
          save(tabs.map((t) => (t.path === tab.path ? tab : t)));
        }
        return;
      }
      save([...tabs, tab]);
    },
    close: (path, activePath) => {
      const tabs = get().tabs;
      const index = tabs.findIndex((t) => t.path === path);
      if (index <= 0) return activePath;
      const next = tabs.filter((t) => t.path !== path);
      save(next);
      if (path !== activePath) return activePath;
      return (next[index] ?? next[index - 1] ?? next[0]).path;
    },
    closeOthers: (keepPath) => save(get().tabs.filter((t, i) => i === 0 || t.path === keepPath)),
    closeAll: () => save([get().tabs[0] ?? homeTab()]),
    retitle: (titleOf) => save(get().tabs.map((t) => (t.path === HOME_PATH ? t : { ...t, title: titleOf(t.path) ?? t.title }))),
  };
});
