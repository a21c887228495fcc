/**
 * Issue 17 part 4, the 志愿报告: a student saves a form (units from the engine), opens the report
 * from the 志愿表 page, sees the member mask, becomes a member (prepaid card), and reads the
 * report: each school, its probability and the 滑档 figure; downloads the server's PDF; the same
 * view on phones (390 and 360 wide) and in print media. Works on the demo set and the real data.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { RecommendResult, VolunteerForm, ZyReport } from '@zhiyuan/shared';
import { api, expect, newContext, screenshot, type Case } from '../harness.ts';
import { adminToken, call, ctx, newStudent, overflowOf, makeCard } from '../context.ts';

/** A form of up to six engine units (one per tier first), saved through the API like the smart-fill page does. */
async function saveForm(token: string): Promise<{ form: VolunteerForm; schools: string[] }> {
  const q = new URLSearchParams({
    mode: 'recommend',
    province: '广东',
    subjectType: '物理类',
    subjects: '物理,化学,生物',
    score: '630',
    pageNumber: '1',
    pageSize: '100',
  });
  const rec = await call<RecommendResult>(`/yuanxiaoLqxxJssdt/getYxByCmd?${q}`, token);
  expect(rec.code === 200 && rec.result.units.length >= 2, `recommendation: ${rec.message} (${rec.result?.units?.length ?? 0} units)`);
  const picked: RecommendResult['units'] = [];
  for (const tier of ['冲', '稳', '保', '垫'] as const) {
    const u = rec.result.units.find((x) => x.tier === tier && !picked.some((p) => p.schoolName === x.schoolName));
    if (u) picked.push(u);
  }
  for (const u of rec.result.units) if (picked.length < 6 && !picked.some((p) => p.schoolName === u.schoolName)) picked.push(u);
  const rows = picked.map((u) => ({
    unitKey: u.key,
    schoolId: u.schoolId,
    schoolName: u.schoolName,
    schoolCode: u.schoolCode,
    groupCode: u.groupCode,
    majors: u.majors.slice(0, 2).map((m) => ({ name: m.name, code: m.code })),
    obeyAdjust: true,
    tier: u.tier,
    probability: u.probability,
    band: u.band,
    confidence: u.confidence,
    plan: u.plan
      ? {
          year: u.plan.year,
          planCount: u.plan.planCount,
          tuition: u.plan.tuition,
          tuitionLow: u.plan.tuitionLow,
          change: u.plan.change,
          previousPlanCount: u.plan.previousPlanCount,
        }
      : null,
  }));
  const saved = await call<VolunteerForm>('/volunteerForm/save', token, {
    name: '志愿报告测试',
    province: '广东',
    year: rec.result.year,
    subjectType: '物理类',
    subjects: ['物理', '化学', '生物'],
    batch: 2,
    score: 630,
    rows,
  });
  expect(saved.code === 200, `save form: ${saved.message}`);
  return { form: saved.result, schools: picked.map((u) => u.schoolName) };
}

async function openAs(kind: 'desktop' | 'mobile' | 'narrow', token: string, hash: string): Promise<Page> {
  const context = await newContext(ctx.browser, kind);
  const page = await context.newPage();
  await page.goto(`${ctx.server.base}/#/index`);
  await page.evaluate((t) => localStorage.setItem('accessToken', t), token);
  await page.goto(`${ctx.server.base}/${hash}`);
  // A hash change keeps the document: reload so the app starts with the token (as after a login).
  await page.reload();
  return page;
}

async function expectReport(page: Page, schools: string[], report: ZyReport) {
  await page.getByTestId('zyr-content').waitFor({ timeout: 20_000 });
  const text = await page.getByTestId('zyr-content').innerText();
  for (const s of schools) expect(text.includes(s), `the report names ${s}`);
  for (const c of report.choices)
    expect(c.probability === null || text.includes(`${Math.round(c.probability * 100)}%`), `the report shows ${c.schoolName}'s ${c.probability}`);
  const miss = `${Math.round(report.whole.missProbability * 1000) / 10}%`;
  expect((await page.getByTestId('zyr-miss').innerText()).includes(miss), `the 滑档 figure ${miss} is shown`);
  expect(text.includes('不是录取保证'), 'the estimate-not-guarantee line is there');
  expect((await page.getByTestId('zyr-choice').count()) === schools.length, 'one block per choice');
}

