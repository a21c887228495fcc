/**
 * Issue 19, the reading pages as a signed-in student (province 广东) on a desktop and on phones 390
 * and 360 wide, each checked against what the API answers: the index's content cards (and the same
 * cards for a visitor, whose click into an article asks to log in), 高考资讯 (categories, province,
 * hot, recommended, paging, empty and loading states), one article (meta, read count, body, its
 * table, attachments, prev/next, the 404 of an unknown or malformed id), the 百问 (category counts,
 * a Chinese search, answers that open, the empty state), the experts (示例 profiles, how to book)
 * and the site search (a word found only in an article's body, highlighted, opening the article).
 * No page shows 敬请期待, overflows the viewport sideways or throws.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, ensureRealContact, overflowOf, read, studentPage, suffix, webPage, type Kind } from '../context.ts';
import { stripesPng } from '../fixtures.ts';

const KINDS: Kind[] = ['desktop', 'mobile', 'narrow'];

interface Card {
  id: string;
  title: string;
  summary: string;
  category: string;
  province: string | null;
  viewCount: number;
  publishTime: string | null;
  isExample: boolean;
  extra: Record<string, unknown>;
}
interface Detail extends Card {
  body: string;
  prev?: { id: string; title: string } | null;
  next?: { id: string; title: string } | null;
}
interface PageOf<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}
interface SimpleTable {
  id: string;
  title: string;
  columns: string[];
  rows: string[][];
}
interface ExpertExtra {
  headline: string;
  provinces: string[];
  specialities: string[];
  yearsOfPractice: number;
  booking: string;
}

const phone = (kind: Kind) => kind !== 'desktop';

const q = (params: Record<string, string | number | undefined>) =>
  `?${new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  )}`;

/** An open page and the errors it threw (checked by `clean`). */
interface Opened {
  page: Page;
  errors: string[];
}

/**
 * The site at `hash` on `kind`: as the student (token and profile where the login dialog leaves
 * them, so the province is the profile's 广东), or as a visitor without a token.
 */
async function open(kind: Kind, hash: string, visitor = false): Promise<Opened> {
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(error.message));
    // A render error caught by the router's error boundary never reaches 'pageerror'; React logs it.
    page.on('console', (message) => {
      if (message.type() === 'error' && /caught the following error|Uncaught/.test(message.text())) errors.push(message.text().split('\n')[0]);
    });
  };
  const page = visitor ? await webPage(kind, hash, watch) : await studentPage(kind, hash, { profile: true, before: watch });
  return { page, errors };
}

/** What every page must be: no 敬请期待, nothing wider than the viewport, no error thrown. */
async function clean({ page, errors }: Opened, kind: Kind, what: string) {
  const text = await page.locator('body').innerText();
  expect(!text.includes('敬请期待'), `${what} shows 敬请期待`);
  expect(!/\bcontent\.[a-zA-Z]+\.[a-zA-Z.]+/.test(text), `${what} shows an untranslated key: ${/\bcontent\.[a-zA-Z.]+/.exec(text)?.[0]}`);
  expect(!text.includes('页面出错了'), `${what} shows the error page`);
  const overflow = await overflowOf(page);
  expect(overflow <= 1, `${what} overflows the ${kind} viewport by ${overflow}px`);
  expect(errors.length === 0, `${what} threw: ${errors.join(' | ')}`);
}

/** A screenshot with `target` scrolled to the top of the viewport (below a sticky header). */
async function shotOf(page: Page, target: Locator, name: string) {
  await target.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY - 70;
    window.scrollTo({ top: Math.max(0, top) });
  });
  await screenshot(page, name);
}

async function failWithShot<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `content-info-failed-${name}`);
    throw error;
  }
}

const texts = async (locator: Locator) => (await locator.allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
const same = (seen: string[], want: string[]) => seen.length === want.length && seen.every((s, i) => s === want[i]);
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
/** Text without tags or any white space, to compare HTML with what the page shows. */
const squeeze = (html: string) => plain(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, '');
const date = (time: string | null) => (time ?? '').slice(0, 10);

/** Delays the API calls matching `pattern` while `run` looks at the page (to see the loading state). */
async function slowly(page: Page, pattern: string, run: () => Promise<void>) {
  const handler = async (route: Route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => undefined);
  };
  await page.route(pattern, handler);
  try {
    await run();
  } finally {
    await page.unroute(pattern, handler);
  }
}

// ───────── index ─────────

