import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormRescore, RecommendResult, RiskReport, RecommendUnit, VolunteerForm, VolunteerRow, ZyReport } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { repoRoot } from '../../config.ts';
import { loadDemoData } from '../../data/demo.ts';
import { dataChanged } from '../../lib/data-changed.ts';
import { recommendFor } from '../engine/service.ts';
import { reportPercent } from './pdf.ts';
import { sharedShockMiss } from './report.ts';

let t: TestApp;
let member: string;
let memberId: string;
let other: string;
let formId: string;
let units: RecommendUnit[];

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function register(username: string, mobile: string) {
  const reg = await t.call<{ user?: { id: string } }>({ method: 'POST', url: '/api/auth/register', payload: { username, password: 'secret123', mobile } });
  expect(reg.code, reg.message).toBe(200);
  return t.login(username, 'secret123');
}

/** A recommended unit as a form row, as the smart fill page adds it (apps/web …/volunteer/model.ts rowFromUnit). */
const rowOf = (u: RecommendUnit): VolunteerRow => ({
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
});

beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
  dataChanged();
  member = await register('reportvip', '13800000071');
  other = await register('reportother', '13800000072');
  const me = await t.call<{ id: string }>({ method: 'GET', url: '/api/user/info', token: member });
  memberId = (me.result as { id: string }).id;
  const result: RecommendResult = await recommendFor(
    t.app.engine,
    { province: '广东', subjectType: '物理类', subjects: ['物理', '化学', '生物'], score: 630, pageNumber: 1, pageSize: 200 },
    'zh-CN',
    'unit',
  );
  // One unit per tier where the data has one, distinct schools, then a few more: a form of 6.
  const picked: RecommendUnit[] = [];
  for (const tier of ['冲', '稳', '保', '垫'] as const) {
    const u = result.units.find((x) => x.tier === tier && !picked.some((p) => p.schoolName === x.schoolName));
    if (u) picked.push(u);
  }
  for (const u of result.units) if (picked.length < 6 && !picked.some((p) => p.schoolName === u.schoolName)) picked.push(u);
  units = picked;
  expect(units.length).toBeGreaterThanOrEqual(4);
  const rows = units.map(rowOf);
  // A 招生计划 snapshot on the first row, and a group that refuses 调剂.
  rows[0].plan = { year: result.year, planCount: 12, tuition: 6850, tuitionLow: null, change: 'grew', previousPlanCount: 10 };
  rows[1].obeyAdjust = false;
  const saved = await t.call<VolunteerForm>({
    method: 'POST',
    url: '/api/volunteerForm/save',
    token: member,
    payload: { name: '报告测试', province: '广东', year: result.year, subjectType: '物理类', subjects: ['物理', '化学', '生物'], batch: 2, score: 630, rows },
  });
  expect(saved.code, saved.message).toBe(200);
  formId = saved.result.id;
});
afterAll(() => t.close());

const getReport = (token: string, id = formId) => t.call<ZyReport>({ method: 'GET', url: `/api/volunteerForm/report/${id}`, token });
const getPdf = (token: string, id = formId) => t.app.inject({ method: 'GET', url: `/api/volunteerForm/report/${id}/pdf`, headers: { accesstoken: token } });
/** A refused download is an envelope (HTTP 200 with the code inside), like every error here. */
const pdfCode = async (token: string, id = formId) => {
  const res = await getPdf(token, id);
  return res.headers['content-type']?.toString().includes('application/pdf') ? 200 : (res.json() as { code: number }).code;
};

describe('志愿报告: members only, own forms only', () => {
  it('shows a non-member the pay wall (403 vipRequired), another user a 404, a bad id a 400 naming the field', async () => {
    const refused = await getReport(member);
    expect(refused.code).toBe(403);
    expect(refused.message).toContain('会员');
    expect(await pdfCode(member)).toBe(403);
    await t.app.membership.grant(t.database.db, memberId, 30, 'card', 'zy-report-test');
    expect((await getReport(member)).code).toBe(200);
    // A member too, but not the owner: answered as missing.
    const otherId = ((await t.call<{ id: string }>({ method: 'GET', url: '/api/user/info', token: other })).result as { id: string }).id;
    await t.app.membership.grant(t.database.db, otherId, 30, 'card', 'zy-report-test-2');
    expect((await getReport(other)).code).toBe(404);
    expect(await pdfCode(other)).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/volunteerForm/report/abc', token: member });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('id');
    expect((await t.app.inject({ method: 'GET', url: `/api/volunteerForm/report/${formId}/pdf` })).json()).toMatchObject({ code: 401 });
  });
});

