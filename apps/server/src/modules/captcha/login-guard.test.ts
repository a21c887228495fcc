import { afterAll, describe, expect, it } from 'vitest';
import { memoryState } from '../../lib/state.ts';
import { captchaService } from '../captcha/service.ts';
import { loginGuard } from './login-guard.ts';

const state = memoryState();
afterAll(() => state.close());

describe('login guard', () => {
  it('counts together on two instances that share the state', async () => {
    // Two server instances: two guards over one shared state (Redis in production).
    const [first, second] = [loginGuard(state, captchaService(state)), loginGuard(state, captchaService(state))];
    for (let i = 0; i < 3; i++) await first.recordFailure('Shared01', '10.5.0.1');
    expect(await second.status('shared01', '10.5.0.9')).toEqual({ waitSeconds: 0, captchaRequired: true });
    for (let i = 0; i < 2; i++) await second.recordFailure('shared01', '10.5.0.1');
    expect((await first.status('shared01', '10.5.0.1')).waitSeconds).toBe(1);
    expect((await first.status('shared01', '10.5.0.2')).waitSeconds).toBe(0);
  });

  it("answers the failure with the caller's message and never checks the password while the pair waits", async () => {
    const guard = loginGuard(state, captchaService(state));
    let checks = 0;
    const wrong = async () => {
      checks += 1;
      return null;
    };
    const attempt = () => guard.attempt({ account: 'reauth01', ip: '10.5.1.1', stepUp: false, failure: 'passwordWrong' }, wrong);
    for (let i = 0; i < 5; i++) await expect(attempt()).rejects.toMatchObject({ code: 400, key: 'passwordWrong', result: { captchaRequired: false } });
    await expect(attempt()).rejects.toMatchObject({ code: 429, key: 'loginBackoff', params: { seconds: 1 } });
    expect(checks).toBe(5);
  });
});
