import path from 'node:path';
import type { Db } from '../db/client.ts';
import { institutions, majors, offerings } from '../db/schema/index.ts';
import { readInstitutions } from './catalog-institutions.ts';
import { majorId, readMajors } from './catalog-majors.ts';
import { readCsv } from './csv.ts';
import type { ImportReporter } from './report.ts';
import { upsertChanged } from './upsert.ts';

const OFFERINGS_FILE = 'undergraduate_offerings.csv';

/**
 * Imports the catalog part of the data set from `dir`: institutions (institutions/*.csv), the
 * undergraduate and vocational majors and the undergraduate offerings (majors/*.csv). Writes
 * only rows that are new or changed, so a second run reports everything unchanged.
 */
export async function importCatalog(db: Db, dir: string, report: ImportReporter): Promise<void> {
  const { rows: institutionRows, merged, tagNames } = readInstitutions(dir, report);
  const storedInstitutions = new Map((await db.select().from(institutions)).map((r) => [r.id, r]));
  const institutionResult = await upsertChanged(db, institutions, [institutions.id], institutionRows, storedInstitutions, (r) => r.id);
  countWrites(
    report,
    institutionRows.map((r) => ({ file: r.source, id: r.id })),
    institutionResult.written,
  );
  countWrites(report, merged, institutionResult.written);

  const majorRows = readMajors(dir, report);
  const storedMajors = new Map((await db.select().from(majors)).map((r) => [r.id, r]));
  const majorResult = await upsertChanged(db, majors, [majors.id], majorRows, storedMajors, (r) => r.id);
  countWrites(
    report,
    majorRows.map((r) => ({ file: r.source, id: r.id })),
    majorResult.written,
  );

  await importOfferings(db, dir, report, tagNames);
}

/** Per file: a row is imported when this run wrote its target, unchanged otherwise. */
function countWrites(report: ImportReporter, rows: { file: string; id: string }[], written: Set<string>) {
  for (const { file, id } of rows) {
    if (written.has(id)) report.imported(file);
    else report.unchanged(file);
  }
}

/**
 * 开设专业: school_yxdm is the 院校代码 of the MoE list, except for a few schools whose code in
 * the tags file differs; those are found through the tags file's name for that code.
 */
async function importOfferings(db: Db, dir: string, report: ImportReporter, tagNames: Map<string, string>) {
  const file = OFFERINGS_FILE;
  const known = await db.select({ id: institutions.id, guobiaoCode: institutions.guobiaoCode, name: institutions.name }).from(institutions);
  const byGuobiao = new Map(known.flatMap((r) => (r.guobiaoCode ? [[r.guobiaoCode, r.id] as const] : [])));
  const byName = new Map(known.map((r) => [r.name, r.id]));
  const majorIds = new Set((await db.select({ id: majors.id }).from(majors)).map((r) => r.id));

  const rows: (typeof offerings.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const r of readCsv(path.join(dir, 'majors', file), report) ?? []) {
    const yxdm = r.school_yxdm ?? '';
    const code = r.major_code ?? '';
    if (!yxdm || !code) {
      report.skip(file, 'missing code');
      continue;
    }
    const tagName = tagNames.get(yxdm);
    const institutionId = byGuobiao.get(yxdm) ?? (tagName ? byName.get(tagName) : undefined);
    if (!institutionId) {
      report.skip(file, 'unknown school');
      continue;
    }
    const id = majorId('本科', code);
    if (!majorIds.has(id)) {
      report.skip(file, 'unknown major');
      continue;
    }
    const key = `${institutionId}|${id}`;
    if (seen.has(key)) {
      report.skip(file, 'duplicate');
      continue;
    }
    seen.add(key);
    rows.push({ institutionId, majorId: id, source: file, dataMode: 'real' });
  }

  const keyOf = (r: { institutionId: string; majorId: string }) => `${r.institutionId}|${r.majorId}`;
  const stored = new Map((await db.select().from(offerings)).map((r) => [keyOf(r), r]));
  const { written } = await upsertChanged(db, offerings, [offerings.institutionId, offerings.majorId], rows, stored, keyOf);
  countWrites(
    report,
    rows.map((r) => ({ file, id: keyOf(r) })),
    written,
  );
}
