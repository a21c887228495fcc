import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Page, ScoreLineRow } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../test/app.ts';
import { admissionRecords, importRuns, institutions, schoolAliases } from '../db/schema/index.ts';
import { loadDemoData } from './demo.ts';
import { runImport, summaryLines } from './run.ts';
import { dataChanged } from '../lib/data-changed.ts';
import { recommendFor } from '../modules/engine/service.ts';
import { csvCells, parseFormatAdmission, tableOf } from './import-format.ts';
import { boundOf, parseNumber } from './normalize.ts';

/**
 * The zhiyuan-import/1 format (docs/import-format.md) for a province the data set lacks (浙江):
 * a folder written here, imported like DATA_DIR, its lines recommended from.
 */
let t: TestApp;
let token: string;
const dirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-import-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const csv = (kind: string, header: string[], rows: (string | number)[][]) =>
  [
    `zhiyuan-import/1,${kind}`,
    header.join(','),
    ...rows.map((r) => r.map((c) => (/[",]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(',')),
  ].join('\n') + '\n';

const YEARS = [2023, 2024, 2025];
/** A rank table per year: 300 candidates at each score from 750 down to 400, a few more each year. */
function rankTable(): string {
  const rows: (string | number)[][] = [];
  for (const year of YEARS) {
    let rank = 0;
    for (let score = 750; score >= 400; score--) {
      const count = 280 + (year - 2023) * 10;
      rank += count;
      rows.push(['浙江', year, '综合', score, count, rank]);
    }
  }
  return csv('rank-table', ['province', 'year', 'subjectType', 'score', 'count', 'rank'], rows);
}

/** Major lines (浙江 fills 专业+院校): short names go through the alias table. */
const SCHOOLS = [
  { name: '北大', line: 690 },
  { name: '清华大学', line: 692 },
  { name: '南京大学', line: 660 },
  { name: '东南大学', line: 648 },
  { name: '华中科大', line: 640 },
  { name: '武汉大学', line: 644 },
];
const MAJORS = [
  ['计算机科学与技术', 6],
  ['软件工程', 4],
  ['汉语言文学', -4],
] as const;
function lines(): string {
  const rows: (string | number)[][] = [];
  for (const year of YEARS) {
    for (const s of SCHOOLS) {
      for (const [major, offset] of MAJORS) {
        rows.push(['浙江', year, '综合', '本科批', 'major', s.name, '', major, '不限', s.line + offset + (year - 2024), '']);
      }
    }
  }
  // A bound as published: kept as 600 and 'atLeast', never a plain 600.
  rows.push(['浙江', 2025, '综合', '本科批', 'major', '东南大学', '', '建筑学', '物理', '600分及以上', '']);
  // Rows the importer must skip, with the reason.
  rows.push(['浙江', 2025, '综合', '本科批', 'major', '南京大学', '', '数学', '不限', '六百', '']);
  rows.push(['火星', 2025, '综合', '本科批', 'major', '南京大学', '', '数学', '不限', 600, '']);
  rows.push(['浙江', 2025, '综合', '本科批', 'major', '某某不存在学院', '', '数学', '不限', 600, '']);
  return csv(
    'lines',
    ['province', 'year', 'subjectType', 'batch', 'level', 'schoolName', 'groupCode', 'majorName', 'electiveRequirement', 'minScore', 'minRank'],
    rows,
  );
}

function plans(): string {
  const rows = SCHOOLS.flatMap((s) => MAJORS.map(([major]) => ['浙江', 2026, '综合', '本科批', s.name, major, '不限', 5, '6380', 4]));
  return csv(
    'plans',
    ['province', 'year', 'subjectType', 'batch', 'schoolName', 'majorName', 'electiveRequirement', 'planCount', 'tuition', 'lengthOfStudy'],
    rows,
  );
}

const controlLinesCsv = () =>
  csv(
    'control-lines',
    ['province', 'year', 'subjectType', 'batch', 'score'],
    YEARS.map((y) => ['浙江', y, '综合', '普通类一段', 488 + (y - 2023)]),
  );

describe('zhiyuan-import/1 folder import', () => {
  it('imports a province the data set lacks, and its lines drive recommendations', async () => {
    const dir = folder({
      'zhejiang/lines.csv': lines(),
      'zhejiang/plans.csv': plans(),
      'zhejiang/rank-table.csv': rankTable(),
      'zhejiang/control-lines.csv': controlLinesCsv(),
      'zhejiang/notes.txt': 'not data',
    });
    const result = await runImport(t.database.db, { dir, triggeredBy: 'test' });
    expect(result.status).toBe('succeeded');
    const file = (name: string) => result.files.find((f) => f.file === name)!;
    const lineCount = YEARS.length * SCHOOLS.length * MAJORS.length + 1;
    expect(file('zhejiang/lines.csv')).toMatchObject({ read: lineCount + 3, imported: lineCount + 1 });
    expect(file('zhejiang/lines.csv').skipped).toEqual({ 'unreadable minScore': 1, 'unknown province': 1 });
    expect(file('zhejiang/rank-table.csv').imported).toBe(3 * 351);
    expect(file('zhejiang/plans.csv').imported).toBe(SCHOOLS.length * MAJORS.length);
    expect(file('zhejiang/control-lines.csv').imported).toBe(3);
    expect(result.ignored).toEqual([{ file: 'zhejiang/notes.txt', reason: 'not a data-set file nor a zhiyuan-import/1 table' }]);
    // The one name neither the catalog nor an alias knows is listed with its row count.
    expect(result.unmatched).toEqual([{ province: '浙江', schoolName: '某某不存在学院', rows: 1 }]);
    expect(summaryLines(result).join('\n')).toContain('ignored zhejiang/notes.txt');

    // Short names resolved through the seeded alias table.
    const [pku] = await t.database.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, '北京大学'));
    const aliased = await t.database.db
      .select({ institutionId: admissionRecords.institutionId })
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, '浙江'), eq(admissionRecords.schoolName, '北大')));
    expect(aliased.length).toBe(YEARS.length * MAJORS.length + MAJORS.length);
    expect(new Set(aliased.map((r) => r.institutionId))).toEqual(new Set([pku.id]));
    const [hust] = await t.database.db.select({ alias: schoolAliases.alias }).from(schoolAliases).where(eq(schoolAliases.alias, '华中科大'));
    expect(hust).toBeDefined();

    // The plan rows keep seats, tuition, 选科 and length.
    const [plan] = await t.database.db
      .select()
      .from(admissionRecords)
      .where(
        and(
          eq(admissionRecords.province, '浙江'),
          eq(admissionRecords.level, 'plan'),
          eq(admissionRecords.schoolName, '南京大学'),
          eq(admissionRecords.majorName, '软件工程'),
        ),
      );
    expect(plan).toMatchObject({ year: 2026, planCount: 5, tuition: '6380', lengthOfStudy: 4, electiveRequirement: '不限' });

    // Ranks derived from the imported table, then recommendations for 浙江 from these lines.
    dataChanged();
    const answer = await recommendFor(t.app.engine, { province: '浙江', subjectType: '综合', score: 655, pageNumber: 1, pageSize: 50 }, 'zh-CN', 'unit');
    expect(answer.dataYears).toEqual(expect.arrayContaining(YEARS));
    expect(answer.total).toBeGreaterThan(0);
    const names = new Set(answer.units.map((u) => u.schoolName));
    expect([...names].some((n) => ['南京大学', '东南大学', '武汉大学', '华中科大'].includes(n))).toBe(true);
    expect(answer.rankTable?.year).toBe(2025);
  });

  it('keeps 及以上 as a bound through storage and the lines API', async () => {
    const [row] = await t.database.db
      .select({ minScore: admissionRecords.minScore, minScoreBound: admissionRecords.minScoreBound })
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, '浙江'), eq(admissionRecords.majorName, '建筑学')));
    expect(row).toEqual({ minScore: 600, minScoreBound: 'atLeast' });
    const page = await t.call<Page<ScoreLineRow>>({
      method: 'GET',
      token,
      url: `/api/yuanxiaoLqxxJssdt/getZyByCmd?province=${encodeURIComponent('浙江')}&year=2025&subjectType=${encodeURIComponent('综合')}&keyword=${encodeURIComponent('东南大学')}&pageSize=50`,
    });
    expect(page.code).toBe(200);
    const line = page.result.content.find((l) => l.majorName === '建筑学');
    expect(line).toMatchObject({ minScore: 600, minScoreBound: 'atLeast' });
    expect(page.result.content.find((l) => l.majorName === '软件工程')?.minScoreBound).toBeNull();
    // The parsers: bound and number, both ends.
    expect([parseNumber('580分及以上'), boundOf('580分及以上')]).toEqual([580, 'atLeast']);
    expect([parseNumber('≤400'), boundOf('≤400')]).toEqual([400, 'atMost']);
    expect([parseNumber('400以下'), boundOf('400以下')]).toEqual([400, 'atMost']);
    expect(boundOf('580')).toBeNull();
  });

  it('imports nothing from a folder of unknown files and says so', async () => {
    const dir = folder({
      'readme.md': '# notes',
      'scores.csv': '学校,分数\n北京大学,690\n',
      'other.csv': 'zhiyuan-import/9,lines\nprovince\n浙江\n',
      'sheet.xlsx': 'not really a workbook',
    });
    const result = await runImport(t.database.db, { dir, triggeredBy: 'test' });
    expect(result.status).toBe('empty');
    expect(result.error).toMatch(/^nothing imported/);
    expect(result.ignored).toEqual([
      { file: 'other.csv', reason: 'unsupported format version zhiyuan-import/9' },
      { file: 'readme.md', reason: 'not a data-set file nor a zhiyuan-import/1 table' },
      { file: 'scores.csv', reason: 'no zhiyuan-import/1 marker in the first cell' },
      { file: 'sheet.xlsx', reason: 'unreadable xlsx workbook' },
    ]);
    const [run] = await t.database.db.select().from(importRuns).where(eq(importRuns.id, result.runId));
    expect(run.status).toBe('empty');
    expect(run.summary?.ignored?.length).toBe(4);
  });

  it('reads the marker, kind and header, and refuses tables it cannot take', () => {
    expect(tableOf('a.csv', csvCells('\uFEFFzhiyuan-import/1,lines\nprovince,year\n'))).toEqual({
      file: 'a.csv',
      reason: 'missing columns: subjectType, batch, level, schoolName',
    });
    expect(tableOf('a.csv', csvCells('zhiyuan-import/1,scores\nprovince\n'))).toEqual({ file: 'a.csv', reason: 'unknown table kind "scores"' });
    const group = parseFormatAdmission(
      { province: '上海', year: '2025', subjectType: '综合', batch: '本科批', level: 'group', schoolName: '上海交大', groupCode: '', minScore: '600' },
      'x',
      'lines',
    );
    expect(group).toBe('missing groupCode');
    const ok = parseFormatAdmission(
      {
        province: '上海市',
        year: '2025',
        subjectType: '综合',
        batch: '本科批',
        level: 'group',
        schoolName: '上海交大',
        groupCode: '03',
        minScore: '≥600',
        minRank: '1,234',
      },
      'x',
      'lines',
    );
    expect(ok).toMatchObject({
      province: '上海',
      level: 'group',
      dataType: 'major-group-admission',
      groupCode: '03',
      minScore: 600,
      minScoreBound: 'atLeast',
      minRank: 1234,
    });
  });
});
