import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import {
  clearReloadWhenSettled,
  decideNavigation,
  guardLoader,
  installScrollToTop,
  needsPermissionReload,
  runGuard,
  type GuardDeps,
  type GuardState,
} from './guard.ts';
import { bindRouter } from './navigation.ts';
import { NOT_LOADED, useLoginStore } from './stores/login.ts';

const state = (patch: Partial<GuardState> = {}): GuardState => ({
  notAllow: [],
  hasToken: true,
  reload: false,
  username: 'student',
  ...patch,
});

function fakeDeps(initial: GuardState, from = '/index') {
  let current = initial;
  const deps = {
    state: vi.fn(() => current),
    reloadPermissions: vi.fn(async () => undefined),
    markNotAuthorised: vi.fn(),
    leaveNotice: vi.fn(),
    requireLogin: vi.fn(),
    clearReload: vi.fn(),
    rememberPath: vi.fn(),
    currentPath: vi.fn(() => from),
  } satisfies GuardDeps;
  return { deps, set: (next: GuardState) => (current = next) };
}

describe('rule 1: forbidden route names', () => {
  it('marks not authorised and cancels a route in notAllow', async () => {
    const { deps } = fakeDeps(state({ notAllow: ['history'] }), '/course');
    expect(decideNavigation({ name: 'history', path: '/history' }, deps.state())).toEqual({ kind: 'notAuthorised' });
    await expect(runGuard({ name: 'history', path: '/history' }, deps)).resolves.toBe('/course');
    expect(deps.markNotAuthorised).toHaveBeenCalledOnce();
    expect(deps.rememberPath).not.toHaveBeenCalled();
  });

  it('never refuses index, even when listed', async () => {
    const { deps } = fakeDeps(state({ notAllow: ['index'] }));
    await expect(runGuard({ name: 'index', path: '/index' }, deps)).resolves.toBeNull();
    expect(deps.markNotAuthorised).not.toHaveBeenCalled();
  });
});

describe('the 暂无访问权限 notice stays on its page (issue 30)', () => {
  it('opens the notice on the page the refusal stays on', async () => {
    const { deps } = fakeDeps(state({ notAllow: ['history'] }), '/course');
    await runGuard({ name: 'history', path: '/history' }, deps);
    expect(deps.markNotAuthorised).toHaveBeenCalledWith('/course');
  });

  it('closes a notice of another page on the next navigation, and keeps it on its own page', async () => {
    useLoginStore.setState({ isAuth: false });
    const app = (await import('./guard.ts')).appGuardDeps;
    app.markNotAuthorised('/index');
    expect(useLoginStore.getState().isAuth).toBe(true);
    app.leaveNotice('/index');
    expect(useLoginStore.getState().isAuth).toBe(true);
    app.leaveNotice('/history');
    expect(useLoginStore.getState().isAuth).toBe(false);
  });

  it('tells the notice about every navigation that goes through', async () => {
    const { deps } = fakeDeps(state());
    await runGuard({ name: 'course', path: '/course' }, deps);
    expect(deps.leaveNotice).toHaveBeenCalledWith('/course');
  });
});

describe('rule 2: no access token', () => {
  it('cancels navigation and opens the login dialog without a token', async () => {
    const { deps } = fakeDeps(state({ hasToken: false, username: null }), '/index');
    expect(decideNavigation({ name: 'course', path: '/course' }, deps.state())).toEqual({ kind: 'loginNeeded', goIndex: false });
    await expect(runGuard({ name: 'course', path: '/course?id=2' }, deps)).resolves.toBe('/index');
    expect(deps.requireLogin).toHaveBeenCalledWith('/course?id=2');
    expect(deps.clearReload).not.toHaveBeenCalled();
  });

  it('stays on the current page when cancelling a later navigation', async () => {
    const { deps } = fakeDeps(state({ hasToken: false, username: null }), '/index?from=hero');
    await expect(runGuard({ name: 'history', path: '/history' }, deps)).resolves.toBe('/index?from=hero');
  });

  it('goes to index and clears the reload flag when the flag is set', async () => {
    const { deps } = fakeDeps(state({ hasToken: false, username: null, reload: true }), '/history');
    await expect(runGuard({ name: 'history', path: '/history' }, deps)).resolves.toBe('/index');
    expect(deps.clearReload).toHaveBeenCalledOnce();
    expect(deps.requireLogin).toHaveBeenCalledWith('/history');
  });

  it('lets a visitor open index', async () => {
    const { deps } = fakeDeps(state({ hasToken: false, username: null, reload: true }));
    await expect(runGuard({ name: 'index', path: '/index' }, deps)).resolves.toBeNull();
    expect(deps.requireLogin).not.toHaveBeenCalled();
  });
});

