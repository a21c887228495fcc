/**
 * Issue 19, the lecture hall (名师讲堂), a 经典案例 and 平台介绍 as a signed-in student, on a desktop and
 * on phones 390 and 360 wide: the seeded series list, a lesson that plays, remembers where it was
 * left and resumes there after a reload, a lesson counted watched at its end, a case with its form
 * and result, the introduction listing the cases, and the 404 state of unknown ids.
 */
import type { Page } from 'playwright-core';
import { api, expect, screenshot, type Case } from '../harness.ts';
import { ctx, overflowOf, studentPage, studentToken, type Kind } from '../context.ts';

/** A signed-in page (token and user as after the login dialog, no exam province), opened at `hash`. */
const signedIn = (kind: Kind, hash: string) => studentPage(kind, hash, { province: null, profile: true });

async function noOverflow(page: Page, kind: Kind, what: string) {
  if (kind === 'desktop') return;
  const overflow = await overflowOf(page);
  expect(overflow <= 1, `${what} overflows the ${kind} phone by ${overflow}px`);
}

async function notComingSoon(page: Page, what: string) {
  const text = await page.locator('body').innerText();
  expect(!text.includes('敬请期待'), `${what} still shows 敬请期待`);
}

/** The player's state, read from the <video>. */
const videoState = (page: Page) =>
  page
    .getByTestId('course-video')
    .evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, duration: v.duration, readyState: v.readyState, paused: v.paused }));

async function failWithShot<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await screenshot(page, `content-course-failed-${name}`);
    throw error;
  }
}

