import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { readXlsxSheets, XLSX_LIMITS, type Sheet } from '../lib/xlsx-read.ts';
import { admissionRecords, controlLines, rankTables } from '../db/schema/index.ts';
import { AdmissionWriter, type AdmissionRow } from './admission-store.ts';
import type { ImportContext } from './importer.ts';
import {
  boundOf,
  cleanText,
  isOfficial,
  isScore,
  normalizeProvince,
  normalizeSubjectType,
  NumberCells,
  parseYear,
  rankBoundOf,
  rowKey,
  textOrNull,
} from './normalize.ts';
import type { ImportReporter } from './report.ts';
import { fillGroupKeys } from './group-keys.ts';
import { uniquePairs, type ProvinceYear } from './province-years.ts';
import { pickWinners, selectJson, syncRows } from './sync.ts';
import { sql } from 'drizzle-orm';

/**
 * The project's own import format, `zhiyuan-import/1` (docs/import-format.md): CSV or xlsx
 * tables whose first row is the version marker and the table's kind, whose second row is the
 * header, one record a row after that. Any province's lines, plans, rank tables and control
 * lines can be brought in this shape; the readers of the data set's own files stay as they are.
 */
export const FORMAT_VERSION = 'zhiyuan-import/1';
export const FORMAT_KINDS = ['lines', 'plans', 'rank-table', 'control-lines'] as const;
export type FormatKind = (typeof FORMAT_KINDS)[number];

/** Required columns per kind (others in docs/import-format.md are optional). */
export const REQUIRED_COLUMNS: Record<FormatKind, readonly string[]> = {
  lines: ['province', 'year', 'subjectType', 'batch', 'level', 'schoolName'],
  plans: ['province', 'year', 'subjectType', 'batch', 'schoolName', 'planCount'],
  'rank-table': ['province', 'year', 'subjectType', 'score', 'rank'],
  'control-lines': ['province', 'year', 'subjectType', 'batch', 'score'],
};

/** sourceQuality of a row that names none: not an official publication unless it says so. */
export const DEFAULT_QUALITY = 'imported-zhiyuan-format';

/** One table in the format: a CSV file or one sheet of an xlsx workbook. */
export interface FormatTable {
  /** The file name (`name.xlsx#Sheet1` for a sheet): the rows' `source`. */
  label: string;
  kind: FormatKind;
  rows: Record<string, string>[];
}

/** A file or sheet the format does not cover, and why. */
export interface IgnoredTable {
  file: string;
  reason: string;
}

/** The table, or why it is not one: from the cells of its rows (first row the marker, second the header). */
export function tableOf(label: string, cells: string[][]): FormatTable | IgnoredTable {
  const marker = cleanText(cells[0]?.[0]).replace(/^\uFEFF/, '');
  if (!marker.startsWith('zhiyuan-import/')) return { file: label, reason: `no ${FORMAT_VERSION} marker in the first cell` };
  if (marker !== FORMAT_VERSION) return { file: label, reason: `unsupported format version ${marker}` };
  const kind = cleanText(cells[0]?.[1]) as FormatKind;
  if (!FORMAT_KINDS.includes(kind)) return { file: label, reason: `unknown table kind "${cleanText(cells[0]?.[1])}"` };
  const header = (cells[1] ?? []).map((h) => cleanText(h));
  const missing = REQUIRED_COLUMNS[kind].filter((c) => !header.includes(c));
  if (missing.length) return { file: label, reason: `missing columns: ${missing.join(', ')}` };
  const rows = cells
    .slice(2)
    .filter((r) => r.some((c) => cleanText(c)))
    .map((r) => Object.fromEntries(header.map((h, i) => [h, cleanText(r[i])])));
  return { label, kind, rows };
}

export const isTable = (t: FormatTable | IgnoredTable): t is FormatTable => 'kind' in t;

