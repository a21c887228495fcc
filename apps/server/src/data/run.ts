import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { RUNNING_FOR_AT_MOST_MS } from '../db/data-version.ts';
import { admissionRecords, controlLines, importRuns, rankTables, type ImportSummary } from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { rematchInstitutions } from './admission-store.ts';
import { importAdmissions } from './admissions.ts';
import { importGuangdongMajors, isGuangdongMajorsFile } from './admissions-guangdong.ts';
import { importCatalog } from './catalog.ts';
import { importControlLines } from './control-lines.ts';
import { deriveRanks } from './derived-ranks.ts';
import { fillGroupKeys } from './group-keys.ts';
import type { ImportContext } from './importer.ts';
import { InstitutionMatcher } from './matcher.ts';
import { importRankTables } from './rank-tables.ts';
import { FORMAT_VERSION, importFormatTables, tablesOfFile, walkFiles, type FormatTable, type IgnoredTable } from './import-format.ts';
import { seedSchoolAliases } from './school-aliases.ts';
import { ImportProgress, type ProgressOptions } from './progress.ts';
import { dataChanged } from '../lib/data-changed.ts';
import { errorText } from '../lib/log-errors.ts';
import { importRunsTotal } from '../lib/metrics.ts';

export interface ImportOptions {
  dir: string;
  /** Who started it: `cli`, `startup`, `admin:<username>:…`. */
  triggeredBy: string;
  /** Records read from each big file (admissions.csv.gz): tests import the first N real rows. */
  limit?: number;
  log?: (line: string) => void;
  /** How often progress is written and printed (tests); data/progress.ts has the defaults. */
  progress?: Pick<ProgressOptions, 'saveEveryMs' | 'logEveryMs'>;
}

/** `empty`: the run went through without error but imported nothing (no file it knows, or no valid row). */
export type ImportResult = ImportSummary & { runId: string; status: 'succeeded' | 'failed' | 'empty'; error?: string };

/** The message of a run that imported nothing. */
export function emptyMessage(summary: Pick<ImportSummary, 'files' | 'ignored'>): string {
  const ignored = summary.ignored?.length ?? 0;
  return `nothing imported: no row of a known file was read or kept${ignored ? ` (${ignored} files ignored as unrecognised)` : ''}`;
}

/**
 * Size and mtime of every file under the data folder, hashed: a start with DATA_DIR re-imports
 * only when this changed since the last successful full run.
 */
