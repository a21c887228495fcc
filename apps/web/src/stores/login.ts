import { create } from 'zustand';
import type { UserView } from '@zhiyuan/shared';
import { STORAGE, getToken, readJson, writeJson, writeText } from './storage.ts';
import { addToBasket, readBasket, removeFromBasket, writeBasket, type AddOutcome, type CompareSchool } from './compareBasket.ts';

export type { CompareSchool } from './compareBasket.ts';

/** The signed-in user as the web app keeps it (UserView carries province and grade). */
export type UserInfo = UserView;

/** `[1]` is the "not loaded yet" marker of the forbidden list (guard rule 4). */
export const NOT_LOADED: ReadonlyArray<string | number> = [1];

export type ModalName = 'personal' | 'related' | 'auth' | 'toTest' | 'leave' | 'detail';
export type AuthView = 'login' | 'register' | 'reset';

export interface LoginState {
  isLogin: boolean;
  userInfo: UserInfo | null;
  /** Route names this user may not open (server's notAllow); [1] until loaded. */
  notAllow: ReadonlyArray<string | number>;
  compareSchools: CompareSchool[];
  showCompare: boolean;
  modals: Record<ModalName, boolean>;
  /** Set by the guard when the target route is in notAllow. */
  isAuth: boolean;
  /** Set by the guard / http client when a login is needed: opens the login dialog. */
  loginNeeded: boolean;
  /** Which form the auth dialog shows. */
  authView: AuthView;
  /** The page the visitor wanted when the login dialog opened; opened after login. */
  pendingPath: string | null;
  /** Set at start-up: a cancelled first navigation goes to index (guard rule 2). */
  reload: boolean;

  setUser(user: UserInfo | null, notAllow?: ReadonlyArray<string | number>): void;
  setNotAllow(notAllow: ReadonlyArray<string | number>): void;
  openLogin(pendingPath?: string | null, view?: AuthView): void;
  closeLogin(): void;
  setAuthView(view: AuthView): void;
  setIsAuth(value: boolean): void;
  setModal(name: ModalName, open: boolean): void;
  setReload(value: boolean): void;
  /** Adds a school to the compare basket (at most four, each once; persisted). */
  addCompareSchool(school: CompareSchool): AddOutcome;
  removeCompareSchool(id: string): void;
  clearCompareSchools(): void;
  setShowCompare(value: boolean): void;
  /** Forget the user (logout / 401); keeps flags the UI is showing. */
  clear(): void;
}

const closedModals = (): Record<ModalName, boolean> => ({
  personal: false,
  related: false,
  auth: false,
  toTest: false,
  leave: false,
  detail: false,
});

export const useLoginStore = create<LoginState>()((set, get) => ({
  isLogin: Boolean(getToken()),
  userInfo: readJson<UserInfo>(STORAGE.userInfo),
  notAllow: NOT_LOADED,
  compareSchools: readBasket(),
  showCompare: false,
  modals: closedModals(),
  isAuth: false,
  loginNeeded: false,
  authView: 'login',
  pendingPath: null,
  reload: true,

  setUser: (user, notAllow) =>
    set((state) => {
      writeJson(STORAGE.userInfo, user);
      if (user?.grade) writeText(STORAGE.grade, user.grade);
      return { userInfo: user, isLogin: Boolean(getToken()), notAllow: notAllow ?? state.notAllow };
    }),
  setNotAllow: (notAllow) => set({ notAllow }),
  openLogin: (pendingPath = null, view = 'login') => set((state) => ({ loginNeeded: true, authView: view, pendingPath: pendingPath ?? state.pendingPath })),
  closeLogin: () => set({ loginNeeded: false, pendingPath: null, authView: 'login' }),
  setAuthView: (authView) => set({ authView }),
  setIsAuth: (isAuth) => set({ isAuth }),
  setModal: (name, open) => set((state) => ({ modals: { ...state.modals, [name]: open } })),
  setReload: (reload) => set({ reload }),
  addCompareSchool: (school) => {
    const { list, outcome } = addToBasket(get().compareSchools, school);
    if (outcome === 'added') {
      writeBasket(list);
      set({ compareSchools: list });
    }
    return outcome;
  },
  removeCompareSchool: (id) => {
    const list = removeFromBasket(get().compareSchools, id);
    writeBasket(list);
    set({ compareSchools: list });
  },
  clearCompareSchools: () => {
    writeBasket([]);
    set({ compareSchools: [] });
  },
  setShowCompare: (showCompare) => set({ showCompare }),
  clear: () => {
    writeBasket([]);
    set({ isLogin: false, userInfo: null, notAllow: NOT_LOADED, compareSchools: [], showCompare: false, modals: closedModals() });
  },
}));