describe('志愿报告: the numbers', () => {
  it("carries the page's numbers: each row's probability, the risk check's 滑档, the engine's years", async () => {
    const report = (await getReport(member)).result;
    const risk = await t.call<{ missProbability: number; missProbabilityExact: number }>({
      method: 'POST',
      url: '/api/volunteerForm/riskCheck',
      token: member,
      payload: { id: formId },
    });
    expect(report.whole.missProbability).toBe(risk.result.missProbability);
    expect(report.whole.missIndependent).toBeCloseTo(risk.result.missProbabilityExact, 12);
    expect(report.choices.map((c) => c.probability)).toEqual(units.map((u) => u.probability));
    expect(report.choices.map((c) => c.tier)).toEqual(units.map((u) => u.tier));
    for (const [i, c] of report.choices.entries()) {
      expect(c.found).toBe(true);
      expect(c.years.map((y) => y.year)).toEqual(units[i].years.map((y) => y.year));
      expect(c.years[0].minRank).toBe(units[i].years[0].minRank);
      expect(c.elective.status).not.toBe('fail');
    }
    // The shared shock only makes 滑档 likelier than independence.
    expect(report.whole.missSharedShock).toBeGreaterThanOrEqual(report.whole.missIndependent - 1e-9);
    expect(report.advice.length).toBeGreaterThan(0);
    expect(report.disclaimer).toContain('不是录取保证');
  });

  it('computes the shared-shock 滑档 as Π(1 − p) at ρ = 0 and above it for ρ > 0', () => {
    const p = [0.3, 0.5, 0.8];
    expect(sharedShockMiss(p, 0)).toBeCloseTo(0.7 * 0.5 * 0.2, 4);
    expect(sharedShockMiss(p, 0.5)).toBeGreaterThan(0.7 * 0.5 * 0.2 + 0.01);
    expect(sharedShockMiss([1, 0.2])).toBe(0);
    expect(sharedShockMiss([])).toBe(1);
  });
});

