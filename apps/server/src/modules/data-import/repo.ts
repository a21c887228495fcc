import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionRecords, controlLines, importRuns, institutions, majors, offerings, rankTables, type ImportSummary } from '../../db/schema/index.ts';

/** The queries of the import history, the data statistics and the admin's uploads (service.ts and upload.ts hold the rules). */

export type ImportRunRow = typeof importRuns.$inferSelect;

/** A page of import runs, newest first. */
export function importRunPage(db: Db, limit: number, offset: number): Promise<ImportRunRow[]> {
  return db.select().from(importRuns).orderBy(desc(importRuns.startedAt)).limit(limit).offset(offset);
}

/** How many import runs there are. */
export async function importRunCount(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(importRuns);
  return Number(total);
}

/** The import run, or undefined. */
export async function importRunById(db: Db, id: string): Promise<ImportRunRow | undefined> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id)).limit(1);
  return row;
}

/** The id of a run marked running (any one), or undefined. */
export async function runningImport(db: Db): Promise<{ id: string } | undefined> {
  const [running] = await db.select({ id: importRuns.id }).from(importRuns).where(eq(importRuns.status, 'running')).limit(1);
  return running;
}

/** The start of the latest run marked running that started after `since`, or undefined. */
export async function latestRunningSince(db: Db, since: Date): Promise<{ startedAt: Date } | undefined> {
  const [row] = await db
    .select({ startedAt: importRuns.startedAt })
    .from(importRuns)
    .where(and(eq(importRuns.status, 'running'), gt(importRuns.startedAt, since)))
    .orderBy(desc(importRuns.startedAt))
    .limit(1);
  return row;
}

/** The id of the run triggered by `marker`, or undefined. */
export async function runByMarker(db: Db, marker: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: importRuns.id }).from(importRuns).where(eq(importRuns.triggeredBy, marker)).limit(1);
  return row;
}

/** Records a new run as running. */
export async function insertRunningImport(db: Db, id: string, dataDir: string, triggeredBy: string): Promise<void> {
  await db.insert(importRuns).values({ id, status: 'running', dataDir, triggeredBy });
}

/** Marks the run finished now, with how it ended. */
export async function finishImportRun(
  db: Db,
  id: string,
  end: { status: 'succeeded' | 'failed' | 'empty'; summary: ImportSummary; error: string | null },
): Promise<void> {
  await db.update(importRuns).set({ status: end.status, finishedAt: new Date(), summary: end.summary, error: end.error }).where(eq(importRuns.id, id));
}

/** Row counts of the data tables (institutions with how many are real data), one query each, side by side. */
export async function tableCounts(db: Db) {
  const [[inst], [maj], [off], [adm], [rank], [ctl]] = await Promise.all([
    db.select({ n: count(), real: sql<number>`count(*) filter (where ${institutions.dataMode} = 'real')::int` }).from(institutions),
    db.select({ n: count() }).from(majors),
    db.select({ n: count() }).from(offerings),
    db.select({ n: count() }).from(admissionRecords),
    db.select({ n: count() }).from(rankTables),
    db.select({ n: count() }).from(controlLines),
  ]);
  return { inst, maj, off, adm, rank, ctl };
}

/** Row counts per province and year: admission rows (by level), rank-table rows and 批次线, side by side. */
export async function provinceYearCounts(db: Db) {
  const [admissionRows, rankRows, controlRows] = await Promise.all([
    db
      .select({ province: admissionRecords.province, year: admissionRecords.year, level: admissionRecords.level, n: count() })
      .from(admissionRecords)
      .groupBy(admissionRecords.province, admissionRecords.year, admissionRecords.level),
    db.select({ province: rankTables.province, year: rankTables.year, n: count() }).from(rankTables).groupBy(rankTables.province, rankTables.year),
    db.select({ province: controlLines.province, year: controlLines.year, n: count() }).from(controlLines).groupBy(controlLines.province, controlLines.year),
  ]);
  return { admissionRows, rankRows, controlRows };
}
