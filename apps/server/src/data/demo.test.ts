import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, countDistinct, eq, ne, or } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import { admissionRecords, controlLines, institutions, majors, offerings, rankTables } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { loadDemoData } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
});
afterAll(() => t.close());

const total = async (table: AnyPgTable) => {
  const [{ n }] = await t.database.db.select({ n: count() }).from(table);
  return n;
};

describe('loadDemoData', () => {
  it('loads 12 institutions in 4 provinces and 30 majors in 5 门类, offered by every school', async () => {
    const [inst] = await t.database.db.select({ n: count(), provinces: countDistinct(institutions.provinceCode) }).from(institutions);
    expect(inst).toEqual({ n: 12, provinces: 4 });
    const [major] = await t.database.db.select({ n: count(), categories: countDistinct(majors.categoryCode) }).from(majors);
    expect(major).toEqual({ n: 30, categories: 5 });
    const [offer] = await t.database.db.select({ schools: countDistinct(offerings.institutionId) }).from(offerings);
    expect(offer.schools).toBe(12);
  });

  it('marks every row as demo data and no admission line as official', async () => {
    const db = t.database.db;
    for (const table of [institutions, majors, offerings, rankTables, controlLines, admissionRecords]) {
      const [{ n }] = await db
        .select({ n: count() })
        .from(table)
        .where(or(ne(table.dataMode, 'demo'), ne(table.source, 'demo')));
      expect(n).toBe(0);
    }
    for (const table of [rankTables, controlLines, admissionRecords]) {
      const [{ n }] = await db
        .select({ n: count() })
        .from(table)
        .where(or(ne(table.sourceQuality, 'demo'), eq(table.official, true)));
      expect(n).toBe(0);
    }
  });

  it('has a monotone 一分一段 from 700 down to 300 for 物理类 and 历史类 in 2 provinces × 3 years', async () => {
    const rows = await t.database.db
      .select()
      .from(rankTables)
      .orderBy(asc(rankTables.province), asc(rankTables.year), asc(rankTables.subjectType), asc(rankTables.score));
    const tables = new Map<string, typeof rows>();
    for (const r of rows) {
      const key = `${r.province}|${r.year}|${r.subjectType}`;
      const table = tables.get(key) ?? [];
      table.push(r);
      tables.set(key, table);
    }
    expect([...tables.keys()].sort()).toEqual(
      ['广东', '江苏'].flatMap((p) => [2023, 2024, 2025].flatMap((y) => ['历史类', '物理类'].map((s) => `${p}|${y}|${s}`))).sort(),
    );
    for (const table of tables.values()) {
      expect(table).toHaveLength(401);
      expect(table[0].score).toBe(300);
      expect(table[400]).toMatchObject({ score: 700, scoreMin: 700, scoreMax: 750, rankStart: 1 });
      for (let i = 0; i < 400; i++) {
        expect(table[i].rankEnd).toBeGreaterThan(table[i + 1].rankEnd);
        expect(table[i].rankStart).toBe(table[i + 1].rankEnd + 1);
        expect(table[i].countAtScore).toBe(table[i].rankEnd - table[i].rankStart! + 1);
      }
    }
  });

  it('has control lines, and admission lines whose rank matches the table and whose school line is its lowest major', async () => {
    expect(await total(controlLines)).toBe(24);
    const lines = await t.database.db.select().from(admissionRecords);
    const ranks = new Map((await t.database.db.select().from(rankTables)).map((r) => [`${r.province}|${r.year}|${r.subjectType}|${r.score}`, r.rankEnd]));
    const schools = lines.filter((l) => l.level === 'institution');
    expect(schools.length).toBeGreaterThanOrEqual(12 * 2 * 3);
    for (const school of schools) {
      const ofSchool = lines.filter(
        (l) =>
          l.level === 'major' &&
          l.institutionId === school.institutionId &&
          l.province === school.province &&
          l.year === school.year &&
          l.subjectType === school.subjectType,
      );
      expect(ofSchool.length).toBeGreaterThan(0);
      expect(school.minScore).toBe(Math.min(...ofSchool.map((l) => l.minScore!)));
    }
    for (const l of lines) expect(l.minRank).toBe(ranks.get(`${l.province}|${l.year}|${l.subjectType}|${l.minScore}`));
  });

  it('loads nothing when institutions already exist', async () => {
    const before = await total(admissionRecords);
    await loadDemoData(t.database.db);
    expect(await total(institutions)).toBe(12);
    expect(await total(admissionRecords)).toBe(before);
  });
});