describe('rule 3: proceed', () => {
  it('remembers the target path and proceeds', async () => {
    const { deps } = fakeDeps(state());
    await expect(runGuard({ name: 'history', path: '/history?year=2025' }, deps)).resolves.toBeNull();
    expect(deps.rememberPath).toHaveBeenCalledWith('/history?year=2025');
  });
});

describe('rule 4: permission reload', () => {
  it('needs a reload only when the list starts with 1 and a username is known', () => {
    expect(needsPermissionReload([1], 'student')).toBe(true);
    expect(needsPermissionReload([1], null)).toBe(false);
    expect(needsPermissionReload([], 'student')).toBe(false);
    expect(needsPermissionReload(['history'], 'student')).toBe(false);
  });

  it('reloads permissions first and decides on the fresh list', async () => {
    const { deps, set } = fakeDeps(state({ notAllow: NOT_LOADED }));
    deps.reloadPermissions.mockImplementation(async () => {
      set(state({ notAllow: ['history'] }));
    });
    await expect(runGuard({ name: 'history', path: '/history' }, deps)).resolves.toBe('/index');
    expect(deps.reloadPermissions).toHaveBeenCalledOnce();
    expect(deps.markNotAuthorised).toHaveBeenCalledOnce();
  });

  it('does not reload without a username', async () => {
    const { deps } = fakeDeps(state({ notAllow: NOT_LOADED, username: null }));
    await runGuard({ name: 'history', path: '/history' }, deps);
    expect(deps.reloadPermissions).not.toHaveBeenCalled();
  });
});

describe('rule 5: scroll to top', () => {
  it('scrolls after every settled navigation, not while loading', () => {
    type Listener = Parameters<Parameters<typeof installScrollToTop>[0]['subscribe']>[0];
    let listener: Listener = () => undefined;
    const router = {
      state: { location: { key: 'a' }, navigation: { state: 'idle' }, initialized: true },
      subscribe: (l: Listener) => {
        listener = l;
        return () => undefined;
      },
    };
    const scroll = vi.fn();
    installScrollToTop(router, scroll);
    listener({ location: { key: 'a' }, navigation: { state: 'loading' }, initialized: true });
    expect(scroll).not.toHaveBeenCalled();
    listener({ location: { key: 'b' }, navigation: { state: 'idle' }, initialized: true });
    expect(scroll).toHaveBeenCalledOnce();
    listener({ location: { key: 'b' }, navigation: { state: 'idle' }, initialized: true });
    expect(scroll).toHaveBeenCalledOnce();
    listener({ location: { key: 'c' }, navigation: { state: 'idle' }, initialized: true });
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});

describe('guardLoader', () => {
  it('throws a replace redirect when the guard cancels', async () => {
    const { deps } = fakeDeps(state({ hasToken: false, username: null }), '/index');
    const loader = guardLoader('history', deps);
    const thrown = await loader({ request: new Request('http://localhost/history'), params: {}, context: undefined } as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/index');
  });
});

describe('the guard in a router', () => {
  const routes = () => [
    {
      path: '/',
      children: [
        { path: 'index', loader: guardLoader('index'), element: null },
        { path: 'history', loader: guardLoader('history'), element: null },
      ],
    },
  ];
  beforeEach(() => {
    localStorage.clear();
    useLoginStore.setState({ loginNeeded: false, pendingPath: null, reload: true, isAuth: false, notAllow: NOT_LOADED, userInfo: null });
  });
  afterEach(() => bindRouter(null));

  it('sends a visitor who opens /history to index with the login dialog, then lets them in after login', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/history'] });
    bindRouter(router);
    clearReloadWhenSettled(router);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/index');
    expect(useLoginStore.getState().loginNeeded).toBe(true);
    expect(useLoginStore.getState().pendingPath).toBe('/history');
    expect(useLoginStore.getState().reload).toBe(false);

    localStorage.setItem('accessToken', 'token-1');
    useLoginStore.setState({ notAllow: [], loginNeeded: false });
    await router.navigate('/history');
    expect(router.state.location.pathname).toBe('/history');
    router.dispose();
  });

  it('keeps a visitor on index when they click a protected page later', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/index'] });
    bindRouter(router);
    clearReloadWhenSettled(router);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    await vi.waitFor(() => expect(useLoginStore.getState().reload).toBe(false));
    await router.navigate('/history');
    expect(router.state.location.pathname).toBe('/index');
    expect(useLoginStore.getState().loginNeeded).toBe(true);
    router.dispose();
  });
});
