import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionRecords } from '../db/schema/index.ts';
import { EngineStore } from '../modules/engine/store.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { dataDir, hasDataSet } from '../test/data-set.ts';
import { DEFAULT_QUALITY } from './import-format.ts';
import { runImport, type ImportResult } from './run.ts';

/**
 * Issue 29 item 3: a provincial team brings 上海's older year (2024) in the template's shape —
 * group codes written `01` as docs/import-templates/lines.csv does — beside the data set's own
 * newer rows (2025), which write the group `复旦大学(01)`. The 2024 group lines are taken out of
 * the data set's copy and written as a zhiyuan-import/1 `lines` file; after the import the engine
 * must see each 2025 group with its 2024 line from the team's file.
 */
const PROVINCE = '上海';
const OLDER = '2024';
const NEWER = '2025';
const BATCH = '本科普通批次平行志愿';

interface Row {
  [column: string]: string;
}

describe.runIf(hasDataSet)(`${PROVINCE}: older years in the template's shape beside the data set's newer rows`, () => {
  let t: TestApp;
  let dir: string;
  let result: ImportResult;
  let moved: Row[];
  /** (school, group number) pairs the data set itself has in both years: what must link. */
  let common: Set<string>;

  /** The data set's `复旦大学(01)` / `复旦大学(Q5)` → `01` / `Q5`, as a team following the template writes it. */
  const templateCode = (code: string) => /\(([A-Z]?\d+)\)$/.exec(code)?.[1];

  beforeAll(async () => {
    // The province's rows of the national files (province is their first, unquoted column).
    const lines = zlib
      .gunzipSync(fs.readFileSync(path.join(dataDir, 'admissions/national/admissions.csv.gz')))
      .toString('utf8')
      .split('\n');
    const header = lines[0];
    const own = lines.slice(1).filter((l) => l.startsWith(`${PROVINCE},`));
    const rows = parse([header, ...own].join('\n'), { columns: true }) as Row[];
    const isMoved = (r: Row) => r.year === OLDER && r.dataType === 'major-group-admission' && r.batch === BATCH;
    moved = rows.filter(isMoved);
    const kept = own.filter((_, i) => !isMoved(rows[i]));
    // Groups with a published line in both years (the top schools publish none in some years).
    const pairs = (year: string) =>
      new Set(
        rows
          .filter((r) => r.year === year && r.dataType === 'major-group-admission' && r.batch === BATCH && (r.minScore || r.minRank))
          .map((r) => `${r.schoolName}|${r.majorGroup}`),
      );
    const older = pairs(OLDER);
    common = new Set([...pairs(NEWER)].filter((p) => older.has(p)));

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-history-'));
    fs.mkdirSync(path.join(dir, 'admissions/national'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'shanghai'));
    fs.writeFileSync(path.join(dir, 'admissions/national/admissions.csv.gz'), zlib.gzipSync([header, ...kept].join('\n')));
    const ranks = fs.readFileSync(path.join(dataDir, 'admissions/national/rank_tables.csv'), 'utf8').split('\n');
    fs.writeFileSync(path.join(dir, 'admissions/national/rank_tables.csv'), [ranks[0], ...ranks.filter((l) => l.startsWith(`${PROVINCE},`))].join('\n'));
    // The team's file: the template's columns, its group codes two digits (`01`), its own quality label.
    const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const template = moved.map((r) =>
      [PROVINCE, r.year, r.subjectType, r.batch, 'group', r.schoolName, r.schoolCode, templateCode(r.majorGroup) ?? r.majorGroup, r.minScore, r.minRank, '']
        .map(cell)
        .join(','),
    );
    fs.writeFileSync(
      path.join(dir, 'shanghai/lines-2024.csv'),
      ['zhiyuan-import/1,lines', 'province,year,subjectType,batch,level,schoolName,schoolCode,groupCode,minScore,minRank,sourceQuality', ...template].join(
        '\n',
      ),
    );

    t = await createTestApp();
    result = await runImport(t.database.db, { dir, triggeredBy: 'test' });
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports both sources and stores one group key for `01` and `复旦大学(01)`', async () => {
    expect(result.status, result.error).toBe('succeeded');
    expect(moved.length).toBeGreaterThan(1000);
    const published = moved.filter((r) => r.minScore || r.minRank).length;
    expect(result.files.find((f) => f.file === 'shanghai/lines-2024.csv')).toMatchObject({
      read: moved.length,
      imported: published,
      skipped: { 'no minScore or minRank': moved.length - published },
    });
    const keys = await t.database.db
      .select({ year: admissionRecords.year, groupCode: admissionRecords.groupCode, groupKey: admissionRecords.groupKey })
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, PROVINCE), eq(admissionRecords.schoolName, '北京交大'), eq(admissionRecords.level, 'group')));
    const codes = (year: number) => keys.filter((k) => k.year === year).map((k) => [k.groupCode, k.groupKey]);
    expect(codes(2024)).toContainEqual(['01', '1']);
    expect(codes(2025)).toContainEqual(['北京交大(01)', '1']);
  });

  it("gives the engine each newer group with its older line from the team's file", async () => {
    const store = new EngineStore(t.database.db);
    try {
      const pool = (await store.get(PROVINCE))!.pool('综合', 2)!;
      const fromTeam = (u: (typeof pool.units)[number]) => u.lines.find((l) => l.year === Number(OLDER) && l.sourceQuality === DEFAULT_QUALITY);
      const linked = pool.units.filter((u) => u.lines.some((l) => l.year === Number(NEWER) && l.sourceQuality !== DEFAULT_QUALITY) && fromTeam(u));
      // Before group codes had keys this was a handful (only schools with one group); now nearly every pair.
      expect(common.size).toBeGreaterThan(1000);
      expect(linked.length).toBeGreaterThanOrEqual(Math.floor(common.size * 0.95));

      // One unit, its whole history: 北京交大's first group, 2025 from the data set and 2024 from the team.
      const unit = pool.units.find((u) => u.schoolName === '北京交大' && u.groupCode === '北京交大(01)')!;
      const older = moved.find((r) => r.schoolName === '北京交大' && r.majorGroup === '北京交大(01)')!;
      expect(unit.lines.map((l) => l.year)).toEqual([2025, 2024]);
      expect(unit.lines[0].sourceQuality).not.toBe(DEFAULT_QUALITY);
      expect(fromTeam(unit)).toMatchObject({ minScore: Number(older.minScore) });
    } finally {
      store.close();
    }
  });
});
