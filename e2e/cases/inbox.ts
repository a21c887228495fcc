/**
 * Issue 6, messages on the public site: a student is signed in; an administrator sends them a
 * message; the header bell (desktop) or the 我的 tab (phone) counts it at once through /api/ws,
 * the personal centre's 我的消息 lists it, opening it marks it read and the count goes back to 0.
 */
import type { Page } from 'playwright-core';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, loginThroughDialog, newStudent, overflowOf, webPage } from '../context.ts';

async function sendTo(userId: string, title: string, content: string): Promise<void> {
  const sent = await call('/message/add', await adminToken(), { title, content, range: 1, targetIds: [userId] });
  expect(sent.code === 200, `send: ${sent.message}`);
}

async function openInbox(page: Page, kind: 'desktop' | 'mobile'): Promise<void> {
  if (kind === 'desktop') await page.getByTestId('inbox-bell').click();
  else {
    await page.goto(`${ctx.server.base}/#/my`);
    await page.getByTestId('my-section-message').click();
  }
  await page.getByTestId('inbox').waitFor({ timeout: 10_000 });
}

function inboxCase(kind: 'desktop' | 'mobile'): Case {
  return {
    name: `inbox: a message from the admin reaches the signed-in student live, and reading it clears the count (${kind})`,
    async run() {
      const student = await newStudent(await adminToken(), kind === 'desktop' ? 'd' : 'm', 'msg');
      const page = await webPage(kind, '#/personalCenter');
      await loginThroughDialog(page, student.username, student.password);
      // Signed in, nothing unread: the desktop bell shows 0; the phone's 我的 tab has no badge.
      if (kind === 'desktop') await page.locator('[data-testid="inbox-bell"][data-count="0"]').waitFor({ timeout: 10_000 });
      // Give the live channel a moment to open, then send.
      await page.waitForTimeout(1_000);
      const title = `志愿填报提醒 ${kind}`;
      await sendTo(student.id, title, '第一批次志愿填报将于 6 月 27 日开始，请提前准备。<script>alert(1)</script>');
      if (kind === 'desktop') {
        await page.locator('[data-testid="inbox-bell"][data-count="1"]').waitFor({ timeout: 10_000 });
        await screenshot(page, 'inbox-bell-desktop');
      } else {
        await page.goto(`${ctx.server.base}/#/my`);
        await page.getByTestId('my-unread').waitFor({ timeout: 10_000 });
        await page.locator('.zy-m-tabbar .adm-badge').first().waitFor({ timeout: 10_000 });
        await screenshot(page, 'inbox-my-mobile');
      }
      await openInbox(page, kind);
      const item = page.getByTestId('inbox-item').filter({ hasText: title });
      await item.waitFor({ timeout: 10_000 });
      expect((await page.getByTestId('inbox-unread').innerText()).includes('1'), 'one unread');
      await item.click();
      const content = page.getByTestId('inbox-content');
      await content.waitFor({ timeout: 10_000 }).catch(async (error: Error) => {
        await screenshot(page, `inbox-failed-${kind}`);
        throw error;
      });
      const text = await content.innerText();
      expect(text.includes('6 月 27 日') && !text.includes('<script>'), `content shown as sanitized text: ${text}`);
      await page.locator('[data-testid="inbox-item"][data-read="true"]').first().waitFor({ timeout: 10_000 });
      await page.getByText('未读 0 条').waitFor({ timeout: 10_000 });
      if (kind === 'desktop') await page.locator('[data-testid="inbox-bell"][data-count="0"]').waitFor({ timeout: 10_000 });
      else expect((await overflowOf(page)) <= 1, 'no horizontal overflow on the phone');
      await screenshot(page, `inbox-read-${kind}`);
      await page.context().close();
    },
  };
}

export const cases: Case[] = [inboxCase('desktop'), inboxCase('mobile')];
