import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeScoreLines, Page, RankLookup, SchoolSummary } from '@zhiyuan/shared';
import { runImport } from '../../data/run.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dataDir as DATA_DIR } from '../../test/data-set.ts';

/**
 * Against the public data set (DATA_DIR, or beside the project): a limited real import, then the
 * calls answer what the files say. 广东 2023 comes from 广东's own table (理科 = 物理类 from 2021).
 */
const GD_RANKS = path.join(DATA_DIR, 'admissions/guangdong/rank_tables_2011_2025.csv');
const present = fs.existsSync(GD_RANKS);

/** The 2023 理科 rows of 广东's file: score → worst rank (the cumulative rank at that score). */
function guangdong2023Physics(): Map<number, number> {
  const [header, ...lines] = fs.readFileSync(GD_RANKS, 'utf8').split(/\r?\n/).filter(Boolean);
  const col = Object.fromEntries(header.split(',').map((name, i) => [name.trim(), i]));
  const out = new Map<number, number>();
  for (const line of lines) {
    const cells = line.split(',');
    if (cells[col.year] === '2023' && cells[col.category] === '理科') out.set(Number(cells[col.score]), Number(cells[col.worst_rank]));
  }
  return out;
}

describe.runIf(present)('with the real data set', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const result = await runImport(t.database.db, { dir: DATA_DIR, triggeredBy: 'test', limit: 2000 });
    expect(result.status, result.error).toBe('succeeded');
    token = await t.login();
  }, 600_000);
  afterAll(() => t?.close());

  const lookup = (score: number) =>
    t.call<RankLookup>({
      method: 'GET',
      token,
      url: `/api/rankTable/lookup?province=${encodeURIComponent('广东')}&year=2023&subjectType=${encodeURIComponent('物理类')}&score=${score}`,
    });

  it('answers the 广东 2023 物理类 rank of a score as the file gives it', async () => {
    const table = guangdong2023Physics();
    expect(table.size).toBeGreaterThan(100);
    for (const score of [600, 550]) {
      const res = await lookup(score);
      expect(res.code, res.message).toBe(200);
      expect(res.result).toMatchObject({ score, matchedScore: score, rank: table.get(score), nearest: false });
      expect(res.result.sourceQuality).toMatch(/^(official|third-party)-/);
    }
    const top = Math.max(...table.keys());
    expect((await lookup(top + 20)).result).toMatchObject({ matchedScore: top, rank: table.get(top), nearest: true });
  });

  it('finds 清华大学 by its pinyin initials and gives its lines with their source', async () => {
    const search = await t.call<Page<SchoolSummary>>({ method: 'GET', url: '/api/schoolBaseInfo/getByPage?keyword=qhdx' });
    expect(search.result.content[0]).toMatchObject({ name: '清华大学', guobiaoCode: '10003', is985: true });
    const lines = await t.call<CollegeScoreLines>({ method: 'GET', token, url: `/api/collegeScoreLine/get/${search.result.content[0].id}` });
    expect(lines.code, lines.message).toBe(200);
    for (const row of lines.result.years.flatMap((y) => y.rows)) {
      expect(row.sourceQuality).toMatch(/^(official|third-party)-/);
      expect(row.official).toBe(row.sourceQuality.startsWith('official'));
    }
  });
});