function indexCase(kind: Kind): Case {
  return {
    name: `content-info: the index's cards are filled from the content, the student's province (广东) first (${suffix(kind)})`,
    async run() {
      // The shipped contacts are samples, off the site: the operator has set a real one.
      await ensureRealContact();
      const [index, questions, experts, contacts, guangdong] = await Promise.all([
        read<{ items: Card[] }>(`/information/getIndex${q({ province: '广东', limit: 6 })}`),
        read<Detail[]>(`/hundredQuestion/getRecommend${q({ limit: 6 })}`),
        read<(Detail & { extra: ExpertExtra })[]>('/expertIntroduce/getAll'),
        read<{ name: string; enabled: boolean }[]>('/contactMember/getAll'),
        read<PageOf<Card>>(`/information/getByPage${q({ province: '广东', pageNumber: 1, pageSize: 50 })}`),
      ]);
      expect(index.items.length > 0 && questions.length > 0 && experts.length >= 4, 'seed content is there');
      const opened = await open(kind, '#/index');
      const { page } = opened;
      await failWithShot(page, `index-${suffix(kind)}`, async () => {
        const latest = page.getByTestId('index-latest');
        // Each card loads on its own: wait for every one of them.
        await latest.locator('.zy-hc__title').first().waitFor({ timeout: 20_000 });
        await page.getByTestId('index-questions').locator('.zy-hc__title').first().waitFor({ timeout: 10_000 });
        await page.getByTestId('index-experts').locator('.zy-hc__person').first().waitFor({ timeout: 10_000 });
        await page.getByTestId('index-contacts').locator('.zy-hc__contact').first().waitFor({ timeout: 10_000 });
        expect((await page.getByTestId('index-content').innerText()).includes('优先显示 广东 的内容'), 'the cards say they show 广东 first');
        const titles = await texts(latest.locator('.zy-hc__title'));
        expect(
          same(
            titles,
            index.items.map((a) => a.title),
          ),
          `the 资讯 card lists getIndex's articles in order: ${titles.join(' | ')}`,
        );
        const tags = await texts(latest.locator('.zy-hc__tag'));
        expect(
          same(
            tags,
            index.items.map((a) => a.province ?? '全国'),
          ),
          `each row names its province: ${tags.join(',')}`,
        );
        const qTitles = await texts(page.getByTestId('index-questions').locator('.zy-hc__title'));
        expect(
          same(
            qTitles,
            questions.map((x) => x.title),
          ),
          `the 百问 card lists the recommended questions: ${qTitles.join(' | ')}`,
        );
        const people = page.getByTestId('index-experts').locator('.zy-hc__person-text strong');
        const names = await texts(people);
        const four = experts.slice(0, 4);
        expect(names.length === 4 && names.every((n, i) => n.startsWith(four[i].title)), `the experts card shows the first four: ${names.join(' | ')}`);
        const marked = await people.locator('.zy-hc__example').count();
        expect(marked === four.filter((e) => e.isExample).length, `the seeded experts are marked 示例 (${marked})`);
        const headlines = await texts(page.getByTestId('index-experts').locator('.zy-hc__person-text > span'));
        expect(
          same(
            headlines,
            experts.slice(0, 4).map((e) => e.extra.headline),
          ),
          `with their headlines: ${headlines.join(' | ')}`,
        );
        const contactNames = await texts(page.getByTestId('index-contacts').locator('.zy-hc__contact strong'));
        const enabled = contacts.filter((c) => c.enabled).map((c) => c.name);
        expect(enabled.length > 0 && same(contactNames, enabled), `the contact card lists the enabled contacts: ${contactNames.join(' | ')}`);
        await clean(opened, kind, 'the index');
      });
      await shotOf(page, page.getByTestId('index-content'), `content-info-index-${suffix(kind)}`);
      if (phone(kind)) await shotOf(page, page.getByTestId('index-experts'), `content-info-index-experts-${suffix(kind)}`);
      // The province's own articles lead the card when it has any.
      if (guangdong.content.some((a) => a.province === '广东')) {
        const tags = await texts(page.getByTestId('index-latest').locator('.zy-hc__tag'));
        expect(
          tags[0] === '广东',
          `a 广东 article leads the 资讯 card, saw ${tags.join(',')} (getIndex?province=广东 answered ${index.items.map((a) => a.province ?? '全国').join(',')})`,
        );
      }
      await page.context().close();
    },
  };
}

