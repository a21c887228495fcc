import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankLookup, RankTable, RankTableOption } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { OFFICIAL, seedReference } from '../reference/test-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedReference(t.database.db);
  token = await t.login();
});
afterAll(() => t.close());

const get = <T = unknown>(url: string, auth: string | undefined = token) => t.call<T>({ method: 'GET', url, token: auth });
const GD = `province=${encodeURIComponent('广东')}&year=2023&subjectType=${encodeURIComponent('物理类')}`;
const lookup = (score: string | number, table = GD) => get<RankLookup>(`/api/rankTable/lookup?${table}&score=${score}`);

describe('score → rank (/rankTable/lookup)', () => {
  it('answers the cumulative rank of an exact score with its source', async () => {
    const res = await lookup(699);
    expect(res.code, res.message).toBe(200);
    expect(res.result).toEqual({
      province: '广东',
      year: 2023,
      subjectType: '物理类',
      score: 699,
      matchedScore: 699,
      scoreMin: null,
      scoreMax: null,
      rank: 60,
      rankStart: 51,
      countAtScore: 10,
      sourceQuality: OFFICIAL,
      official: true,
      sourceUrl: 'https://eea.gd.gov.cn/rank',
      nearest: false,
    });
  });

  it('takes the next higher score when the score has no row, and says nearest', async () => {
    expect((await lookup(697)).result).toMatchObject({ score: 697, matchedScore: 698, rank: 75, nearest: true });
    expect((await lookup(600)).result).toMatchObject({ matchedScore: 696, rank: 100, nearest: true });
  });

  it('takes the bucket holding the score (top and bottom ranges)', async () => {
    expect((await lookup(720)).result).toMatchObject({
      matchedScore: 700,
      scoreMin: 700,
      scoreMax: 750,
      rank: 50,
      rankStart: 1,
      nearest: true,
      sourceQuality: `${OFFICIAL}-top-boundary`,
    });
    expect((await lookup(700)).result).toMatchObject({ matchedScore: 700, rank: 50, nearest: false });
    expect((await lookup(42)).result).toMatchObject({ matchedScore: 150, scoreMin: 0, scoreMax: 150, rank: 390000, nearest: true });
  });

  it('answers the top row above the whole table, and reads a decimal score by its whole points', async () => {
    expect((await lookup(760)).result).toMatchObject({ matchedScore: 700, rank: 50, nearest: true });
    expect((await lookup('699.5')).result).toMatchObject({ score: 699.5, matchedScore: 699, rank: 60, nearest: false });
  });

  it('reads 物理 as 物理类 and a province code as its name', async () => {
    expect((await lookup(699, `province=44&year=2023&subjectType=${encodeURIComponent('物理')}`)).result).toMatchObject({
      province: '广东',
      subjectType: '物理类',
      rank: 60,
    });
  });

  it('answers 404 without a table and 400 naming the field', async () => {
    expect((await lookup(600, `province=44&year=2022&subjectType=${encodeURIComponent('物理类')}`)).code).toBe(404);
    for (const [query, field] of [
      [`${GD}&score=abc`, 'score'],
      [`${GD}&score=1001`, 'score'],
      [`${GD}`, 'score'],
      [`province=44&year=2023&score=600`, 'subjectType'],
      [`province=44&subjectType=x&score=600`, 'year'],
      [`province=${encodeURIComponent('火星')}&year=2023&subjectType=x&score=600`, 'province'],
    ]) {
      const res = await get(`/api/rankTable/lookup?${query}`);
      expect(res.code, query).toBe(400);
      expect(res.message, query).toContain(field);
    }
  });

  it('needs a login', async () => {
    expect((await get(`/api/rankTable/lookup?${GD}&score=600`, '')).code).toBe(401);
  });
});

describe('whole tables (/rankTable/get, /rankTable/options)', () => {
  it('gives every row, highest first, pointing at its source', async () => {
    const res = await get<RankTable>(`/api/rankTable/get?${GD}`);
    expect(res.code, res.message).toBe(200);
    expect(res.result.rows.map((r) => r.score)).toEqual([700, 699, 698, 696, 500, 150]);
    expect(res.result.sources).toEqual([
      { sourceQuality: `${OFFICIAL}-top-boundary`, official: true, sourceUrl: 'https://eea.gd.gov.cn/rank' },
      { sourceQuality: OFFICIAL, official: true, sourceUrl: 'https://eea.gd.gov.cn/rank' },
    ]);
    expect(res.result.rows[0]).toEqual({ score: 700, scoreMin: 700, scoreMax: 750, rankStart: 1, rankEnd: 50, countAtScore: 50, source: 0 });
    expect(res.result.rows.slice(1).every((r) => r.source === 1)).toBe(true);
    expect((await get(`/api/rankTable/get?province=44&year=2020&subjectType=x`)).code).toBe(404);
  });

  it('lists the tables of a province', async () => {
    const res = await get<RankTableOption[]>('/api/rankTable/options?province=44');
    expect(res.result).toEqual([{ year: 2023, subjectType: '物理类' }]);
    expect((await get<RankTableOption[]>('/api/rankTable/options?province=11')).result).toEqual([]);
  });
});
