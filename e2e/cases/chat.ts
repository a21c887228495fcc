/**
 * Issue 18, stop words and the auto-chat: the admin's stop-word screen (add through the dialog,
 * search) and the auto-chat screens; the public chat widget answering on desktop (corner button)
 * and on phones (the 智能客服 entry of 我的, 390 and 360 wide), with was-this-helpful and the human
 * contacts when nothing matches.
 */
import type { Page } from 'playwright-core';
import { expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, ensureRealContact, loginThroughDialog, newStudent, overflowOf, webPage } from '../context.ts';

async function adminPage(token: string, hash: string): Promise<Page> {
  const context = await newContext(ctx.browser, 'desktop');
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/admin/#/login`);
  await page.evaluate((t) => localStorage.setItem('adminAccessToken', t), token);
  await page.goto(`${ctx.server.base}/admin/#${hash}`);
  await page.reload();
  await page.getByTestId('admin-layout').waitFor({ timeout: 15_000 });
  return page;
}

/** Asks through the widget and waits for an answer (or the fallback). */
async function ask(page: Page, question: string, expectAnswer: boolean): Promise<void> {
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  await page
    .getByTestId(expectAnswer ? 'chat-answer' : 'chat-fallback')
    .last()
    .waitFor({ timeout: 10_000 });
}

function widgetCase(kind: 'desktop' | 'mobile' | 'narrow'): Case {
  return {
    name: `chat: the chat widget answers, suggests and hands over to a person (${kind === 'narrow' ? 'narrow phone, a visitor on the index' : kind})`,
    async run() {
      await ensureRealContact();
      // Phones: a signed-in student opens it under 我的; a visitor (who cannot open 我的) at the foot of the index.
      const page = await webPage(kind, kind === 'mobile' ? '#/my' : '#/index');
      if (kind === 'mobile') {
        // 我的 is a signed-in page on the phone: the student signs in through the dialog it opens.
        const student = await newStudent(await adminToken(), kind === 'mobile' ? 'm' : 'n', 'chat');
        await loginThroughDialog(page, student.username, student.password);
        await page.getByTestId('page-my').waitFor({ timeout: 15_000 });
      }
      if (kind === 'narrow') {
        await page.getByTestId('chat-open').scrollIntoViewIfNeeded({ timeout: 15_000 });
        await screenshot(page, 'chat-index-entry-narrow');
      }
      await page
        .getByTestId('chat-open')
        .click({ timeout: 15_000 })
        .catch(async (error: Error) => {
          await screenshot(page, `chat-failed-${kind}`);
          throw error;
        });
      await page.getByTestId('chat-panel').waitFor({ timeout: 10_000 });
      // Suggestions as you type.
      await page.getByTestId('chat-input').fill('志愿');
      await page.getByTestId('chat-suggestions').waitFor({ timeout: 10_000 });
      await screenshot(page, `chat-suggest-${kind}`);
      await ask(page, '会员怎么开通', true);
      const answer = await page.getByTestId('chat-answer').last().innerText();
      expect(answer.includes('如何开通会员'), `answer to the membership question: ${answer}`);
      await screenshot(page, `chat-vote-${kind}`);
      await page.getByTestId('chat-helpful').last().click();
      await page.getByTestId('chat-thanks').waitFor({ timeout: 10_000 });
      await ask(page, '今天食堂吃什么', false);
      await page.getByTestId('chat-contacts').last().waitFor({ timeout: 10_000 });
      if (kind !== 'desktop') expect((await overflowOf(page)) <= 1, 'no horizontal overflow on the phone');
      await screenshot(page, `chat-answer-${kind}`);
      await page.context().close();
    },
  };
}

export const cases: Case[] = [
  {
    name: 'chat: admin stop-word screen adds and finds a word',
    async run() {
      const admin = await adminToken();
      for (const title of ['代考', '枪手', '作弊器']) await call('/stopWord/save', admin, { title });
      const page = await adminPage(admin, '/sys/stopWord');
      await page.getByTestId('stop-word-page').waitFor({ timeout: 15_000 });
      await page.getByTestId('stop-word-add').click();
      await page.getByRole('dialog').getByRole('textbox').fill('包过');
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await page.getByRole('cell', { name: '包过' }).waitFor({ timeout: 10_000 });
      await screenshot(page, 'chat-admin-stopwords');
      // A nickname with the new word is refused by the server.
      const refused = await call('/user/admin/add', admin, { username: 'chat_user', password: 'secret123', nickname: '包 过王' });
      expect(refused.code === 400 && refused.message.includes('敏感词'), `nickname refused: ${refused.message}`);
      await page.context().close();
    },
  },
  {
    name: 'chat: admin auto-chat reply list and widget setting',
    async run() {
      const admin = await adminToken();
      const page = await adminPage(admin, '/auto-chat/reply');
      await page.getByTestId('auto-chat-reply-page').waitFor({ timeout: 15_000 });
      await page.getByText('如何开通会员？').waitFor({ timeout: 10_000 });
      await screenshot(page, 'chat-admin-replies');
      await page.goto(`${ctx.server.base}/admin/#/auto-chat/setting`);
      await page.getByTestId('auto-chat-setting-page').waitFor({ timeout: 15_000 });
      await page.getByText('客服小志').waitFor({ timeout: 10_000 });
      await screenshot(page, 'chat-admin-setting');
      await page.context().close();
    },
  },
  widgetCase('desktop'),
  widgetCase('mobile'),
  widgetCase('narrow'),
];
