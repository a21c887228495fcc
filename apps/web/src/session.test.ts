import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, completeLogin, loadPermissions, reloadPermissions } from './session.ts';
import { useLoginStore } from './stores/login.ts';
import { useUserStore } from './stores/user.ts';

const user = { id: '1', username: 'student', nickname: '小明', avatar: null, grade: '高三', province: '河南' };

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('after login stores the token, fills userInfo and notAllow, stores the grade and closes the dialog', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        expect(url).toBe('/api/permission/getUserAndMenuList');
        expect((init.headers as Record<string, string>).accessToken).toBe('tok');
        return new Response(JSON.stringify({ success: true, code: 200, message: '', timestamp: 0, result: { user, menuList: [], notAllow: ['report'] } }));
      }),
    );
    useLoginStore.getState().openLogin('/history');
    const wanted = await completeLogin('tok');
    expect(wanted).toBe('/history');
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(localStorage.getItem('grade')).toBe('高三');
    const state = useLoginStore.getState();
    expect(state.isLogin).toBe(true);
    expect(state.userInfo?.province).toBe('河南');
    expect(state.notAllow).toEqual(['report']);
    expect(state.loginNeeded).toBe(false);
    expect(useUserStore.getState().nickname).toBe('小明');
  });

  it('logout removes stored user info but keeps language and theme', () => {
    localStorage.setItem('accessToken', 'tok');
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('grade', '高三');
    localStorage.setItem('language', 'en-US');
    localStorage.setItem('theme', JSON.stringify({ state: { menuWidth: 220 }, version: 0 }));
    useUserStore.getState().setProfile({ nickname: '小明', avatar: 'a.png' });
    clearSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('grade')).toBeNull();
    expect(useUserStore.getState().nickname).toBe('');
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(localStorage.getItem('theme')).not.toBeNull();
    expect(useLoginStore.getState().notAllow).toEqual([1]);
    expect(useLoginStore.getState().isLogin).toBe(false);
  });
});

describe('permission reload (issue 16 item 10)', () => {
  const answer = () =>
    vi.fn(
      async () => new Response(JSON.stringify({ success: true, code: 200, message: '', timestamp: 0, result: { user, menuList: [], notAllow: ['report'] } })),
    );

  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSession();
  });

  it('loads the list quietly on the first load of a signed-in page, with one call however many ask', async () => {
    localStorage.setItem('accessToken', 'tok');
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await Promise.all([reloadPermissions(), loadPermissions(), reloadPermissions()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useLoginStore.getState().notAllow).toEqual(['report']);
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs 'permission lost' when a list this page had loaded is back at [1]", async () => {
    localStorage.setItem('accessToken', 'tok');
    vi.stubGlobal('fetch', answer());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await reloadPermissions();
    useLoginStore.getState().setNotAllow([1]);
    await reloadPermissions();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/权限信息已失效|Permissions lost/);
    expect(useLoginStore.getState().notAllow).toEqual(['report']);
  });
});
