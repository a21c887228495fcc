/**
 * Issue 19, the 自主招生 pages as a signed-in student, desktop and phones (390 and 360):
 * searchCooperation (招生项目查询: the seeded programmes, a Chinese keyword, a programme chip, a
 * programme with its majors, a major's own view, 404s) and campPc (高校营: camps still to come and
 * ended, a season chip, a detail, a school link that opens safely, a 404). No 敬请期待, no sideways
 * overflow, no page error. And an editor writing a camp in the admin with its date pickers.
 */
import type { Page } from 'playwright-core';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, ctx, fits, noComingSoon, pageHash, read, studentPage, suffix, type Kind } from '../context.ts';

interface Programme {
  id: string;
  title: string;
  extra: { schoolName: string; programme: string; majors: { id: string; name: string; plan: number | null }[] };
}
interface Camp {
  id: string;
  title: string;
  ended: boolean;
  extra: { schoolName: string; season: string; startDate: string; endDate: string; howToApply: string; link: string };
}

/** Errors the page threw, collected from the start. */
const pageErrors = new WeakMap<Page, string[]>();

/** The page `name` (?query) as a signed-in student in 广东, with the errors it throws collected. */
async function open(kind: Kind, name: string, query = ''): Promise<Page> {
  const errors: string[] = [];
  const page = await studentPage(kind, pageHash(kind, name, query), { before: (p) => p.on('pageerror', (err) => errors.push(err.message)) });
  pageErrors.set(page, errors);
  return page;
}

const url = (kind: Kind, name: string, query = '') => `${ctx.server.base}/${pageHash(kind, name, query)}`;

function noPageError(page: Page, what: string) {
  const errors = pageErrors.get(page) ?? [];
  expect(errors.length === 0, `${what} threw: ${errors.join(' | ')}`);
}

const count = (page: Page, testId: string, n: number) =>
  page.waitForFunction(([id, want]) => document.querySelectorAll(`[data-testid="${id}"]`).length === want, [testId, n] as const, { timeout: 10_000 });