const reportCase: Case = {
  name: 'report: the 志愿报告 from the 志愿表, masked for non-members, then read, printed and downloaded as PDF (desktop, 390, 360)',
  async run() {
    const admin = await adminToken();
    const user = await newStudent(admin, 'r17', 'zyr');
    const token = (await api<string>(ctx.server.base, '/auth/login', { form: { username: user.username, password: user.password } })).result;
    const { form, schools } = await saveForm(token);

    // From the 志愿表 page: the report button; a non-member sees the mask and the ways to join.
    const page = await openAs('desktop', token, `#/personalCenter?tab=wish&form=${form.id}`);
    await page.getByTestId('form-report').waitFor({ timeout: 15_000 });
    await screenshot(page, 'report-form-desktop');
    await page.getByTestId('form-report').click();
    await page.getByTestId('page-zyReport').waitFor({ timeout: 15_000 });
    await page.getByTestId('vip-mask').waitFor({ timeout: 15_000 });
    expect((await page.getByTestId('zyr-content').count()) === 0, 'no report content for a non-member');
    expect((await page.getByTestId('vip-mask').innerText()).includes('志愿报告'), 'the mask says what is behind it');
    await screenshot(page, 'report-masked-desktop');

    // A member now (prepaid card): the report.
    const card = await makeCard(admin, 'E2E 志愿报告');
    const activated = await call('/cardInfo/findCardInfo', token, { cardNumber: card.cardNumber, cardPassword: card.password });
    expect(activated.code === 200, `card: ${activated.message}`);
    const report = (await call<ZyReport>(`/volunteerForm/report/${form.id}`, token)).result;
    await page.reload();
    await expectReport(page, schools, report);
    await screenshot(page, 'report-desktop');

    // The server's PDF through the button.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('zyr-pdf').click()]);
    const file = await download.path();
    const head = fs.readFileSync(file).subarray(0, 5).toString();
    expect(head === '%PDF-', `the download is a PDF (${head})`);
    expect(download.suggestedFilename().endsWith('.pdf'), `file name ${download.suggestedFilename()}`);

    // Print media: the toolbar goes, the report stays.
    await page.emulateMedia({ media: 'print' });
    expect(!(await page.getByTestId('zyr-pdf').isVisible()), 'the buttons are not printed');
    expect(await page.getByTestId('zyr-content').isVisible(), 'the report is printed');
    await screenshot(page, 'report-print-desktop');
    await page.context().close();

    for (const kind of ['mobile', 'narrow'] as const) {
      // The 志愿表 on a phone: the report button fits beside the others.
      const editor = await openAs(kind, token, `#/menuDetail/personalCenter?tab=wish&form=${form.id}`);
      await editor.getByTestId('form-report').waitFor({ timeout: 15_000 });
      await editor.getByTestId('form-report').scrollIntoViewIfNeeded();
      const editorOverflow = await overflowOf(editor);
      expect(editorOverflow <= 1, `the 志愿表 overflows the ${kind} screen by ${editorOverflow}px`);
      await screenshot(editor, `report-form-${kind}`);
      await editor.getByTestId('form-report').click();
      await editor.getByTestId('zyr-content').waitFor({ timeout: 20_000 });
      await editor.context().close();
      const phone = await openAs(kind, token, `#/zyReport/${form.id}`);
      await expectReport(phone, schools, report);
      const overflow = await overflowOf(phone);
      expect(overflow <= 1, `the report overflows the ${kind} screen by ${overflow}px`);
      await screenshot(phone, `report-${kind}`);
      await phone.getByTestId('zyr-choice').nth(1).scrollIntoViewIfNeeded();
      await screenshot(phone, `report-${kind}-choices`);
      await phone.context().close();
    }
  },
};

export const cases: Case[] = [reportCase];
