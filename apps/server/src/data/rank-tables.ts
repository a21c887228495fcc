import fs from 'node:fs';
import path from 'node:path';
import { rankTables } from '../db/schema/index.ts';
import { readCsv } from './csv.ts';
import { FILE_MISSING, type Importer } from './importer.ts';
import { cleanText, isOfficial, isScore, normalizeProvince, normalizeSubjectType, NumberCells, parseRange, parseYear } from './normalize.ts';
import { SUMMARY_SHADOWED } from './import-format.ts';
import type { ImportReporter } from './report.ts';
import { pickWinners, syncRows, type Offer } from './sync.ts';

/** 一分一段表: score → cumulative rank, per province, year and 科类. */
type RankRow = typeof rankTables.$inferInsert;

export const RANK_TABLE_FILES = {
  national: 'admissions/national/rank_tables.csv',
  guangdong: 'admissions/guangdong/rank_tables_2011_2025.csv',
  chongqing: [
    'admissions/chongqing/chongqing_yifenyiduan_2026.json',
    'admissions/chongqing/chongqing_yifenyiduan_2022_2025.json',
    'admissions/chongqing/chongqing_yifenyiduan_2017_2024_historical.json',
  ],
} as const;

/** 广东 and 重庆 are marked out of 750: the top bucket `684+` spans 684–750. */
const FULL_MARKS = 750;
const GUANGDONG_QUALITY = 'third-party-guangdong-rank-csv';
const CHONGQING_QUALITY = 'third-party-chongqing-rank-json';

const keyOf = (r: RankRow) => `${r.province}|${r.year}|${r.subjectType}|${r.score}`;
const sameRanks = (a: RankRow, b: RankRow) => a.rankEnd === b.rankEnd && a.rankStart === b.rankStart && a.countAtScore === b.countAtScore;
/** Art, sports and vocational tables share the 科类 label of the general one: the general table wins. */
const isSpecialTable = (r: RankRow) => /special|vocational|art|sports/.test(r.sourceQuality);
/** A summary row (a top or bottom bucket: `671–750`), not one score's. */
const isSummary = (r: RankRow) => (r.scoreMin ?? r.score) !== r.score || (r.scoreMax ?? r.score) !== r.score;

/**
 * Rank tables from the national file, 广东's 2011–2025 file and 重庆's JSON files. One row per
 * (province, year, 科类, score): when several sources give it, the official one wins (then the
 * general table over art/sports/vocational ones, then a score's own row over a summary row
 * (`671–750` filed under 671), then the first read) and the others are skipped as duplicates.
 * Rows the files no longer hold are removed; a row a zhiyuan-import table holds is left to it.
 */
export const importRankTables: Importer = async (db, dir, report, ctx) => {
  const files = [RANK_TABLE_FILES.national, RANK_TABLE_FILES.guangdong, ...RANK_TABLE_FILES.chongqing];
  const offers: Offer<RankRow>[] = [];
  const readFiles = new Set<string>();
  for (const file of files) {
    const full = path.join(dir, file);
    const label = path.basename(file);
    let rows: RankRow[] | null;
    if (file === RANK_TABLE_FILES.national) rows = readNational(full, report);
    else if (file === RANK_TABLE_FILES.guangdong) rows = readGuangdong(full, report);
    else rows = readChongqing(full, report);
    if (!rows) continue;
    readFiles.add(label);
    for (const row of shapeTables(rows, label, report)) offers.push({ row, file: label, official: row.official });
  }

  const winners = pickWinners(offers, keyOf, sameRanks, report, {
    conflictReason: 'another table for the same score',
    // The general table first; within it a score's own row over a summary row filed under that score.
    preferred: (a, b) => (isSpecialTable(a) !== isSpecialTable(b) ? isSpecialTable(b) : !isSummary(a) && isSummary(b)),
    reasonOf: (loser, winner) => (isSummary(loser) && !isSummary(winner) ? SUMMARY_SHADOWED : null),
  });
  const rows = [...winners.values()].map((w) => w.row);
  const ownLabels = new Set(files.map((f) => path.basename(f)));
  const { written, removed } = await syncRows(db, report, rankTables, {
    rows,
    key: ['province', 'year', 'subject_type', 'score'],
    readFiles,
    yieldTo: (source) => !ownLabels.has(source),
  });
  ctx.log(`rank tables: ${rows.length} scores, ${written} written, ${removed} removed`);
};

