import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XuankeReport } from '@zhiyuan/shared/contracts/xuanke';
import { runImport, type ImportResult } from '../../data/run.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dataDir } from '../../test/data-set.ts';
import { combinationsOf } from './combinations.ts';
import { directCount } from './direct-count.ts';
import { storedRequirementRows } from './repo.ts';
import { subjectTypesOf } from './repo.ts';

/**
 * Must show 2 of issue 20 on the public data set (DATA_DIR, or beside the project): 广东's own
 * per-major files (2021–2023, 选科 and 录取人数 on every row) and the MoE catalogue, imported through
 * the importer from a folder of links to them (the data is read in place, never copied); then the
 * report's coverage of every combination equals a row-by-row count of the stored rows.
 */
const GUANGDONG = path.join(dataDir, 'admissions/guangdong');
const CATALOG = path.join(dataDir, 'majors/undergraduate_catalog_2026.csv');
const present = fs.existsSync(GUANGDONG) && fs.existsSync(CATALOG);

describe.runIf(present)('the 选科 report on the real 广东 data', () => {
  let t: TestApp;
  let token: string;
  let folder: string;
  let imported: ImportResult;
  let report: XuankeReport;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-data-'));
    fs.mkdirSync(path.join(folder, 'majors'));
    fs.mkdirSync(path.join(folder, 'admissions/guangdong'), { recursive: true });
    fs.symlinkSync(CATALOG, path.join(folder, 'majors/undergraduate_catalog_2026.csv'));
    for (const name of fs.readdirSync(GUANGDONG).filter((f) => /_majors\.csv$/.test(f)))
      fs.symlinkSync(path.join(GUANGDONG, name), path.join(folder, 'admissions/guangdong', name));
    t = await createTestApp();
    imported = await runImport(t.database.db, { dir: folder, triggeredBy: 'test' });
    expect(imported.status, imported.error).toBe('succeeded');
    token = await t.login();
    const res = await t.call<XuankeReport>({ method: 'GET', token, url: `/api/xuankeTopicOptions/xkTestReport?province=${encodeURIComponent('广东')}` });
    expect(res.code, res.message).toBe(200);
    report = res.result;
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reads 2023, the latest year of the files, and every one of its rows', () => {
    expect(report).toMatchObject({ province: '广东', mode: '3+1+2', dataMode: 'real', year: 2023 });
    const rows2023 = imported.files.filter((f) => f.file.startsWith('2023_')).reduce((n, f) => n + f.imported, 0);
    expect(rows2023).toBeGreaterThan(5000);
    expect(report.source.rows + report.source.unknownRows).toBe(rows2023);
    expect(report.source.unknownRows).toBe(0);
    expect(report.source.coverageBasis).toBe('seats');
    expect(report.notes.some((n) => n.includes('2024 年起'))).toBe(true);
  });

  it('gives every combination the coverage a row-by-row count of the stored rows gives', async () => {
    const rows = await storedRequirementRows(t.database.db, '广东', 2023, subjectTypesOf('3+1+2'));
    expect(rows.length).toBe(report.source.rows);
    for (const c of combinationsOf('3+1+2')) {
      const direct = directCount(rows, c, '3+1+2');
      const got = report.combinations.find((x) => x.key === c.key)!;
      expect([got.byMajor.admissible, got.byMajor.total], `${c.short} majors`).toEqual(direct.majors);
      expect([got.byPair.admissible, got.byPair.total], `${c.short} pairs`).toEqual(direct.pairs);
      expect([got.bySeats!.admissible, got.bySeats!.total], `${c.short} seats`).toEqual(direct.seats);
    }
  });

  it('shows the 物化 binding: every 物理+化学 combination covers more than any other', () => {
    const share = (short: string) => report.combinations.find((c) => c.short === short)!.bySeats!.share!;
    const physicsChemistry = ['物化生', '物化政', '物化地'].map(share);
    const others = report.combinations.filter((c) => !c.short.startsWith('物化')).map((c) => c.bySeats!.share!);
    expect(Math.min(...physicsChemistry)).toBeGreaterThan(Math.max(...others));
    expect(report.categories.length).toBeGreaterThan(5);
    expect(report.source.mapped).toBeGreaterThan(report.source.majors / 3);
  });
});