function cooperationCase(kind: Kind): Case {
  return {
    name: `content-coop: 招生项目查询 lists, searches in Chinese, filters by programme, opens a programme and a major, 404s (${suffix(kind)})`,
    async run() {
      const all = await read<Programme[]>('/yuanxiaoAutonomousEnrolment/getAll');
      expect(all.length >= 8, `seeded programmes: ${all.length}`);
      const page = await open(kind, 'searchCooperation');
      await page.getByTestId('cooperation-item').first().waitFor({ timeout: 15_000 });
      await count(page, 'cooperation-item', all.length);
      expect((await page.getByTestId('cooperation-history').innerText()).includes('2020'), 'the note says 自主招生 ended in 2020');
      const strongBase = await page.getByTestId('cooperation-strongbase-link').getAttribute('href');
      expect(strongBase?.endsWith(kind === 'desktop' ? '/strongBase' : '/menuDetail/strongBase'), `the 强基 link: ${strongBase}`);
      await noComingSoon(page, 'searchCooperation');
      await fits(page, kind, 'searchCooperation');
      await screenshot(page, `content-coop-list-${suffix(kind)}`);

      // A Chinese word goes to the server (school or title) and is marked in the cards.
      const normal = await read<Programme[]>(`/yuanxiaoAutonomousEnrolment/getAll?keyword=${encodeURIComponent('师范')}`);
      expect(normal.length > 0 && normal.length < all.length, `师范 narrows the list (${normal.length} of ${all.length})`);
      await page.getByTestId('cooperation-search').fill('师范');
      await page.getByTestId('cooperation-search').press('Enter');
      await count(page, 'cooperation-item', normal.length);
      const marks = await page.locator('[data-testid="cooperation-item"] mark').allInnerTexts();
      expect(marks.length > 0 && marks.every((m) => m === '师范'), `the word is marked: ${marks.join(',')}`);
      await fits(page, kind, 'the search');
      await screenshot(page, `content-coop-search-${suffix(kind)}`);

      // Nothing matches: the empty state with a way back.
      await page.getByTestId('cooperation-search').fill('量子纠缠潜水艇');
      await page.getByTestId('cooperation-search').press('Enter');
      await page.getByTestId('content-empty').waitFor({ timeout: 10_000 });
      await page.getByTestId('content-empty').getByRole('button').click();
      await count(page, 'cooperation-item', all.length);

      // A programme chip narrows the list.
      const comprehensive = all.filter((p) => p.extra.programme === '综合评价');
      expect(comprehensive.length > 0, 'a 综合评价 programme is seeded');
      await page.getByTestId('cooperation-programme-综合评价').click();
      await count(page, 'cooperation-item', comprehensive.length);
      const tags = await page.locator('[data-testid="cooperation-item"] .zy-pw-coop__tags > .ant-tag:first-child').allInnerTexts();
      expect(
        tags.every((t) => t === '综合评价'),
        `only 综合评价: ${tags.join(' | ')}`,
      );
      await fits(page, kind, 'the 综合评价 chip');
      await screenshot(page, `content-coop-programme-${suffix(kind)}`);

      // A programme with its majors (/majorAutonomousEnrolment/getMajor/{id}).
      const first = comprehensive[0];
      await page.getByTestId('cooperation-open').first().click();
      await page.getByTestId('cooperation-detail').waitFor({ timeout: 10_000 });
      expect((await page.getByTestId('cooperation-detail-school').innerText()) === first.extra.schoolName, 'the chosen programme opens');
      await count(page, 'cooperation-major', first.extra.majors.length);
      expect((await page.getByTestId('cooperation-detail').innerText()).includes('631'), 'the 综合评价 text explains 631');
      await noComingSoon(page, 'a programme');
      await fits(page, kind, 'a programme');
      await screenshot(page, `content-coop-detail-${suffix(kind)}`);
      await page.getByTestId('cooperation-majors').scrollIntoViewIfNeeded();
      await screenshot(page, `content-coop-detail-majors-${suffix(kind)}`);

      // A major's own view (/majorAutonomousEnrolment/get/{id}), and back to its programme.
      await page.getByTestId('cooperation-major').first().click();
      await page.getByTestId('cooperation-major-view').waitFor({ timeout: 10_000 });
      const major = await page.getByTestId('cooperation-major-view').innerText();
      expect(major.includes(first.extra.majors[0].name) && major.includes(first.extra.schoolName), `the major and its school: ${major.slice(0, 80)}`);
      expect((await page.getByTestId('cooperation-major-plan').innerText()).includes('未公布'), 'no invented plan');
      await fits(page, kind, 'a major');
      await screenshot(page, `content-coop-major-${suffix(kind)}`);
      await page.getByTestId('cooperation-back-item').click();
      await page.getByTestId('cooperation-detail').waitFor({ timeout: 10_000 });

      // Unknown or malformed ids are a 404, not the list.
      await page.goto(url(kind, 'searchCooperation', '?id=999999999'));
      await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });
      await noComingSoon(page, 'the 404');
      await fits(page, kind, 'the 404');
      await screenshot(page, `content-coop-404-${suffix(kind)}`);
      for (const query of ['?id=abc', '?major=999999999']) {
        await page.goto(url(kind, 'searchCooperation', query));
        await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });
      }
      noPageError(page, 'searchCooperation');
      await page.context().close();
    },
  };
}

function otherLinkCase(kind: Kind): Case {
  return {
    name: `content-coop: the 自主招生 section of 其他升学路径 links each item to its programme page (${suffix(kind)})`,
    async run() {
      const all = await read<Programme[]>('/yuanxiaoAutonomousEnrolment/getAll');
      const page = await open(kind, 'other');
      await page.getByTestId('autonomous-item').first().waitFor({ timeout: 15_000 });
      await count(page, 'autonomous-item', all.length);
      await page.getByTestId('autonomous-detail').first().scrollIntoViewIfNeeded();
      await page.getByTestId('autonomous-detail').first().click();
      await page.getByTestId('cooperation-detail').waitFor({ timeout: 10_000 });
      expect((await page.getByTestId('cooperation-detail-school').innerText()) === all[0].extra.schoolName, 'the first programme opens');
      expect(page.url().includes(`searchCooperation?id=${all[0].id}`), `its own address: ${page.url()}`);
      noPageError(page, 'other → searchCooperation');
      await page.context().close();
    },
  };
}

