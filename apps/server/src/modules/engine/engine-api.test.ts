import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { admissionRecords } from '../../db/schema/index.ts';
import type { BatchSelect, Page, RecommendResult, ScoreLineRow, ScoreProfile } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loadDemoData } from '../../data/demo.ts';
import { dataChanged } from '../../lib/data-changed.ts';
import { explainUnit } from '../../engine/index.ts';
import { recommendFor } from './service.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
  dataChanged();
  token = await t.login();
});
afterAll(() => t.close());

const q = encodeURIComponent;
const get = <T = unknown>(url: string, auth: string | undefined = token, lang?: string) =>
  t.call<T>({ method: 'GET', url, token: auth, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
const yx = (query: string, auth?: string) =>
  get<RecommendResult>(`/api/yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend&province=${q('广东')}&${query}`, auth ?? token);

describe('recommend mode (/yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend)', () => {
  it('keeps a province index and recent answers until the data changes, then answers the same from the new copy', async () => {
    const store = t.app.engine;
    const query = { province: '广东', subjectType: '物理类', score: 612, pageNumber: 1, pageSize: 10 };
    const first = await recommendFor(t.app.engine, query, 'zh-CN', 'unit');
    const index = (await store.get('广东'))!;
    expect(await store.get('广东')).toBe(index);
    // Another student asking the same question gets the kept answer; another page, language or view is another question.
    expect(await recommendFor(t.app.engine, { ...query }, 'zh-CN', 'unit')).toBe(first);
    expect(await recommendFor(t.app.engine, { ...query, pageNumber: 2 }, 'zh-CN', 'unit')).not.toBe(first);
    expect(await recommendFor(t.app.engine, query, 'en-US', 'unit')).not.toBe(first);
    expect(await recommendFor(t.app.engine, query, 'zh-CN', 'major')).not.toBe(first);
    expect(store.answers.size).toBeGreaterThan(0);
    dataChanged();
    expect(store.answers.size).toBe(0);
    const reloaded = (await store.get('广东'))!;
    expect(reloaded).not.toBe(index);
    const after = await recommendFor(t.app.engine, query, 'zh-CN', 'unit');
    expect(after).not.toBe(first);
    expect(after).toEqual(first);
  });

  it('returns tiered units with probabilities, bands and explanations, from memory', async () => {
    const res = await yx(`subjectType=${q('物理类')}&score=630&pageSize=50`);
    expect(res.code, res.message).toBe(200);
    const r = res.result;
    expect(r.province).toBe('广东');
    expect(r.dataMode).toBe('demo');
    expect(r.notes.join()).toContain('演示数据');
    // How much there was to recommend from, so a thin province is not mistaken for "no chance".
    const coverage = r.notes.find((n) => n.includes('并非全部招生院校'));
    expect(coverage).toMatch(/共 [1-9]\d* 个单位（[1-9]\d* 所院校）/);
    expect(r.student.rank).toBeGreaterThan(0);
    expect(r.student.sameScore).not.toBeNull();
    expect(r.total).toBeGreaterThan(0);
    // Units shown apart for thin data (数据不足) are in no tier's count, and counted on their own.
    expect(r.counts.冲 + r.counts.稳 + r.counts.保 + r.counts.垫 + r.thinCount).toBe(r.total);
    const apart = await yx(`subjectType=${q('物理类')}&score=630&pageSize=50&thinOnly=true`);
    expect(apart.result.total).toBe(r.thinCount);
    expect(apart.result.units.every((u) => u.tier === null && u.thin !== null && u.probability >= 0.8)).toBe(true);
    for (const u of r.units) {
      expect(u.probability).toBeGreaterThanOrEqual(0.15);
      expect(u.band[0]).toBeLessThanOrEqual(u.probability);
      expect(u.years.length).toBeGreaterThan(0);
      expect(u.years.every((y) => y.year < r.year)).toBe(true);
      // The list carries what explains a unit; its text only when asked for (explain=true).
      expect(typeof u.elite).toBe('boolean');
      expect(u.explanation).toBeUndefined();
    }
    expect(t.app.engine.loaded()).toContain('广东|unit');
    const explained = await yx(`subjectType=${q('物理类')}&score=630&pageSize=50&explain=true`);
    expect(explained.result.units.length).toBe(r.units.length);
    explained.result.units.forEach((u, i) => {
      expect(u.explanation).toBe(explainUnit(r.units[i], r.student.rank, 'zh-CN'));
      expect(u.explanation).toContain(`${u.years[0].year} 年`);
    });
  });
  it('a unit with one year of lines is shown apart (数据不足) with its reason, not counted as 稳 or 保 (issue 29)', async () => {
    // A school new in the latest year: one line, copied from a demo line under another name.
    const [row] = await t.database.db
      .select()
      .from(admissionRecords)
      .where(
        and(
          eq(admissionRecords.province, '广东'),
          eq(admissionRecords.year, 2025),
          eq(admissionRecords.subjectType, '物理类'),
          eq(admissionRecords.level, 'institution'),
        ),
      )
      .limit(1);
    await t.database.db
      .insert(admissionRecords)
      .values({ ...row, id: 'issue29-single-year', rowKey: 'issue29-single-year', schoolName: '新设一年学院', schoolCode: null, institutionId: null });
    dataChanged();
    try {
      const r = (await yx(`subjectType=${q('物理类')}&score=700&pageSize=200`)).result;
      const single = r.units.find((u) => u.schoolName === '新设一年学院')!;
      expect(single.tier).toBeNull();
      expect(single.thin).toEqual({ reasons: ['singleYear'], tier: single.probability >= 0.95 ? '垫' : '保' });
      expect(r.thinCount).toBeGreaterThanOrEqual(1);
      expect(r.counts.冲 + r.counts.稳 + r.counts.保 + r.counts.垫 + r.thinCount).toBe(r.total);
      const apart = (await yx(`subjectType=${q('物理类')}&score=700&pageSize=200&thinOnly=true`)).result;
      expect(apart.units.map((u) => u.key)).toContain(single.key);
      expect(apart.units.every((u) => u.tier === null && u.thin)).toBe(true);
      const safe = (await yx(`subjectType=${q('物理类')}&score=700&pageSize=200&tiers=${q('稳')},${q('保')},${q('垫')}`)).result;
      expect(safe.units.some((u) => u.key === single.key)).toBe(false);
      const why = (await yx(`subjectType=${q('物理类')}&score=700&pageSize=200&explain=true`)).result.units.find((u) => u.key === single.key)!;
      expect(why.explanation).toContain('数据不足，概率仅供参考（仅一年数据）');
    } finally {
      await t.database.db.delete(admissionRecords).where(eq(admissionRecords.id, 'issue29-single-year'));
      dataChanged();
    }
  });
  it('the major view (getZyByCmd) recommends single majors; browse mode still works', async () => {
    const res = await get<RecommendResult>(`/api/yuanxiaoLqxxJssdt/getZyByCmd?mode=recommend&province=${q('广东')}&subjectType=${q('物理类')}&score=630`);
    expect(res.code, res.message).toBe(200);
    expect(res.result.fillType).toBe(2);
    expect(res.result.units.every((u) => u.majorName)).toBe(true);
    const browse = await get<Page<ScoreLineRow>>(`/api/yuanxiaoLqxxJssdt/getYxByCmd?province=${q('广东')}`);
    expect(browse.code).toBe(200);
    expect(Array.isArray(browse.result.content)).toBe(true);
  });
  it('English explanations and notes with Accept-Language en-US', async () => {
    const res = await get<RecommendResult>(
      `/api/yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend&province=${q('广东')}&subjectType=${q('物理类')}&score=630&explain=1`,
      token,
      'en-US',
    );
    expect(res.result.notes.join()).toMatch(/Demo data/);
    expect(res.result.units.length).toBeGreaterThan(0);
    expect(res.result.units[0].explanation).toMatch(/chance/);
  });
  it('rejects bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      ['subjectType=物理类', 'score'],
      ['subjectType=综合&score=600', 'subjectType'],
      ['subjects=物理,化学&score=600', 'subjects'],
      ['subjects=物理,历史,化学&score=600', 'subjects'],
      ['subjectType=历史类&subjects=物理,化学,生物&score=600', 'subjects'],
      ['subjectType=物理类&score=600&batch=9', 'batch'],
      ['subjectType=物理类&score=600&tiers=大', 'tiers'],
      ['subjectType=物理类&score=600&explain=maybe', 'explain'],
      ['subjectType=物理类&score=600&includeUnlikely=yes', 'includeUnlikely'],
    ]) {
      const res = await yx(
        query
          .split('&')
          .map((p) => {
            const [k, v] = p.split('=');
            return `${k}=${q(v)}`;
          })
          .join('&'),
      );
      expect(res.code, query).toBe(400);
      expect(res.message, query).toContain(field);
    }
  });
  it('needs a login', async () => {
    const res = await yx(`subjectType=${q('物理类')}&score=630`, '');
    expect(res.code).toBe(401);
  });
});