/** The cells of a CSV text (BOM dropped; quotes as in RFC 4180). */
export function csvCells(text: string | Buffer): string[][] {
  return parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
}

/**
 * The tables of one file (CSV or xlsx), and what in it was ignored. A workbook past the limits of
 * lib/xlsx-read.ts (XLSX_LIMITS.dataImportMb inflated, entry count) throws its 400 AppError.
 */
export async function tablesOfFile(name: string, content: Buffer): Promise<{ tables: FormatTable[]; ignored: IgnoredTable[] }> {
  const out = { tables: [] as FormatTable[], ignored: [] as IgnoredTable[] };
  const ext = path.extname(name).toLowerCase();
  if (ext === '.csv') {
    let cells: string[][];
    try {
      cells = csvCells(content);
    } catch (err) {
      out.ignored.push({ file: name, reason: `unreadable CSV (${err instanceof Error ? err.message : String(err)})` });
      return out;
    }
    const t = tableOf(name, cells);
    if (isTable(t)) out.tables.push(t);
    else out.ignored.push(t);
  } else if (ext === '.xlsx') {
    let sheets: Sheet[];
    try {
      sheets = await readXlsxSheets(content, XLSX_LIMITS.dataImportMb);
    } catch (err) {
      if (err instanceof AppError) throw err;
      out.ignored.push({ file: name, reason: 'unreadable xlsx workbook' });
      return out;
    }
    for (const sheet of sheets) {
      const t = tableOf(`${name}#${sheet.name}`, sheet.cells);
      if (isTable(t)) out.tables.push(t);
      else out.ignored.push(t);
    }
  } else {
    out.ignored.push({ file: name, reason: 'not a CSV or xlsx file' });
  }
  return out;
}

/** Files under `dir`, relative, sorted (links followed to their targets). */
export function walkFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of fs.readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      const stat = fs.statSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile()) out.push(path.relative(dir, full));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

type ControlLineRow = typeof controlLines.$inferInsert & { rowKey: string };
type RankRow = typeof rankTables.$inferInsert;

const LEVELS: Record<string, { level: AdmissionRow['level']; dataType: string }> = {
  school: { level: 'institution', dataType: 'institution-admission' },
  group: { level: 'group', dataType: 'major-group-admission' },
  major: { level: 'major', dataType: 'major-admission' },
};

/** Fields every table shares; the reason to skip when one is unusable. */
function common(r: Record<string, string>) {
  const province = normalizeProvince(r.province);
  const year = parseYear(r.year);
  const subjectType = normalizeSubjectType(r.subjectType);
  const sourceQuality = cleanText(r.sourceQuality) || DEFAULT_QUALITY;
  const reason = !province ? 'unknown province' : !year ? 'invalid year' : !subjectType ? 'missing subjectType' : null;
  return { province: province ?? '', year: year ?? 0, subjectType, sourceQuality, sourceUrl: textOrNull(r.sourceUrl), reason };
}