export function fingerprint(dir: string): string {
  const hash = createHash('sha1');
  const walk = (folder: string) => {
    for (const name of fs.readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      // stat, not the directory entry: a data folder of symbolic links counts its targets.
      const stat = fs.statSync(full);
      if (stat.isDirectory()) walk(full);
      else if (stat.isFile()) hash.update(`${path.relative(dir, full)}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\n`);
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * Imports the data set in `dir`, recorded as an import_run (running → succeeded / failed, with
 * the per-file summary): catalog, rank tables, control lines, admissions (national, then 广东's
 * per-major files), then ranks derived from the rank tables. Bad rows are skipped and counted;
 * a database error fails the run (status `failed`, the error kept) without throwing.
 */
export async function runImport(db: Db, opts: ImportOptions): Promise<ImportResult> {
  const log = opts.log ?? (() => {});
  const runId = newId();
  const started = Date.now();
  // A limited run imports part of the files: it must not count as the import of this fingerprint.
  const print = opts.limit === undefined && fs.existsSync(opts.dir) ? fingerprint(opts.dir) : null;
  await db.insert(importRuns).values({ id: runId, status: 'running', dataDir: opts.dir, fingerprint: print, triggeredBy: opts.triggeredBy });

  log(`import run ${runId} started: ${opts.dir}${opts.limit ? ` (first ${opts.limit} rows of each big file)` : ''}`);
  // Per-file counts reach the run's record as they grow: the admin watches them, the site knows an import runs.
  const progress = new ImportProgress({
    log,
    save: async (snapshot) => {
      await db
        .update(importRuns)
        .set({ summary: snapshot })
        .where(and(eq(importRuns.id, runId), eq(importRuns.status, 'running')));
    },
    ...opts.progress,
  });
  const report = progress.report;
  const ignored: IgnoredTable[] = [];
  let error: string | undefined;
  try {
    if (!fs.existsSync(opts.dir)) throw new Error(`data folder not found: ${opts.dir}`);
    const step = progress.step.bind(progress);
    await step('catalog', () => importCatalog(db, opts.dir, report));
    await step('aliases', async () => {
      const n = await seedSchoolAliases(db);
      if (n) log(`${n} school aliases added from the built-in list`);
    });
    const ctx: ImportContext = { limit: opts.limit, matcher: await InstitutionMatcher.load(db), log };
    await step('demoRows', () => removeDemoRows(db));
    await step('rankTables', () => importRankTables(db, opts.dir, report, ctx));
    await step('controlLines', () => importControlLines(db, opts.dir, report, ctx));
    await step('admissions', () => importAdmissions(db, opts.dir, report, ctx));
    await step('guangdongMajors', () => importGuangdongMajors(db, opts.dir, report, ctx));
    await step('formatFiles', async () => {
      const found = await otherFiles(opts.dir, new Set(report.fileSummaries().map((f) => f.file)));
      ignored.push(...found.ignored);
      for (const f of found.ignored) log(`ignored ${f.file}: ${f.reason}`);
      if (found.tables.length) await importFormatTables(db, found.tables, report, ctx);
    });
    await step('groupKeys', async () => {
      const n = await fillGroupKeys(db);
      if (n) log(`${n} admission rows got a new group key`);
    });
    await step('rematch', async () => {
      const n = await rematchInstitutions(db, ctx.matcher, isGuangdongMajorsFile);
      if (n) log(`${n} stored admission rows got a new institution match`);
    });
    await step('derivedRanks', async () => {
      const d = await deriveRanks(db);
      log(
        `derived min ranks: ${d.held} held (${d.derived} new, ${d.updated} updated, ${d.cleared} cleared), ${d.withoutTableRow} group/major lines without a published rank have no rank-table row for their score`,
      );
    });
    // PGlite runs no autovacuum: fresh statistics keep the planner right about the loaded tables.
    await step('statistics', () => db.execute(sql`analyze institution, major, offering, control_line`));
  } catch (err) {
    error = errorText(err); // a failed query's values stay out of the run's record and the log
    log(`import failed: ${error}`);
  }
  await progress.settle();

  const summary: ImportSummary = { ...report.summary(), ignored };
  const total = totalsOf(summary);
  // Never "succeeded" on nothing: a folder of unknown files, or files whose every row was skipped.
  const empty = !error && total.imported + total.unchanged === 0;
  if (empty) error = emptyMessage(summary);
  const status = empty ? 'empty' : error ? 'failed' : 'succeeded';
  await db
    .update(importRuns)
    .set({ status, finishedAt: new Date(), summary, error: error ?? null })
    .where(eq(importRuns.id, runId));
  // The engine's in-memory indexes are rebuilt from the new data on their next use.
  dataChanged();
  log(progress.totalLine());
  importRunsTotal.inc({ outcome: status });
  log(`import ${status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { ...summary, runId, status, ...(error ? { error } : {}) };
}

/**
 * Files under the folder that no data-set reader took (their names are not among the report's
 * files): CSV and xlsx tables of the zhiyuan-import format are read, everything else is listed
 * as ignored with the reason.
 */
async function otherFiles(dir: string, readLabels: ReadonlySet<string>): Promise<{ tables: FormatTable[]; ignored: IgnoredTable[] }> {
  const out = { tables: [] as FormatTable[], ignored: [] as IgnoredTable[] };
  for (const rel of walkFiles(dir)) {
    if (readLabels.has(path.basename(rel))) continue;
    if (!/\.(csv|xlsx)$/i.test(rel)) {
      out.ignored.push({ file: rel, reason: `not a data-set file nor a ${FORMAT_VERSION} table` });
      continue;
    }
    const found = await tablesOfFile(rel, fs.readFileSync(path.join(dir, rel)));
    out.tables.push(...found.tables);
    out.ignored.push(...found.ignored);
  }
  return out;
}

/** The built-in demo lines give way to real data (demo institutions and majors are the catalog's). */
async function removeDemoRows(db: Db): Promise<void> {
  await db.delete(admissionRecords).where(eq(admissionRecords.dataMode, 'demo'));
  await db.delete(rankTables).where(eq(rankTables.dataMode, 'demo'));
  await db.delete(controlLines).where(eq(controlLines.dataMode, 'demo'));
}

export type ImportIfChangedResult =
  { ran: false; reason: 'unchanged' | 'running elsewhere' | 'no data folder'; runId?: string } | ({ ran: true } & ImportResult);

/**
 * At start with DATA_DIR: imports when the files changed since the last successful full import.
 * Runs left `running` by a process that is gone are closed as failed first; with
 * `singleProcess` (PGlite, which one process holds) every such run is gone, otherwise (several
 * servers on one PostgreSQL) a run younger than two hours is left to finish.
 */
export async function importIfChanged(
  db: Db,
  dir: string,
  opts: { singleProcess?: boolean; log?: (line: string) => void; triggeredBy?: string } = {},
): Promise<ImportIfChangedResult> {
  if (!fs.existsSync(dir)) return { ran: false, reason: 'no data folder' };
  const staleBefore = new Date(opts.singleProcess ? Date.now() + 1000 : Date.now() - RUNNING_FOR_AT_MOST_MS);
  await db
    .update(importRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: 'interrupted' })
    .where(and(eq(importRuns.status, 'running'), lt(importRuns.startedAt, staleBefore)));
  const [running] = await db.select({ id: importRuns.id }).from(importRuns).where(eq(importRuns.status, 'running')).limit(1);
  if (running) return { ran: false, reason: 'running elsewhere', runId: running.id };

  const [last] = await db
    .select({ id: importRuns.id, fingerprint: importRuns.fingerprint })
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.startedAt))
    .limit(1);
  if (last?.fingerprint && last.fingerprint === fingerprint(dir)) return { ran: false, reason: 'unchanged', runId: last.id };
  return { ran: true, ...(await runImport(db, { dir, triggeredBy: opts.triggeredBy ?? 'startup', log: opts.log })) };
}

/** The summary as lines for a terminal: per file, then the unmatched school names. */
export function summaryLines(summary: ImportSummary, topUnmatched = 20): string[] {
  const out = summary.files.map((f) => {
    const skipped = Object.entries(f.skipped)
      .map(([reason, n]) => `${reason}: ${n.toLocaleString('en-US')}`)
      .join(', ');
    return `${f.file}: read ${f.read.toLocaleString('en-US')}, imported ${f.imported.toLocaleString('en-US')}, unchanged ${f.unchanged.toLocaleString('en-US')}${skipped ? `, skipped (${skipped})` : ''}`;
  });
  const rows = summary.unmatched.reduce((n, u) => n + u.rows, 0);
  for (const f of summary.ignored ?? []) out.push(`ignored ${f.file}: ${f.reason}`);
  out.push(`unmatched school names: ${summary.unmatched.length} (${rows} rows kept without an institution)`);
  for (const u of summary.unmatched.slice(0, topUnmatched)) out.push(`  ${u.province} ${u.schoolName}: ${u.rows}`);
  const total = totalsOf(summary);
  out.push(
    `total: read ${total.read.toLocaleString('en-US')}, imported ${total.imported.toLocaleString('en-US')}, unchanged ${total.unchanged.toLocaleString('en-US')}, skipped ${total.skipped.toLocaleString('en-US')}`,
  );
  return out;
}

/** One line for the server log. */
export function describeImport(result: ImportIfChangedResult): string {
  if (!result.ran) return `data import skipped: ${result.reason}${result.runId ? ` (run ${result.runId})` : ''}`;
  const total = totalsOf(result);
  return `data import ${result.status} (run ${result.runId}): read ${total.read}, imported ${total.imported}, unchanged ${total.unchanged}, skipped ${total.skipped}, unmatched school names ${result.unmatched.length}${result.error ? `; ${result.error}` : ''}`;
}

/** Rows read, imported, unchanged and skipped over all files of a summary. */
export function totalsOf(summary: Pick<ImportSummary, 'files'>) {
  const total = { read: 0, imported: 0, unchanged: 0, skipped: 0 };
  for (const f of summary.files) {
    total.read += f.read;
    total.imported += f.imported;
    total.unchanged += f.unchanged;
    total.skipped += Object.values(f.skipped).reduce((a, b) => a + b, 0);
  }
  return total;
}