describe('batches (/smartFill/info/piciSelect)', () => {
  it('lists the province batches with their limits; visitors may call it', async () => {
    const res = await get<BatchSelect>(`/api/smartFill/info/piciSelect?province=${q('江苏')}&subjectType=${q('物理类')}`, '');
    expect(res.code, res.message).toBe(200);
    expect(res.result.fillType).toBe(1);
    const main = res.result.batches.find((b) => b.batch === 2)!;
    expect(main).toMatchObject({ volunteerNum: 40, majorNum: 6, name: '本科批' });
    const sd = await get<BatchSelect>(`/api/smartFill/info/piciSelect?province=${q('山东')}`);
    expect(sd.result.batches.find((b) => b.batch === 2)).toMatchObject({ volunteerNum: null, majorNum: 96 });
  });
});

describe('one profile of truth (issue 30): the score profile and the account agree', () => {
  it("saving a score sets the account's province and 选科; editing the account's province or 选科 moves the score profile and computes its rank again", async () => {
    const reg = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'truth30', password: 'secret123', mobile: '13800003030' },
      remoteAddress: '10.30.0.1',
    });
    expect(reg.code, reg.message).toBe(200);
    const me = await t.login('truth30', 'secret123');
    const info = () => get<{ province: string | null; subjects: string[] }>('/api/user/info', me);
    const profile = () => get<ScoreProfile>('/api/xueShengCjb/getScoreByYhId', me);
    const saved = await t.call<ScoreProfile>({
      method: 'POST',
      url: '/api/xueShengCjb/save',
      token: me,
      payload: { province: '广东', year: 2025, subjects: ['物理', '化学', '生物'], score: 600 },
    });
    expect(saved.code, saved.message).toBe(200);
    expect((await info()).result).toMatchObject({ province: '广东', subjects: ['物理', '化学', '生物'] });
    const guangdongRank = saved.result.rank!;
    // The account's province changes: the score goes with it, ranked on the new province's table.
    const edit = await t.call({ method: 'POST', url: '/api/user/edit', token: me, payload: { province: '江苏' } });
    expect(edit.code, edit.message).toBe(200);
    const moved = (await profile()).result;
    expect(moved).toMatchObject({ province: '江苏', score: 600, subjectType: '物理类', rankSource: 'table', rankTableYear: 2025 });
    expect(moved.rank).not.toBe(guangdongRank);
    expect(moved.sameScore!.rankEnd).toBe(moved.rank);
    // 选科 changed on the account: 历史 first makes the score a 历史类 one, ranked again.
    const subjects = await t.call({ method: 'POST', url: '/api/user/edit', token: me, payload: { subjects: ['历史', '政治', '地理'] } });
    expect(subjects.code, subjects.message).toBe(200);
    const history = (await profile()).result;
    expect(history).toMatchObject({ province: '江苏', subjectType: '历史类', subjects: ['历史', '政治', '地理'] });
    expect(history.rank).not.toBe(moved.rank);
    // A 选科 the province refuses is refused by name, and neither the account nor the score changes.
    const bad = await t.call({ method: 'POST', url: '/api/user/edit', token: me, payload: { subjects: ['化学', '生物', '政治'] } });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('subjects');
    expect((await info()).result.subjects).toEqual(['历史', '政治', '地理']);
    expect((await profile()).result.subjectType).toBe('历史类');
    // Another field of the account leaves the score alone.
    const before = (await profile()).result;
    await t.call({ method: 'POST', url: '/api/user/edit', token: me, payload: { school: '某中学' } });
    expect((await profile()).result.updateTime).toBe(before.updateTime);
  });
});