/** A `lines` or `plans` record → the admission row, or the reason to skip it. */
export function parseFormatAdmission(r: Record<string, string>, label: string, kind: 'lines' | 'plans'): AdmissionRow | string {
  const c = common(r);
  if (c.reason) return c.reason;
  const batch = cleanText(r.batch);
  if (!batch) return 'missing batch';
  const schoolName = cleanText(r.schoolName);
  if (!schoolName) return 'missing schoolName';
  const level = kind === 'plans' ? { level: 'plan' as const, dataType: 'admission-plan' } : LEVELS[cleanText(r.level)];
  if (!level) return 'unknown level';
  const cells = new NumberCells();
  const minScore = cells.number('minScore', r.minScore);
  const maxScore = cells.number('maxScore', r.maxScore);
  const avgScore = cells.number('avgScore', r.avgScore);
  const minRank = cells.whole('minRank', r.minRank);
  const planCount = cells.whole('planCount', r.planCount);
  const lengthOfStudy = cells.whole('lengthOfStudy', r.lengthOfStudy);
  if (cells.unreadable) return cells.unreadable;
  if (kind === 'lines' && minScore === null && minRank === null) return 'no minScore or minRank';
  if (kind === 'plans' && planCount === null) return 'missing planCount';
  if (lengthOfStudy !== null && (lengthOfStudy < 1 || lengthOfStudy > 8)) return 'unreadable lengthOfStudy';
  const minScoreBound = minScore === null ? null : boundOf(r.minScore);
  const minRankBound = minRank === null ? null : rankBoundOf(r.minRank, minScoreBound);
  const groupCode = textOrNull(r.groupCode);
  if (level.level === 'group' && !groupCode) return 'missing groupCode';
  const majorName = textOrNull(r.majorName);
  if (level.level === 'major' && !majorName) return 'missing majorName';
  const fields = {
    schoolCode: textOrNull(r.schoolCode),
    groupCode,
    majorName,
    majorCode: textOrNull(r.majorCode),
    electiveRequirement: textOrNull(r.electiveRequirement),
    tuition: textOrNull(r.tuition),
    note: textOrNull(r.note),
  };
  const key = rowKey([
    FORMAT_VERSION,
    label,
    c.province,
    c.year,
    c.subjectType,
    batch,
    level.level,
    schoolName,
    fields,
    minScore,
    minScoreBound,
    maxScore,
    avgScore,
    minRank,
    planCount,
    lengthOfStudy,
    c.sourceQuality,
    c.sourceUrl,
    // The rank cell's own bound (`≤1234`) only when there is one, so other rows keep their keys.
    ...(boundOf(r.minRank) ? [boundOf(r.minRank)] : []),
  ]);
  return {
    id: key,
    province: c.province,
    year: c.year,
    subjectType: c.subjectType,
    batch,
    level: level.level,
    dataType: level.dataType,
    institutionId: null,
    schoolName,
    ...fields,
    minScore,
    minScoreBound,
    maxScore,
    avgScore,
    minRank,
    minRankBound,
    minRankStart: null,
    minRankEnd: null,
    rankDerived: false,
    planCount,
    lengthOfStudy,
    sourceQuality: c.sourceQuality,
    official: isOfficial(c.sourceQuality),
    sourceId: null,
    sourceUrl: c.sourceUrl,
    source: label,
    rowKey: key,
    dataMode: 'real',
  };
}

/** Full marks of the gaokao total: 750, 上海 660, 海南 900 (标准分); the top bucket of a rank table reaches it. */
const FULL_MARKS: Record<string, number> = { 上海: 660, 海南: 900 };
const fullMarks = (province: string) => FULL_MARKS[province] ?? 750;

export function parseFormatRank(r: Record<string, string>, label: string): RankRow | string {
  const c = common(r);
  if (c.reason) return c.reason;
  const cells = new NumberCells();
  const score = cells.whole('score', r.score);
  const rank = cells.whole('rank', r.rank);
  const count = cells.whole('count', r.count);
  if (cells.unreadable) return cells.unreadable;
  if (!isScore(score)) return 'unreadable score';
  if (rank === null || rank < 1) return 'missing rank';
  // `580及以上` / `≥580`: the summary row of the top bucket (580 up to full marks); `200以下` the bottom one.
  const bound = boundOf(r.score);
  const bucket =
    bound === 'atLeast'
      ? { scoreMin: score, scoreMax: fullMarks(c.province) }
      : bound === 'atMost'
        ? { scoreMin: 0, scoreMax: score }
        : { scoreMin: null, scoreMax: null };
  return {
    province: c.province,
    year: c.year,
    subjectType: c.subjectType,
    score,
    ...bucket,
    rankStart: count && count > 0 ? rank - count + 1 : null,
    rankEnd: rank,
    countAtScore: count,
    sourceQuality: c.sourceQuality,
    official: isOfficial(c.sourceQuality),
    sourceUrl: c.sourceUrl,
    source: label,
    dataMode: 'real',
  };
}