function visitorIndexCase(kind: Kind): Case {
  return {
    name: `content-info: a visitor sees the index's cards (no token needed) and is asked to log in on opening an article (${suffix(kind)})`,
    async run() {
      const opened = await open(kind, '#/index', true);
      const { page } = opened;
      await failWithShot(page, `visitor-${suffix(kind)}`, async () => {
        const latest = page.getByTestId('index-latest');
        await latest.locator('.zy-hc__title').first().waitFor({ timeout: 20_000 });
        await page.getByTestId('index-questions').locator('.zy-hc__title').first().waitFor({ timeout: 10_000 });
        await page.getByTestId('index-experts').locator('.zy-hc__person').first().waitFor({ timeout: 10_000 });
        const province = /优先显示 (\S+) 的内容/.exec(await page.getByTestId('index-content').innerText())?.[1];
        expect(province, 'the cards name the province they show first');
        const index = await read<{ items: Card[] }>(`/information/getIndex${q({ province, limit: 6 })}`);
        expect(
          same(
            await texts(latest.locator('.zy-hc__title')),
            index.items.map((a) => a.title),
          ),
          'the visitor sees the same articles the API gives',
        );
        const questions = await read<Detail[]>(`/hundredQuestion/getRecommend${q({ limit: 6 })}`);
        expect(
          same(
            await texts(page.getByTestId('index-questions').locator('.zy-hc__title')),
            questions.map((x) => x.title),
          ),
          'and the questions',
        );
        expect((await page.getByTestId('index-experts').locator('.zy-hc__person').count()) === 4, 'and four experts');
        expect((await page.locator('[data-testid^="index-"] [role="alert"]').count()) === 0, 'no card failed to load');
        await clean(opened, kind, 'the visitor index');
        await shotOf(page, page.getByTestId('index-content'), `content-info-index-visitor-${suffix(kind)}`);
        // Opening an article needs an account: the login dialog, not a failing page.
        await latest.locator('a.zy-hc__row').first().click();
        await page.getByTestId('login-modal').waitFor({ state: 'visible', timeout: 10_000 });
        expect((await page.getByTestId('page-informationDetail').count()) === 0, 'the article does not open for a visitor');
        expect((await page.getByTestId('content-error').count()) === 0, 'no error state behind the dialog');
        await clean(opened, kind, 'the login dialog over the index');
      });
      await screenshot(page, `content-info-index-visitor-login-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

// ───────── 资讯 list ─────────

function informationCase(kind: Kind): Case {
  return {
    name: `content-info: 高考资讯 by category and province, hot and recommended, paging, empty and loading states (${suffix(kind)})`,
    async run() {
      const size = 10;
      const pageOf = (params: Record<string, string | number | undefined>) =>
        read<PageOf<Card>>(`/information/getByPage${q({ pageNumber: 1, pageSize: size, ...params })}`);
      const [first, hot, recommended, index] = await Promise.all([
        pageOf({ province: '广东' }),
        read<Card[]>(`/information/hot${q({ limit: phone(kind) ? 5 : 8 })}`),
        read<Card[]>(`/information/getRecommend${q({ limit: 6 })}`),
        read<{ categories: { name: string }[] }>('/information/getIndex'),
      ]);
      expect(first.totalElements > size, `more than one page of articles for 广东 (${first.totalElements})`);
      const opened = await open(kind, '#/information');
      const { page } = opened;
      const list = page.getByTestId('information-list');
      const listTitles = () => texts(list.getByTestId('article-title'));
      const waitForTitles = (want: string[], what: string) =>
        page
          .waitForFunction(
            (w) => {
              const seen = [...document.querySelectorAll('[data-testid="information-list"] [data-testid="article-title"]')].map((a) =>
                (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
              );
              return seen.length === w.length && seen.every((s, i) => s === w[i]);
            },
            want,
            { timeout: 15_000 },
          )
          .catch(async () => {
            throw new Error(`${what}: the list shows ${(await listTitles()).join(' | ')}; the API gives ${want.join(' | ')}`);
          });

      await failWithShot(page, `information-${suffix(kind)}`, async () => {
        await page.getByTestId('article-item').first().waitFor({ timeout: 20_000 });
        await waitForTitles(
          first.content.map((a) => a.title),
          'the first page for 广东',
        );
        expect((await page.locator('.zy-info__total').innerText()).includes(String(first.totalElements)), 'the total is the API total');
        // each item's meta: category, province (or 全国), date
        const meta = await list.getByTestId('content-meta').first().innerText();
        const a0 = first.content[0];
        expect(meta.includes(a0.category) && meta.includes(a0.province ?? '全国') && meta.includes(date(a0.publishTime)), `the first item's meta: ${meta}`);
        // hot and recommended, as the API ranks them
        await page.getByTestId('information-hot').waitFor({ timeout: 10_000 });
        const hotTitles = await texts(page.getByTestId('information-hot').locator('a'));
        expect(
          same(
            hotTitles,
            hot.map((a) => a.title),
          ),
          `the hot list: ${hotTitles.join(' | ')}`,
        );
        const recTitles = phone(kind)
          ? await texts(page.getByTestId('information-recommend').locator('strong'))
          : await texts(page.getByTestId('information-recommend').locator('a'));
        expect(
          same(
            recTitles,
            recommended.map((a) => a.title),
          ),
          `the recommended list: ${recTitles.join(' | ')}`,
        );
        // the categories, in the product's order
        const categories = index.categories.map((c) => c.name);
        const tabs = await texts(page.getByTestId('information-categories').locator(phone(kind) ? '.adm-capsule-tabs-tab' : '.ant-tabs-tab'));
        expect(same(tabs, ['全部', ...categories]), `the category tabs: ${tabs.join(',')}`);
        await clean(opened, kind, 'the 资讯 list');
      });
      await shotOf(page, page.getByTestId('page-information'), `content-info-information-${suffix(kind)}`);

      // a category narrows the list to its articles
      const category = '升学路径';
      const ofCategory = await pageOf({ province: '广东', category });
      expect(ofCategory.totalElements > 0 && ofCategory.totalElements < first.totalElements, `${category} has some articles (${ofCategory.totalElements})`);
      await failWithShot(page, `information-category-${suffix(kind)}`, async () => {
        await page.getByTestId('information-categories').getByText(category, { exact: true }).click();
        await waitForTitles(
          ofCategory.content.map((a) => a.title),
          `the ${category} category`,
        );
        const metas = await texts(list.getByTestId('content-meta'));
        expect(
          metas.every((m) => m.includes(category)),
          'every item is of the category',
        );
        expect(decodeURIComponent(page.url()).includes(`category=${category}`), 'the category is kept in the address');
      });
      await screenshot(page, `content-info-information-category-${suffix(kind)}`);

      // the province filter: every province instead of 广东 (and national)
      await page.goto(`${ctx.server.base}/#/information`);
      await page.getByTestId('article-item').first().waitFor({ timeout: 15_000 });
      const everywhere = await pageOf({});
      expect(everywhere.totalElements > first.totalElements, `other provinces have articles too (${everywhere.totalElements} > ${first.totalElements})`);
      await failWithShot(page, `information-province-${suffix(kind)}`, async () => {
        await page.getByTestId('information-province').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '全部省份' }).first().click();
        await page.waitForFunction((n) => document.querySelector('.zy-info__total')?.textContent?.includes(String(n)), everywhere.totalElements, {
          timeout: 10_000,
        });
        await waitForTitles(
          everywhere.content.map((a) => a.title),
          'every province',
        );
        expect(page.url().includes('province=all'), 'the choice is kept in the address');
      });

      // paging: page 2 on a desktop, "load more" on a phone
      await page.goto(`${ctx.server.base}/#/information`);
      await page.getByTestId('article-item').first().waitFor({ timeout: 15_000 });
      const second = await pageOf({ province: '广东', pageNumber: 2 });
      await failWithShot(page, `information-paging-${suffix(kind)}`, async () => {
        if (phone(kind)) {
          await page.getByTestId('information-more').click();
          await waitForTitles(
            [...first.content, ...second.content].map((a) => a.title),
            'after loading more',
          );
        } else {
          await page.getByTestId('information-pager').locator('.ant-pagination-item-2').click();
          await waitForTitles(
            second.content.map((a) => a.title),
            'page 2',
          );
          expect(page.url().includes('page=2'), 'the page is kept in the address');
        }
        await clean(opened, kind, 'the 资讯 list after paging');
      });
      if (phone(kind))
        await shotOf(page, page.getByTestId('information-more').or(page.locator('.zy-m-info__more')).first(), `content-info-information-more-${suffix(kind)}`);
      else await screenshot(page, 'content-info-information-page2-desktop');

      // nothing found: a desktop searches the list, a phone's search field searches the whole site
      const nothing = '量子纠缠潜水艇';
      await failWithShot(page, `information-empty-${suffix(kind)}`, async () => {
        if (phone(kind)) {
          await page.goto(`${ctx.server.base}/#/information`);
          const field = page.getByTestId('information-search').locator('input');
          await field.fill(nothing);
          await field.press('Enter');
        } else {
          await page.getByTestId('information-search').fill(nothing);
          await page.getByTestId('information-search').press('Enter');
        }
        const empty = page.getByTestId('content-empty');
        await empty.waitFor({ timeout: 10_000 });
        expect((await empty.innerText()).includes(nothing), `the empty state names the search: ${await empty.innerText()}`);
        await clean(opened, kind, 'the empty 资讯 search');
      });
      await screenshot(page, `content-info-information-empty-${suffix(kind)}`);

      // the loading state while the list is on its way
      await failWithShot(page, `information-loading-${suffix(kind)}`, async () => {
        await slowly(page, '**/api/information/getByPage**', async () => {
          await page.goto(`${ctx.server.base}/#/information?category=${encodeURIComponent('政策解读')}`);
          await page.reload();
          await page.getByTestId('content-loading').first().waitFor({ timeout: 10_000 });
          expect((await page.getByTestId('content-loading').first().getAttribute('aria-busy')) === 'true', 'the skeleton says it is busy');
          await page.getByTestId('article-item').first().waitFor({ timeout: 15_000 });
        });
      });
      await page.context().close();
    },
  };
}

