/**
 * Issue 19, the pathway pages as a signed-in student, desktop and phones (390 and 360): 报考条件
 * (grouped by kind, searched in Chinese, a link to one condition), 材料模板 (preview and a download
 * whose text is the template's), 竞赛白名单 (by subject, with its source note), 其他升学路径 (who / when
 * / how and the steps of /backProcess/getAllList, a deep link, the seeded 自主招生) and the phone's menuDetail:
 * an unknown name is a 404, a desktop page not yet built for phones keeps its topic panel.
 */
import fs from 'node:fs';
import { expect, screenshot, type Case } from '../harness.ts';
import { ctx, fits, noComingSoon, pageHash, read, studentPage, suffix, type Kind } from '../context.ts';

interface Item {
  id: string;
  title: string;
  category: string;
  extra: Record<string, unknown>;
}

/** The page `name` (?query) as a signed-in student: itself on a desktop, menuDetail/<name> on a phone. */
const open = (kind: Kind, name: string, query = '') => studentPage(kind, pageHash(kind, name, query));

function conditionsCase(kind: Kind): Case {
  return {
    name: `content-paths: 报考条件 grouped by kind, a Chinese search and a link to one condition (${suffix(kind)})`,
    async run() {
      const all = await read<Item[]>('/content/condition/getAll');
      expect(all.length >= 10, `seeded conditions: ${all.length}`);
      const page = await open(kind, 'conditionsOfEnrolment');
      await page.getByTestId('condition-item').first().waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('condition-item').count()) === all.length, 'every condition is listed');
      const groups = await page.getByTestId('condition-group').locator('h2').allInnerTexts();
      expect(groups[0]?.startsWith('体检'), `groups start with 体检: ${groups.join(' | ')}`);
      await noComingSoon(page, 'conditionsOfEnrolment');
      await fits(page, kind, 'conditionsOfEnrolment');
      await screenshot(page, `content-paths-conditions-${suffix(kind)}`);

      // A search in Chinese goes to the server (keyword over title, rule and note) and marks the word.
      const expected = all.filter((c) => [c.title, String(c.extra.rule), String(c.extra.note)].some((s) => s.includes('色盲'))).length;
      expect(expected > 0 && expected < all.length, `色盲 narrows the list (${expected} of ${all.length})`);
      await page.getByTestId('condition-search').fill('色盲');
      await page.getByTestId('condition-search').press('Enter');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="condition-item"]').length === n, expected, { timeout: 10_000 });
      const marks = await page.locator('[data-testid="condition-item"] mark').allInnerTexts();
      expect(marks.length > 0 && marks.every((m) => m === '色盲'), `the word is marked: ${marks.join(',')}`);
      await fits(page, kind, 'the condition search');
      await screenshot(page, `content-paths-conditions-search-${suffix(kind)}`);

      // A word nothing contains: the empty state, with a way back.
      await page.getByTestId('condition-search').fill('量子纠缠潜水艇');
      await page.getByTestId('condition-search').press('Enter');
      await page.getByTestId('content-empty').waitFor({ timeout: 10_000 });

      // ?id= highlights that condition; an unknown id is a 404.
      const target = all[all.length - 1];
      await page.goto(`${ctx.server.base}/#/${kind === 'desktop' ? '' : 'menuDetail/'}conditionsOfEnrolment?id=${target.id}`);
      const active = page.locator('[data-testid="condition-item"][data-active="true"]');
      await active.waitFor({ timeout: 10_000 });
      expect((await active.innerText()).includes(target.title), 'the linked condition is the highlighted one');
      await page.goto(`${ctx.server.base}/#/${kind === 'desktop' ? '' : 'menuDetail/'}conditionsOfEnrolment?id=no-such-condition`);
      await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });
      await page.context().close();
    },
  };
}

