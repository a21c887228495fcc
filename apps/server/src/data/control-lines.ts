import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { controlLines } from '../db/schema/index.ts';
import { readCsv } from './csv.ts';
import { FILE_MISSING, type Importer } from './importer.ts';
import { cleanText, isOfficial, normalizeProvince, normalizeSubjectType, NumberCells, parseNumber, parseYear, rowKey } from './normalize.ts';
import type { ImportReporter } from './report.ts';
import { pickWinners, syncRows, type Offer } from './sync.ts';

/** 批次线 / 控制线. */
type ControlLineRow = typeof controlLines.$inferInsert & { rowKey: string };

export const CONTROL_LINE_FILES = {
  recent: 'admissions/national/control_lines_recent.csv',
  history: 'admissions/national/control_lines_2014_2024.json',
  guangdong: 'admissions/guangdong/control_lines_2017_2025.csv',
} as const;

/** Neither file names its publisher; the README does not call them official. */
const HISTORY_QUALITY = 'third-party-control-lines-json';
const GUANGDONG_QUALITY = 'third-party-guangdong-control-line-csv';

/**
 * Control lines from three files. A line is (province, year, 科类, batch, score): the same line
 * from two files is kept once (the official one, else the first read); a second copy in one
 * file is a duplicate. Lines the files no longer hold are removed; a line a zhiyuan-import table
 * holds is left to it.
 */
export const importControlLines: Importer = async (db, dir, report, ctx) => {
  const offers: Offer<ControlLineRow>[] = [];
  const readFiles = new Set<string>();
  const readers: [string, (file: string, report: ImportReporter) => ControlLineRow[] | null][] = [
    [CONTROL_LINE_FILES.recent, readRecent],
    [CONTROL_LINE_FILES.history, readHistory],
    [CONTROL_LINE_FILES.guangdong, readGuangdong],
  ];
  for (const [file, read] of readers) {
    const rows = read(path.join(dir, file), report);
    if (!rows) continue;
    readFiles.add(path.basename(file));
    for (const row of rows) offers.push({ row, file: row.source, official: row.official });
  }

  const winners = pickWinners(
    offers,
    (r) => r.rowKey,
    () => true,
    report,
    { conflictReason: 'duplicate' },
  );
  const rows = [...winners.values()].map((w) => w.row);
  const ownLabels = new Set(readers.map(([file]) => path.basename(file)));
  const { written, removed } = await syncRows(db, report, controlLines, { rows, key: ['row_key'], readFiles, yieldTo: (source) => !ownLabels.has(source) });
  ctx.log(`control lines: ${rows.length} lines, ${written} written, ${removed} removed`);
};

function line(fields: {
  province: string | null;
  year: number | null;
  subjectType: string;
  batch: string;
  score: number | null;
  sourceQuality: string;
  sourceUrl: string | null;
  source: string;
}): ControlLineRow | string {
  const { province, year, subjectType, batch, score } = fields;
  if (!province) return 'unknown province';
  if (!year) return 'invalid year';
  if (!subjectType) return 'missing subject type';
  if (!batch) return 'missing batch';
  if (score === null) return 'missing score';
  const key = rowKey([province, year, subjectType, batch, score]);
  return {
    id: key,
    rowKey: key,
    province,
    year,
    subjectType,
    batch,
    score,
    sourceQuality: fields.sourceQuality,
    official: isOfficial(fields.sourceQuality),
    sourceUrl: fields.sourceUrl,
    source: fields.source,
    dataMode: 'real',
  };
}

function keep(label: string, report: ImportReporter, out: ControlLineRow[], row: ControlLineRow | string) {
  if (typeof row === 'string') report.skip(label, row);
  else out.push(row);
}