describe('志愿报告 PDF (read with poppler-utils: scripts/lib.sh ensure_pdf_tools installs it)', () => {
  it('has pdftotext to read the PDF with', () => {
    expect(hasPoppler, 'pdftotext missing: run `source scripts/lib.sh && ensure_pdf_tools` (apt poppler-utils)').toBe(true);
  });

  it('is a PDF made on the server with the Chinese font embedded: every school, probability and the 滑档 figure are in its text', async () => {
    const res = await getPdf(member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type'], res.body.slice(0, 300)).toContain('application/pdf');
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Subset: the 10 MB font must not be embedded whole.
    expect(pdf.length).toBeLessThan(1_500_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-report-'));
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    const fontsList = execFileSync('pdffonts', [file]).toString();
    expect(fontsList).toMatch(/NotoSansSC/);
    expect(fontsList).toMatch(/yes\s+yes/); // embedded, subset
    const text = execFileSync('pdftotext', ['-layout', file, '-'])
      .toString()
      .replace(/[ \t]+/g, ' ');
    const report = (await getReport(member)).result;
    expect(text).toContain('志愿报告');
    for (const u of units) {
      expect(text).toContain(u.schoolName);
      expect(text).toContain(`${Math.round(u.probability * 100)}%`);
    }
    expect(text).toContain(`滑档概率（所有志愿都录不上）：${reportPercent(report.whole.missProbability)}`);
    expect(text).toContain('不是录取保证');
    expect(text).toContain('附录');
    expect(text).toContain('12 人');
    expect(text).toContain('学费 6850 元/年');
    expect(text).toContain('不服从调剂');
    expect(text).toContain(`共同波动模型）：${reportPercent(report.whole.missSharedShock)}`);
    // The first page as an image, to look at.
    const out = path.join(repoRoot, 'var/reports');
    fs.mkdirSync(out, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, path.join(out, 'zy-report-page1')]);
    fs.copyFileSync(file, path.join(out, 'zy-report.pdf'));
    expect(fs.statSync(path.join(out, 'zy-report-page1.png')).size).toBeGreaterThan(10_000);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the PDF in English for an en-US caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/volunteerForm/report/${formId}/pdf`,
      headers: { accesstoken: member, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-report-'));
    fs.writeFileSync(path.join(dir, 'en.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', [path.join(dir, 'en.pdf'), '-']).toString();
    expect(text).toContain('Application report');
    expect(text).toContain('not a guarantee');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('one rank and the chances the student saw (issue 30)', () => {
  it("the PDF prints each row's saved chance and the rank's table year; 按最新数据重新计算 shows the difference and saves nothing", async () => {
    const rows = units.slice(0, 3).map(rowOf);
    // The first row was added when the data said something else.
    rows[0] = { ...rows[0], probability: 0.15, tier: '冲' };
    const saved = await t.call<VolunteerForm>({
      method: 'POST',
      url: '/api/volunteerForm/save',
      token: member,
      payload: {
        name: '重算测试',
        province: '广东',
        year: 2025,
        subjectType: '物理类',
        subjects: ['物理', '化学', '生物'],
        batch: 2,
        score: 630,
        rank: 9000,
        rankTableYear: 2025,
        rows,
      },
    });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result).toMatchObject({ rank: 9000, rankTableYear: 2025 });
    const id = saved.result.id;
    const report = (await getReport(member, id)).result;
    expect(report).toMatchObject({ rank: 9000, rankTableYear: 2025 });
    expect(report.choices[0].probability).toBe(0.15);
    if (hasPoppler) {
      const res = await getPdf(member, id);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-report-'));
      fs.writeFileSync(path.join(dir, 'r.pdf'), res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'])
        .toString()
        .replace(/[ \t]+/g, ' ');
      expect(text).toContain('位次 9,000（2025 年一分一段表）');
      expect(text).toContain('15%');
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const rescore = await t.call<FormRescore>({ method: 'POST', url: '/api/volunteerForm/rescore', token: member, payload: { id } });
    expect(rescore.code, rescore.message).toBe(200);
    expect(rescore.result).toMatchObject({ rank: 9000, rankTableYear: 2025 });
    const first = rescore.result.rows[0];
    expect(first.before).toEqual({ probability: 0.15, tier: '冲' });
    expect(first.after).not.toBeNull();
    expect(first.after!.probability).not.toBe(0.15);
    expect(first.changed).toBe(true);
    expect(rescore.result.changed).toBeGreaterThanOrEqual(1);
    // Nothing was saved: the form keeps what the student saw.
    const again = await t.call<VolunteerForm>({ method: 'GET', url: `/api/volunteerForm/get/${id}`, token: member });
    expect(again.result.rows[0].probability).toBe(0.15);
    expect(again.result.version).toBe(saved.result.version);
    // Someone else's form answers like a missing one; a bad id is refused by name.
    expect((await t.call({ method: 'POST', url: '/api/volunteerForm/rescore', token: other, payload: { id } })).code).toBe(404);
    const bad = await t.call({ method: 'POST', url: '/api/volunteerForm/rescore', token: member, payload: { id: 'x' } });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('id');
  });

  it('the risk check suggests 保 choices only when the data has some for the student, and says how many', async () => {
    const rows = units
      .filter((u) => u.tier === '冲' || u.tier === '稳')
      .slice(0, 2)
      .map(rowOf);
    const saved = await t.call<VolunteerForm>({
      method: 'POST',
      url: '/api/volunteerForm/save',
      token: member,
      payload: { name: '风险建议', province: '广东', year: 2027, subjectType: '物理类', subjects: ['物理', '化学', '生物'], batch: 2, score: 630, rows },
    });
    expect(saved.code, saved.message).toBe(200);
    const risk = await t.call<RiskReport>({ method: 'POST', url: '/api/volunteerForm/riskCheck', token: member, payload: { id: saved.result.id } });
    const few = risk.result.warnings.find((w) => w.kind === 'fewSafe');
    expect(few, JSON.stringify(risk.result.warnings)).toBeDefined();
    const answer = await recommendFor(
      t.app.engine,
      { province: '广东', year: 2027, subjectType: '物理类', subjects: ['物理', '化学', '生物'], score: 630, pageNumber: 1, pageSize: 1 },
      'zh-CN',
      'unit',
    );
    const left = answer.counts.保 + answer.counts.垫;
    if (left > 0) expect(few!.message).toContain(`推荐里还有 ${left} 个`);
    else expect(few!.message).toContain('没有更多可列为');
    // Without a score the old words stay (nothing to count against).
    const plain = await t.call<RiskReport>({
      method: 'POST',
      url: '/api/volunteerForm/riskCheck',
      token: member,
      payload: { province: '广东', batch: 2, rows },
    });
    expect(plain.result.warnings.find((w) => w.kind === 'fewSafe')!.message).not.toContain('按你的位次');
  });
});
