import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionRecords, controlLines, rankTables } from '../db/schema/index.ts';
import { repoRoot } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { EngineStore } from '../modules/engine/store.ts';
import type { UploadReport } from '@zhiyuan/shared';
import { SUMMARY_SHADOWED } from './import-format.ts';
import { runImport, type ImportResult } from './run.ts';
import { HELD_BY_FORMAT } from './sync.ts';

/**
 * Unchanged re-imports report unchanged (every table kind, the data set's readers beside format
 * tables holding the same keys, the admin's upload), and bounds stay bounds: `600分及以上` lines,
 * rank tables' summary rows.
 */
let t: TestApp;
const dirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const db = () => t.database.db;

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-reimport-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const table = (header: string[], rows: (string | number)[][]) => [header.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n';
const format = (kind: string, header: string[], rows: (string | number)[][]) => `zhiyuan-import/1,${kind}\n${table(header, rows)}`;

/** 上海 2025: 20 candidates a point from 660 down; the rank at a score is 20 × (661 − score). */
const rankAt = (score: number) => 20 * (661 - score);
function rankTable(): string {
  const rows: (string | number)[][] = [];
  // The summary row first, as authorities print it: it must not shadow the real 600 row.
  rows.push(['上海', 2025, '综合', '600分及以上', '', rankAt(600)]);
  for (let score = 600; score >= 500; score--) rows.push(['上海', 2025, '综合', score, 20, rankAt(score)]);
  // A summary row in the middle of the table: its score has its own row, so it is dropped.
  rows.push(['上海', 2025, '综合', '≥550', '', rankAt(550)]);
  return format('rank-table', ['province', 'year', 'subjectType', 'score', 'count', 'rank'], rows);
}

const LINE_HEADER = ['province', 'year', 'subjectType', 'batch', 'level', 'schoolName', 'groupCode', 'minScore', 'minRank', 'sourceQuality'];
function lines(): string {
  const q = 'official-shanghai-exam-authority';
  return format('lines', LINE_HEADER, [
    ['上海', 2025, '综合', '本科批', 'group', '复旦大学', '01', '600分及以上', '', q],
    ['上海', 2024, '综合', '本科批', 'group', '复旦大学', '01', 598, 1260, q],
    ['上海', 2025, '综合', '本科批', 'group', '上海交通大学', '02', '≥590', 1400, q],
    ['上海', 2025, '综合', '本科批', 'group', '同济大学', '03', 580, '', q],
    ['上海', 2024, '综合', '本科批', 'group', '同济大学', '03', 578, '', q],
  ]);
}
const plans = () =>
  format(
    'plans',
    ['province', 'year', 'subjectType', 'batch', 'schoolName', 'groupCode', 'planCount'],
    [['上海', 2026, '综合', '本科批', '同济大学', '03', 40]],
  );
const formatControlLines = () =>
  format(
    'control-lines',
    ['province', 'year', 'subjectType', 'batch', 'score'],
    [
      ['上海', 2025, '综合', '本科批', 403],
      ['上海', 2025, '综合', '特殊类型招生控制线', 505],
    ],
  );

/** The data set's own files, holding keys the format tables hold too, and a summary row before a real one. */
const dataSetControlLines = () =>
  table(
    ['province', 'year', 'subjectType', 'batch', 'score', 'sourceQuality', 'sourceUrl'],
    [
      ['上海', 2025, '综合', '本科批', 403, 'official-shanghai', ''],
      ['上海', 2024, '综合', '本科批', 400, 'official-shanghai', ''],
    ],
  );
const dataSetRankTable = () =>
  table(
    ['province', 'year', 'subject_type', 'score', 'score_min', 'score_max', 'rank_start', 'rank_end', 'count_at_score', 'source_quality', 'source_url'],
    [
      ['上海', 2025, '综合', 600, '', '', 1, 999, 999, 'official-shanghai', ''],
      ['上海', 2024, '综合', 600, 600, 660, 1, 1300, 1300, 'official-shanghai', ''],
      ['上海', 2024, '综合', 600, '', '', 1281, 1300, 20, 'official-shanghai', ''],
      ['上海', 2024, '综合', 599, '', '', 1301, 1320, 20, 'official-shanghai', ''],
    ],
  );

const FILES = {
  'admissions/national/control_lines_recent.csv': dataSetControlLines(),
  'admissions/national/rank_tables.csv': dataSetRankTable(),
  'shanghai/lines.csv': lines(),
  'shanghai/plans.csv': plans(),
  'shanghai/rank-table.csv': rankTable(),
  'shanghai/control-lines.csv': formatControlLines(),
};

const rowCounts = async () =>
  Promise.all([admissionRecords, rankTables, controlLines].map(async (tbl) => Number((await db().select({ n: count() }).from(tbl))[0].n)));

describe('re-imports and bounds', () => {
  let first: ImportResult;
  let second: ImportResult;
  let before: number[];
  beforeAll(async () => {
    const dir = folder(FILES);
    first = await runImport(db(), { dir, triggeredBy: 'test' });
    before = await rowCounts();
    second = await runImport(db(), { dir, triggeredBy: 'test' });
  });

  it("reports 0 added, 0 changed, 0 removed on a second identical import, for every table kind and the data set's readers", async () => {
    expect(first.status, first.error).toBe('succeeded');
    expect(second.status, second.error).toBe('succeeded');
    const files = second.files
      .filter((f) => f.read > 0)
      .map((f) => f.file)
      .sort();
    expect(files).toEqual([
      'control_lines_recent.csv',
      'rank_tables.csv',
      'shanghai/control-lines.csv',
      'shanghai/lines.csv',
      'shanghai/plans.csv',
      'shanghai/rank-table.csv',
    ]);
    const withoutHeld = (skipped: Record<string, number>) => Object.fromEntries(Object.entries(skipped).filter(([reason]) => reason !== HELD_BY_FORMAT));
    for (const f of second.files.filter((x) => x.read > 0)) {
      const was = first.files.find((x) => x.file === f.file)!;
      expect(f.imported, f.file).toBe(0);
      expect(f.unchanged, f.file).toBe(f.read - Object.values(f.skipped).reduce((a, b) => a + b, 0));
      expect(withoutHeld(f.skipped), f.file).toEqual(withoutHeld(was.skipped));
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("keeps a format table's row over the data set's for the same key, run after run", async () => {
    const [line] = await db()
      .select()
      .from(controlLines)
      .where(and(eq(controlLines.province, '上海'), eq(controlLines.year, 2025), eq(controlLines.batch, '本科批')));
    expect(line.source).toBe('shanghai/control-lines.csv');
    const [row] = await db()
      .select()
      .from(rankTables)
      .where(and(eq(rankTables.province, '上海'), eq(rankTables.year, 2025), eq(rankTables.score, 600)));
    expect(row).toMatchObject({ source: 'shanghai/rank-table.csv', rankEnd: rankAt(600) });
    // The first run wrote the data set's row and the format table's over it; from then on the data set's is skipped.
    expect(second.files.find((f) => f.file === 'control_lines_recent.csv')!.skipped[HELD_BY_FORMAT]).toBe(1);
    expect(second.files.find((f) => f.file === 'rank_tables.csv')!.skipped[HELD_BY_FORMAT]).toBe(1);
  });

  it("keeps the real row of a score beside the table's summary row, and the top bucket above it", async () => {
    const rows = await db()
      .select()
      .from(rankTables)
      .where(and(eq(rankTables.province, '上海'), eq(rankTables.year, 2025)));
    const at = (score: number) => rows.find((r) => r.score === score);
    expect(at(600)).toMatchObject({ scoreMin: null, scoreMax: null, countAtScore: 20, rankStart: rankAt(600) - 19, rankEnd: rankAt(600) });
    // "600分及以上" is the top bucket one point up: everyone above 600, up to 上海's 660.
    expect(at(601)).toMatchObject({ scoreMin: 601, scoreMax: 660, rankEnd: rankAt(600) - 20 });
    expect(at(550)).toMatchObject({ scoreMin: null, countAtScore: 20, rankEnd: rankAt(550) });
    expect(first.files.find((f) => f.file === 'shanghai/rank-table.csv')!.skipped).toEqual({ [SUMMARY_SHADOWED]: 1 });
    // The data set's own file: a bucket row filed under 600 before the real 600 row.
    const [real] = await db()
      .select()
      .from(rankTables)
      .where(and(eq(rankTables.province, '上海'), eq(rankTables.year, 2024), eq(rankTables.score, 600)));
    expect(real).toMatchObject({ scoreMin: null, countAtScore: 20, rankEnd: 1300, rankStart: 1281 });
    expect(first.files.find((f) => f.file === 'rank_tables.csv')!.skipped[SUMMARY_SHADOWED]).toBe(1);
  });

  it('stores the rank of a 及以上 line as a bound, published or derived from the table', async () => {
    const line = async (school: string, year: number) =>
      (
        await db()
          .select()
          .from(admissionRecords)
          .where(and(eq(admissionRecords.schoolName, school), eq(admissionRecords.year, year), eq(admissionRecords.level, 'group')))
      )[0];
    expect(await line('复旦大学', 2025)).toMatchObject({
      minScore: 600,
      minScoreBound: 'atLeast',
      minRank: rankAt(600),
      rankDerived: true,
      minRankBound: 'atMost',
    });
    expect(await line('上海交通大学', 2025)).toMatchObject({
      minScore: 590,
      minScoreBound: 'atLeast',
      minRank: 1400,
      rankDerived: false,
      minRankBound: 'atMost',
    });
    expect(await line('同济大学', 2025)).toMatchObject({ minScore: 580, minScoreBound: null, minRank: rankAt(580), rankDerived: true, minRankBound: null });
    expect(await line('复旦大学', 2024)).toMatchObject({ minRank: 1260, minRankBound: null, groupCode: '01', groupKey: '1' });
  });

  it('never gives the engine a bound as a cut-off', async () => {
    const store = new EngineStore(db());
    try {
      const pool = (await store.get('上海'))!.pool('综合', 2)!;
      const unit = (school: string) => pool.units.find((u) => u.schoolName === school);
      // 复旦's 2025 line is a bound: the unit keeps its exact 2024 line only; 交大's only line is a bound.
      expect(unit('复旦大学')!.lines.map((l) => [l.year, l.minRank])).toEqual([[2024, 1260]]);
      expect(unit('上海交通大学')).toBeUndefined();
      expect(unit('同济大学')!.lines.map((l) => l.year)).toEqual([2025, 2024]);
    } finally {
      store.close();
    }
  });
});

describe('the templates (docs/import-templates)', () => {
  it("import as documented: the rank table's summary row becomes the top bucket above its real row", async () => {
    const templates = path.join(repoRoot, 'docs/import-templates');
    const dir = folder(
      Object.fromEntries(
        fs
          .readdirSync(templates)
          .filter((f) => f !== 'aliases.csv')
          .map((f) => [`templates/${f}`, fs.readFileSync(path.join(templates, f), 'utf8')]),
      ),
    );
    const result = await runImport(db(), { dir, triggeredBy: 'test' });
    expect(result.status, result.error).toBe('succeeded');
    expect(result.files.find((f) => f.file === 'templates/rank-table.csv')).toMatchObject({ read: 4, imported: 4, skipped: {} });
    const rows = await db()
      .select()
      .from(rankTables)
      .where(and(eq(rankTables.province, '上海'), eq(rankTables.year, 2025), eq(rankTables.source, 'templates/rank-table.csv')));
    expect(rows.find((r) => r.score === 600)).toMatchObject({ scoreMin: null, countAtScore: 95, rankEnd: 1820 });
    expect(rows.find((r) => r.score === 601)).toMatchObject({ scoreMin: 601, scoreMax: 660, rankEnd: 1820 - 95 });
  });
});

describe('two format tables with the same key', () => {
  it('keep one row (the first read) and count the other as a duplicate of another source', async () => {
    const line = format('control-lines', ['province', 'year', 'subjectType', 'batch', 'score'], [['江西', 2025, '物理类', '本科批', 459]]);
    const ranks = format('rank-table', ['province', 'year', 'subjectType', 'score', 'count', 'rank'], [['江西', 2025, '物理类', 700, 12, 12]]);
    const dir = folder({ 'a/control-lines.csv': line, 'b/control-lines.csv': line, 'a/rank-table.csv': ranks, 'b/rank-table.csv': ranks });
    const result = await runImport(db(), { dir, triggeredBy: 'test' });
    expect(result.status, result.error).toBe('succeeded');
    for (const kind of ['control-lines', 'rank-table']) {
      expect(
        result.files.find((f) => f.file === `a/${kind}.csv`),
        kind,
      ).toMatchObject({ imported: 1, skipped: {} });
      expect(
        result.files.find((f) => f.file === `b/${kind}.csv`),
        kind,
      ).toMatchObject({ imported: 0, skipped: { 'duplicate (other source)': 1 } });
    }
  });
});

describe('an unchanged upload', () => {
  const multipart = (name: string, content: string) => {
    const boundary = '----zy-reimport';
    return {
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
        Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };

  it('reports a control-lines or rank-table file unchanged in the dry run and the commit after its first commit', async () => {
    const token = await t.login();
    const upload = (step: 'dryRun' | 'commit', name: string, content: string) =>
      t.call<UploadReport>({ method: 'POST', url: `/api/dataImport/upload/${step}`, token, ...multipart(name, content) });
    const cases: [string, string, number][] = [
      [
        '浙江-control-lines.csv',
        format(
          'control-lines',
          ['province', 'year', 'subjectType', 'batch', 'score'],
          [
            ['浙江', 2025, '综合', '普通类一段', 492],
            ['浙江', 2025, '综合', '普通类二段', 280],
          ],
        ),
        2,
      ],
      [
        '浙江-rank-table.csv',
        format(
          'rank-table',
          ['province', 'year', 'subjectType', 'score', 'count', 'rank'],
          [
            ['浙江', 2025, '综合', 700, 30, 30],
            ['浙江', 2025, '综合', 699, 31, 61],
          ],
        ),
        2,
      ],
      ['浙江-lines.csv', format('lines', LINE_HEADER, [['浙江', 2025, '综合', '普通类一段', 'group', '浙江大学', '01', 690, 600, '']]), 1],
    ];
    for (const [name, content, n] of cases) {
      const committed = await upload('commit', name, content);
      expect(committed.result.totals, name).toMatchObject({ imported: n, unchanged: 0 });
      for (const step of ['dryRun', 'commit'] as const) {
        const again = await upload(step, name, content);
        expect(again.code, again.message).toBe(200);
        expect(again.result.totals, `${name} ${step}`).toMatchObject({ imported: 0, unchanged: n });
      }
    }
  });
});