export function parseFormatControlLine(r: Record<string, string>, label: string): ControlLineRow | string {
  const c = common(r);
  if (c.reason) return c.reason;
  const batch = cleanText(r.batch);
  if (!batch) return 'missing batch';
  const cells = new NumberCells();
  const score = cells.number('score', r.score);
  if (cells.unreadable) return cells.unreadable;
  if (score === null) return 'missing score';
  const key = rowKey([c.province, c.year, c.subjectType, batch, score]);
  return {
    id: key,
    rowKey: key,
    province: c.province,
    year: c.year,
    subjectType: c.subjectType,
    batch,
    score,
    sourceQuality: c.sourceQuality,
    official: isOfficial(c.sourceQuality),
    sourceUrl: c.sourceUrl,
    source: label,
    dataMode: 'real',
  };
}

/**
 * One row per (province, year, 科类, score) of a table: a summary row (`580及以上`) never shadows
 * the plain row of its score, wherever it is in the file. When no plain row lies above it, it
 * stays the top bucket one point up (581 to full marks, its rank the 580 row's less that row's
 * count); otherwise it is skipped (`summary row (its score has its own row)`). A second plain or
 * summary row for a score is a `duplicate score`.
 */
function oneRowPerScore(rows: RankRow[], label: string, report: ImportReporter): RankRow[] {
  const tableOf = (r: RankRow) => `${r.province}|${r.year}|${r.subjectType}`;
  const summary = (r: RankRow) => r.scoreMin !== null || r.scoreMax !== null;
  const plain = new Map<string, RankRow>();
  const summaries: RankRow[] = [];
  for (const row of rows) {
    const key = `${tableOf(row)}|${row.score}`;
    if (summary(row)) summaries.push(row);
    else if (plain.has(key)) report.skip(label, 'duplicate score');
    else plain.set(key, row);
  }
  const top = new Map<string, number>();
  for (const r of plain.values()) top.set(tableOf(r), Math.max(top.get(tableOf(r)) ?? -1, r.score));
  const kept = new Map<string, RankRow>();
  for (const row of summaries) {
    const own = plain.get(`${tableOf(row)}|${row.score}`);
    let bucket: RankRow | null = row;
    if (own) {
      const above = own.rankEnd - (own.countAtScore ?? own.rankEnd);
      const isTop = (row.scoreMax ?? -1) > row.score && (top.get(tableOf(row)) ?? -1) <= row.score;
      bucket = isTop && above >= 1 ? { ...row, score: row.score + 1, scoreMin: row.score + 1, rankStart: 1, rankEnd: above, countAtScore: above } : null;
    }
    const key = bucket ? `${tableOf(bucket)}|${bucket.score}` : '';
    if (!bucket || plain.has(key)) report.skip(label, SUMMARY_SHADOWED);
    else if (kept.has(key)) report.skip(label, 'duplicate score');
    else kept.set(key, bucket);
  }
  return [...plain.values(), ...kept.values()];
}

/** Why a rank table's summary row (`580及以上`, a top bucket) was not kept. */
export const SUMMARY_SHADOWED = 'summary row (its score has its own row)';

/**
 * Imports format tables (or, with `dryRun`, only reads them: every count as it would be —
 * rows already stored with the same values count as unchanged, other valid rows as imported —
 * and nothing written). Lines and plans keep their rows per table
 * (a table read again replaces what it gave before); rank tables and control lines are keyed
 * as the data set's are, so a format table for the same score or line updates it.
 */
