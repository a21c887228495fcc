import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { qjMajors, qjSchools, qjScores, settings } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { factsOf, isSourced, SEED_SCHOOLS, SEED_YEAR, SOURCES } from './seed-data.ts';
import { ensureStrongBase, LEGACY_SEED, seedRows, STRONG_BASE_SEED_MARKER, STRONG_BASE_SOURCED_MARKER } from './seed.ts';

/** The research's list (gaokao-domain.md §6.1): the 39 "985" universities. */
const THE_39 = [
  '北京大学',
  '中国人民大学',
  '清华大学',
  '北京航空航天大学',
  '北京理工大学',
  '中国农业大学',
  '北京师范大学',
  '中央民族大学',
  '南开大学',
  '天津大学',
  '大连理工大学',
  '东北大学',
  '吉林大学',
  '哈尔滨工业大学',
  '复旦大学',
  '同济大学',
  '上海交通大学',
  '华东师范大学',
  '南京大学',
  '东南大学',
  '浙江大学',
  '中国科学技术大学',
  '厦门大学',
  '山东大学',
  '中国海洋大学',
  '武汉大学',
  '华中科技大学',
  '湖南大学',
  '中南大学',
  '中山大学',
  '华南理工大学',
  '四川大学',
  '重庆大学',
  '电子科技大学',
  '西安交通大学',
  '西北工业大学',
  '西北农林科技大学',
  '兰州大学',
  '国防科技大学',
];

