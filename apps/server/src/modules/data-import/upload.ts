import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import { formatDateTime } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { importRuns, institutions, schoolAliases, type ImportSummary } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { escapeLike } from '../../lib/query.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { errorText } from '../../lib/log-errors.ts';
import { deriveRanks } from '../../data/derived-ranks.ts';
import { importFormatTables, tablesOfFile, type FormatKind } from '../../data/import-format.ts';
import { canonicalName, InstitutionMatcher } from '../../data/matcher.ts';
import { ImportReporter } from '../../data/report.ts';
import { emptyMessage, totalsOf } from '../../data/run.ts';
import { seedSchoolAliases, type AliasKind } from '../../data/school-aliases.ts';
import { dataChanged } from '../engine/data-version.ts';

/** The largest upload taken (one province's year of major lines is well under 2 MB as CSV). */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

export interface UploadReport {
  file: string;
  /** True for the dry run: nothing was written. */
  dryRun: boolean;
  tables: { label: string; kind: FormatKind; rows: number }[];
  /** Per table: rows read, (would be) imported, unchanged, skipped by reason. */
  files: ImportSummary['files'];
  unmatched: ImportSummary['unmatched'];
  ignored: NonNullable<ImportSummary['ignored']>;
  totals: { read: number; imported: number; unchanged: number; skipped: number };
  /** After a commit: its import run and how it ended. */
  runId?: string;
  status?: 'succeeded' | 'failed' | 'empty';
  error?: string | null;
}

/** The file's name checked and its tables read; a file with none is a 400 naming why. */
async function readUpload(name: string, content: Buffer) {
  const base = path.basename(name || '');
  if (!/\.(csv|xlsx)$/i.test(base)) throw new AppError(400, 'uploadBadType', { name: base || '?' });
  const found = await tablesOfFile(base, content);
  if (!found.tables.length) throw new AppError(400, 'uploadNoTable', { reason: found.ignored.map((i) => i.reason).join('; ') || 'empty file' });
  return { base, ...found };
}

function reportOf(base: string, dryRun: boolean, found: Awaited<ReturnType<typeof readUpload>>, report: ImportReporter): UploadReport {
  const summary = report.summary();
  return {
    file: base,
    dryRun,
    tables: found.tables.map((t) => ({ label: t.label, kind: t.kind, rows: t.rows.length })),
    files: summary.files,
    unmatched: summary.unmatched,
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
      return reportOf(found.base, true, found, report);
    },

    async commit(name: string, content: Buffer, username: string): Promise<UploadReport> {
      const found = await readUpload(name, content);
      const [running] = await db.select({ id: importRuns.id }).from(importRuns).where(eq(importRuns.status, 'running')).limit(1);
      if (running) throw new AppError(400, 'importRunning');
      const runId = newId();
      await db.insert(importRuns).values({ id: runId, status: 'running', dataDir: `upload:${found.base}`, triggeredBy: `admin:${username}:${randomBytes(4).toString('hex')}` });
      const report = new ImportReporter();
      let error: string | null = null;
      try {
        await importFormatTables(db, found.tables, report, { matcher: await matcher(), log: () => {} });
        await deriveRanks(db);
      } catch (err) {
        error = errorText(err);
      }
      const out = reportOf(found.base, false, found, report);
      const summary: ImportSummary = { files: out.files, unmatched: out.unmatched, ignored: out.ignored };
      const empty = !error && out.totals.imported + out.totals.unchanged === 0;
      if (empty) error = emptyMessage(summary);
      const status = empty ? 'empty' : error ? 'failed' : 'succeeded';
      await db.update(importRuns).set({ status, finishedAt: new Date(), summary, error }).where(eq(importRuns.id, runId));
      dataChanged();
      return { ...out, runId, status, error };
    },
  };
}

const aliasView = (r: { alias: string; institutionId: string; institutionName: string | null; kind: string; source: string; createdAt: Date }) => ({
  alias: r.alias, institutionId: r.institutionId, institutionName: r.institutionName, kind: r.kind, source: r.source, createdAt: formatDateTime(r.createdAt),
});

/** 院校别名: the alias table the importer's matcher reads, listed and extended by the admin. */
export function aliasService(db: Db) {
  return {
    async list(query: PageInput & { keyword?: string }) {
      await seedSchoolAliases(db);
      const where = query.keyword
        ? or(ilike(schoolAliases.alias, `%${escapeLike(query.keyword)}%`), ilike(institutions.name, `%${escapeLike(query.keyword)}%`))
        : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db.select({
          alias: schoolAliases.alias, institutionId: schoolAliases.institutionId, institutionName: institutions.name,
          kind: schoolAliases.kind, source: schoolAliases.source, createdAt: schoolAliases.createdAt,
        }).from(schoolAliases).leftJoin(institutions, eq(institutions.id, schoolAliases.institutionId)).where(where)
          .orderBy(asc(institutions.name), asc(schoolAliases.alias)).limit(query.pageSize).offset((query.pageNumber - 1) * query.pageSize),
        db.select({ total: count() }).from(schoolAliases).leftJoin(institutions, eq(institutions.id, schoolAliases.institutionId)).where(where),
      ]);
      return pageOf(rows.map(aliasView), Number(total), query);
    },

    async add(input: { alias: string; institutionName: string; kind: AliasKind }, username: string) {
      const alias = canonicalName(input.alias);
      const [institution] = await db.select({ id: institutions.id, name: institutions.name }).from(institutions)
        .where(eq(institutions.name, canonicalName(input.institutionName))).limit(1);
      if (!institution) throw new AppError(400, 'aliasInstitutionNotFound', { name: input.institutionName });
      if (canonicalName(institution.name) === alias) throw new AppError(400, 'aliasSameAsName');
      const added = await db.insert(schoolAliases).values({ alias, institutionId: institution.id, kind: input.kind, source: `admin:${username}` })
        .onConflictDoNothing().returning({ alias: schoolAliases.alias });
      if (!added.length) throw new AppError(400, 'aliasExists', { alias });
      return { alias, institutionId: institution.id, institutionName: institution.name, kind: input.kind };
    },

    async remove(alias: string) {
      const gone = await db.delete(schoolAliases).where(and(eq(schoolAliases.alias, canonicalName(alias)))).returning({ alias: schoolAliases.alias });
      if (!gone.length) throw new AppError(404, 'aliasNotFound');
      return { alias: gone[0].alias };
    },
  };
}
