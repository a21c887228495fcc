import { describe, expect, it } from 'vitest';
import { captureInvite, clearInvite, inviteInAddress, pendingInvite } from './invite.ts';

describe('invite links', () => {
  it('reads the code from the page query or the hash route, and nothing else', () => {
    expect(inviteInAddress('https://zy.example/?invite=ab12cd34')).toBe('AB12CD34');
    expect(inviteInAddress('https://zy.example/#/index?invite=AB12-CD34')).toBe('AB12-CD34');
    expect(inviteInAddress('https://zy.example/#/index')).toBeNull();
    expect(inviteInAddress('https://zy.example/?invite=<script>')).toBeNull();
  });

  it('keeps the code for the session until registration clears it', () => {
    clearInvite();
    expect(captureInvite('https://zy.example/?invite=zz99yy88')).toBe(true);
    expect(pendingInvite()).toBe('ZZ99YY88');
    expect(captureInvite('https://zy.example/#/schools')).toBe(false);
    expect(pendingInvite()).toBe('ZZ99YY88');
    clearInvite();
    expect(pendingInvite()).toBeNull();
  });
});
