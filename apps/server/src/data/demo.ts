import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { admissionRecords, controlLines, institutions, majors, offerings, rankTables } from '../db/schema/index.ts';
import { FIVE_YEAR_MAJORS, majorId } from './catalog-majors.ts';
import {
  DEMO_CATEGORIES,
  DEMO_CONTROL_LINES,
  DEMO_HISTORY_CATEGORIES,
  DEMO_INSTITUTIONS,
  DEMO_MAJORS,
  DEMO_POOLS,
  type DemoInstitution,
  type DemoMajor,
} from './demo-data.ts';
import { deriveInstitutionType } from './institution-type.ts';
import { namePinyin } from './pinyin.ts';
import { inBatches } from './upsert.ts';

const DEMO = { source: 'demo', dataMode: 'demo' } as const;
const QUALITY = { sourceQuality: 'demo', official: false } as const;
const BATCH = '本科批';
const TOP_SCORE = 700;
const BOTTOM_SCORE = 300;

type RankRow = typeof rankTables.$inferInsert;
type Pool = (typeof DEMO_POOLS)[number];

/**
 * Loads the built-in demo set (demo-data.ts) into an empty database: 12 institutions in 4
 * provinces, 30 majors in 5 门类, their offerings, and for 江苏 and 广东 2023–2025 made-up
 * 一分一段 tables, control lines and institution- and major-level admission lines. Does nothing
 * when any institution exists (demo or imported), so it is safe at every start.
 */
export async function loadDemoData(db: Db): Promise<void> {
  const [any] = await db.select({ id: institutions.id }).from(institutions).limit(1);
  if (any) return;

  const tables = new Map(DEMO_POOLS.map((pool) => [poolKey(pool), rankTable(pool)]));
  await db.transaction(async (tx) => {
    await tx.insert(institutions).values(DEMO_INSTITUTIONS.map(institutionRow));
    await tx.insert(majors).values(DEMO_MAJORS.map(majorRow));
    await tx
      .insert(offerings)
      .values(DEMO_INSTITUTIONS.flatMap((inst) => offered(inst).map((m) => ({ institutionId: inst.code, majorId: majorId('本科', m.code), ...DEMO }))));
    for (const batch of inBatches([...tables.values()].flat())) await tx.insert(rankTables).values(batch);
    await tx.insert(controlLines).values(DEMO_POOLS.flatMap((pool) => controlLineRows(pool, tables.get(poolKey(pool))!)));
    for (const batch of inBatches(DEMO_POOLS.flatMap((pool) => admissionRows(pool, tables.get(poolKey(pool))!))))
      await tx.insert(admissionRecords).values(batch);
  });
}

const poolKey = (p: { province: string; year: number; subjectType: string }) => `${p.province}|${p.year}|${p.subjectType}`;
const categoryOf = (m: DemoMajor) => m.code.slice(0, 2);
const offered = (inst: DemoInstitution) => DEMO_MAJORS.filter((m) => inst.offers.includes(categoryOf(m)));
const hash = (key: string) => createHash('sha1').update(key).digest('hex');
/** A fixed pseudo-random integer in [-span, span] per key, so every load builds the same set. */
const jitter = (key: string, span: number) => (parseInt(hash(key).slice(0, 8), 16) % (2 * span + 1)) - span;

function institutionRow(inst: DemoInstitution): typeof institutions.$inferInsert {
  const { initials, full } = namePinyin(inst.name);
  return {
    id: inst.code,
    schoolCode: inst.schoolCode,
    guobiaoCode: inst.code,
    name: inst.name,
    provinceCode: inst.provinceCode,
    province: inst.province,
    city: inst.city,
    level: '本科',
    is985: inst.tags.includes('985'),
    is211: inst.tags.includes('211'),
    isDoubleFirstClass: true,
    tags: inst.tags,
    type: deriveInstitutionType(inst.name),
    typeDerived: true,
    department: inst.department,
    pinyinInitials: initials,
    pinyin: full,
    ...DEMO,
  };
}

function majorRow(m: DemoMajor): typeof majors.$inferInsert {
  return {
    id: majorId('本科', m.code),
    code: m.code,
    name: m.name,
    level: '本科',
    classCode: m.classCode,
    className: m.className,
    categoryCode: categoryOf(m),
    categoryName: DEMO_CATEGORIES[categoryOf(m)],
    lengthOfStudy: FIVE_YEAR_MAJORS.has(m.name) ? 5 : 4,
    lengthDerived: true,
    isSpecial: m.code.includes('T'),
    isControlled: m.code.includes('K'),
    pinyinInitials: namePinyin(m.name).initials,
    ...DEMO,
  };
}