function campCase(kind: Kind): Case {
  return {
    name: `content-coop: 高校营 lists camps to come and ended, a season chip, a detail with a safe school link, a 404 (${suffix(kind)})`,
    async run() {
      // A camp of the admin's with a school link, and one already over, for this run only.
      const admin = await adminToken();
      const extra = { schoolName: '测试大学', season: '开放日', who: '高中学生', fee: '免费', howToApply: '网上预约', applyBy: '' };
      const withLink = await call<{ id: string }>('/content/admin/camp/save', admin, {
        title: `e2e 开放日 ${suffix(kind)}`,
        status: 'published',
        extra: { ...extra, startDate: '2027-06-01', endDate: '2027-06-01', link: 'https://example.edu.cn/open-day' },
      });
      expect(withLink.code === 200, `save a camp: ${withLink.message}`);
      const over = await call<{ id: string }>('/content/admin/camp/save', admin, {
        title: `e2e 往届夏令营 ${suffix(kind)}`,
        status: 'published',
        extra: { ...extra, season: '夏令营', startDate: '2025-07-01', endDate: '2025-07-05', link: '' },
      });
      expect(over.code === 200, `save an ended camp: ${over.message}`);
      try {
        const all = await read<Camp[]>(`/content/camp/getAll?province=${encodeURIComponent('广东')}`);
        expect(all.length >= 6, `camps for 广东: ${all.length}`);
        const page = await open(kind, 'campPc');
        await page.getByTestId('camp-item').first().waitFor({ timeout: 15_000 });
        await count(page, 'camp-item', all.length);
        const coming = all.filter((c) => !c.ended);
        expect((await page.getByTestId('camp-group-upcoming').getByTestId('camp-item').count()) === coming.length, 'the camps to come are listed first');
        expect((await page.getByTestId('camp-group-ended').getByTestId('camp-item').count()) === all.length - coming.length, 'the ended ones after');
        const firstTitle = await page.getByTestId('camp-title').first().innerText();
        expect(firstTitle === coming[0].title, `soonest first: ${firstTitle}`);
        await noComingSoon(page, 'campPc');
        await fits(page, kind, 'campPc');
        await screenshot(page, `content-coop-camps-${suffix(kind)}`);
        await page.getByTestId('camp-group-ended').scrollIntoViewIfNeeded();
        await screenshot(page, `content-coop-camps-ended-${suffix(kind)}`);

        // A season chip.
        const summer = all.filter((c) => c.extra.season === '夏令营');
        await page.getByTestId('camp-season-夏令营').click();
        await count(page, 'camp-item', summer.length);
        await page.getByTestId('camp-season').scrollIntoViewIfNeeded();
        await fits(page, kind, 'the 夏令营 chip');
        await screenshot(page, `content-coop-camps-summer-${suffix(kind)}`);

        // The school link opens in a new window that cannot reach back (noopener).
        await page.getByTestId('camp-season-all').click();
        const linked = page.getByTestId('camp-item').filter({ hasText: `e2e 开放日 ${suffix(kind)}` });
        const link = linked.getByTestId('camp-link');
        expect((await link.getAttribute('href')) === 'https://example.edu.cn/open-day', 'the school link');
        expect((await link.getAttribute('target')) === '_blank', 'opens in a new window');
        expect((await link.getAttribute('rel'))?.split(' ').includes('noopener'), 'with rel=noopener');

        // A detail: dates, how to apply, its text.
        const target = coming.find((c) => c.extra.schoolName.startsWith('示例')) ?? coming[0];
        await page.getByTestId('camp-item').filter({ hasText: target.title }).getByTestId('camp-open').click();
        await page.getByTestId('camp-detail').waitFor({ timeout: 10_000 });
        const detail = await page.getByTestId('camp-detail').innerText();
        expect(detail.includes(target.title), `the camp: ${detail.slice(0, 80)}`);
        expect((await page.getByTestId('camp-dates').innerText()).startsWith(target.extra.startDate), 'its dates');
        expect((await page.getByTestId('camp-how').innerText()) === target.extra.howToApply, 'how to apply, in full');
        await noComingSoon(page, 'a camp');
        await fits(page, kind, 'a camp');
        await screenshot(page, `content-coop-camp-detail-${suffix(kind)}`);

        // Unknown or malformed ids are a 404.
        await page.goto(url(kind, 'campPc', '?id=999999999'));
        await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });
        await fits(page, kind, 'the 404');
        await screenshot(page, `content-coop-camp-404-${suffix(kind)}`);
        await page.goto(url(kind, 'campPc', '?id=abc'));
        await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });
        noPageError(page, 'campPc');
        await page.context().close();
      } finally {
        await call('/content/admin/camp/delByIds', admin, { ids: [withLink.result.id, over.result.id] });
      }
    },
  };
}