function templatesCase(kind: Kind): Case {
  return {
    name: `content-paths: 材料模板 previewed and downloaded as text (${suffix(kind)})`,
    async run() {
      const templates = await read<Item[]>('/content/template/getAll');
      expect(templates.length >= 3, `seeded templates: ${templates.length}`);
      const page = await open(kind, 'materialTemplate');
      await page.getByTestId('template-item').first().waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('template-item').count()) === templates.length, 'every template is listed');
      const first = templates[0];
      const preview = await page.getByTestId('template-preview').first().innerText();
      const firstLine = String(first.extra.text).split('\n')[0];
      expect(preview.startsWith(firstLine), `the preview shows the template's text: ${preview.slice(0, 40)}`);
      await noComingSoon(page, 'materialTemplate');
      await fits(page, kind, 'materialTemplate');
      await screenshot(page, `content-paths-templates-${suffix(kind)}`);

      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), page.getByTestId('template-download').first().click()]);
      expect(download.suggestedFilename() === `${first.title}.txt`, `named after the template: ${download.suggestedFilename()}`);
      const file = await download.path();
      const text = fs.readFileSync(file, 'utf8');
      expect(text.includes(firstLine) && text.includes('【'), `the file is the template's text: ${text.slice(0, 60)}`);
      expect(text.length >= String(first.extra.text).length * 0.9, 'the whole text is downloaded, not the preview');
      await page.context().close();
    },
  };
}

