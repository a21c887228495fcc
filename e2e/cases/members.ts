/**
 * 会员管理 and invites (issue 32 item 4): a member's invite link opens the register dialog with the code
 * filled in, the new account is counted under the inviter, and the admin's member list shows who invited
 * whom; the member sees the link and the count in the personal centre.
 */
import type { MemberView, MyInvite, Page as PageOf } from '@zhiyuan/shared';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, fits, newStudent, noComingSoon, webPage } from '../context.ts';

export const cases: Case[] = [
  {
    name: 'members: an invite link fills the register form, the new member is counted under the inviter, in the personal centre and in 会员管理',
    async run() {
      const admin = await adminToken();
      const inviter = await newStudent(admin, 'i', 'inv');
      const login = await call<string>('/auth/login', '', { username: inviter.username, password: inviter.password });
      expect(login.code === 200, `inviter login: ${login.message}`);
      const invite = await call<MyInvite>('/member/invite', login.result);
      expect(invite.code === 200 && /^[0-9A-Z]{8}$/.test(invite.result.inviteCode), `the inviter has a code: ${invite.message}`);
      // The lane's other cases registered from this address this hour: lift the gate as an operator would.
      await call('/redis/delAll', admin, { namespace: 'register', confirm: 'register' });

      const page = await webPage('desktop', `${invite.result.path.slice(1)}#/index`);
      const field = page.getByTestId('register-invite');
      await field.waitFor({ timeout: 15_000 });
      expect((await field.inputValue()) === invite.result.inviteCode, 'the invite code is filled in from the link');
      const username = `invd${Date.now().toString(36)}`.slice(0, 16);
      await page.getByTestId('register-username').fill(username);
      await page.getByTestId('register-password').fill('Invite2025pass');
      await page.getByTestId('register-confirm').fill('Invite2025pass');
      await page.getByTestId('register-mobile').fill(`139${String(Date.now()).slice(-8)}`);
      await screenshot(page, 'members-register-invite-desktop');
      await page.getByTestId('register-submit').click();
      await page.getByTestId('header-user').waitFor({ timeout: 20_000 });
      await page.context().close();

      const invited = await call<PageOf<MemberView>>(`/app/member/getByCondition?inviteBy=${inviter.id}`, admin);
      expect(
        invited.result.content.some((m) => m.username === username),
        `the new member is listed under the inviter: ${invited.result.content.map((m) => m.username).join(',')}`,
      );
      expect((await call<MyInvite>('/member/invite', login.result)).result.invitedCount === 1, 'the inviter counts one invite');

      // The inviter's personal centre.
      const mine = await webPage('desktop', '#/index');
      await mine.evaluate((t) => localStorage.setItem('accessToken', t), login.result);
      await mine.goto(`${ctx.server.base}/#/personalCenter?tab=invite`);
      // A new hash does not reload the page: reload, as a member opening the site signed in.
      await mine.reload();
      await mine.getByTestId('pc-invite').waitFor({ timeout: 15_000 });
      // The stored session is checked at load: the header then shows the member, not 登录.
      await mine.getByTestId('header-user').waitFor({ timeout: 15_000 });
      const text = await mine.getByTestId('pc-invite').innerText();
      expect(text.includes(invite.result.inviteCode) && text.includes('已邀请 1 人'), `the personal centre shows the code and the count: ${text}`);
      await screenshot(mine, 'members-personal-invite-desktop');
      await mine.context().close();

      // 会员管理: the inviter's count opens the members it invited.
      const console = await adminPage('desktop', '/app/member', admin);
      await console.getByTestId('member-page').waitFor({ timeout: 15_000 });
      await noComingSoon(console, '会员管理');
      await console.getByTestId(`member-invited-${inviter.username}`).click();
      await console.getByText(username).first().waitFor({ timeout: 15_000 });
      await screenshot(console, 'members-admin-invited-desktop');
      await console.context().close();

      for (const kind of ['mobile', 'narrow'] as const) {
        const phone = await adminPage(kind, '/app/member', admin);
        await phone.getByTestId('member-page').waitFor({ timeout: 15_000 });
        await phone.waitForTimeout(500);
        await fits(phone, kind, '会员管理');
        await screenshot(phone, `members-admin-${kind}`);
        await phone.context().close();
      }
    },
  },
];
