import type { MenuNode, UserView } from '@zhiyuan/shared';
import { create } from 'zustand';
import { clearSessionStorage, getToken, readJson, setToken, STORAGE_KEYS, writeJson } from '../services/token';

/** The signed-in administrator: token, menu tree and role names, mirrored into localStorage. */
interface SessionState {
  token: string | null;
  user: UserView | null;
  /** Role names, e.g. ['ROLE_ADMIN']. */
  roles: string[];
  menus: MenuNode[];
  /** Whether a menu tree has been received (an empty one counts). */
  menusLoaded: boolean;
  /** True after the user chose to sign out (login then starts fresh, without a return path). */
  signedOutByUser: boolean;
  signIn: (token: string) => void;
  setMenus: (menus: MenuNode[]) => void;
  setUser: (user: UserView) => void;
  /** Forgets the user; language and theme stay. */
  clear: (byUser?: boolean) => void;
}

export const useSession = create<SessionState>((set) => ({
  token: getToken(),
  user: readJson<UserView | null>(STORAGE_KEYS.user, null),
  roles: readJson<string[]>(STORAGE_KEYS.roles, []),
  menus: readJson<MenuNode[]>(STORAGE_KEYS.menus, []),
  menusLoaded: localStorage.getItem(STORAGE_KEYS.menus) !== null,
  signedOutByUser: false,
  signIn: (token) => {
    setToken(token);
    set({ token, signedOutByUser: false });
  },
  setMenus: (menus) => {
    writeJson(STORAGE_KEYS.menus, menus);
    set({ menus, menusLoaded: true });
  },
  setUser: (user) => {
    const roles = (user.roles ?? []).map((role) => role.name);
    writeJson(STORAGE_KEYS.user, user);
    writeJson(STORAGE_KEYS.roles, roles);
    set({ user, roles });
  },
  clear: (byUser = false) => {
    clearSessionStorage();
    set({ token: null, user: null, roles: [], menus: [], menusLoaded: false, signedOutByUser: byUser });
  },
}));
