import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../i18n/index.ts';
import { AuthPanel } from './AuthPanel.tsx';
import { forgetRegisterOptions } from './useRegisterOptions.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetRegisterOptions();
});

const serve = (options: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, code: 200, message: '', timestamp: 0, result: options }))),
  );

const panel = (view: 'register' | 'reset') => render(<AuthPanel view={view} onSwitch={() => undefined} onDone={() => undefined} />);

describe('register and reset follow what the install offers (issue 16 item 3)', () => {
  it('without SMS: no code field, the mobile said to stay unverified, the agreement links and the guardian line', async () => {
    serve({ smsCode: 'off', resetByMobile: false, resetByEmail: false, captchaAfter: 5 });
    panel('register');
    expect(await screen.findByTestId('register-unverified')).toBeTruthy();
    expect(screen.queryByTestId('register-code')).toBeNull();
    expect(screen.getByTestId('link-agreement').getAttribute('href')).toBe('#/agreement');
    expect(screen.getByTestId('link-privacy').getAttribute('href')).toBe('#/privacy');
    expect(screen.getByTestId('register-guardian').textContent).toContain('14 周岁');
  });

  it('with a real provider: the code field, and no "unverified" note', async () => {
    serve({ smsCode: 'required', resetByMobile: true, resetByEmail: false, captchaAfter: 5 });
    panel('register');
    expect(await screen.findByTestId('register-code')).toBeTruthy();
    expect(screen.queryByTestId('register-unverified')).toBeNull();
  });

  it('reset without SMS or e-mail says an administrator resets; with e-mail only, offers e-mail', async () => {
    serve({ smsCode: 'off', resetByMobile: false, resetByEmail: false, captchaAfter: 5 });
    panel('reset');
    expect((await screen.findByTestId('reset-by-admin')).textContent).toContain('管理员');
    cleanup();
    forgetRegisterOptions();
    serve({ smsCode: 'optional', resetByMobile: false, resetByEmail: true, captchaAfter: 5 });
    panel('reset');
    expect((await screen.findByTestId('reset-no-sms')).textContent).toContain('邮箱');
    expect(screen.queryByText('手机号找回')).toBeNull();
  });
});
