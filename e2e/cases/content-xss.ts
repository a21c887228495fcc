/**
 * Issue 19 must-show 5: the security issue's XSS corpus through the article editor and renderer.
 * One article holds every payload of e2e/cases/xss.ts (stored through the admin API, as the editor
 * posts it); a second is written in the browser by pasting the whole corpus as HTML into the rich
 * editor and saving it. Each is opened where its HTML is rendered: the editor itself, its 预览, the
 * article page of the site (desktop and phone). Nothing may run (no dialog, no window.__xss), and
 * the safe formatting of the corpus must still show as formatting.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, screenshot, type Case } from '../harness.ts';
import { adminPage, adminToken, call, studentPage } from '../context.ts';
import { PAYLOADS, RUN, SAFE, assertQuiet, listen, poke, type Signals } from './xss.ts';

const CORPUS = SAFE + PAYLOADS.join('');

interface Saved {
  id: string;
  title: string;
  body: string;
}

/** The 格式 part of the corpus is still bold, a list and a link that opens apart. */
async function formattingKept(content: Locator, where: string) {
  expect((await content.locator('b, strong').filter({ hasText: '按时' }).count()) >= 1, `${where}: bold shows as bold`);
  expect((await content.locator('li').filter({ hasText: '批次' }).count()) === 2, `${where}: the list shows as a list`);
}

let stored: Promise<Saved> | null = null;

/** The corpus article, stored once through the admin API and published. */
function storeOnce(): Promise<Saved> {
  stored ??= (async () => {
    const admin = await adminToken();
    const saved = await call<Saved>('/content/admin/article/save', admin, {
      title: `XSS 资讯 <img src=x onerror=${RUN}>`,
      category: '政策解读',
      summary: '安全测试：每个样本都必须只是文字或被清除。',
      body: CORPUS,
      status: 'published',
    });
    expect(saved.code === 200, `save the corpus article: ${saved.code} ${saved.message}`);
    expect(!/\son[a-z]+\s*=|javascript:|<script|<iframe|<svg|<style/i.test(saved.result.body), `stored body is clean: ${saved.result.body.slice(0, 400)}`);
    return saved.result;
  })();
  return stored;
}

/** The article page of the site as the signed-in student, with every dialog recorded from the start. */
async function siteArticle(kind: 'desktop' | 'mobile', id: string): Promise<{ page: Page; signals: Signals }> {
  let signals: Signals = { dialogs: [] };
  const page = await studentPage(kind, `#/informationDetail?id=${id}`, {
    province: null,
    before: (p) => {
      signals = listen(p.context());
    },
  });
  await page.getByTestId('article-body').waitFor({ timeout: 15_000 });
  return { page, signals };
}

/** Pastes HTML into the focused rich editor as a browser paste would (the editor parses it itself). */
async function pasteHtml(editor: Locator, html: string) {
  await editor.click();
  await editor.evaluate((el, h) => {
    const data = new DataTransfer();
    data.setData('text/html', h);
    data.setData('text/plain', 'corpus');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

export const cases: Case[] = [
  {
    name: 'content-xss: the corpus in the article editor and its preview runs nothing; pasted into the editor, saved and shown on the site, neither',
    async run() {
      await storeOnce();
      const admin = await adminToken();
      const page = await adminPage('desktop', '/content/article', admin);
      const signals = listen(page.context());
      await page.getByTestId('content-page-article').waitFor({ timeout: 15_000 });

      // The stored corpus article, opened in the editor and previewed.
      await page.locator('.ant-pro-query-filter input#title').fill('XSS 资讯');
      await page.locator('.ant-pro-query-filter button.ant-btn-primary').click();
      const row = page.locator('.ant-table-row', { hasText: 'XSS 资讯' }).first();
      await row.waitFor({ timeout: 15_000 });
      await row.getByTestId('content-row-edit').click();
      const editor = page.getByTestId('content-body-editor-content');
      await editor.locator('li').first().waitFor({ timeout: 15_000 });
      await poke(editor);
      await formattingKept(editor, 'the editor');
      await assertQuiet(page, signals, 'the editor with the stored corpus');
      await page.getByTestId('content-preview-open').click();
      const preview = page.getByTestId('content-preview-body');
      await preview.waitFor({ timeout: 10_000 });
      await poke(preview);
      await formattingKept(preview, 'the preview');
      await assertQuiet(page, signals, 'the preview of the stored corpus');
      await screenshot(page, 'content-xss-preview');
      await page.locator('.ant-modal-close').last().click();
      await page.locator('.ant-drawer-close').click();
      await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden', timeout: 10_000 });

      // The corpus pasted into a new article in the editor, saved and published.
      const title = `XSS 粘贴 ${Date.now().toString(36)}`;
      await page.getByTestId('content-add').click();
      await page.getByTestId('content-title').fill(title);
      await page.getByTestId('content-category').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '政策解读' }).first().click();
      const fresh = page.getByTestId('content-body-editor-content');
      await fresh.waitFor({ timeout: 15_000 });
      await pasteHtml(fresh, CORPUS);
      await fresh.locator('li').first().waitFor({ timeout: 10_000 });
      await poke(fresh);
      await assertQuiet(page, signals, 'the editor after pasting the corpus');
      await screenshot(page, 'content-xss-pasted');
      await page.getByTestId('content-save-publish').click();
      await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden', timeout: 15_000 });
      const list = await call<{ content: Saved[] }>(`/content/admin/article/getByCondition?title=${encodeURIComponent(title)}&pageNumber=1&pageSize=5`, admin);
      const pasted = list.result.content.find((a) => a.title === title);
      expect(pasted, 'the pasted article was saved');
      const body = (await call<Saved>(`/content/admin/article/get/${pasted.id}`, admin)).result.body;
      expect(
        body.includes('按时') && !/\son[a-z]+\s*=|javascript:|<script|<iframe|<svg|<style|<object|<embed|<form/i.test(body),
        `the pasted body is stored clean: ${body.slice(0, 400)}`,
      );
      await assertQuiet(page, signals, 'the admin after saving');
      await page.context().close();

      const site = await siteArticle('desktop', pasted.id);
      const shown = site.page.getByTestId('article-body');
      await poke(shown);
      await formattingKept(shown, 'the site (pasted article)');
      await assertQuiet(site.page, site.signals, 'the site article written by pasting the corpus');
      await site.page.context().close();
    },
  },
  ...(['desktop', 'mobile'] as const).map((kind): Case => ({
    name: `content-xss: the corpus article runs nothing on the site's article page (${kind})`,
    async run() {
      const article = await storeOnce();
      const { page, signals } = await siteArticle(kind, article.id);
      const heading = await page.getByTestId('article-heading').innerText();
      expect(heading.includes('<img src=x onerror='), `the title is shown as text: ${heading}`);
      const body = page.getByTestId('article-body');
      await poke(body);
      await formattingKept(body, `the site (${kind})`);
      const links = body.locator('a[href]');
      for (let i = 0; i < (await links.count()); i += 1) {
        const href = (await links.nth(i).getAttribute('href')) ?? '';
        expect(/^(https?:|mailto:|\/|#)/i.test(href), `a link left on the page points only to an allowed scheme: ${href}`);
        expect((await links.nth(i).getAttribute('rel')) === 'noopener noreferrer', 'links open apart');
      }
      await assertQuiet(page, signals, `the site article (${kind})`);
      await screenshot(page, `content-xss-site-${kind}`);
      await page.context().close();
    },
  })),
];