export async function importFormatTables(
  db: Db,
  tables: readonly FormatTable[],
  report: ImportReporter,
  ctx: ImportContext,
  opts: { dryRun?: boolean } = {},
): Promise<{ written: ProvinceYear[] }> {
  const rankRows: RankRow[] = [];
  // The province-years of the lines kept (made unique below).
  const keptLines: ProvinceYear[] = [];
  const rankFiles = new Set<string>();
  const lineRows: ControlLineRow[] = [];
  const lineFiles = new Set<string>();
  for (const table of tables) {
    const { label } = table;
    report.read(label, table.rows.length);
    if (table.kind === 'lines' || table.kind === 'plans') {
      const writer = opts.dryRun ? null : await AdmissionWriter.open(db, report, label);
      const seen = new Set<string>();
      // A dry run tells rows already stored from this table (unchanged) from new ones.
      const stored = opts.dryRun
        ? new Set((await selectJson<{ row_key: string }>(db, sql`select row_key from ${admissionRecords} where source = ${label}`)).map((r) => r.row_key))
        : null;
      for (const r of table.rows) {
        const parsed = parseFormatAdmission(r, label, table.kind);
        if (typeof parsed === 'string') {
          report.skip(label, parsed);
          continue;
        }
        parsed.institutionId = ctx.matcher.match(parsed.schoolName);
        let kept: boolean;
        if (writer) kept = await writer.add(parsed);
        else {
          kept = !seen.has(parsed.rowKey);
          if (!kept) report.skip(label, 'duplicate');
          else if (stored?.has(parsed.rowKey)) report.unchanged(label);
          else report.imported(label);
          seen.add(parsed.rowKey);
        }
        if (kept) keptLines.push({ province: parsed.province, year: parsed.year });
        if (kept && !parsed.institutionId) report.unmatchedSchool(parsed.province, parsed.schoolName);
      }
      await writer?.close(true);
    } else if (table.kind === 'rank-table') {
      rankFiles.add(label);
      const parsed: RankRow[] = [];
      for (const r of table.rows) {
        const row = parseFormatRank(r, label);
        if (typeof row === 'string') report.skip(label, row);
        else parsed.push(row);
      }
      rankRows.push(...oneRowPerScore(parsed, label, report));
    } else {
      lineFiles.add(label);
      const keys = new Set<string>();
      for (const r of table.rows) {
        const parsed = parseFormatControlLine(r, label);
        if (typeof parsed === 'string') report.skip(label, parsed);
        else if (keys.has(parsed.rowKey)) report.skip(label, 'duplicate');
        else {
          keys.add(parsed.rowKey);
          lineRows.push(parsed);
        }
      }
    }
  }
  const { dryRun } = opts;
  // Two tables with the same score or line: the official one, else the first read (the others `duplicate (other source)`).
  const ranks = oneOffer(rankRows, (r) => `${r.province}|${r.year}|${r.subjectType}|${r.score}`, report);
  const lines = oneOffer(lineRows, (r) => r.rowKey, report);
  if (ranks.length || rankFiles.size)
    await syncRows(db, report, rankTables, { rows: ranks, key: ['province', 'year', 'subject_type', 'score'], readFiles: rankFiles, dryRun });
  if (lines.length || lineFiles.size) await syncRows(db, report, controlLines, { rows: lines, key: ['row_key'], readFiles: lineFiles, dryRun });
  const linePairs = uniquePairs(keptLines);
  const written = uniquePairs(linePairs, ranks);
  if (dryRun) return { written };
  // The lines' group keys, for the province-years written (an upload runs no other step that would fill them).
  if (linePairs.length) await fillGroupKeys(db, linePairs);
  ctx.log(`${FORMAT_VERSION}: ${tables.length} tables, ${ranks.length} rank-table scores, ${lines.length} control lines`);
  return { written };
}

function oneOffer<Row extends { source: string; official: boolean }>(rows: Row[], keyOf: (row: Row) => string, report: ImportReporter): Row[] {
  const offers = rows.map((row) => ({ row, file: row.source, official: row.official }));
  return [...pickWinners(offers, keyOf, () => true, report, { conflictReason: 'duplicate' }).values()].map((w) => w.row);
}
