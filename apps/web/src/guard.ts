import { replace, type LoaderFunctionArgs } from 'react-router';
import { INDEX_ROUTE } from './routeTable.ts';
import { currentPath } from './navigation.ts';
import { reloadPermissions } from './session.ts';
import { useLoginStore } from './stores/login.ts';
import { STORAGE, getToken, writeText } from './stores/storage.ts';

/**
 * The route guard of spec §2. react-router data routers have no beforeEach, so every child of
 * the layout gets `guardLoader(name)`: a loader runs before its route renders, on the first load
 * as on every later navigation, and cancels by redirecting (replace) back to where the user was,
 * or to index when there is nowhere to go back to (the page was just opened).
 */

export interface GuardTarget {
  /** Route name. */
  name: string;
  /** Path with search, e.g. '/history?year=2025'. */
  path: string;
}

export interface GuardState {
  notAllow: ReadonlyArray<string | number>;
  hasToken: boolean;
  /** Set until the first navigation has settled. */
  reload: boolean;
  username: string | null;
}

export type GuardDecision = { kind: 'proceed' } | { kind: 'notAuthorised' } | { kind: 'loginNeeded'; goIndex: boolean };

/** Rules 1-3. */
export function decideNavigation(target: GuardTarget, state: GuardState): GuardDecision {
  const isIndex = target.name === INDEX_ROUTE;
  // 1. a forbidden route name (index is always open): not authorised, cancel
  if (!isIndex && state.notAllow.includes(target.name)) return { kind: 'notAuthorised' };
  // 2. no token and not index: login needed, cancel; with the reload flag go to index
  if (!state.hasToken && !isIndex) return { kind: 'loginNeeded', goIndex: state.reload };
  // 3. proceed (the caller remembers the path)
  return { kind: 'proceed' };
}

/** Rule 4: the forbidden list still starts with the "not loaded" marker 1 and a username is known. */
export function needsPermissionReload(notAllow: ReadonlyArray<string | number>, username: string | null | undefined): boolean {
  return notAllow[0] === 1 && Boolean(username);
}

export interface GuardDeps {
  state(): GuardState;
  reloadPermissions(): Promise<void>;
  /** Opens the 暂无访问权限 notice on the page the refused navigation stays on (`at`). */
  markNotAuthorised(at: string): void;
  /**
   * A navigation to `path` went through: a notice raised for another page is closed, so it never
   * follows the student to the next page (issue 30).
   */
  leaveNotice(path: string): void;
  /** Opens the login dialog, remembering the wanted path. */
  requireLogin(wantedPath: string): void;
  clearReload(): void;
  rememberPath(path: string): void;
  /** The committed location, where a cancelled navigation stays. */
  currentPath(): string;
}

/** Runs rules 4 then 1-3. Returns null to proceed, or the path to go to instead. */
export async function runGuard(target: GuardTarget, deps: GuardDeps): Promise<string | null> {
  let state = deps.state();
  if (needsPermissionReload(state.notAllow, state.username)) {
    await deps.reloadPermissions();
    state = deps.state();
  }
  const decision = decideNavigation(target, state);
  const stay = () => {
    const from = deps.currentPath();
    return state.reload || !from || from === target.path ? `/${INDEX_ROUTE}` : from;
  };
  switch (decision.kind) {
    case 'proceed':
      deps.leaveNotice(target.path);
      deps.rememberPath(target.path);
      return null;
    case 'notAuthorised': {
      const at = stay();
      deps.markNotAuthorised(at);
      return at;
    }
    case 'loginNeeded':
      deps.requireLogin(target.path);
      if (decision.goIndex) {
        deps.clearReload();
        return `/${INDEX_ROUTE}`;
      }
      return stay();
  }
}

/** The page the open 暂无访问权限 notice belongs to. */
let noticeAt: string | null = null;

/** The guard as the app runs it: the stores, the session and the router's location. */
export const appGuardDeps: GuardDeps = {
  state: () => {
    const login = useLoginStore.getState();
    return {
      notAllow: login.notAllow,
      hasToken: Boolean(getToken()),
      reload: login.reload,
      username: login.userInfo?.username ?? null,
    };
  },
  reloadPermissions,
  markNotAuthorised: (at) => {
    noticeAt = at;
    useLoginStore.getState().setIsAuth(true);
  },
  leaveNotice: (path) => {
    if (useLoginStore.getState().isAuth && noticeAt !== path) useLoginStore.getState().setIsAuth(false);
  },
  requireLogin: (wantedPath) => useLoginStore.getState().openLogin(wantedPath),
  clearReload: () => useLoginStore.getState().setReload(false),
  rememberPath: (path) => writeText(STORAGE.lastPath, path),
  currentPath,
};

/** A route loader that applies the guard to navigations into route `name`. */
export function guardLoader(name: string, deps: GuardDeps = appGuardDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const redirectTo = await runGuard({ name, path: url.pathname + url.search }, deps);
    if (redirectTo !== null) throw replace(redirectTo);
    return null;
  };
}

interface SubscribableRouter {
  state: { location: { key: string }; navigation: { state: string }; initialized: boolean };
  subscribe(listener: (state: SubscribableRouter['state']) => void): () => void;
}

/** Rule 5: scroll to the top after every navigation. */
export function installScrollToTop(router: SubscribableRouter, scroll: () => void = () => window.scrollTo(0, 0)): () => void {
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    scroll();
  });
}

/** The reload flag lives until the first navigation has settled. */
export function clearReloadWhenSettled(router: SubscribableRouter, clear: () => void = () => useLoginStore.getState().setReload(false)): () => void {
  if (router.state.initialized && router.state.navigation.state === 'idle') {
    clear();
    return () => undefined;
  }
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      clear();
      unsubscribe();
    }
  });
  return unsubscribe;
}