// ───────── one article ─────────

/** A seeded article with a table and neighbours on both sides, found without counting a read. */
async function articleWithTable(): Promise<{ card: Card; tables: SimpleTable[] }> {
  const all = await read<PageOf<Card>>(`/information/getByPage${q({ pageNumber: 1, pageSize: 50 })}`);
  for (const card of all.content.slice(1, -1)) {
    const tables = await read<SimpleTable[]>(`/informationSimpleTable/get/${card.id}`);
    if (tables.length) return { card, tables };
  }
  throw new Error('no seeded article has a table');
}

function detailCase(kind: Kind): Case {
  return {
    name: `content-info: an article with its meta, read count, body, table, attachments and prev/next; unknown and malformed ids are a 404 (${suffix(kind)})`,
    async run() {
      const { card, tables } = await articleWithTable();
      // Reading it through the API counts one read too: the page then shows one more.
      const detail = await read<Detail>(`/information/get/${card.id}`);
      expect(detail.prev && detail.next, 'the article has neighbours on both sides');
      const opened = await open(kind, `#/informationDetail?id=${card.id}`);
      const { page } = opened;
      const viewsShown = async () => Number((await page.getByTestId('article').getByTestId('content-meta').innerText()).match(/(\d+)\s*$/)?.[1] ?? NaN);
      await failWithShot(page, `detail-${suffix(kind)}`, async () => {
        await page.getByTestId('article-heading').waitFor({ timeout: 20_000 });
        expect((await page.getByTestId('article-heading').innerText()).trim() === detail.title, 'the heading is the title');
        const meta = await page.getByTestId('article').getByTestId('content-meta').innerText();
        for (const part of [detail.category, detail.province ?? '全国', date(detail.publishTime), '示例']) {
          expect(meta.includes(part), `the meta names ${part}: ${meta}`);
        }
        expect((await viewsShown()) === detail.viewCount + 1, `the read count is the API's plus this read: ${meta} (API ${detail.viewCount})`);
        // the body, as written
        const body = await page.getByTestId('article-body').innerText();
        const sentence = squeeze(/<p>([\s\S]*?)<\/p>/.exec(detail.body)?.[1] ?? '').slice(0, 30);
        expect(sentence.length > 10 && squeeze(body).includes(sentence), `the body shows its first paragraph: ${sentence}`);
        // the table the article embeds (served by /informationSimpleTable) is drawn, once
        const table = tables[0];
        const drawn = page.getByTestId('article').locator('table').filter({ hasText: table.columns[0] }).first();
        const header = await texts(drawn.locator('tr').first().locator('th, td'));
        expect(same(header, table.columns), `the table's columns: ${header.join(',')} vs ${table.columns.join(',')}`);
        const firstRow = await texts(drawn.locator('tr').nth(1).locator('th, td'));
        expect(same(firstRow, table.rows[0]), `the table's first row: ${firstRow.join(',')} vs ${table.rows[0].join(',')}`);
        const drawnTables = await page.getByTestId('article').locator('table').count();
        expect(drawnTables === tables.length, `each table drawn once: ${drawnTables} on the page, ${tables.length} in the article`);
        // a seeded article has no attachment: no empty attachments block
        expect((await page.getByTestId('article-attachments').count()) === 0, 'no attachments block without attachments');
        expect((await page.getByTestId('article-prev').innerText()).includes(detail.prev!.title), 'the previous article is linked');
        expect((await page.getByTestId('article-next').innerText()).includes(detail.next!.title), 'the next article is linked');
        await clean(opened, kind, 'the article');
      });
      await screenshot(page, `content-info-detail-${suffix(kind)}`);
      await shotOf(page, page.getByTestId('article').locator('table').first(), `content-info-detail-table-${suffix(kind)}`);

      // a reload is one more read
      const before = await viewsShown();
      await page.reload();
      await page.getByTestId('article-heading').waitFor({ timeout: 15_000 });
      await page
        .waitForFunction(
          (n) => /(\d+)\s*$/.exec(document.querySelector('[data-testid="article"] [data-testid="content-meta"]')?.textContent ?? '')?.[1] === String(n),
          before + 1,
          { timeout: 10_000 },
        )
        .catch(async () => {
          throw new Error(`the read count after a reload: ${await viewsShown()}, want ${before + 1}`);
        });

      // next and previous open their articles
      await shotOf(page, page.getByTestId('article-next'), `content-info-detail-neighbours-${suffix(kind)}`);
      const headingIs = (title: string, what: string) =>
        page
          .waitForFunction((t) => document.querySelector('[data-testid="article-heading"]')?.textContent?.trim() === t, title, { timeout: 10_000 })
          .catch(async () => {
            await screenshot(page, `content-info-failed-neighbours-${suffix(kind)}`);
            throw new Error(
              `${what}: the heading is not ${title} (${await page
                .locator('body')
                .innerText()
                .then((t) => t.slice(0, 120))})`,
            );
          });
      await page.getByTestId('article-next').locator('a').click();
      await page.waitForFunction((id) => location.hash.includes(`id=${id}`), detail.next!.id, { timeout: 10_000 });
      await headingIs(detail.next!.title, 'the next article');
      await page.getByTestId('article-prev').locator('a').click();
      await headingIs(detail.title, 'back to the previous article');
      await clean(opened, kind, 'the article after prev/next');

      // an id nobody has, and one that is not an id at all
      for (const bad of ['999999999', 'foo']) {
        await page.goto(`${ctx.server.base}/#/informationDetail?id=${bad}`);
        await failWithShot(page, `detail-404-${bad}-${suffix(kind)}`, async () => {
          await page.getByTestId('content-not-found').waitFor({ timeout: 15_000 });
          expect((await page.getByTestId('content-not-found').innerText()).includes('没有找到这篇资讯'), `?id=${bad} says the article was not found`);
          expect((await page.getByTestId('content-error').count()) === 0, `?id=${bad} is not shown as a failure`);
          await clean(opened, kind, `the article ?id=${bad}`);
        });
        await screenshot(page, `content-info-detail-404-${bad === 'foo' ? 'bad' : 'unknown'}-${suffix(kind)}`);
      }
      await page.context().close();
    },
  };
}

