import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { UploadReport } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import type { ImportSummary } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { errorText } from '../../lib/log-errors.ts';
import { deriveRanks, rankPairsOfSources } from '../../data/derived-ranks.ts';
import { uniquePairs } from '../../data/province-years.ts';
import { importFormatTables, tablesOfFile } from '../../data/import-format.ts';
import { InstitutionMatcher } from '../../data/matcher.ts';
import { ImportReporter } from '../../data/report.ts';
import { emptyMessage, totalsOf } from '../../data/run.ts';
import { seedSchoolAliases } from '../../data/school-aliases.ts';
import { SchoolSuggester } from '../../data/school-suggest.ts';
import { suggestionsFor, SUGGEST_MAX_NAMES } from './aliases.ts';
import { dataChanged } from '../../lib/data-changed.ts';
import { finishImportRun, insertRunningImport, runningImport } from './repo.ts';

/** The largest upload taken (one province's year of major lines is well under 2 MB as CSV). */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/** The file's name checked and its tables read; a file with none is a 400 naming why. */
async function readUpload(name: string, content: Buffer) {
  const base = path.basename(name || '');
  if (!/\.(csv|xlsx)$/i.test(base)) throw new AppError(400, 'uploadBadType', { name: base || '?' });
  const found = await tablesOfFile(base, content);
  if (!found.tables.length) throw new AppError(400, 'uploadNoTable', { reason: found.ignored.map((i) => i.reason).join('; ') || 'empty file' });
  return { base, ...found };
}

async function reportOf(db: Db, base: string, dryRun: boolean, found: Awaited<ReturnType<typeof readUpload>>, report: ImportReporter): Promise<UploadReport> {
  const summary = report.summary();
  const suggested = summary.unmatched.length ? suggestionsFor(await SchoolSuggester.load(db), summary.unmatched.slice(0, SUGGEST_MAX_NAMES)) : [];
  return {
    file: base,
    dryRun,
    tables: found.tables.map((t) => ({ label: t.label, kind: t.kind, rows: t.rows.length })),
    files: summary.files,
    unmatched: summary.unmatched.map((u, i) => (suggested[i] ? { ...u, suggestions: suggested[i].suggestions, unmatchable: suggested[i].unmatchable } : u)),
    ignored: found.ignored,
    totals: totalsOf(summary),
  };
}

/**
 * The admin's upload of one CSV or xlsx file in the zhiyuan-import/1 format: a dry run reads
 * every row as the import would (counts, skip reasons, unmatched names) and writes nothing; a
 * commit imports it as an import run of its own, then derives ranks and refreshes the engine.
 */
export function uploadService(db: Db) {
  const matcher = async () => {
    await seedSchoolAliases(db);
    return InstitutionMatcher.load(db);
  };
  return {
    async dryRun(name: string, content: Buffer): Promise<UploadReport> {
      const found = await readUpload(name, content);
      const report = new ImportReporter();
      await importFormatTables(db, found.tables, report, { matcher: await matcher(), log: () => {} }, { dryRun: true });
      return reportOf(db, found.base, true, found, report);
    },

    async commit(name: string, content: Buffer, username: string): Promise<UploadReport> {
      const found = await readUpload(name, content);
      if (await runningImport(db)) throw new AppError(400, 'importRunning');
      const runId = newId();
      await insertRunningImport(db, runId, `upload:${found.base}`, `admin:${username}:${randomBytes(4).toString('hex')}`);
      const report = new ImportReporter();
      let error: string | null = null;
      try {
        // The province-years these files wrote, and those whose rank table they held before: derived ranks follow both.
        const before = await rankPairsOfSources(
          db,
          found.tables.map((t) => t.label),
        );
        const { written } = await importFormatTables(db, found.tables, report, { matcher: await matcher(), log: () => {} });
        await deriveRanks(db, { pairs: uniquePairs(before, written) });
      } catch (err) {
        error = errorText(err);
      }
      const out = await reportOf(db, found.base, false, found, report);
      const summary: ImportSummary = { ...report.summary(), ignored: out.ignored };
      const empty = !error && out.totals.imported + out.totals.unchanged === 0;
      if (empty) error = emptyMessage(summary);
      const status = empty ? 'empty' : error ? 'failed' : 'succeeded';
      await finishImportRun(db, runId, { status, summary, error });
      dataChanged();
      return { ...out, runId, status, error };
    },
  };
}