function lectureHall(kind: Kind): Case {
  return {
    name: `content-course: the lecture hall lists the series, plays a lesson, resumes it after a reload and counts it watched (${kind})`,
    async run() {
      const page = await signedIn(kind, '#/course');
      let cards = 0;
      await failWithShot(page, `list-${kind}`, async () => {
        await page.getByTestId('page-course').waitFor({ timeout: 15_000 });
        await page.getByTestId('course-card').first().waitFor({ timeout: 15_000 });
        cards = await page.getByTestId('course-card').count();
        expect(cards >= 3, `three seeded series at least, saw ${cards}`);
        const titles = await page.getByTestId('course-title').allInnerTexts();
        expect(
          titles.some((title) => title.includes('平行志愿')),
          `the 平行志愿 series is listed: ${titles.join(' | ')}`,
        );
        expect((await page.getByTestId('course-progress').first().innerText()).includes('未开始'), 'a fresh student has not started');
        // the poster is an image that loaded
        const poster = await page
          .waitForFunction(
            () => {
              const img = document.querySelector<HTMLImageElement>('.zy-course-card__poster img');
              return Boolean(img && img.complete && img.naturalWidth > 0);
            },
            null,
            { timeout: 10_000 },
          )
          .then(
            () => true,
            () => false,
          );
        expect(poster, 'the first series shows its poster');
        await notComingSoon(page, 'course list');
        await noOverflow(page, kind, 'the course list');
      });
      await screenshot(page, `content-course-list-${kind}`);

      if (kind === 'desktop') {
        // search by words of a lesson's title (the search looks at course and lesson titles)
        const word = '位次';
        const token = await studentToken();
        const byName = await api<{ title: string }[]>(ctx.server.base, `/zhiyuanVideo/getByName?name=${encodeURIComponent(word)}`, { token });
        expect(
          byName.code === 200 && byName.result.length >= 1 && byName.result.length < cards,
          `${word} is in the lesson titles of some series only (${byName.result?.length})`,
        );
        await page.getByTestId('course-search').fill(word);
        await page.getByTestId('course-search').press('Enter');
        await page.getByTestId('course-found').waitFor({ timeout: 10_000 });
        await page.getByTestId('course-card').first().waitFor({ timeout: 10_000 });
        const found = await page.getByTestId('course-title').allInnerTexts();
        expect(
          found.length === byName.result.length && byName.result.every((c) => found.some((t) => t.includes(c.title))),
          `a search for ${word} narrows the list to ${byName.result.map((c) => c.title).join(', ')}: ${found.join(' | ')}`,
        );
        await screenshot(page, 'content-course-search-desktop');
        await page.getByTestId('course-search').fill('没有这种课程名');
        await page.getByTestId('course-search').press('Enter');
        await page.getByTestId('content-empty').waitFor({ timeout: 10_000 });
        await page.goto(`${ctx.server.base}/#/course`);
        await page.getByTestId('course-card').first().waitFor({ timeout: 15_000 });
      }

      // open the first series: the player shows its first lesson, pinned in the address
      await page.getByTestId('course-open').first().click();
      await page.getByTestId('course-series').waitFor({ timeout: 15_000 });
      const video = page.getByTestId('course-video');
      await video.waitFor({ timeout: 15_000 });
      await failWithShot(page, `play-${kind}`, async () => {
        await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1] ?? '').has('lesson'), null, { timeout: 10_000 });
        expect((await page.getByTestId('course-lesson').count()) >= 3, 'the series lists its lessons');
        await video.evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          await v.play();
        });
        await page.waitForFunction(
          () => {
            const v = document.querySelector<HTMLVideoElement>('[data-testid="course-video"]');
            return Boolean(v && v.currentTime > 5);
          },
          null,
          { timeout: 20_000 },
        );
        const playing = await videoState(page);
        expect(playing.readyState >= 2 && playing.duration > 10, `the lesson plays (${JSON.stringify(playing)})`);
      });
      await screenshot(page, `content-course-playing-${kind}`);
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      const left = (await videoState(page)).time;
      await noOverflow(page, kind, 'the series page');

      // a reload opens the same lesson where it was left
      await page.reload();
      await failWithShot(page, `resume-${kind}`, async () => {
        await page.getByTestId('course-resumed').waitFor({ timeout: 15_000 });
        const resumed = await videoState(page);
        expect(Math.abs(resumed.time - left) < 1.5, `resumed at ${resumed.time.toFixed(1)} s, left at ${left.toFixed(1)} s`);
        expect((await page.getByTestId('course-resumed').innerText()).includes('继续播放'), 'the resume notice says so');
      });
      await screenshot(page, `content-course-resumed-${kind}`);

      // watched to the end: the lesson is ticked and the series counts 1 of its lessons
      await failWithShot(page, `watched-${kind}`, async () => {
        await video.evaluate(async (v: HTMLVideoElement) => {
          v.muted = true;
          v.currentTime = Math.max(0, v.duration - 1.2);
          await v.play();
        });
        await page.waitForFunction(() => document.querySelector('[data-testid="course-lesson"]')?.getAttribute('data-watched') === 'true', null, {
          timeout: 15_000,
        });
        const progress = page.getByTestId('course-series').getByTestId('course-progress');
        expect((await progress.getAttribute('data-watched')) === '1', 'the series counts one lesson watched');
        await page.getByTestId('course-next').waitFor({ timeout: 10_000 });
      });
      await screenshot(page, `content-course-watched-${kind}`);
      // the next lesson opens from the end screen; the list keeps the progress
      await page.getByTestId('course-next').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="course-lesson-title"]')?.textContent?.includes('第 2 节'), null, {
        timeout: 10_000,
      });
      await page.getByTestId('course-back').click();
      await page.getByTestId('course-card').first().waitFor({ timeout: 15_000 });
      const firstProgress = await page.getByTestId('course-progress').first().innerText();
      expect(firstProgress.includes('1/3'), `the list shows the series progress: ${firstProgress}`);

      // an unknown series
      await page.goto(`${ctx.server.base}/#/course?id=999999999`);
      await page.getByTestId('content-not-found').waitFor({ timeout: 15_000 });
      await screenshot(page, `content-course-404-${kind}`);
      await page.context().close();
    },
  };
}