function attachmentCase(): Case {
  return {
    name: 'content-info: an article with an attachment lists it with a link that downloads the file (desktop)',
    async run() {
      const admin = await adminToken();
      const title = `附件示例${Date.now().toString(36)}`;
      const file = await call<{ id: string }>('/upload/file?detail=1', admin, {
        base64: (await stripesPng({ width: 40, height: 20 })).toString('base64'),
        title: '报名表样张.png',
      });
      expect(file.code === 200, `upload: ${file.message}`);
      const saved = await call<{ id: string }>('/content/admin/article/save', admin, {
        title,
        category: '政策解读',
        summary: '带附件的资讯（端到端测试）',
        body: '<p>正文见附件。</p>',
        status: 'published',
        extra: { attachments: [{ fileId: file.result.id, title: '报名表样张.png' }] },
      });
      expect(saved.code === 200, `save: ${saved.message}`);
      try {
        const opened = await open('desktop', `#/informationDetail?id=${saved.result.id}`);
        const { page } = opened;
        await failWithShot(page, 'detail-attachment', async () => {
          const block = page.getByTestId('article-attachments');
          await block.waitFor({ timeout: 15_000 });
          const link = block.locator('a').first();
          expect((await link.innerText()).trim() === '报名表样张.png', 'the attachment is listed by its title');
          const href = await link.getAttribute('href');
          expect(href, 'the attachment links to its file');
          const res = await page.request.get(new URL(href, ctx.server.base).toString());
          expect(
            res.status() === 200 && (res.headers()['content-type'] ?? '').startsWith('image/png'),
            `the link serves the file: ${res.status()} ${res.headers()['content-type']}`,
          );
          await clean(opened, 'desktop', 'the article with an attachment');
        });
        await screenshot(page, 'content-info-detail-attachment-desktop');
        await page.context().close();
      } finally {
        await call('/content/admin/article/delByIds', admin, { ids: [saved.result.id] });
      }
    },
  };
}

