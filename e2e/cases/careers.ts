/**
 * Issue 20, 专业定位 and the career library, desktop and phones (390 and 360): the guide (testGuide)
 * with the three inputs and the way to the runner; a member who finished the major-position test
 * through the API sees the report (route `report`) whose code, ranked 专业类, majors, schools and
 * lines are the API's; a major's page lists where it leads, as /job_detail/careerDevelopment says;
 * a non-member is refused the report (the guard's dialog on a desktop, the mask on a phone's topic
 * page) and the server refuses its data. Fresh students, so nothing of other cases leaks in.
 */
import type { Page } from 'playwright-core';
import type { CareerOfMajor, MajorPositionReport } from '@zhiyuan/shared/contracts/career';
import { expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, fits, newStudent, noComingSoon, pageHash, suffix, type Kind, makeCard } from '../context.ts';

const PROVINCE = '广东';

interface Student {
  token: string;
  user: unknown;
}

/** A fresh student in 广东 with 物理 chosen, signed in through the API; a member when asked. */
async function student(tag: string, member: boolean): Promise<Student> {
  const admin = await adminToken();
  const made = await newStudent(admin, tag, 'cr');
  const login = await call<string>('/auth/login', '', { username: made.username, password: made.password });
  expect(login.code === 200, `login ${made.username}: ${login.message}`);
  const edit = await call('/user/edit', login.result, { province: PROVINCE, subjects: '物理,化学,生物' });
  expect(edit.code === 200, `profile of ${made.username}: ${edit.message}`);
  if (member) {
    const card = await makeCard(admin, 'E2E 专业定位');
    const activated = await call('/cardInfo/findCardInfo', login.result, { cardNumber: card.cardNumber, cardPassword: card.password });
    expect(activated.code === 200, `card: ${activated.message}`);
  }
  const info = await call<{ user: unknown }>('/permission/getUserAndMenuList', login.result);
  return { token: login.result, user: info.result.user };
}

/** The Short Form type of item qN (its order interleaves the types two by two: R R I I A A S S E E C C). */
const typeOf = (id: string) => 'RIASEC'[Math.floor(((Number(id.slice(1)) - 1) % 12) / 2)];

/** Finishes the major-position test through the API: investigative and conventional, applied, things. */
async function takePosition(who: Student) {
  const def = await call<{ items: { id: string; options?: { value: number }[] }[] }>('/test/get/major-position', who.token);
  expect(def.code === 200, `/test/get/major-position: ${def.message}`);
  const like: Record<string, number> = { I: 4, C: 4, R: 2, A: 2, E: 1, S: 0 };
  const answers = Object.fromEntries(def.result.items.map((item) => [item.id, item.options ? 4 : like[typeOf(item.id)]]));
  const saved = await call('/testAnswer/insert', who.token, { kind: 'major-position', answers, finish: true });
  expect(saved.code === 200, `finish major-position: ${saved.message}`);
}

