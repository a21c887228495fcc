/**
 * Issue 17, part 2: the smart-fill page says what each tier promised in the back-test, with the
 * numbers of TIER_PROMISES (docs/engine.md), on a desktop and on phones at 390 and 360. Issue 29:
 * units with too little data are listed apart (数据不足), with their reason and probability.
 */
import { promisePercent, TIER_PROMISES } from '@zhiyuan/shared';
import { api, expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, ctx, newStudent, overflowOf } from '../context.ts';

type Kind = 'desktop' | 'mobile' | 'narrow';

function promiseCase(kind: Kind): Case {
  return {
    name: `engine: the tiers' back-tested promises on smart fill (${kind})`,
    async run() {
      // Made by the admin: registrations from one address would soon need the image captcha.
      const { username, password } = await newStudent(await adminToken(), kind.slice(0, 3), 'eng');
      const login = await api<string>(ctx.server.base, '/auth/login', { form: { username, password } });
      expect(login.code === 200, `login ${username}: ${login.message}`);
      const context = await newContext(ctx.browser, kind);
      const page = await context.newPage();
      const at = (name: string, search = '') => `${ctx.server.base}/#/${kind === 'desktop' ? name : `menuDetail/${name}`}${search}`;
      await page.goto(`${ctx.server.base}/#/index`);
      await page.evaluate((t) => localStorage.setItem('accessToken', t), login.result);
      await page.goto(at('personalCenter', '?tab=score'));
      await page.getByTestId('score-editor').waitFor({ timeout: 15_000 });
      await page.getByTestId('score-province').click();
      await page.keyboard.type('江苏');
      await page.keyboard.press('Enter');
      await page.getByTestId('score-first').getByText('物理').click();
      for (const s of ['化学', '生物']) await page.getByTestId('score-subjects').getByText(s, { exact: true }).click();
      await page.getByTestId('score-input').fill('620');
      await page.getByTestId('score-save').click();
      await page.getByTestId('score-summary').waitFor({ timeout: 15_000 });
      await page.getByTestId('score-to-recommend').click();
      await page.getByTestId('page-schoolTest').waitFor({ timeout: 15_000 });
      await page.getByTestId('rec-list').waitFor({ timeout: 30_000 });
      const promise = page.getByTestId('rec-promise');
      await promise.locator('summary').click();
      const text = await promise.innerText();
      expect(
        text.includes(`保：回测中约 ${promisePercent(TIER_PROMISES.保)} 被录取`),
        `the 保 promise is stated with the back-test's share: ${text.slice(0, 200)}`,
      );
      expect(text.includes(promisePercent(TIER_PROMISES.垫)) && text.includes(promisePercent(TIER_PROMISES.冲)), 'every tier has its share');
      // Units with too little data are not 稳 either: they are listed apart, with their back-tested share (issue 29).
      expect(
        text.includes('数据不足') && text.includes(`约 ${promisePercent(TIER_PROMISES.thin)} 被录取`) && !text.includes('最多列为“稳”'),
        `units with thin data are said to be listed apart: ${text.slice(-200)}`,
      );
      // In the list, such a unit shows its reason and probability in place of a tier, and is counted in its own group.
      const tabs = await page.getByTestId('rec-tiers').innerText();
      const apart = Number(/数据不足\s*(\d+)/.exec(tabs)?.[1] ?? 0);
      const counts = (['冲', '稳', '保', '垫'] as const).map((t) => Number(new RegExp(`${t}\\s*(\\d+)`).exec(tabs)?.[1] ?? 0));
      const all = Number(/全部\s*(\d+)/.exec(tabs)?.[1] ?? -1);
      expect(all === counts.reduce((a, b) => a + b, apart), `全部 is the tiers and the units apart together: ${tabs}`);
      if (apart) {
        await page.getByTestId('rec-tier-apart').click();
        await page.getByTestId('unit-apart').first().waitFor({ timeout: 15_000 });
        const card = page.getByTestId('unit-card').first();
        const cardText = await card.innerText();
        expect(/数据不足，概率仅供参考（(仅一年数据|旧高考参考|数据较旧)/.test(cardText), `the card says why: ${cardText.slice(0, 200)}`);
        expect((await card.getByTestId('unit-tier').count()) === 0, 'a unit shown apart has no tier badge');
        expect(/\d+%/.test(await card.getByTestId('unit-probability').innerText()), 'its probability is shown');
      }
      await promise.scrollIntoViewIfNeeded();
      await screenshot(page, `engine-promise-${kind}`);
      if (kind !== 'desktop') expect((await overflowOf(page)) <= 1, 'the promise does not overflow the phone');
      await context.close();
    },
  };
}

export const cases: Case[] = [promiseCase('desktop'), promiseCase('mobile'), promiseCase('narrow')];
