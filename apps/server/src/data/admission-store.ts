import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admissionRecords } from '../db/schema/index.ts';
import type { InstitutionMatcher } from './matcher.ts';
import type { ImportReporter } from './report.ts';
import { insertJson, selectJson } from './sync.ts';
import { inBatches } from './upsert.ts';

export type AdmissionRow = typeof admissionRecords.$inferInsert & { id: string; rowKey: string };

/** Rows per INSERT (one JSON parameter): measured fastest on PGlite from 1,000 up. */
const INSERT_BATCH = 2000;

/**
 * Writes one file's admission rows. A row's key hashes everything it publishes, so a row already
 * stored is left alone (`unchanged`), a second copy in the file is a `duplicate`, and, once the
 * whole file has been read, stored rows the file no longer holds are removed. Stored keys are
 * loaded once; new rows go in batches, each INSERT its own short transaction.
 */
export class AdmissionWriter {
  private existing = new Set<string>();
  private readonly seen = new Set<string>();
  private pending: AdmissionRow[] = [];

  private constructor(
    private readonly db: Db,
    private readonly report: ImportReporter,
    readonly label: string,
  ) {}

  static async open(db: Db, report: ImportReporter, label: string): Promise<AdmissionWriter> {
    const writer = new AdmissionWriter(db, report, label);
    const stored = await selectJson<{ row_key: string }>(db, sql`select row_key from ${admissionRecords} where source = ${label}`);
    writer.existing = new Set(stored.map((r) => r.row_key));
    return writer;
  }

  /** False when the row is a duplicate of one already read from this file. */
  async add(row: AdmissionRow): Promise<boolean> {
    if (this.seen.has(row.rowKey)) {
      this.report.skip(this.label, 'duplicate');
      return false;
    }
    this.seen.add(row.rowKey);
    if (this.existing.has(row.rowKey)) {
      this.report.unchanged(this.label);
      return true;
    }
    this.pending.push(row);
    if (this.pending.length >= INSERT_BATCH) await this.flush();
    return true;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (!batch.length) return;
    const inserted = await insertJson(this.db, admissionRecords, batch, { target: ['row_key'] });
    this.report.imported(this.label, inserted);
    // Another import (another server on the same PostgreSQL) got there first: stored, unchanged.
    if (inserted < batch.length) this.report.unchanged(this.label, batch.length - inserted);
  }

  /** Writes what is pending; when the whole file was read, removes rows it no longer holds. Returns how many were removed. */
  async close(readWholeFile: boolean): Promise<number> {
    await this.flush();
    if (!readWholeFile) return 0;
    const gone = [...this.existing].filter((k) => !this.seen.has(k));
    for (const batch of inBatches(gone)) await this.db.delete(admissionRecords).where(inArray(admissionRecords.rowKey, batch));
    return gone.length;
  }
}

/**
 * Matches again the school names of stored rows whose institution has changed since they were
 * written (an institution added or renamed by the catalog import, a better matching rule):
 * one pass over the distinct names, an UPDATE only where the answer differs.
 */
export async function rematchInstitutions(db: Db, matcher: InstitutionMatcher, codeIsNational: (source: string) => boolean): Promise<number> {
  const a = admissionRecords;
  const names = await db
    .selectDistinct({ source: a.source, schoolName: a.schoolName, schoolCode: a.schoolCode, institutionId: a.institutionId })
    .from(a)
    .where(eq(a.dataMode, 'real'));
  let updated = 0;
  for (const n of names) {
    const id = matcher.match(n.schoolName, codeIsNational(n.source) ? n.schoolCode : null);
    if (id === n.institutionId) continue;
    const rows = await db
      .update(a)
      .set({ institutionId: id })
      .where(
        and(
          eq(a.source, n.source),
          eq(a.schoolName, n.schoolName),
          n.schoolCode === null ? isNull(a.schoolCode) : eq(a.schoolCode, n.schoolCode),
          sql`${a.institutionId} is not distinct from ${n.institutionId}`,
        ),
      )
      .returning({ id: a.id });
    updated += rows.length;
  }
  return updated;
}
