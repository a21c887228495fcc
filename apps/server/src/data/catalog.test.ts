import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { repoRoot } from '../config.ts';
import { institutions, majors, offerings } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { importCatalog } from './catalog.ts';
import { ImportReporter } from './report.ts';

const dataDir = process.env.DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const hasData = fs.existsSync(path.join(dataDir, 'institutions')) && fs.existsSync(path.join(dataDir, 'majors'));

describe.runIf(hasData)('importCatalog on the public data set', () => {
  let t: TestApp;
  let first: ImportReporter;
  const file = (r: ImportReporter, name: string) => r.summary().files.find((f) => f.file === name)!;
  const skipped = (r: ImportReporter, name: string) => Object.values(file(r, name).skipped).reduce((a, b) => a + b, 0);

  beforeAll(async () => {
    t = await createTestApp();
    first = new ImportReporter();
    await importCatalog(t.database.db, dataDir, first);
  }, 60_000);
  afterAll(() => t?.close());

  it('accounts for every row read: imported, unchanged or skipped with a reason', () => {
    for (const f of first.summary().files) {
      expect(f.read, f.file).toBeGreaterThan(0);
      expect(f.imported + f.unchanged + skipped(first, f.file), f.file).toBe(f.read);
    }
  });

  it('imports the 2,952 institutions of the MoE 2026 list', async () => {
    expect(file(first, 'moe_2026_institutions.csv')).toMatchObject({ read: 2952, imported: 2952 });
    const [{ n }] = await t.database.db.select({ n: count() }).from(institutions);
    expect(n).toBe(2952);
  });

  it('imports 883 undergraduate and 991 vocational majors', async () => {
    const rows = await t.database.db.select({ level: majors.level, n: count() }).from(majors).groupBy(majors.level);
    expect(Object.fromEntries(rows.map((r) => [r.level, r.n]))).toEqual({ 本科: 883, 高职专科: 744, 高职本科: 247 });
  });

  it('imports the offerings whose school and major are known, and says why the others were skipped', async () => {
    const f = file(first, 'undergraduate_offerings.csv');
    expect(f.read).toBe(63091);
    expect(Object.keys(f.skipped).every((r) => ['unknown school', 'unknown major', 'duplicate', 'missing code'].includes(r))).toBe(true);
    expect(f.imported).toBeGreaterThan(62_000);
    const [{ n }] = await t.database.db.select({ n: count() }).from(offerings);
    expect(n).toBe(f.imported);
  });

  it('records 清华大学 in 北京 with its tags, derived type and pinyin', async () => {
    const [tsinghua] = await t.database.db.select().from(institutions).where(eq(institutions.name, '清华大学'));
    expect(tsinghua).toMatchObject({
      id: '10003',
      schoolCode: '4111010003',
      province: '北京市',
      provinceCode: '11',
      is985: true,
      is211: true,
      isDoubleFirstClass: true,
      type: '综合',
      typeDerived: true,
      pinyinInitials: 'qhdx',
      pinyin: 'qinghuadaxue',
      source: 'moe_2026_institutions.csv',
      dataMode: 'real',
    });
    expect(tsinghua.tags).toEqual(expect.arrayContaining(['985', '211']));
  });

  it('keeps the 2020 name of a renamed institution as a former name', async () => {
    const [geely] = await t.database.db.select().from(institutions).where(eq(institutions.name, '吉利学院'));
    expect(geely.formerNames).toContain('北京吉利学院');
  });

  it('finds a school whose offerings code differs from its 院校代码 through the tags file', async () => {
    const [jit] = await t.database.db.select().from(institutions).where(eq(institutions.name, '金陵科技学院'));
    const [{ n }] = await t.database.db.select({ n: count() }).from(offerings).where(eq(offerings.institutionId, jit.id));
    expect(n).toBeGreaterThan(0);
  });

  it('marks lengths of study as derived: 5 years for 临床医学, 4 for 计算机科学与技术', async () => {
    const rows = await t.database.db.select().from(majors).where(eq(majors.level, '本科'));
    const byName = new Map(rows.map((m) => [m.name, m]));
    expect(byName.get('临床医学')).toMatchObject({ id: 'ug-100201K', lengthOfStudy: 5, lengthDerived: true, isControlled: true });
    expect(byName.get('计算机科学与技术')).toMatchObject({ id: 'ug-080901', lengthOfStudy: 4, lengthDerived: true });
  });

  it('takes the degree from the catalog note and leaves it empty where the note names none', async () => {
    const rows = await t.database.db.select().from(majors).where(eq(majors.level, '本科'));
    const byName = new Map(rows.map((m) => [m.name, m]));
    expect(byName.get('药学')?.degree).toBe('理学学士');
    expect(byName.get('计算机科学与技术')?.degree).toBe('工学或理学学士');
    expect(byName.get('哲学')?.degree).toBeNull();
  });

  it('changes nothing on a second run', async () => {
    const second = new ImportReporter();
    await importCatalog(t.database.db, dataDir, second);
    for (const f of second.summary().files) {
      const before = file(first, f.file);
      expect(f.imported, f.file).toBe(0);
      expect(f.unchanged, f.file).toBe(before.imported + before.unchanged);
      expect(f.skipped, f.file).toEqual(before.skipped);
    }
  }, 30_000);
});