/** Checks shared by every source; returns the skip reason or null. */
function invalid(r: RankRow): string | null {
  if (!r.province) return 'unknown province';
  if (!r.year) return 'invalid year';
  if (!r.subjectType) return 'missing subject type';
  if (!isScore(r.score)) return 'unreadable score';
  if (r.rankEnd === null || r.rankEnd === undefined) return 'missing rank';
  return null;
}

function readNational(file: string, report: ImportReporter): RankRow[] | null {
  const label = path.basename(file);
  const rows = readCsv(file, report);
  if (!rows) return null;
  const out: RankRow[] = [];
  for (const r of rows) {
    const cells = new NumberCells();
    const sourceQuality = cleanText(r.source_quality);
    const row: RankRow = {
      province: normalizeProvince(r.province) ?? '',
      year: parseYear(r.year) ?? 0,
      subjectType: normalizeSubjectType(r.subject_type),
      score: cells.whole('score', r.score) ?? -1,
      scoreMin: cells.whole('score_min', r.score_min),
      scoreMax: cells.whole('score_max', r.score_max),
      rankStart: cells.whole('rank_start', r.rank_start),
      rankEnd: cells.whole('rank_end', r.rank_end) as number,
      countAtScore: cells.whole('count_at_score', r.count_at_score),
      sourceQuality,
      official: isOfficial(sourceQuality),
      sourceUrl: cleanText(r.source_url) || null,
      source: label,
      dataMode: 'real',
    };
    const reason = cells.unreadable ?? invalid(row) ?? (sourceQuality ? null : 'missing source_quality');
    if (reason) report.skip(label, reason);
    else out.push(row);
  }
  return out;
}

/**
 * 广东 2011–2025 (文科/理科; from 2021 文科 = 历史类, 理科 = 物理类). The 2011–2017 tables carry
 * fractional counts and ranks: a third party spread 5-point buckets over single scores, so
 * those tables are skipped whole rather than imported as if published. The top row, whose count
 * is `/`, is the bucket "this score and above".
 */
function readGuangdong(file: string, report: ImportReporter): RankRow[] | null {
  const label = path.basename(file);
  const rows = readCsv(file, report);
  if (!rows) return null;
  const tables = new Map<string, { rows: RankRow[]; interpolated: boolean }>();
  for (const r of rows) {
    const year = parseYear(r.year);
    const category = cleanText(r.category);
    const subjectType = year && year >= 2021 ? ({ 文科: '历史类', 理科: '物理类' }[category] ?? category) : category;
    const cells = new NumberCells();
    const row: RankRow = {
      province: '广东',
      year: year ?? 0,
      subjectType,
      score: cells.whole('score', r.score) ?? -1,
      scoreMin: null,
      scoreMax: null,
      rankStart: cells.number('best_rank', r.best_rank),
      rankEnd: cells.number('worst_rank', r.worst_rank) as number,
      countAtScore: cells.number('count_per_score', r.count_per_score),
      sourceQuality: GUANGDONG_QUALITY,
      official: false,
      sourceUrl: null,
      source: label,
      dataMode: 'real',
    };
    const reason = cells.unreadable ?? invalid(row) ?? (category === '文科' || category === '理科' ? null : 'unknown category');
    if (reason) {
      report.skip(label, reason);
      continue;
    }
    const key = `${row.year}|${row.subjectType}`;
    const table = tables.get(key) ?? { rows: [], interpolated: false };
    tables.set(key, table);
    table.rows.push(row);
    if ([row.rankStart, row.rankEnd, row.countAtScore].some((n) => n !== null && !Number.isInteger(n))) table.interpolated = true;
  }
  const out: RankRow[] = [];
  for (const table of tables.values()) {
    if (table.interpolated) {
      report.skip(label, 'interpolated table (fractional counts)', table.rows.length);
      continue;
    }
    const top = Math.max(...table.rows.map((r) => r.score));
    for (const row of table.rows) {
      if (row.score === top && row.countAtScore === null) Object.assign(row, { scoreMin: row.score, scoreMax: FULL_MARKS });
      out.push(row);
    }
  }
  return out;
}