/** Upper tail of the normal distribution (share of candidates scoring at least x). */
function tail(x: number, mean: number, sd: number): number {
  const z = (x - mean) / (sd * Math.SQRT2);
  // Abramowitz–Stegun 7.1.26 erfc, error below 1.5e-7: plenty for a demo table.
  const t = 1 / (1 + 0.3275911 * Math.abs(z));
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-z * z);
  return (z >= 0 ? erfc : 2 - erfc) / 2;
}

/** 一分一段 from 700 (top bucket 700–750) down to 300: every score has at least one candidate, so ranks strictly grow. */
function rankTable(pool: Pool): RankRow[] {
  const base = { province: pool.province, year: pool.year, subjectType: pool.subjectType, ...QUALITY, ...DEMO };
  const top = Math.max(1, Math.round(pool.candidates * tail(TOP_SCORE - 0.5, pool.mean, pool.sd)));
  const rows: RankRow[] = [{ ...base, score: TOP_SCORE, scoreMin: TOP_SCORE, scoreMax: 750, rankStart: 1, rankEnd: top, countAtScore: top }];
  let above = top;
  for (let score = TOP_SCORE - 1; score >= BOTTOM_SCORE; score--) {
    const cumulative = Math.max(above + 1, Math.round(pool.candidates * tail(score - 0.5, pool.mean, pool.sd)));
    rows.push({ ...base, score, rankStart: above + 1, rankEnd: cumulative, countAtScore: cumulative - above });
    above = cumulative;
  }
  return rows;
}

const rankAt = (table: RankRow[], score: number) => table[TOP_SCORE - Math.min(score, TOP_SCORE)].rankEnd;

function controlLineRows(pool: Pool, table: RankRow[]): (typeof controlLines.$inferInsert)[] {
  return DEMO_CONTROL_LINES.map(({ batch, share }) => {
    const row = table.find((r) => r.rankEnd >= share * pool.candidates) ?? table[table.length - 1];
    const rowKey = hash(`demo|${poolKey(pool)}|${batch}`);
    return {
      id: `demo-${rowKey.slice(0, 16)}`,
      province: pool.province,
      year: pool.year,
      subjectType: pool.subjectType,
      batch,
      score: row.score,
      rowKey,
      ...QUALITY,
      ...DEMO,
    };
  });
}

const ELECTIVES: Record<string, string> = { '08': '物理+化学', '10': '物理+化学', '07': '物理' };

/** One institution-level line (its lowest major) and one line per major, per school with a major open to the subject type. */
function admissionRows(pool: Pool, table: RankRow[]): (typeof admissionRecords.$inferInsert)[] {
  const history = pool.subjectType === '历史类';
  const shift = (pool.province === '广东' ? -6 : 0) + (history ? -12 : 0);
  const rows: (typeof admissionRecords.$inferInsert)[] = [];
  for (const inst of DEMO_INSTITUTIONS) {
    const open = offered(inst).filter((m) => !history || DEMO_HISTORY_CATEGORIES.has(categoryOf(m)));
    if (!open.length) continue;
    const record = (level: 'institution' | 'major', m: DemoMajor | null, minScore: number, maxScore: number, planCount: number) => {
      const rowKey = hash(`demo|${poolKey(pool)}|${BATCH}|${level}|${inst.code}|${m?.code ?? ''}`);
      return {
        id: `demo-${rowKey.slice(0, 16)}`,
        province: pool.province,
        year: pool.year,
        subjectType: pool.subjectType,
        batch: BATCH,
        level,
        dataType: level === 'major' ? 'major-admission' : 'institution-admission',
        institutionId: inst.code,
        schoolName: inst.name,
        majorName: m?.name ?? null,
        majorCode: m?.code ?? null,
        electiveRequirement: history || !m ? '不限' : (ELECTIVES[categoryOf(m)] ?? '不限'),
        minScore,
        maxScore,
        minRank: rankAt(table, minScore),
        planCount,
        rowKey,
        ...QUALITY,
        ...DEMO,
      };
    };
    const majorLines = open.map((m) => {
      const key = `${poolKey(pool)}|${inst.code}|${m.code}`;
      const min = Math.min(TOP_SCORE - 1, Math.max(BOTTOM_SCORE, inst.tierScore + shift + m.offset + jitter(key, 3)));
      return record('major', m, min, Math.min(750, min + 4 + Math.abs(jitter(`${key}|max`, 6))), 2 + Math.abs(jitter(`${key}|plan`, 4)));
    });
    const scores = majorLines.map((r) => r.minScore);
    const maxima = majorLines.map((r) => r.maxScore);
    rows.push(
      record(
        'institution',
        null,
        Math.min(...scores),
        Math.max(...maxima),
        majorLines.reduce((n, r) => n + r.planCount, 0),
      ),
      ...majorLines,
    );
  }
  return rows;
}