/** The page as this student (token, profile and province where the site keeps them before it loads). */
async function open(kind: Kind, who: Student, name: string, query = ''): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  await context.addInitScript(
    (s) => {
      if (!sessionStorage.getItem('zy-e2e-init')) {
        localStorage.setItem('accessToken', s.token);
        localStorage.setItem('userInfo', JSON.stringify(s.user));
        localStorage.setItem('province', s.province);
        sessionStorage.setItem('zy-e2e-init', '1');
      }
    },
    { token: who.token, user: who.user, province: PROVINCE },
  );
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/${pageHash(kind, name, query)}`);
  return page;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).trim();

function guideCase(kind: Kind): Case {
  return {
    name: `careers: testGuide explains the test, its three inputs and leads to the runner (${suffix(kind)})`,
    async run() {
      const who = await student(`g${suffix(kind)}`, false);
      const page = await open(kind, who, 'testGuide');
      await page.getByTestId('guide-what').waitFor({ timeout: 20_000 });
      await noComingSoon(page, 'testGuide');
      const tests = await call<{ kind: string; itemCount: number; minutes: number }[]>('/test/getAll', who.token);
      const pt = tests.result.find((x) => x.kind === 'major-position');
      expect(pt, 'the test list offers major-position');
      await page.getByTestId('guide-inputs').locator('[data-testid="guide-input"]').first().waitFor({ timeout: 10_000 });
      expect((await text(page, 'guide-time')).includes(String(pt.itemCount)), `the guide says ${pt.itemCount} items`);
      const inputs = page.getByTestId('guide-input');
      expect((await inputs.count()) === 3, 'three inputs');
      expect(JSON.stringify(await inputs.evaluateAll((els) => els.map((e) => e.getAttribute('data-done')))) === '["0","0","0"]', 'none done yet');
      const href = await page.getByTestId('guide-start').getAttribute('href');
      expect(href?.includes(kind === 'desktop' ? '#/test?kind=major-position' : '#/menuDetail/test?kind=major-position'), `start goes to the runner: ${href}`);
      expect((await page.getByTestId('guide-report').count()) === 0, 'no report link before the test');
      await fits(page, kind, 'the guide');
      await screenshot(page, `careers-guide-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function reportCase(kind: Kind): Case {
  return {
    name: `careers: a member's 专业定位报告 shows the API's code, classes, majors, schools and lines; a major lists where it leads (${suffix(kind)})`,
    async run() {
      const who = await student(`r${suffix(kind)}`, true);
      await takePosition(who);
      const res = await call<MajorPositionReport>('/report/majorPosition', who.token);
      expect(res.code === 200, `/report/majorPosition: ${res.code} ${res.message}`);
      const api = res.result;
      expect(api.code === 'ICR' && api.province === PROVINCE, `code ${api.code}, province ${api.province}`);

      // The guide now knows the test is done and links to the report.
      const guide = await open(kind, who, 'testGuide');
      await guide.getByTestId('guide-report').waitFor({ timeout: 20_000 });
      expect(
        (await guide.locator('[data-testid="guide-input"][data-kind="major-position"]').getAttribute('data-done')) === '1',
        'the guide marks the test done',
      );
      await guide.context().close();

      const page = await open(kind, who, 'report');
      await page.getByTestId('position').waitFor({ timeout: 30_000 });
      expect((await page.getByTestId('vip-mask').count()) === 0, 'no mask for a member');
      expect((await text(page, 'position-code')) === api.code, "the code is the API's");
      expect((await text(page, 'position-summary')) === api.summary, "the summary is the API's");
      await page.getByTestId('career-hexagon').locator('canvas').first().waitFor();
      expect((await page.getByTestId('position-input').count()) === api.inputs.filter((i) => i.used).length, 'the inputs used');
      expect((await page.getByTestId('demo-banner').count()) === (api.dataMode === 'demo' ? 1 : 0), 'the demo banner exactly on demo data');
      await fits(page, kind, 'the report');
      await screenshot(page, `careers-report-${suffix(kind)}`);

      // Every ranked class in the API's order with its fit; the first one with schools shows the API's majors, schools and lines.
      const cards = page.getByTestId('position-class');
      expect((await cards.count()) === api.classes.length, `${await cards.count()} classes for ${api.classes.length}`);
      for (const [i, c] of api.classes.entries()) {
        const card = cards.nth(i);
        expect((await card.getAttribute('data-code')) === c.code, `class ${i + 1} is ${c.code}`);
        expect((await card.getByTestId('position-class-name').innerText()).trim() === c.name, `class ${i + 1} is named ${c.name}`);
        expect((await card.getByTestId('position-class-fit').innerText()).includes(String(c.fit)), `class ${i + 1} fit ${c.fit}`);
      }
      const withSchools = api.classes.find((c) => c.majors.some((m) => m.schools.length > 0));
      expect(withSchools, 'some ranked class has schools in 广东');
      const card = page.locator(`[data-testid="position-class"][data-code="${withSchools.code}"]`);
      const majorNames = (await card.getByTestId('position-major-link').allInnerTexts()).map((s) => s.trim());
      expect(JSON.stringify(majorNames) === JSON.stringify(withSchools.majors.map((m) => m.name)), `majors of ${withSchools.name}: ${majorNames.join('、')}`);
      const major = withSchools.majors.find((m) => m.schools.length > 0)!;
      const block = card.locator(`[data-testid="position-major"][data-id="${major.id}"]`);
      const schools = await block.getByTestId('position-school').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-school')));
      expect(JSON.stringify(schools) === JSON.stringify(major.schools.map((s) => s.schoolName)), `schools of ${major.name}: ${schools.join('、')}`);
      const firstLines = await block
        .getByTestId('position-school')
        .first()
        .getByTestId('position-line')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-year')}:${e.getAttribute('data-score')}`));
      expect(
        JSON.stringify(firstLines) === JSON.stringify(major.schools[0].lines.map((l) => `${l.year}:${l.minScore ?? ''}`)),
        `lines of ${major.schools[0].schoolName}: ${firstLines.join(' ')}`,
      );
      expect((await block.getByTestId('position-major-count').innerText()).includes(String(major.schoolCount)), `${major.schoolCount} schools`);
      await card.getByTestId('position-class-name').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.mouse.wheel(0, -80);
      await fits(page, kind, 'a ranked class');
      await screenshot(page, `careers-class-${suffix(kind)}`);

      // A career of the class opens with its O*NET source.
      await card.getByTestId('position-career').first().click();
      await page.getByTestId('position-occupation').waitFor({ timeout: 10_000 });
      const occupation = withSchools.occupations[0];
      expect((await text(page, 'position-occupation')).includes(occupation.name), `the career ${occupation.name} opens`);
      await screenshot(page, `careers-occupation-${suffix(kind)}`);
      await page.keyboard.press('Escape');

      // The major's page lists where it leads, as the API says.
      await block.getByTestId('position-major-link').click();
      await page.getByTestId('major-overview').waitFor({ timeout: 20_000 });
      const leads = page.getByTestId('career-leads');
      await leads.getByTestId('career-occupation').first().waitFor({ timeout: 20_000 });
      const apiLeads = await call<CareerOfMajor>(`/job_detail/careerDevelopment?majorCode=${encodeURIComponent(major.code)}`, who.token);
      expect(apiLeads.code === 200, `careerDevelopment ${major.code}: ${apiLeads.message}`);
      const shown = (await leads.getByTestId('career-occupation-name').allInnerTexts()).map((s) => s.trim());
      expect(JSON.stringify(shown) === JSON.stringify(apiLeads.result.occupations.map((o) => o.name)), `careers of ${major.name}: ${shown.join('、')}`);
      const codes = (await leads.getByTestId('career-occupation-code').allInnerTexts()).map((s) => s.trim());
      expect(JSON.stringify(codes) === JSON.stringify(apiLeads.result.occupations.map((o) => o.riasec)), 'their codes');
      expect((await leads.innerText()).includes('CC BY 4.0'), 'the O*NET attribution is shown');
      await leads.scrollIntoViewIfNeeded();
      await fits(page, kind, "the major's careers");
      await screenshot(page, `careers-major-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function emptyCase(kind: Kind): Case {
  return {
    name: `careers: a member without the test is sent to take it (${suffix(kind)})`,
    async run() {
      const who = await student(`e${suffix(kind)}`, true);
      const page = await open(kind, who, 'report');
      await page.getByTestId('position-empty').waitFor({ timeout: 20_000 });
      const href = await page.getByTestId('position-take').getAttribute('href');
      expect(href?.includes('test?kind=major-position'), `the empty state leads to the test: ${href}`);
      await fits(page, kind, 'the empty report');
      await screenshot(page, `careers-empty-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

function maskCase(kind: Kind): Case {
  return {
    name: `careers: a non-member is refused the report: the guard on a desktop, the mask on a phone, 403 from the server (${suffix(kind)})`,
    async run() {
      const who = await student(`m${suffix(kind)}`, false);
      await takePosition(who);
      const refused = await call('/report/majorPosition', who.token);
      expect(refused.code === 403, `the server refuses a non-member: ${refused.code}`);
      const page = await open(kind, who, 'report');
      if (kind === 'desktop') {
        // `report` is in the non-member's notAllow: the guard keeps them out and says why.
        await page.getByTestId('not-authorised').waitFor({ timeout: 20_000 });
        expect((await page.getByTestId('position').count()) === 0, 'no report content');
        await page.waitForTimeout(600);
      } else {
        await page.getByTestId('vip-mask').waitFor({ timeout: 20_000 });
        expect((await page.getByTestId('position').count()) === 0, 'no report content behind the mask');
        expect((await page.getByTestId('report-members-get').innerText()).includes('按匹配度排序的专业类'), 'the mask says what members get');
        await fits(page, kind, 'the masked report');
      }
      await screenshot(page, `careers-mask-${suffix(kind)}`);
      await page.context().close();
    },
  };
}

export const cases: Case[] = (['desktop', 'mobile', 'narrow'] as const).flatMap((kind) => [guideCase(kind), reportCase(kind), emptyCase(kind), maskCase(kind)]);