/** Types a day into the drawer's date picker for `field` (extra.<field>) and takes it. */
async function pickDay(page: Page, field: string, day: string) {
  const input = page.locator(`.ant-drawer input[id$="extra_${field}"]`);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

const adminCampCase: Case = {
  name: 'content-coop: an editor writes a 高校营 with the date pickers; an end before the start is refused; published, the site lists it',
  async run() {
    const admin = await adminToken();
    const page = await adminPage('desktop', '/content/camp', admin);
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (err) => errors.push(err.message));
    await page.getByTestId('content-page-camp').waitFor({ timeout: 15_000 });
    await page.locator('.ant-table-row').first().waitFor({ timeout: 15_000 });
    const listed = await page.getByTestId('content-page-camp').innerText();
    expect(listed.includes('示例') && listed.includes('2027-07-12 ~ 2027-07-17'), 'the list shows the seeded camps with their days');
    await screenshot(page, 'content-coop-admin-camps');

    const title = `e2e 编辑写的科学营 ${Date.now().toString(36)}`;
    await page.getByTestId('content-add').click();
    await page.getByTestId('content-title').fill(title);
    await page.locator('.ant-drawer input[id$="extra_schoolName"]').fill('测试理工大学');
    await page.locator('.ant-drawer input[id$="extra_season"]').fill('科学营');
    await pickDay(page, 'startDate', '2027-07-20');
    await pickDay(page, 'endDate', '2027-07-18');
    await page.locator('.ant-drawer input[id$="extra_link"]').fill('https://example.edu.cn/science');
    await page.getByTestId('content-save-publish').click();
    await page.getByText('结束日期不能早于开始日期').waitFor({ timeout: 10_000 });
    await screenshot(page, 'content-coop-admin-camp-form');
    await pickDay(page, 'endDate', '2027-07-24');
    await page.getByTestId('content-save-publish').click();
    await page.getByTestId('content-form').waitFor({ state: 'hidden', timeout: 10_000 });

    const camps = await read<Camp[]>('/content/camp/getAll');
    const mine = camps.find((c) => c.title === title);
    expect(mine, 'the published camp is on the site');
    expect(
      mine.extra.startDate === '2027-07-20' && mine.extra.endDate === '2027-07-24' && mine.extra.link === 'https://example.edu.cn/science',
      `stored as typed: ${JSON.stringify(mine.extra)}`,
    );
    await call('/content/admin/camp/delByIds', admin, { ids: [mine.id] });
    noPageError(page, 'the camp admin');
    await page.context().close();
  },
};

export const cases: Case[] = (['desktop', 'mobile', 'narrow'] as const).flatMap((kind) => [
  cooperationCase(kind),
  otherLinkCase(kind),
  campCase(kind),
  ...(kind === 'desktop' ? [adminCampCase] : []),
]);
