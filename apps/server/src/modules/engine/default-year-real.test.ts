import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filingSeason, type Page, type RecommendResult, type SchoolPlans, type SchoolSummary } from '@zhiyuan/shared';
import { runImport } from '../../data/run.ts';
import { streamCsv } from '../../data/csv-stream.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dataDir } from '../../test/data-set.ts';
import { batchNumber } from '../../engine/index.ts';

/**
 * Issue 16 items 1 and 2 on the public data set (DATA_DIR, or beside the project). The import
 * reads the first 140,000 rows of admissions.csv.gz: every 广东 row is among them (rows
 * 121,468–135,568 of the file), so 广东 is whole; so are its 2026 admission-plan rows.
 */
const FILE = path.join(dataDir, 'admissions/national/admissions.csv.gz');
const LIMIT = 140_000;
const present = fs.existsSync(FILE);

interface FileFacts {
  /** 2025 物理类 本科批 (batch 2) group lines of 广东: school|group. */
  groups2025: Set<string>;
  /** 南京理工大学's 2026 广东 plan rows: major → seats and tuition text. */
  njustPlans: { subjectType: string; batch: string; majorName: string; planCount: number; tuition: string }[];
}

async function readFile(): Promise<FileFacts> {
  const facts: FileFacts = { groups2025: new Set(), njustPlans: [] };
  for await (const r of streamCsv(FILE, { limit: LIMIT })) {
    if (r.province !== '广东') continue;
    if (r.year === '2025' && r.dataType === 'major-group-admission' && r.subjectType === '物理类' && batchNumber(r.batch) === 2 && r.minScore)
      facts.groups2025.add(`${r.schoolName}|${r.majorGroup}`);
    if (r.year === '2026' && r.dataType === 'admission-plan' && r.schoolName === '南京理工大学') {
      facts.njustPlans.push({ subjectType: r.subjectType, batch: r.batch, majorName: r.majorName, planCount: Number(r.planCount), tuition: r.tuition });
    }
  }
  return facts;
}

