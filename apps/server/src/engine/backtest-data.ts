/**
 * Readers of the public data set for the back-test (docs/engine.md): the national admissions file
 * and rank tables, and 广东's per-major files with their rank tables. I/O lives here, not in the
 * engine's pure modules; the database's reader is modules/engine/backtest-repo.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { findProvince } from '@zhiyuan/shared';
import { ADMISSIONS_FILE, parseAdmission } from '../data/admissions.ts';
import { normalizeSubjectType } from '../data/normalize.ts';
import type { BacktestInput, BacktestSet, DataVersion } from './backtest.ts';
import { RankScale, type RankRowInput } from './rank-scale.ts';
import type { LineRecord } from './units.ts';

export const NATIONAL_FILES = { admissions: ADMISSIONS_FILE, rankTables: 'admissions/national/rank_tables.csv' };

export const GUANGDONG_FILES = {
  rankTables: 'admissions/guangdong/rank_tables_2011_2025.csv',
  majors: (year: number, kind: 'physics' | 'history') => `admissions/guangdong/${year}_${kind}_majors.csv`,
};
const GUANGDONG_YEARS = [2021, 2022, 2023];
const GUANGDONG_SUBJECTS = [
  { kind: 'physics' as const, subjectType: '物理类', category: '理科' },
  { kind: 'history' as const, subjectType: '历史类', category: '文科' },
];

type Row = Record<string, string>;
const readCsvText = (text: string | Buffer): Row[] =>
  parse(text, {
    columns: (h: string[]) => h.map((c) => c.replace(/^\uFEFF/, '').replace(/\s+/g, '')),
    bom: true,
    trim: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
const readCsv = (file: string): Row[] =>
  parse(fs.readFileSync(file), {
    columns: (h: string[]) => h.map((c) => c.replace(/^\uFEFF/, '').replace(/\s+/g, '')),
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
const num = (s: string | undefined) => {
  if (s === undefined) return null;
  const m = /-?\d+(\.\d+)?/.exec(s);
  return m ? Number(m[0]) : null;
};

/** Every line of the national file as the engine reads it, by province (rows the importer would skip are skipped). */
export function readNationalLines(dir: string): { byProvince: Map<string, LineRecord[]>; rows: number } {
  const rows = readCsvText(gunzipSync(fs.readFileSync(path.join(dir, NATIONAL_FILES.admissions))));
  const byProvince = new Map<string, LineRecord[]>();
  for (const r of rows) {
    const a = parseAdmission(r, 'admissions.csv.gz');
    if (typeof a === 'string') continue;
    let list = byProvince.get(a.province);
    if (!list) byProvince.set(a.province, (list = []));
    list.push({
      year: a.year,
      subjectType: a.subjectType,
      batch: a.batch,
      level: a.level,
      schoolId: null,
      schoolName: a.schoolName,
      schoolCode: a.schoolCode ?? null,
      groupCode: a.groupCode ?? null,
      majorName: a.majorName ?? null,
      majorCode: a.majorCode ?? null,
      electiveRequirement: a.electiveRequirement ?? null,
      minScore: a.minScore ?? null,
      minRank: a.minRank ?? null,
      rankDerived: false,
      planCount: a.planCount ?? null,
      tuition: a.tuition ?? null,
      official: a.official,
      sourceQuality: a.sourceQuality,
    });
  }
  return { byProvince, rows: rows.length };
}

/** Rank-table rows by `province|year|subjectType` (national file). */
export function readNationalTables(dir: string): { tables: Map<string, RankRowInput[]>; rows: number } {
  const rows = readCsvText(fs.readFileSync(path.join(dir, NATIONAL_FILES.rankTables)));
  const tables = new Map<string, RankRowInput[]>();
  for (const r of rows) {
    const year = num(r.year);
    const score = num(r.score);
    const end = num(r.rank_end);
    const subject = normalizeSubjectType(r.subject_type);
    if (!year || score === null || !end || !subject) continue;
    const key = `${r.province}|${year}|${subject}`;
    let list = tables.get(key);
    if (!list) tables.set(key, (list = []));
    list.push({
      score,
      scoreMin: num(r.score_min),
      scoreMax: num(r.score_max),
      rankStart: num(r.rank_start),
      rankEnd: Math.round(end),
      count: num(r.count_at_score),
    });
  }
  return { tables, rows: rows.length };
}

