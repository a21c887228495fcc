import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { admissionRecords, controlLines, importRuns, rankTables } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { dataDir, hasDataSet } from '../test/data-set.ts';
import { normalizeProvince, normalizeSubjectType, parseNumber } from './normalize.ts';
import { fingerprint, importIfChanged, runImport, type ImportResult } from './run.ts';

const LIMIT = 20_000;
const readCsvFile = (file: string) =>
  parse(fs.readFileSync(path.join(dataDir, file)), { bom: true, columns: (h: string[]) => h.map((c) => c.replace(/\s+/g, '')) }) as Record<string, string>[];
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as Record<string, unknown>[];

describe.runIf(hasDataSet)(`import of the real data set (first ${LIMIT} admission rows, everything else whole)`, () => {
  let t: TestApp;
  let first: ImportResult;
  let second: ImportResult;
  const db = () => t.database.db;
  const file = (result: ImportResult, name: string) => {
    const f = result.files.find((x) => x.file === name);
    if (!f) throw new Error(`${name} is not in the summary`);
    return f;
  };

  beforeAll(async () => {
    t = await createTestApp();
    first = await runImport(db(), { dir: dataDir, triggeredBy: 'test', limit: LIMIT });
    // Rows the files no longer hold: a whole-file import removes them.
    await db().insert(admissionRecords).values({
      id: 'stale-row',
      rowKey: 'stale-row',
      province: '广东',
      year: 2021,
      subjectType: '历史类',
      batch: '本科批',
      level: 'major',
      dataType: 'major-admission',
      schoolName: '已不在文件中的学校',
      sourceQuality: 'third-party-guangdong-major-csv',
      official: false,
      source: '2021_history_majors.csv',
    });
    await db().insert(rankTables).values({
      province: '广东',
      year: 2023,
      subjectType: '物理类',
      score: 0,
      rankEnd: 1,
      sourceQuality: 'x',
      official: false,
      source: 'rank_tables_2011_2025.csv',
    });
    second = await runImport(db(), { dir: dataDir, triggeredBy: 'test', limit: LIMIT });
  }, 180_000);

  afterAll(async () => {
    await t?.close();
  });

  // Its speed is measured by the benchmarks, never by a timed test (a loaded machine is no failure).
  it('succeeds and records the run with its summary', async () => {
    expect(first.status, first.error).toBe('succeeded');
    const [run] = await db().select().from(importRuns).where(eq(importRuns.id, first.runId));
    expect(run).toMatchObject({ status: 'succeeded', triggeredBy: 'test', dataDir, error: null });
    expect(run.finishedAt).toBeInstanceOf(Date);
    // A partial import is no import of the files: importIfChanged must still run the full one.
    expect(run.fingerprint).toBeNull();
    expect(run.summary?.files.map((f) => f.file)).toContain('admissions.csv.gz');
  });

  it('reads the first rows of the admissions file and accounts for every one', () => {
    const adm = file(first, 'admissions.csv.gz');
    expect(adm.read).toBe(LIMIT);
    const skipped = Object.values(adm.skipped).reduce((a, b) => a + b, 0);
    expect(adm.imported + adm.unchanged + skipped).toBe(LIMIT);
    expect(adm.skipped['control line (imported from control_lines_recent.csv)']).toBeGreaterThan(0);
  });

  it('imports nothing new the second time and reports every row unchanged', () => {
    for (const f of second.files) {
      const before = file(first, f.file);
      expect(f.imported, f.file).toBe(0);
      expect(f.read, f.file).toBe(before.read);
      expect(f.unchanged, f.file).toBe(before.imported + before.unchanged);
      expect(f.skipped, f.file).toEqual(before.skipped);
    }
  });

  it('removes rows of a wholly read file that the file no longer holds', async () => {
    expect(await db().select().from(admissionRecords).where(eq(admissionRecords.id, 'stale-row'))).toEqual([]);
    expect(
      await db()
        .select()
        .from(rankTables)
        .where(and(eq(rankTables.province, '广东'), eq(rankTables.score, 0))),
    ).toEqual([]);
  });

  it('keeps official and third-party lines apart', async () => {
    const rows = await db().select({ official: admissionRecords.official, n: count() }).from(admissionRecords).groupBy(admissionRecords.official);
    const n = Object.fromEntries(rows.map((r) => [String(r.official), Number(r.n)]));
    expect(n.true).toBeGreaterThan(0);
    expect(n.false).toBeGreaterThan(0);
  });

  it("stores the 广东 2023 物理类 rank table: the rank of a score is the row's rank_end", async () => {
    const rows = readCsvFile('admissions/guangdong/rank_tables_2011_2025.csv').filter((r) => r.year === '2023' && r.category === '理科');
    const sample = rows[Math.floor(rows.length / 2)];
    const [stored] = await db()
      .select()
      .from(rankTables)
      .where(and(eq(rankTables.province, '广东'), eq(rankTables.year, 2023), eq(rankTables.subjectType, '物理类'), eq(rankTables.score, Number(sample.score))));
    expect(stored).toMatchObject({
      rankEnd: Number(sample.worst_rank),
      rankStart: Number(sample.best_rank),
      countAtScore: Number(sample.count_per_score),
      official: false,
    });
    expect(stored.source).toBe('rank_tables_2011_2025.csv');
  });

  it('reads 重庆\'s "684+" top buckets as the score and above', async () => {
    const tops = readJson('admissions/chongqing/chongqing_yifenyiduan_2026.json').filter((r) => String(r['分数']).endsWith('+'));
    expect(tops.length).toBeGreaterThan(0);
    for (const top of tops) {
      const score = parseNumber(top['分数']) as number;
      const [stored] = await db()
        .select()
        .from(rankTables)
        .where(
          and(
            eq(rankTables.province, '重庆'),
            eq(rankTables.year, Number(top['年份'])),
            eq(rankTables.subjectType, normalizeSubjectType(top['科类'])),
            eq(rankTables.score, score),
          ),
        );
      expect(stored).toMatchObject({ rankEnd: top['累计人数'], scoreMin: score, scoreMax: 750 });
    }
  });

  it('reads 广东 scores written 556,5 or with a trailing no-break space', async () => {
    for (const name of ['2021_history_majors.csv', '2022_history_majors.csv']) {
      const messy = readCsvFile(`admissions/guangdong/${name}`).find((r) => /^\d+,\d$|\u00a0/.test(r['平均分']));
      expect(messy, name).toBeDefined();
      const [stored] = await db()
        .select({ avgScore: admissionRecords.avgScore })
        .from(admissionRecords)
        .where(
          and(
            eq(admissionRecords.source, name),
            eq(admissionRecords.schoolCode, messy!['代码']),
            eq(admissionRecords.majorCode, messy!['专业编号']),
            eq(admissionRecords.groupCode, messy!['专业组']),
          ),
        );
      expect(stored.avgScore).toBe(parseNumber(messy!['平均分']));
      expect(stored.avgScore).toBeGreaterThan(100);
    }
  });

  it('reads both row schemas of the 2014–2024 control-line file', async () => {
    const records = readJson('admissions/national/control_lines_2014_2024.json');
    const samples = [records.find((r) => '省份' in r && r['类别']), records.find((r) => '地区' in r && r['考生类别'])];
    for (const r of samples) {
      expect(r).toBeDefined();
      const [stored] = await db()
        .select()
        .from(controlLines)
        .where(
          and(
            eq(controlLines.province, normalizeProvince(r!['省份'] ?? r!['地区'])!),
            eq(controlLines.year, Number(r!['年份'])),
            eq(controlLines.subjectType, normalizeSubjectType(r!['类别'] ?? r!['考生类别'])),
            eq(controlLines.batch, String(r!['批次'])),
            eq(controlLines.score, Number(r!['分数线'])),
          ),
        );
      expect(stored, JSON.stringify(r)).toBeDefined();
    }
    expect(file(first, 'control_lines_2014_2024.json').skipped.duplicate).toBeGreaterThan(0);
  });

  it('reports unmatched school names and keeps their rows without an institution', async () => {
    expect(first.unmatched.length).toBeGreaterThan(0);
    const top = first.unmatched[0];
    const rows = await db()
      .select({ institutionId: admissionRecords.institutionId })
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, top.province), eq(admissionRecords.schoolName, top.schoolName)));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.institutionId === null)).toBe(true);
    const [{ matched }] = await db()
      .select({ matched: count() })
      .from(admissionRecords)
      .where(sql`${admissionRecords.institutionId} is not null`);
    const [{ all }] = await db().select({ all: count() }).from(admissionRecords);
    expect(Number(matched) / Number(all)).toBeGreaterThan(0.95);
  });

  it('derives a missing min rank from the rank table and marks it', async () => {
    const [derived] = await db().select().from(admissionRecords).where(eq(admissionRecords.rankDerived, true)).limit(1);
    expect(derived).toMatchObject({ minRankStart: null, minRankEnd: null });
    expect(['major', 'group']).toContain(derived.level);
    const [table] = await db()
      .select()
      .from(rankTables)
      .where(
        and(
          eq(rankTables.province, derived.province),
          eq(rankTables.year, derived.year),
          eq(rankTables.subjectType, derived.subjectType),
          eq(rankTables.score, derived.minScore!),
        ),
      );
    expect(derived.minRank).toBe(table.rankEnd);
    // Published ranks are never marked derived, and rows without a table row keep no rank.
    const [{ wrong }] = await db()
      .select({ wrong: count() })
      .from(admissionRecords)
      .where(and(eq(admissionRecords.rankDerived, true), sql`${admissionRecords.minRankEnd} is not null`));
    expect(Number(wrong)).toBe(0);
    const [{ withoutRank }] = await db()
      .select({ withoutRank: count() })
      .from(admissionRecords)
      .where(and(isNull(admissionRecords.minRank), eq(admissionRecords.level, 'major')));
    expect(Number(withoutRank)).toBeGreaterThan(0);
  });

  it('imports again only when the files changed', async () => {
    const print = fingerprint(dataDir);
    await db().insert(importRuns).values({ id: '1', status: 'succeeded', dataDir, fingerprint: print, triggeredBy: 'test', startedAt: new Date() });
    expect(await importIfChanged(db(), dataDir)).toMatchObject({ ran: false, reason: 'unchanged', runId: '1' });

    // A run left 'running' by a process that is gone is closed; one elsewhere is waited for.
    await db().insert(importRuns).values({ id: '2', status: 'running', dataDir, triggeredBy: 'startup', startedAt: new Date() });
    expect(await importIfChanged(db(), dataDir)).toMatchObject({ ran: false, reason: 'running elsewhere', runId: '2' });
    expect(await importIfChanged(db(), dataDir, { singleProcess: true })).toMatchObject({ ran: false, reason: 'unchanged' });
    const [interrupted] = await db().select().from(importRuns).where(eq(importRuns.id, '2'));
    expect(interrupted).toMatchObject({ status: 'failed', error: 'interrupted' });
  });
});