describe.runIf(present)("issue 16 on the real data set: the default filing year and this year's plans", () => {
  let t: TestApp;
  let token: string;
  let facts: FileFacts;
  beforeAll(async () => {
    t = await createTestApp();
    const result = await runImport(t.database.db, { dir: dataDir, triggeredBy: 'test', limit: LIMIT });
    expect(result.status, result.error).toBe('succeeded');
    facts = await readFile();
    token = await t.login();
  }, 900_000);
  afterAll(() => t?.close());

  const q = encodeURIComponent;
  const recommend = (query: string) =>
    t.call<RecommendResult>({
      method: 'GET',
      token,
      url: `/api/yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend&province=${q('广东')}&subjectType=${q('物理类')}&score=600&${query}`,
    });

  it('广东 物理类 600 at the default year: the coming filing year, from the latest lines (2025), over the whole province; the answer names its years and rank table', async () => {
    const res = await recommend('pageSize=5');
    expect(res.code, res.message).toBe(200);
    const r = res.result;
    // The latest 广东 lines are of 2025: the default is the coming filing season (2027 in late
    // 2026), never earlier than the year after those lines.
    const season = Math.max(2026, filingSeason());
    expect(r.dataYears[0]).toBe(2025);
    expect(r.year).toBe(season);
    expect(r.defaultYear).toBe(season);
    expect(r.fullerYear).toBeNull();
    expect(r.rankTable).toMatchObject({ province: '广东', subjectType: '物理类' });
    expect(r.rankTable!.year).toBeLessThanOrEqual(season);
    expect(r.rankTable!.standIn).toBe(r.rankTable!.year !== season);
    expect(r.student.rankTableYear).toBe(r.rankTable!.year);
    // The whole province: every 2025 group line of the file is a unit to recommend from.
    const option = r.yearOptions.find((o) => o.year === season)!;
    expect(facts.groups2025.size).toBeGreaterThan(3000);
    expect(option.units).toBeGreaterThanOrEqual(facts.groups2025.size);
    expect(option.schools).toBeGreaterThan(900);
    expect(r.total).toBeGreaterThan(2000);
    expect(r.notes.join('\n')).toContain('2025');
  });

  it('asked for 2025 (whose lines are 2023 and older), the answer is thin and says so, offering the default year', async () => {
    const [thin, full] = await Promise.all([recommend('year=2025&pageSize=5'), recommend('pageSize=5')]);
    expect(thin.code, thin.message).toBe(200);
    expect(thin.result.year).toBe(2025);
    expect(thin.result.dataYears[0]).toBeLessThan(2025);
    const season = Math.max(2026, filingSeason());
    expect(thin.result.fullerYear).toBe(season);
    expect(thin.result.yearOptions.map((o) => o.year)).toEqual([season, 2025]);
    const [fuller, asked] = thin.result.yearOptions;
    expect(fuller.units).toBe(full.result.yearOptions[0].units);
    expect(asked.units * 2).toBeLessThan(fuller.units);
    expect(thin.result.total).toBeLessThan(full.result.total / 2);
    // Said first, with both years and counts.
    expect(thin.result.notes[0]).toContain(String(asked.units));
    expect(thin.result.notes[0]).toContain(String(fuller.units));
    expect(thin.result.rankTable).toMatchObject({ province: '广东', year: 2025, subjectType: '物理类', standIn: false });
  });

  it("a school's plan rows for a province and year come back with seats and tuition, as the file gives them", async () => {
    const search = await t.call<Page<SchoolSummary>>({ method: 'GET', url: `/api/schoolBaseInfo/getByPage?keyword=${q('南京理工大学')}` });
    const njust = search.result.content.find((s) => s.name === '南京理工大学')!;
    expect(njust).toBeTruthy();
    const res = await t.call<SchoolPlans>({ method: 'GET', token, url: `/api/schoolBaseInfo/schoolPlans?id=${njust.id}&province=${q('广东')}&year=2026` });
    expect(res.code, res.message).toBe(200);
    const plans = res.result;
    expect(plans).toMatchObject({ province: '广东', year: 2026, dataMode: 'real' });
    expect(plans.years).toContain(2026);
    expect(facts.njustPlans.length).toBeGreaterThan(20);
    expect(plans.rows).toHaveLength(facts.njustPlans.length);
    for (const want of facts.njustPlans) {
      const row = plans.rows.find((r) => r.majorName === want.majorName && r.batch === want.batch && r.subjectType === want.subjectType)!;
      expect(row, want.majorName).toBeTruthy();
      expect(row.planCount).toBe(want.planCount);
      expect(row.tuitionText).toBe(want.tuition);
      // 5200(元/年) → 5200 yuan a year.
      expect(row.tuition).toBe(Number(/^\d+/.exec(want.tuition)![0]));
    }
    expect(plans.totalPlan).toBe(facts.njustPlans.reduce((n, r) => n + r.planCount, 0));
    // The default year is the latest with a plan there; a bad province is refused by name.
    const latest = await t.call<SchoolPlans>({ method: 'GET', token, url: `/api/schoolBaseInfo/schoolPlans?id=${njust.id}&province=${q('广东')}` });
    expect(latest.result.year).toBe(2026);
    const bad = await t.call({ method: 'GET', token, url: `/api/schoolBaseInfo/schoolPlans?id=${njust.id}&province=${q('火星')}` });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('province');
  });

  it('the smart-fill unit of that school carries its 2026 plan (its only 物理类 本科 group in 广东)', async () => {
    const res = await recommend(`keyword=${q('南京理工大学')}&includeUnlikely=1&pageSize=20`);
    const unit = res.result.units.find((u) => u.schoolName === '南京理工大学')!;
    expect(unit, 'the unit').toBeTruthy();
    const rows = facts.njustPlans.filter((r) => r.subjectType === '物理类' && r.batch === '本科一批');
    expect(unit.plan).toMatchObject({ year: 2026, planCount: rows.reduce((n, r) => n + r.planCount, 0), tuition: 57000, tuitionLow: 5500 });
    expect(unit.plan!.majors).toHaveLength(rows.length);
    // No 2025 plan of the school in 广东 in the data: nothing to compare with.
    expect(unit.plan!.change).toBeNull();
  });
});