function casesAndIntroduction(kind: Kind): Case {
  const phone = kind !== 'desktop';
  return {
    name: `content-course: introduction lists the cases, a case shows its form and result, an unknown case is a 404 (${kind})`,
    async run() {
      const page = await signedIn(kind, phone ? '#/menuDetail/introduction' : '#/introduction');
      await failWithShot(page, `intro-${kind}`, async () => {
        await page.getByTestId('page-introduction').waitFor({ timeout: 15_000 });
        await page.getByTestId('intro-case').first().waitFor({ timeout: 15_000 });
        const cases = await page.getByTestId('intro-case').count();
        expect(cases >= 5, `the five seeded cases are listed, saw ${cases}`);
        expect((await page.getByTestId('page-introduction').innerText()).includes('平台介绍'), 'the page is 平台介绍');
        await notComingSoon(page, 'introduction');
        await noOverflow(page, kind, 'the introduction');
      });
      await screenshot(page, `content-course-intro-${kind}`);
      await page.getByTestId('intro-case').first().click();
      await failWithShot(page, `case-${kind}`, async () => {
        await page.getByTestId('page-case').waitFor({ timeout: 15_000 });
        await page.getByTestId('case-detail').waitFor({ timeout: 15_000 });
        const url = decodeURIComponent(page.url());
        expect(phone ? /#\/menuDetail\/case\?id=\d+/.test(url) : /#\/case\/\d+/.test(url), `the case's address on a ${kind}: ${url}`);
        const choices = await page.getByTestId('case-choice').count();
        expect(choices >= 3, `the form has its choices (${choices})`);
        const tiers = await page.locator('.zy-tier').allInnerTexts();
        expect(tiers.some((t) => t === '冲') && tiers.some((t) => t === '保'), `冲 and 保 tiers shown: ${tiers.join(',')}`);
        expect((await page.getByTestId('case-result').innerText()).length > 10, 'the result is shown');
        expect((await page.getByTestId('case-facts').innerText()).includes('位次'), 'the facts include the rank');
        await page.getByTestId('case-lesson').waitFor({ timeout: 5_000 });
        await page.getByTestId('example-badge').first().waitFor({ timeout: 5_000 });
        expect((await page.getByTestId('case-other').count()) >= 4, 'the other cases are listed');
        await noOverflow(page, kind, 'the case page');
      });
      await screenshot(page, `content-course-case-${kind}`);
      // another case from the side list
      const other = (await page.getByTestId('case-other').first().innerText()).split('\n')[0];
      await page.getByTestId('case-other').first().click();
      await page.waitForFunction((title) => document.querySelector('[data-testid="case-title"]')?.textContent?.includes(title), other, { timeout: 10_000 });

      // a desktop link on a phone (case/<id>) opens the same case as menuDetail/case?id=
      if (phone) {
        const id = new URLSearchParams(page.url().split('?')[1]).get('id');
        await page.goto(`${ctx.server.base}/#/case/${id}`);
        await page.waitForFunction((want) => location.hash === `#/menuDetail/case?id=${want}`, id, { timeout: 10_000 });
        await page.getByTestId('case-detail').waitFor({ timeout: 15_000 });
      }

      // unknown ids: a number nobody has, and not a number at all
      for (const bad of ['999999999', 'nope']) {
        await page.goto(`${ctx.server.base}/${phone ? `#/menuDetail/case?id=${bad}` : `#/case/${bad}`}`);
        await failWithShot(page, `case404-${kind}`, async () => {
          await page.getByTestId('content-not-found').waitFor({ timeout: 15_000 });
          expect((await page.getByTestId('content-not-found').innerText()).includes('没有找到这个案例'), 'the case 404 says so');
        });
      }
      await noOverflow(page, kind, 'the case 404');
      await screenshot(page, `content-course-case-404-${kind}`);
      await page.context().close();
    },
  };
}

export const cases: Case[] = [
  lectureHall('desktop'),
  lectureHall('mobile'),
  lectureHall('narrow'),
  casesAndIntroduction('desktop'),
  casesAndIntroduction('mobile'),
  casesAndIntroduction('narrow'),
];