function whiteListCase(kind: Kind): Case {
  return {
    name: `content-paths: 竞赛白名单 by subject with its source (${suffix(kind)})`,
    async run() {
      const all = await read<Item[]>('/prizeAnswer/getAll');
      expect(all.length >= 5, `seeded competitions: ${all.length}`);
      const page = await open(kind, 'whiteList');
      await page.getByTestId('competition-item').first().waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('competition-item').count()) === all.length, 'every competition is listed');
      expect((await page.getByTestId('whitelist-source').innerText()).includes('教育部'), 'the list says where it comes from');
      await noComingSoon(page, 'whiteList');
      await fits(page, kind, 'whiteList');
      await screenshot(page, `content-paths-whitelist-${suffix(kind)}`);

      const physics = all.filter((c) => c.category === '物理');
      expect(physics.length > 0, 'a 物理 competition is seeded');
      await page.getByTestId('competition-subject-物理').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="competition-item"]').length === n, physics.length, { timeout: 10_000 });
      const titles = await page.getByTestId('competition-item').locator('h3').allInnerTexts();
      expect(
        titles.every((t) => t.includes('物理')),
        `only 物理 competitions: ${titles.join(' | ')}`,
      );
      await fits(page, kind, 'the 物理 tab');
      await screenshot(page, `content-paths-whitelist-physics-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function otherCase(kind: Kind): Case {
  return {
    name: `content-paths: 其他升学路径 with who/when/how, its steps, a deep link and 自主招生 (${suffix(kind)})`,
    async run() {
      const pathways = await read<Item[]>('/content/pathway/getAll');
      expect(pathways.length >= 5, `seeded pathways: ${pathways.length}`);
      const page = await open(kind, 'other');
      await page.getByTestId('pathway-detail').waitFor({ timeout: 15_000 });
      expect((await page.getByTestId('pathway-detail').locator('h2').innerText()) === pathways[0].title, 'the first pathway is shown');
      await page.getByTestId('pathway-step').first().waitFor({ timeout: 10_000 });
      for (const fact of ['who', 'when', 'how']) await page.getByTestId(`pathway-${fact}`).waitFor();
      await noComingSoon(page, 'other');
      await fits(page, kind, 'other');
      await screenshot(page, `content-paths-other-${suffix(kind)}`);

      // Choosing another pathway shows its steps, as /backProcess/getAllList/{id} gives them.
      const strong = pathways.find((p) => p.title.includes('强基')) ?? pathways[1];
      const steps = await read<{ title: string; when: string }[]>(`/backProcess/getAllList/${strong.id}`);
      expect(steps.length >= 3, `steps of ${strong.title}: ${steps.length}`);
      if (kind === 'desktop') await page.getByTestId('pathway-link').filter({ hasText: strong.title }).click();
      else await page.getByTestId(`pathway-list-${strong.id}`).click();
      await page.getByTestId('pathway-detail').locator('h2', { hasText: strong.title }).waitFor({ timeout: 10_000 });
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="pathway-step"]').length === n, steps.length, { timeout: 10_000 });
      const shown = await page.getByTestId('pathway-step').locator('strong').allInnerTexts();
      expect(JSON.stringify(shown) === JSON.stringify(steps.map((s) => s.title)), `steps in order: ${shown.join(' → ')}`);
      await page.getByTestId('pathway-steps').scrollIntoViewIfNeeded();
      await fits(page, kind, 'the steps');
      await screenshot(page, `content-paths-other-steps-${suffix(kind)}`);

      // 自主招生: the seeded programmes (示例), each with its majors and a link to its page (content-coop).
      const autonomous = await read<Item[]>('/yuanxiaoAutonomousEnrolment/getAll');
      expect(autonomous.length >= 8, `seeded 自主招生 programmes: ${autonomous.length}`);
      await page.getByTestId('autonomous-section').scrollIntoViewIfNeeded();
      await page.getByTestId('autonomous-item').first().waitFor({ timeout: 10_000 });
      expect((await page.getByTestId('autonomous-item').count()) === autonomous.length, 'every programme is listed');
      await page.getByTestId('autonomous-toggle').first().click();
      await page.getByTestId('autonomous-majors').locator('li').first().waitFor({ timeout: 10_000 });
      await fits(page, kind, 'the 自主招生 section');
      await screenshot(page, `content-paths-other-autonomous-${suffix(kind)}`);

      // A deep link opens that pathway; an unknown id is a 404, not the first pathway.
      const last = pathways[pathways.length - 1];
      await page.goto(`${ctx.server.base}/#/${kind === 'desktop' ? '' : 'menuDetail/'}other?id=${last.id}`);
      await page.getByTestId('pathway-detail').locator('h2', { hasText: last.title }).waitFor({ timeout: 10_000 });
      await page.goto(`${ctx.server.base}/#/${kind === 'desktop' ? '' : 'menuDetail/'}other?id=no-such-pathway`);
      await page.getByTestId('content-not-found').waitFor({ timeout: 10_000 });
      await fits(page, kind, 'the 404 state');
      await screenshot(page, `content-paths-other-404-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function menuDetailCase(kind: 'mobile' | 'narrow'): Case {
  return {
    name: `content-paths: menuDetail/foo is a 404 on the phone, menuDetail/course opens the phone's own course page (${suffix(kind)})`,
    async run() {
      const page = await open(kind, 'foo');
      await page.getByTestId('content-not-found').waitFor({ timeout: 15_000 });
      await noComingSoon(page, 'menuDetail/foo');
      await fits(page, kind, 'menuDetail/foo');
      await screenshot(page, `content-paths-menudetail-404-${suffix(kind)}`);
      // A page the phone has as its own route opens there, its query kept.
      await page.goto(`${ctx.server.base}/#/menuDetail/course?from=menu`);
      await page.getByTestId('page-course').waitFor({ timeout: 10_000 });
      expect(page.url().endsWith('#/course?from=menu'), `menuDetail/course opens /course: ${page.url()}`);
      expect((await page.getByTestId('content-not-found').count()) === 0, 'a known page is no 404');
      await noComingSoon(page, 'menuDetail/course');
      await page.context().close();
    },
  };
}

export const cases: Case[] = (['desktop', 'mobile', 'narrow'] as const).flatMap((kind) => [
  conditionsCase(kind),
  templatesCase(kind),
  whiteListCase(kind),
  otherCase(kind),
  ...(kind === 'desktop' ? [] : [menuDetailCase(kind)]),
]);