/** 广东's own rank tables by `year|category` (理科/文科 stand for 物理类/历史类 since 2021), with the rows read. */
export function readGuangdongTables(dir: string): { tables: Map<string, RankScale>; rows: number } {
  const byKey = new Map<string, RankRowInput[]>();
  const rows = readCsv(path.join(dir, GUANGDONG_FILES.rankTables));
  for (const r of rows) {
    const year = num(r.year);
    const score = num(r.score);
    const worst = num(r.worst_rank);
    if (!year || score === null || !worst) continue;
    const key = `${year}|${r.category}`;
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push({ score, rankEnd: Math.round(worst), rankStart: num(r.best_rank), count: num(r.count_per_score) });
  }
  const tables = new Map<string, RankScale>();
  for (const [key, list] of byKey) tables.set(key, new RankScale(list));
  return { tables, rows: rows.length };
}

/** One of 广东's per-major files (本科批 major lines, 最低分平均排位 as the min rank, rounded up). */
export function readGuangdongMajors(dir: string, year: number, kind: 'physics' | 'history', subjectType: string): LineRecord[] {
  const out: LineRecord[] = [];
  for (const r of readCsv(path.join(dir, GUANGDONG_FILES.majors(year, kind)))) {
    const rank = num(r['最低分平均排位']);
    const minScore = num(r['最低分']);
    if (!r['院校名称'] || (rank === null && minScore === null)) continue;
    out.push({
      year,
      subjectType,
      batch: '本科批',
      level: 'major',
      schoolId: null,
      schoolName: r['院校名称'].trim(),
      schoolCode: r['代码']?.trim() || null,
      groupCode: r['专业组']?.trim() || null,
      majorName: r['专业/类']?.trim() || null,
      majorCode: r['专业编号']?.trim() || null,
      electiveRequirement: r['选科']?.trim() || null,
      minScore,
      minRank: rank === null ? null : Math.ceil(rank),
      rankDerived: false,
      planCount: num(r['录取人数']),
      tuition: null,
      official: false,
      sourceQuality: 'third-party-guangdong-majors-csv',
    });
  }
  return out;
}

/** A short fingerprint of the files read (first 12 hex of sha256 over their bytes). */
export function fileHash(dir: string, files: string[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(fs.readFileSync(path.join(dir, f)));
  return h.digest('hex').slice(0, 12);
}

export function hasBacktestData(dir: string): boolean {
  return fs.existsSync(path.join(dir, NATIONAL_FILES.admissions)) && fs.existsSync(path.join(dir, NATIONAL_FILES.rankTables));
}

export function hasGuangdongMajors(dir: string): boolean {
  return (
    fs.existsSync(path.join(dir, GUANGDONG_FILES.rankTables)) &&
    GUANGDONG_YEARS.every((y) => fs.existsSync(path.join(dir, GUANGDONG_FILES.majors(y, 'physics'))))
  );
}

/**
 * The data set's files as the back-test's input: the national file per province (with its rank
 * tables), then 广东's per-major files as a source of their own (with 广东's own tables).
 */
export function loadFiles(dir: string): BacktestInput {
  const { byProvince, rows } = readNationalLines(dir);
  const { tables: tableRows, rows: tableCount } = readNationalTables(dir);
  const sets: BacktestSet[] = [];
  const leftOut: DataVersion['leftOut'] = [];
  for (const [province, records] of byProvince) {
    if (!findProvince(province)) {
      leftOut.push({ province, lines: records.length });
      continue;
    }
    const tables = new Map<string, RankScale>();
    for (const [key, list] of tableRows) {
      const [p, y, s] = key.split('|');
      if (p === province) tables.set(`${y}|${s}`, new RankScale(list));
    }
    sets.push({ source: 'national', province, records, tables });
  }
  const files = [
    { file: NATIONAL_FILES.admissions, rows },
    { file: NATIONAL_FILES.rankTables, rows: tableCount },
  ];
  if (hasGuangdongMajors(dir)) {
    const gd = readGuangdongTables(dir);
    const tables = new Map<string, RankScale>();
    for (const s of GUANGDONG_SUBJECTS)
      for (let y = 2019; y <= 2025; y++) {
        const t = gd.tables.get(`${y}|${s.category}`);
        if (t) tables.set(`${y}|${s.subjectType}`, t);
      }
    const records: LineRecord[] = [];
    for (const y of GUANGDONG_YEARS) for (const s of GUANGDONG_SUBJECTS) records.push(...readGuangdongMajors(dir, y, s.kind, s.subjectType));
    sets.push({ source: 'guangdong-majors', province: '广东', records, tables });
    files.push(
      { file: 'admissions/guangdong/20{21,22,23}_{physics,history}_majors.csv', rows: records.length },
      { file: GUANGDONG_FILES.rankTables, rows: gd.rows },
    );
  }
  return { sets, version: { source: 'files', files, leftOut, hash: fileHash(dir, [NATIONAL_FILES.admissions, NATIONAL_FILES.rankTables]) } };
}
