/**
 * Readers of the public data set for the back-test (docs/engine.md): the national admissions file
 * and rank tables, and the 重庆 tables folder. I/O lives here, not in the engine's pure modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { ADMISSIONS_FILE, parseAdmission } from '../data/admissions.ts';
import { normalizeSubjectType } from '../data/normalize.ts';
import type { RankRowInput } from './rank-scale.ts';
import type { LineRecord } from './units.ts';

export const NATIONAL_FILES = { admissions: ADMISSIONS_FILE, rankTables: 'admissions/national/rank_tables.csv' };

type Row = Record<string, string>;
const readCsvText = (text: string | Buffer): Row[] =>
  parse(text, { columns: (h: string[]) => h.map((c) => c.replace(/^\uFEFF/, '').replace(/\s+/g, '')), bom: true, trim: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true });
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
      year: a.year, subjectType: a.subjectType, batch: a.batch, level: a.level, schoolId: null, schoolName: a.schoolName,
      schoolCode: a.schoolCode ?? null, groupCode: a.groupCode ?? null, majorName: a.majorName ?? null, majorCode: a.majorCode ?? null,
      electiveRequirement: a.electiveRequirement ?? null, minScore: a.minScore ?? null, minRank: a.minRank ?? null, rankDerived: false,
      planCount: a.planCount ?? null, tuition: a.tuition ?? null, official: a.official, sourceQuality: a.sourceQuality,
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
    list.push({ score, scoreMin: num(r.score_min), scoreMax: num(r.score_max), rankStart: num(r.rank_start), rankEnd: Math.round(end), count: num(r.count_at_score) });
  }
  return { tables, rows: rows.length };
}

/** A short fingerprint of the files read (first 12 hex of sha256 over their bytes). */
export function fileHash(dir: string, files: string[]): string {
  const h = createHash('sha256');
  for (const f of files) h.update(fs.readFileSync(path.join(dir, f)));
  return h.digest('hex').slice(0, 12);
}
