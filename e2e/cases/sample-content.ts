/**
 * Issue 30 item 7 (samples): the admin's home says how much shipped 示例 content is left, by kind,
 * one click from the 示例内容 review list, where a row is edited and saved (real now), marked real
 * or removed (the count follows); the site never offers a sample expert for booking and shows no sample hotline.
 * Touches 百问 samples only (other cases count the seeded experts).
 */
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, overflowOf, pageHash, studentPage, suffix, type Kind } from '../context.ts';

interface Summary {
  total: number;
  kinds: { kind: string; count: number }[];
}
interface Row {
  id: string;
  kind: string;
  title: string;
}

async function summary(admin: string): Promise<Summary> {
  const s = await call<Summary>('/content/admin/samples/summary', admin);
  expect(s.code === 200, `samples summary: ${s.message}`);
  return s.result;
}

export const cases: Case[] = [
  {
    name: 'sample-content: the dashboard counts 示例内容 by kind; the review list marks one real and removes one',
    async run() {
      const admin = await adminToken();
      const before = await summary(admin);
      expect(
        before.total > 0 && before.kinds.some((k) => k.kind === 'question') && before.kinds.some((k) => k.kind === 'contact'),
        `samples left: ${JSON.stringify(before.kinds)}`,
      );

      const page = await adminPage('desktop', '/home', admin);
      const card = page.getByTestId('dashboard-samples');
      await card.waitFor({ timeout: 15_000 });
      const total = await page.getByTestId('dashboard-samples-total').innerText();
      expect(total.includes(`示例内容 ${before.total} 条`), `the dashboard says 示例内容 ${before.total} 条: ${total}`);
      const text = await card.innerText();
      for (const name of ['百问管理', '专家管理', '联系方式']) expect(text.includes(name), `the breakdown names ${name}: ${text}`);
      await screenshot(page, 'sample-content-dashboard');

      // One click to the review list.
      await page.getByTestId('dashboard-samples-review').click();
      const list = page.getByTestId('content-page-samples');
      await list.waitFor({ timeout: 15_000 });
      await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      expect(!/\b\d{15,}\b/.test(await list.innerText()), 'no internal ids on the list');
      await screenshot(page, 'sample-content-list');

      // The 百问 samples only (the kind filter of the list, through the dashboard's kind link).
      await page.goto(`${ctx.server.base}/admin/#/content/samples?kind=question`);
      await page.reload();
      await page.getByTestId('content-page-samples').waitFor({ timeout: 15_000 });
      await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
      const questions = await call<{ content: Row[] }>('/content/admin/samples/list?kind=question&pageNumber=1&pageSize=20', admin);
      const [first, second, third] = questions.result.content;
      const rowOf = (title: string) => page.locator('.ant-table-row', { hasText: title.slice(0, 12) }).first();
      await rowOf(first.title).waitFor({ timeout: 15_000 });
      const kinds = await page.getByTestId('samples-row-kind').allInnerTexts();
      expect(kinds.length > 0 && kinds.every((k) => k.includes('百问')), `the list shows 百问 only: ${kinds.join(',')}`);

      // Open one: the kind's own editor, in place.
      await rowOf(first.title).getByTestId('samples-row-open').click();
      await page.getByTestId('content-form').waitFor({ timeout: 10_000 });
      const title = page.getByTestId('content-title');
      // The drawer shows a skeleton while it loads the item; the form (and its title) once it has it.
      await title.waitFor({ state: 'visible', timeout: 15_000 });
      expect((await title.inputValue()) === first.title, 'the editor opens the sample');
      expect(await title.isEditable(), "and it can be edited here (the kind page's grants)");
      await screenshot(page, 'sample-content-open');
      // Edited and saved: it is real content now and leaves the list.
      await title.fill(`${first.title}（已核对）`);
      await page.getByTestId('content-save').click();
      await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden', timeout: 15_000 });

      // Mark one real.
      await rowOf(second.title).getByTestId('samples-row-mark-real').click();
      await page.getByTestId('samples-mark-real-ok').click();
      await page.locator('.ant-message-success').first().waitFor({ timeout: 10_000 });
      // Remove another.
      await rowOf(third.title).getByTestId('samples-row-delete').click();
      await page.locator('.ant-modal-confirm .ant-btn-dangerous, .ant-modal-confirm .ant-btn-primary').last().click();
      await page.locator('.ant-message-success', { hasText: '删除' }).first().waitFor({ timeout: 10_000 });
      await screenshot(page, 'sample-content-after');

      const after = await summary(admin);
      expect(after.total === before.total - 3, `three fewer samples: ${before.total} → ${after.total}`);
      const edited = await call<{ isExample: boolean; title: string }>(`/content/admin/question/get/${first.id}`, admin);
      expect(
        edited.code === 200 && edited.result.isExample === false && edited.result.title.endsWith('（已核对）'),
        `the edited one is saved as real content: ${edited.result.title}`,
      );
      const kept = await call<{ isExample: boolean; title: string }>(`/content/admin/question/get/${second.id}`, admin);
      expect(kept.code === 200 && kept.result.isExample === false, 'the one marked real stays, no longer 示例');
      const gone = await call(`/content/admin/question/get/${third.id}`, admin);
      expect(gone.code === 404, 'the removed one is gone');
      await page.context().close();
    },
  },
  ...(['desktop', 'mobile'] as Kind[]).map((kind): Case => ({
    name: `sample-content: a sample expert is shown as 示例 and cannot be booked (${suffix(kind)})`,
    async run() {
      const page = await studentPage(kind, pageHash(kind, 'expertIntroduction'), { profile: true });
      await page.getByTestId('expert-card').first().waitFor({ timeout: 20_000 });
      const cards = await page.getByTestId('expert-card').count();
      const notBookable = await page.getByTestId('expert-not-bookable').count();
      expect(cards > 0 && notBookable === cards, `every seeded expert says it cannot be booked (${notBookable}/${cards})`);
      expect((await page.getByTestId('expert-book').count()) === 0, 'no booking button for a sample');
      expect((await page.getByTestId('example-badge').count()) === cards, 'each is marked 示例');
      expect((await overflowOf(page)) <= 1, 'nothing wider than the screen');
      await screenshot(page, `sample-content-experts-${suffix(kind)}`);
      // The sample hotline is not on the site.
      const contacts = (await (await fetch(`${ctx.server.base}/api/contactMember/getAll`)).json()) as { result: { value: string }[] };
      expect(!contacts.result.some((c) => c.value === '400-000-0000'), 'the sample hotline is not offered');
      await page.context().close();
    },
  })),
];