describe('score profile (/xueShengCjb)', () => {
  it('is empty, then saved with the derived rank and same-score range, then updated', async () => {
    const empty = await get<ScoreProfile | null>('/api/xueShengCjb/getScoreByYhId');
    expect(empty.code).toBe(200);
    expect(empty.result).toBeNull();
    const saved = await t.call<ScoreProfile>({
      method: 'POST',
      url: '/api/xueShengCjb/save',
      token,
      payload: { province: '广东', year: 2025, subjects: ['物理', '化学', '生物'], score: 630 },
    });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result).toMatchObject({ province: '广东', subjectType: '物理类', rankSource: 'table', rankTableYear: 2025 });
    expect(saved.result.rank).toBeGreaterThan(0);
    expect(saved.result.sameScore!.rankEnd).toBe(saved.result.rank);
    const again = await t.call<ScoreProfile>({
      method: 'POST',
      url: '/api/xueShengCjb/save',
      token,
      payload: { province: '广东', year: 2025, subjectType: '物理类', score: 640, rank: 1234 },
    });
    expect(again.result).toMatchObject({ score: 640, rank: 1234, rankSource: 'given', subjects: null });
    const mine = await get<ScoreProfile>('/api/xueShengCjb/getScoreByYhId');
    expect(mine.result).toMatchObject({ score: 640, rank: 1234 });
    const bad = await t.call({
      method: 'POST',
      url: '/api/xueShengCjb/save',
      token,
      payload: { province: '新疆', year: 2025, subjectType: '理科', score: 500 },
    });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('rank');
    const anon = await get('/api/xueShengCjb/getScoreByYhId', '');
    expect(anon.code).toBe(401);
  });

  it('refuses a score or 选科 that is not what it says (a list, an object, a boolean, a nested list) with 400 naming the field, and keeps the stored profile', async () => {
    const save = (payload: Record<string, unknown> | string) =>
      t.call<ScoreProfile>({
        method: 'POST',
        url: '/api/xueShengCjb/save',
        token,
        payload,
        ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
      });
    const base = { province: '广东', year: 2025, subjectType: '物理类' };
    const stored = await save({ ...base, score: 600 });
    expect(stored.code, stored.message).toBe(200);
    const cases: [string, Record<string, unknown>][] = [
      ['score', { ...base, score: [1] }],
      ['score', { ...base, score: [] }],
      ['score', { ...base, score: { value: 1 } }],
      ['score', { ...base, score: true }],
      ['score', { ...base, score: '1e2' }],
      ['score', { ...base, score: '' }],
      ['subjects', { ...base, subjects: [['物理', '化学', '生物']], score: 610 }],
      ['subjects', { ...base, subjects: ['物理', 1, '生物'], score: 610 }],
      ['subjects', { ...base, subjects: { 0: '物理' }, score: 610 }],
    ];
    for (const [field, payload] of cases) {
      const res = await save(payload);
      expect(res.code, JSON.stringify(payload)).toBe(400);
      expect(res.message, JSON.stringify(payload)).toContain(field);
    }
    expect((await get<ScoreProfile>('/api/xueShengCjb/getScoreByYhId')).result).toMatchObject({ score: 600, subjects: null });
    // A form post carries the score as text and 选科 comma-joined: still taken.
    const form = await save(`province=${q('广东')}&year=2025&subjects=${q('物理,化学,生物')}&score=630.5`);
    expect(form.code, form.message).toBe(200);
    expect(form.result).toMatchObject({ score: 630.5, subjects: ['物理', '化学', '生物'] });
  });
});
