import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './client.ts';
import { useLoginStore } from '../stores/login.ts';
import { bindRouter } from '../navigation.ts';
import { connectHttpSession } from '../session.ts';

describe('the app client on code 401', () => {
  beforeEach(() => {
    // as main.tsx does at start
    connectHttpSession();
    localStorage.clear();
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem('userInfo', JSON.stringify({ username: 'student' }));
    localStorage.setItem('language', 'en-US');
    localStorage.setItem('theme', '{"state":{}}');
    useLoginStore.setState({ isLogin: true, loginNeeded: false, userInfo: { username: 'student' } as never });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    bindRouter(null);
  });

  it('clears user info and the token, goes to index and opens the login dialog', async () => {
    const navigate = vi.fn();
    bindRouter({ navigate, state: { location: { pathname: '/history', search: '' } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, code: 401, message: 'expired', timestamp: 0, result: null }))),
    );
    await http.get('/user/info');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en-US');
    expect(localStorage.getItem('theme')).not.toBeNull();
    expect(useLoginStore.getState().isLogin).toBe(false);
    expect(useLoginStore.getState().loginNeeded).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/index', undefined);
  });

  it('does not navigate when already on index', async () => {
    const navigate = vi.fn();
    bindRouter({ navigate, state: { location: { pathname: '/index', search: '' } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: false, code: 401, message: 'expired', timestamp: 0, result: null }))),
    );
    await http.get('/user/info');
    expect(navigate).not.toHaveBeenCalled();
    expect(useLoginStore.getState().loginNeeded).toBe(true);
  });
});
