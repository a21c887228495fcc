import { asc, count, desc, eq, gt, isNotNull, and, sql } from 'drizzle-orm';
import { RUNNING_FOR_AT_MOST_MS } from '../../data/run.ts';
import type { Db } from '../../db/client.ts';
import { admissionRecords, dataVersions, importRuns, institutions, majors, rankTables } from '../../db/schema/index.ts';
import { distinctValues } from './distinct.ts';

/** What the search filters are made of (service.ts orders and names them): one query each, side by side. */
export async function filterFacts(db: Db) {
  const active = eq(institutions.status, 'active');
  const n = count();
  const [levels, types, tagRows, flags, provinceRows, admissionProvinces, rankProvinces, majorLevels] = await Promise.all([
    db
      .selectDistinct({ v: institutions.level })
      .from(institutions)
      .where(and(active, isNotNull(institutions.level))),
    db
      .selectDistinct({ v: institutions.type })
      .from(institutions)
      .where(and(active, isNotNull(institutions.type))),
    db
      .select({ v: sql<string>`t.tag`, n: count() })
      .from(sql`${institutions}, jsonb_array_elements_text(${institutions.tags}) as t(tag)`)
      .where(active)
      .groupBy(sql`t.tag`)
      .orderBy(desc(count()), sql`t.tag`),
    db
      .select({
        is985: sql<boolean>`bool_or(${institutions.is985})`,
        is211: sql<boolean>`bool_or(${institutions.is211})`,
        doubleFirstClass: sql<boolean>`bool_or(${institutions.isDoubleFirstClass})`,
      })
      .from(institutions)
      .where(active),
    db
      .select({ code: institutions.provinceCode, n })
      .from(institutions)
      .where(and(active, isNotNull(institutions.provinceCode)))
      .groupBy(institutions.provinceCode)
      .orderBy(asc(institutions.provinceCode)),
    distinctValues<string>(db, admissionRecords, admissionRecords.province),
    distinctValues<string>(db, rankTables, rankTables.province),
    db.selectDistinct({ v: majors.level }).from(majors),
  ]);
  return { levels, types, tagRows, flags, provinceRows, admissionProvinces, rankProvinces, majorLevels };
}

/**
 * The data versions (data_version, bumped by triggers) and whether an import is running now (a run
 * left `running` longer than an import can take is one whose process is gone).
 */
export async function readDataVersions(db: Db): Promise<{ versions: { scope: string; epoch: string; version: number }[]; importing: boolean }> {
  const [versions, running] = await Promise.all([
    db.select().from(dataVersions),
    db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.status, 'running'), gt(importRuns.startedAt, new Date(Date.now() - RUNNING_FOR_AT_MOST_MS))))
      .limit(1),
  ]);
  return { versions, importing: running.length > 0 };
}