/** The control lines of the national data set (the admissions file's control-line rows, too). */
function readRecent(file: string, report: ImportReporter): ControlLineRow[] | null {
  const label = path.basename(file);
  const rows = readCsv(file, report);
  if (!rows) return null;
  const out: ControlLineRow[] = [];
  for (const r of rows) {
    const cells = new NumberCells();
    const score = cells.number('minScore', r.minScore) ?? cells.number('controlLine', r.controlLine) ?? cells.number('score', r.score);
    const sourceQuality = cleanText(r.sourceQuality);
    if (cells.unreadable) report.skip(label, cells.unreadable);
    else if (!sourceQuality) report.skip(label, 'missing sourceQuality');
    else
      keep(
        label,
        report,
        out,
        line({
          province: normalizeProvince(r.province),
          year: parseYear(r.year),
          subjectType: normalizeSubjectType(r.subjectType),
          batch: cleanText(r.batch),
          score,
          sourceQuality,
          sourceUrl: cleanText(r.sourceUrl) || null,
          source: label,
        }),
      );
  }
  return out;
}

/** 2014–2024: rows are either 省份/年份/类别/批次/分数线 or 地区/年份/考生类别/批次/分数线. */
function readHistory(file: string, report: ImportReporter): ControlLineRow[] | null {
  const label = path.basename(file);
  const records = readJsonArray(file, label, report);
  if (!records) return null;
  const out: ControlLineRow[] = [];
  for (const rec of records) {
    if (!rec || typeof rec !== 'object') {
      report.skip(label, 'malformed row');
      continue;
    }
    const r = rec as Record<string, unknown>;
    const cells = new NumberCells();
    const score = cells.number('分数线', r['分数线']);
    if (cells.unreadable) report.skip(label, cells.unreadable);
    else
      keep(
        label,
        report,
        out,
        line({
          province: normalizeProvince(r['省份'] ?? r['地区']),
          year: parseYear(r['年份']),
          subjectType: normalizeSubjectType(r['类别'] ?? r['考生类别']),
          batch: cleanText(r['批次']),
          score,
          sourceQuality: HISTORY_QUALITY,
          sourceUrl: null,
          source: label,
        }),
      );
  }
  return out;
}

/**
 * 广东 特控线 and 本科线 by year, 文科/理科 (历史类/物理类 from 2021), under a two-row header;
 * the candidate counts beside each line have no column to go to.
 */
function readGuangdong(file: string, report: ImportReporter): ControlLineRow[] | null {
  const label = path.basename(file);
  if (!fs.existsSync(file)) {
    report.skip(label, FILE_MISSING);
    return null;
  }
  const cells = parse(fs.readFileSync(file), { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const header = cells.findIndex((row) => cleanText(row[0]) === '年份');
  const top = cells[header] ?? [];
  const sub = cells[header + 1] ?? [];
  // Column → (batch, 科类 before 2021): 特控线 文科 at 1, 理科 at 3; 本科线 文科 at 5, 理科 at 7.
  const columns: [number, string, string][] = [
    [1, '特控线', '文科'],
    [3, '特控线', '理科'],
    [5, '本科线', '文科'],
    [7, '本科线', '理科'],
  ];
  const layoutOk = header >= 0 && columns.every(([i, batch, category]) => cleanText(top[i < 5 ? 1 : 5]).startsWith(batch) && cleanText(sub[i]) === category);
  if (!layoutOk) {
    report.read(label, cells.length);
    report.skip(label, 'unexpected layout', cells.length);
    return null;
  }
  const out: ControlLineRow[] = [];
  for (const row of cells.slice(header + 2)) {
    if (row.every((c) => !cleanText(c))) continue;
    for (const [i, batch, category] of columns) {
      report.read(label);
      const year = parseYear(row[0]);
      const score = parseNumber(row[i]);
      if (typeof score !== 'number' && score !== null) {
        report.skip(label, 'unreadable score');
        continue;
      }
      const subjectType = year && year >= 2021 ? (category === '文科' ? '历史类' : '物理类') : category;
      keep(label, report, out, line({ province: '广东', year, subjectType, batch, score, sourceQuality: GUANGDONG_QUALITY, sourceUrl: null, source: label }));
    }
  }
  return out;
}

function readJsonArray(file: string, label: string, report: ImportReporter): unknown[] | null {
  if (!fs.existsSync(file)) {
    report.skip(label, FILE_MISSING);
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    data = null;
  }
  if (!Array.isArray(data)) {
    report.skip(label, 'unreadable file');
    return null;
  }
  report.read(label, data.length);
  return data;
}