// ───────── 百问 ─────────

interface QuestionList {
  categories: { name: string; count: number }[];
  items: Detail[];
}

function questionsCase(kind: Kind): Case {
  return {
    name: `content-info: the 百问 with category counts, a Chinese search, answers that open, and the empty state (${suffix(kind)})`,
    async run() {
      const all = await read<QuestionList>('/hundredQuestion/getAll');
      expect(all.items.length >= 100, `the 百问 has its 100 questions (${all.items.length})`);
      const opened = await open(kind, phone(kind) ? '#/menuDetail/qAndA' : '#/qAndA');
      const { page } = opened;
      const search = async (word: string) => {
        const field = phone(kind) ? page.getByTestId('qa-search').locator('input') : page.getByTestId('qa-search');
        await field.fill(word);
        await field.press('Enter');
      };
      await failWithShot(page, `qa-${suffix(kind)}`, async () => {
        await page.getByTestId('qa-question').first().waitFor({ timeout: 20_000 });
        expect((await page.getByTestId('qa-question').count()) === all.items.length, 'every question is listed');
        const tabs = await texts(page.getByTestId('qa-categories').locator(phone(kind) ? '.adm-capsule-tabs-tab' : '.ant-tabs-tab'));
        const want = [`全部 ${all.items.length}`, ...all.categories.filter((c) => c.count > 0).map((c) => `${c.name} ${c.count}`)];
        expect(same(tabs, want), `the categories with their counts: ${tabs.join(',')} vs ${want.join(',')}`);
        expect((await page.getByTestId('page-qAndA').innerText()).includes(`共 ${all.items.length} 个问题`), 'the count is said');
        await clean(opened, kind, 'the 百问');
      });
      await screenshot(page, `content-info-qa-${suffix(kind)}`);

      // a category tab shows its questions
      const category = all.categories.find((c) => c.count > 0 && c.count < all.items.length)!;
      await page.getByTestId('qa-categories').getByText(`${category.name} ${category.count}`, { exact: true }).click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="qa-question"]').length === n, category.count, { timeout: 10_000 });

      // a Chinese word narrows the list to the questions whose question or answer has it
      const word = '退档';
      const found = await read<QuestionList>(`/hundredQuestion/getAll${q({ keyword: word })}`);
      expect(found.items.length > 0 && found.items.length < all.items.length, `${word} narrows the 百问 (${found.items.length})`);
      await page.goto(`${ctx.server.base}/#/${phone(kind) ? 'menuDetail/qAndA' : 'qAndA'}`);
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="qa-question"]').length === n, all.items.length, { timeout: 15_000 });
      await failWithShot(page, `qa-search-${suffix(kind)}`, async () => {
        await search(word);
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="qa-question"]').length === n, found.items.length, { timeout: 10_000 });
        const shown = await texts(page.getByTestId('qa-question').locator('.zy-qa__title'));
        expect(
          same(
            shown,
            found.items.map((x) => x.title),
          ),
          `the questions found: ${shown.join(' | ')}`,
        );
        // an answer opens on a click, and is the API's answer
        const first = found.items[0];
        await page.getByTestId('qa-question').first().click();
        const answer = page.getByTestId('qa-answer-body').first();
        await answer.waitFor({ state: 'visible', timeout: 10_000 });
        const start = squeeze(first.body).slice(0, 20);
        expect(squeeze(await answer.innerText()).includes(start), `the answer opens: ${start}`);
        await clean(opened, kind, 'the 百问 search');
      });
      await screenshot(page, `content-info-qa-search-${suffix(kind)}`);

      // nothing found
      await failWithShot(page, `qa-empty-${suffix(kind)}`, async () => {
        await search('量子纠缠潜水艇');
        await page.getByTestId('content-empty').waitFor({ timeout: 10_000 });
        expect((await page.getByTestId('qa-question').count()) === 0, 'no question is left');
        await clean(opened, kind, 'the empty 百问 search');
      });
      await screenshot(page, `content-info-qa-empty-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

// ───────── experts ─────────

function expertsCase(kind: Kind): Case {
  return {
    name: `content-info: the experts' profiles (示例), with provinces, specialities, years and how to book (${suffix(kind)})`,
    async run() {
      const experts = await read<(Detail & { extra: ExpertExtra })[]>('/expertIntroduce/getAll');
      expect(experts.length >= 6 && experts.every((e) => e.isExample), `six seeded experts, marked as examples (${experts.length})`);
      const opened = await open(kind, '#/expertIntroduction');
      const { page } = opened;
      await failWithShot(page, `experts-${suffix(kind)}`, async () => {
        await page.getByTestId('expert-card').first().waitFor({ timeout: 20_000 });
        const cards = page.getByTestId('expert-card');
        expect((await cards.count()) === experts.length, 'every expert has a card');
        for (const [i, e] of experts.entries()) {
          const card = cards.nth(i);
          expect((await card.getByTestId('expert-name').innerText()).trim() === e.title, `card ${i + 1} is ${e.title}`);
          const text = (await card.innerText()).replace(/\s+/g, ' ');
          for (const part of [e.extra.headline, ...e.extra.provinces, ...e.extra.specialities, `从业 ${e.extra.yearsOfPractice} 年`]) {
            expect(text.includes(part), `${e.title}'s card shows ${part}`);
          }
          expect((await card.getByTestId('example-badge').count()) === 1, `${e.title} is marked 示例`);
        }
        await clean(opened, kind, 'the experts');
      });
      await screenshot(page, `content-info-experts-${suffix(kind)}`);
      // Issue 30: a 示例 expert is never bookable: no booking button, a plain note instead.
      const samples = experts.filter((e) => e.isExample).length;
      expect((await page.getByTestId('expert-not-bookable').count()) === samples, `every sample expert says it cannot be booked (${samples})`);
      expect((await page.getByTestId('expert-book').count()) === experts.length - samples, 'only real experts offer booking');
      const bookable = experts.findIndex((e) => !e.isExample && e.extra.booking);
      if (bookable >= 0) {
        // how to book: the expert's own words
        await page.getByTestId('expert-book').first().click();
        const booking = page.getByTestId('expert-booking');
        await booking.waitFor({ state: 'visible', timeout: 10_000 });
        const said = (await booking.innerText()).replace(/\s+/g, '');
        expect(said.includes(experts[bookable].extra.booking.replace(/\s+/g, '')), `how to book ${experts[bookable].title}: ${said}`);
        await screenshot(page, `content-info-experts-booking-${suffix(kind)}`);
      }
      await page.context().close();
    },
  };
}