interface ChongqingRecord {
  省份?: string;
  年份?: number | string;
  科类?: string;
  分数?: number | string;
  本段人数?: number | string | null;
  累计人数?: number | string | null;
  排名区间?: string;
}

/** 重庆: 分数 is `684`, `684+` (and above) or `666-750` (a bucket); 排名区间 `146-158` where given. */
function readChongqing(file: string, report: ImportReporter): RankRow[] | null {
  const label = path.basename(file);
  if (!fs.existsSync(file)) {
    report.skip(label, FILE_MISSING);
    return null;
  }
  let records: unknown;
  try {
    records = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    report.skip(label, 'unreadable file');
    return null;
  }
  if (!Array.isArray(records)) {
    report.skip(label, 'unreadable file');
    return null;
  }
  report.read(label, records.length);
  const out: RankRow[] = [];
  for (const rec of records as ChongqingRecord[]) {
    if (!rec || typeof rec !== 'object') {
      report.skip(label, 'malformed row');
      continue;
    }
    const rawScore = cleanText(rec.分数);
    const plus = rawScore.endsWith('+');
    const bucket = plus ? null : parseRange(rawScore);
    const cells = new NumberCells();
    const score = plus ? cells.whole('分数', rawScore) : (bucket?.low ?? cells.whole('分数', rawScore));
    const ranks = rec.排名区间 ? parseRange(rec.排名区间) : null;
    const row: RankRow = {
      province: normalizeProvince(rec.省份 ?? '重庆') ?? '',
      year: parseYear(rec.年份) ?? 0,
      subjectType: normalizeSubjectType(rec.科类),
      score: score ?? -1,
      scoreMin: plus || (bucket && bucket.high > bucket.low) ? score : null,
      scoreMax: plus ? FULL_MARKS : bucket && bucket.high > bucket.low ? bucket.high : null,
      rankStart: ranks?.low ?? null,
      rankEnd: cells.whole('累计人数', rec.累计人数) as number,
      countAtScore: cells.whole('本段人数', rec.本段人数),
      sourceQuality: CHONGQING_QUALITY,
      official: false,
      sourceUrl: null,
      source: label,
      dataMode: 'real',
    };
    const reason = cells.unreadable ?? invalid(row);
    if (reason) report.skip(label, reason);
    else out.push(row);
  }
  return out;
}

/**
 * Two repairs of third-party tables spread out to one row per possible score (重庆's historical
 * file): the top bucket repeated on every score above it (750, 749 … 666 each "145 candidates,
 * rank 145") becomes one bucket row at its lowest score, and zero-count rows below the lowest
 * score anyone had are dropped — neither is a published figure for a single score. Official
 * tables are kept as published.
 */
export function shapeTables(rows: RankRow[], label: string, report: ImportReporter): RankRow[] {
  const tables = new Map<string, RankRow[]>();
  const out: RankRow[] = [];
  for (const row of rows) {
    if (row.official) {
      out.push(row);
      continue;
    }
    const key = `${row.province}|${row.year}|${row.subjectType}`;
    const list = tables.get(key) ?? [];
    tables.set(key, list);
    list.push(row);
  }
  for (const table of tables.values()) {
    table.sort((a, b) => b.score - a.score);
    const first = table[0];
    // The run: consecutive scores from the top, each "count = rank = the top row's rank".
    let run = 0;
    while (
      first.rankEnd > 0 &&
      run < table.length &&
      table[run].score === first.score - run &&
      table[run].rankEnd === first.rankEnd &&
      (table[run].countAtScore ?? first.rankEnd) === first.rankEnd
    )
      run++;
    let start = 0;
    if (run >= 2) {
      const bucket = table[run - 1];
      bucket.scoreMin = bucket.score;
      bucket.scoreMax = first.scoreMax ?? first.score;
      report.skip(label, 'expanded top bucket', run - 1);
      start = run - 1;
    }
    let end = table.length;
    while (end > start + 1 && table[end - 1].countAtScore === 0 && table[end - 1].rankEnd === table[end - 2].rankEnd) end--;
    if (end < table.length) report.skip(label, 'padding below the table (no candidates)', table.length - end);
    out.push(...table.slice(start, end));
  }
  return out;
}