describe('the 强基 seed data', () => {
  it('holds exactly the 39 universities', () => {
    expect(SEED_SCHOOLS.map((s) => s.name)).toEqual(THE_39);
  });

  it('gives every fact a source with a publisher and a title, and an address unless the page’s was not recorded', () => {
    for (const school of SEED_SCHOOLS) {
      for (const fact of factsOf(school)) {
        expect(fact.text.trim(), school.name).not.toBe('');
        expect(fact.source.publisher, `${school.name}: ${fact.text}`).not.toBe('');
        expect(fact.source.title, `${school.name}: ${fact.text}`).not.toBe('');
        if (fact.source.url) expect(fact.source.url, school.name).toMatch(/^https?:\/\/\S+$/);
        if (fact.year !== null) expect(fact.year, school.name).toBeGreaterThanOrEqual(2020);
      }
    }
    // Only two sources lack an address: the research document and one reprint whose address was not stored.
    const noUrl = Object.values(SOURCES).filter((s) => !s.url);
    expect(noUrl).toEqual([SOURCES.research, SOURCES.scu2023]);
  });

  it('writes rows where each non-示例 school lists the sources its facts point to, and each line and major names its source', () => {
    const { schools, majors, scores } = seedRows();
    expect(schools).toHaveLength(39);
    for (const row of schools) {
      const seed = SEED_SCHOOLS.find((s) => s.name === row.name)!;
      expect(row.isExample, row.name).toBe(!isSourced(seed));
      // Every 〔n〕 a fact carries resolves to the n-th source of the row.
      const marks = new Set([...`${row.entryRule}\n${row.summary}`.matchAll(/〔(\d+)〕/g)].map((x) => Number(x[1])));
      const listed = [...(row.source ?? '').matchAll(/〔(\d+)〕/g)].map((x) => Number(x[1]));
      expect(listed, row.name).toEqual(Array.from({ length: listed.length }, (_, i) => i + 1));
      for (const n of marks) expect(listed, `${row.name} 〔${n}〕`).toContain(n);
      for (const fact of factsOf(seed)) if (fact.source.url) expect(row.source, row.name).toContain(fact.source.url);
      if (row.isExample) {
        // Nothing school-specific is claimed: the row says plainly what is not known.
        expect(row.entryRule).toContain('未找到公开数据');
        expect(row.summary).toContain('未找到公开数据');
      }
    }
    const exampleIds = new Set(schools.filter((s) => s.isExample).map((s) => s.id));
    expect(majors.some((mj) => exampleIds.has(mj.qjSchoolId))).toBe(false);
    for (const mj of majors) expect(mj.note, mj.name).toMatch(/\S/);
    expect(scores.length).toBeGreaterThanOrEqual(10);
    for (const l of scores) {
      expect(l.isExample).toBe(false);
      expect(l.source).toMatch(/https?:\/\//);
      expect(l.entryScore !== null || l.compositeLine !== null).toBe(true);
    }
    // Lines naming a major attach to it.
    expect(scores.filter((l) => l.qjMajorId).length).toBe(SEED_SCHOOLS.flatMap((s) => s.lines).filter((l) => l.major).length);
  });
});

describe('ensureStrongBase on a database the first (示例) seed filled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('replaces the untouched first-seed schools, keeps edited ones, does not bring back deleted ones, runs once', async () => {
    const db = t.database.db;
    // Back to the first seed's state for three schools; the rest were deleted by the operator.
    await db.delete(qjSchools);
    await db.delete(settings).where(eq(settings.key, STRONG_BASE_SOURCED_MARKER));
    const legacy = (name: string, over: Partial<typeof qjSchools.$inferInsert> = {}) => ({
      id: newId(),
      year: SEED_YEAR,
      name,
      entryRule: '旧的入围说明',
      summary: '旧的概况',
      source: LEGACY_SEED.source,
      isExample: true,
      sortOrder: 1,
      ...over,
    });
    const ustc = legacy('中国科学技术大学');
    const hit = legacy('哈尔滨工业大学', { summary: '运营改过', updateTime: new Date() });
    const lzu = legacy('兰州大学');
    await db.insert(qjSchools).values([ustc, hit, lzu]);
    const ustcMath = newId();
    await db.insert(qjMajors).values([
      { id: ustcMath, qjSchoolId: ustc.id, name: '数学' },
      { id: newId(), qjSchoolId: hit.id, name: '复合材料与工程' },
      // The operator added a major to 兰州大学 without editing the school: it is not replaced.
      { id: newId(), qjSchoolId: lzu.id, name: '草业科学' },
      { id: newId(), qjSchoolId: lzu.id, name: '运营加的专业' },
    ]);
    await db.insert(qjScores).values({
      id: newId(),
      qjSchoolId: ustc.id,
      qjMajorId: ustcMath,
      province: '北京',
      year: 2026,
      compositeLine: '84.718',
      source: LEGACY_SEED.lineSource,
      isExample: true,
    });
    const [first] = await db.select().from(settings).where(eq(settings.key, STRONG_BASE_SEED_MARKER));
    expect(first).toBeTruthy();

    expect(await ensureStrongBase(db)).toBe(true);
    const rows = await db.select().from(qjSchools);
    expect(rows.map((r) => r.name).sort()).toEqual(['中国科学技术大学', '哈尔滨工业大学', '兰州大学'].sort());
    const now = (name: string) => rows.find((r) => r.name === name)!;
    expect(now('中国科学技术大学')).toMatchObject({ id: ustc.id, isExample: false, testFullMark: 270 });
    expect(now('中国科学技术大学').source).toContain('https://b.mffb.com.cn/a/477253.html');
    const ustcMajors = await db.select().from(qjMajors).where(eq(qjMajors.qjSchoolId, ustc.id));
    expect(ustcMajors.map((mj) => mj.name)).toEqual(['基础与应用数学']);
    const ustcLines = await db.select().from(qjScores).where(eq(qjScores.qjSchoolId, ustc.id));
    expect(ustcLines).toEqual([expect.objectContaining({ year: 2025, qjMajorId: ustcMajors[0].id, isExample: false })]);
    expect(now('哈尔滨工业大学')).toMatchObject({ summary: '运营改过', isExample: true, source: LEGACY_SEED.source });
    expect(now('兰州大学')).toMatchObject({ summary: '旧的概况', isExample: true });
    const lzuMajors = await db
      .select()
      .from(qjMajors)
      .where(inArray(qjMajors.qjSchoolId, [lzu.id]));
    expect(lzuMajors.map((mj) => mj.name).sort()).toEqual(['草业科学', '运营加的专业'].sort());

    // Once per database: a second run changes nothing.
    await db.update(qjSchools).set({ summary: '再改' }).where(eq(qjSchools.id, ustc.id));
    expect(await ensureStrongBase(db)).toBe(false);
    expect((await db.select().from(qjSchools).where(eq(qjSchools.id, ustc.id)))[0].summary).toBe('再改');
  });
});