// ───────── site search ─────────

/** A 2–4 character word of an article's body that is in neither its title nor its summary, and that the search finds it by. */
async function bodyWord(): Promise<{ article: Detail; word: string }> {
  const list = await read<PageOf<Card>>(`/information/getByPage${q({ pageNumber: 1, pageSize: 50 })}`);
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  let asked = 0;
  for (const card of list.content.slice(3)) {
    const article = await read<Detail>(`/information/get/${card.id}`);
    const counts = new Map<string, number>();
    for (const s of segmenter.segment(plain(article.body))) {
      const w = s.segment;
      if (s.isWordLike && /^\p{Script=Han}{2,4}$/u.test(w) && !article.title.includes(w) && !article.summary.includes(w))
        counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    // Words used once or twice in this article are likely rare in the others too.
    const words = [...counts]
      .filter(([, n]) => n <= 2)
      .map(([w]) => w)
      .reverse();
    for (const word of words.slice(0, 8)) {
      asked += 1;
      const hits = await read<PageOf<{ id: string; kind: string }>>(`/content/search${q({ q: word, pageNumber: 1, pageSize: 10 })}`);
      if (hits.totalElements <= 5 && hits.content.some((h) => h.kind === 'article' && h.id === article.id)) return { article, word };
      if (asked > 40) break;
    }
    if (asked > 40) break;
  }
  throw new Error('no body word found an article on the first page of the search');
}

function siteSearchCase(kind: Kind): Case {
  return {
    name: `content-info: the site search finds an article by a word of its body, marks it, opens it; no hits is an empty state (${suffix(kind)})`,
    async run() {
      const { article, word } = await bodyWord();
      const opened = await open(kind, phone(kind) ? '#/information' : '#/index');
      const { page } = opened;
      const ask = async (text: string) => {
        if (phone(kind)) {
          const field = page.getByTestId('information-search').locator('input');
          await field.fill(text);
          await field.press('Enter');
        } else {
          await page.getByTestId('site-search-input').fill(text);
          await page.getByTestId('site-search-input').press('Enter');
        }
      };
      await failWithShot(page, `search-${suffix(kind)}`, async () => {
        if (phone(kind)) {
          await page.getByTestId('information-search').waitFor({ timeout: 20_000 });
        } else {
          // Once the page's cards have loaded (a click during the first render was seen lost on a loaded machine).
          await page.getByTestId('index-latest').locator('.zy-hc__title').first().waitFor({ timeout: 20_000 });
          await page.getByTestId('site-search-open').click({ timeout: 20_000 });
          await page.getByTestId('site-search-panel').waitFor({ timeout: 10_000 });
        }
        await ask(word);
        const hit = page
          .getByTestId('search-hit')
          .filter({ has: page.locator('.zy-hit__title', { hasText: article.title }) })
          .first();
        await hit.waitFor({ timeout: 15_000 });
        const marks = await texts(hit.getByTestId('hit-highlight').locator('mark'));
        expect(marks.length > 0 && marks.every((m) => m === word), `the word is marked in the passage: ${marks.join(',')} (${word})`);
        expect((await hit.getByTestId('hit-kind').innerText()).trim() === '资讯', 'the hit is labelled 资讯');
        expect(!article.title.includes(word), 'the word is not in the title');
        await clean(opened, kind, 'the site search');
        await shotOf(page, hit, `content-info-search-${suffix(kind)}`);
        await hit.locator('.zy-hit__title').click();
        await page.waitForFunction((id) => location.hash.startsWith('#/informationDetail') && location.hash.includes(`id=${id}`), article.id, {
          timeout: 10_000,
        });
        await page.waitForFunction((title) => document.querySelector('[data-testid="article-heading"]')?.textContent?.trim() === title, article.title, {
          timeout: 15_000,
        });
        expect((await page.getByTestId('article-body').innerText()).includes(word), 'the article has the word in its body');
        // The panel closes with its own animation: wait for it to end, then it must be gone.
        const closed = await page
          .getByTestId('site-search-panel')
          .waitFor({ state: 'hidden', timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
        expect(closed, 'the search panel closes on opening a hit');
      });

      // a word nothing has
      await failWithShot(page, `search-empty-${suffix(kind)}`, async () => {
        if (phone(kind)) {
          await page.goto(`${ctx.server.base}/#/information`);
          await page.getByTestId('information-search').waitFor({ timeout: 15_000 });
        } else {
          await page.getByTestId('site-search-open').click();
          await page.getByTestId('site-search-panel').waitFor({ timeout: 10_000 });
        }
        const nothing = '量子纠缠潜水艇';
        await ask(nothing);
        const empty = page
          .getByTestId('site-search-results')
          .getByTestId('content-empty')
          .or(page.getByTestId('site-search-panel').getByTestId('content-empty'));
        await empty.first().waitFor({ timeout: 10_000 });
        expect((await empty.first().innerText()).includes(nothing), 'the empty state names the query');
        expect((await page.getByTestId('search-hit').count()) === 0, 'no hits');
        await clean(opened, kind, 'the empty site search');
      });
      await screenshot(page, `content-info-search-empty-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

export const cases: Case[] = [
  ...KINDS.map(indexCase),
  visitorIndexCase('desktop'),
  visitorIndexCase('mobile'),
  visitorIndexCase('narrow'),
  ...KINDS.map(informationCase),
  ...KINDS.map(detailCase),
  attachmentCase(),
  ...KINDS.map(questionsCase),
  ...KINDS.map(expertsCase),
  ...KINDS.map(siteSearchCase),
];
