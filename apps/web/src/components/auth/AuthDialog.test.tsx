import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from '../../i18n/index.ts';
import { useLoginStore } from '../../stores/login.ts';
import { AuthDialog } from './AuthDialog.tsx';
import { MOBILE_RE, PASSWORD_RE, USERNAME_RE } from './rules.ts';

beforeAll(() => {
  // antd reads these; jsdom has neither
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

describe('account rules', () => {
  it('follow the server contract', () => {
    expect(USERNAME_RE.test('student_1')).toBe(true);
    expect(USERNAME_RE.test('1student')).toBe(false);
    expect(USERNAME_RE.test('abc')).toBe(false);
    expect(PASSWORD_RE.test('abc123')).toBe(true);
    expect(PASSWORD_RE.test('abcdef')).toBe(false);
    expect(PASSWORD_RE.test('123456')).toBe(false);
    expect(MOBILE_RE.test('13800000000')).toBe(true);
    expect(MOBILE_RE.test('12800000000')).toBe(false);
  });
});

describe('login dialog', () => {
  beforeEach(() => {
    localStorage.clear();
    useLoginStore.setState({ loginNeeded: true, authView: 'login' });
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('zh-CN');
  });

  const submitEmpty = async () => {
    render(<AuthDialog />);
    expect(screen.getByTestId('login-modal')).toBeTruthy();
    expect(screen.getByText(i18n.t('auth.smsTab'))).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
  };

  it('shows its validation messages in Chinese', async () => {
    await submitEmpty();
    expect(await screen.findByText('请输入用户名、手机号或邮箱')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('shows its validation messages in English', async () => {
    await i18n.changeLanguage('en-US');
    await submitEmpty();
    expect(await screen.findByText('Please enter your username, mobile or e-mail')).toBeTruthy();
  });

  it('asks for the image captcha when the server requires it', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url === '/api/common/captcha/init') return new Response(JSON.stringify({ success: true, code: 200, message: '', timestamp: 0, result: 'cap-9' }));
      return new Response(JSON.stringify({ success: false, code: 400, message: '用户名或密码错误', timestamp: 0, result: { captchaRequired: true } }));
    });
    vi.stubGlobal('fetch', fetch);
    render(<AuthDialog />);
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'student' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'abc12345' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('login-submit'));
    });
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    const image = (await screen.findByAltText('图片验证码')) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/common/captcha/draw/cap-9');
    // (besides the dialog's one read of /auth/registerOptions)
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => url !== '/api/auth/registerOptions')).toEqual(['/api/auth/login', '/api/common/captcha/init']);
  });
});
