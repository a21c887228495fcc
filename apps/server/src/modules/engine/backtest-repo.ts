import { and, count, countDistinct, desc, eq, inArray, ne } from 'drizzle-orm';
import { findProvince } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { admissionRecords as a, importRuns, rankTables as t } from '../../db/schema/index.ts';
import type { BacktestInput, BacktestSet, DataVersion } from '../../engine/backtest.ts';
import { mappedSubject, normalizeSubject } from '../../engine/batches.ts';
import { RankScale, type RankRowInput } from '../../engine/rank-scale.ts';
import type { LineRecord } from '../../engine/units.ts';
import { LINE_COLUMNS } from './repo.ts';

/** Levels that are admission lines (plans carry no cut-off). */
const LINE_LEVELS = ['institution', 'group', 'major'] as ('institution' | 'group' | 'major')[];

/**
 * The back-test's input from the database (docs/engine.md, "Running on the database"): every
 * admission line and rank table that is not demo data, per province, whichever file or upload
 * imported it (the data set's own readers and zhiyuan-import/1 tables alike), read as the
 * engine's store reads them (modules/engine/store.ts). `database` names it in the output.
 */
export async function loadBacktestInput(db: Db, database: string): Promise<BacktestInput> {
  const real = and(ne(a.dataMode, 'demo'), inArray(a.level, LINE_LEVELS));
  const provinces = await db.selectDistinct({ province: a.province }).from(a).where(real).orderBy(a.province);
  const sets: BacktestSet[] = [];
  const leftOut: DataVersion['leftOut'] = [];
  let lines = 0;
  let rankTableRows = 0;
  for (const { province } of provinces) {
    const config = findProvince(province);
    if (!config) {
      const [{ n }] = await db
        .select({ n: count() })
        .from(a)
        .where(and(real, eq(a.province, province)));
      leftOut.push({ province, lines: n });
      continue;
    }
    const [records, tableRows] = await Promise.all([
      db
        .select(LINE_COLUMNS)
        .from(a)
        .where(and(real, eq(a.province, province))),
      db
        .select({
          year: t.year,
          subjectType: t.subjectType,
          score: t.score,
          scoreMin: t.scoreMin,
          scoreMax: t.scoreMax,
          rankStart: t.rankStart,
          rankEnd: t.rankEnd,
          count: t.countAtScore,
        })
        .from(t)
        .where(and(eq(t.province, province), ne(t.dataMode, 'demo'))),
    ]);
    lines += records.length;
    rankTableRows += tableRows.length;
    sets.push({ source: 'database', province, records: records as LineRecord[], tables: scalesOf(tableRows, config.type) });
  }
  const [{ sources }] = await db
    .select({ sources: countDistinct(a.source) })
    .from(a)
    .where(real);
  const [latest] = await db
    .select({ id: importRuns.id, finishedAt: importRuns.finishedAt, dataDir: importRuns.dataDir })
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.finishedAt))
    .limit(1);
  return { sets, version: { source: 'database', database, leftOut, lines, rankTableRows, sources: Number(sources), latestImport: latest ?? null } };
}

/**
 * A province's rank tables by `year|subjectType` as the engine keys them (engine/recommend.ts,
 * ProvinceIndex): in a 3+1+2 province an old 理科/文科 table stands in for 物理类/历史类, and a
 * reformed year's own table beats a mapped one.
 */
function scalesOf(rows: (RankRowInput & { year: number; subjectType: string })[], examMode: number): Map<string, RankScale> {
  const byTable = new Map<string, RankRowInput[]>();
  for (const r of rows) {
    const key = `${r.year}|${r.subjectType}`;
    let list = byTable.get(key);
    if (!list) byTable.set(key, (list = []));
    list.push(r);
  }
  const out = new Map<string, RankScale>();
  for (const [key, list] of byTable) {
    const [year, label] = key.split('|');
    const subject = normalizeSubject(label);
    if (!subject) continue;
    const { subjectType, mapped } = mappedSubject(subject, examMode);
    const target = `${year}|${subjectType}`;
    if (mapped && out.has(target)) continue;
    try {
      out.set(target, new RankScale(list));
    } catch {
      /* an empty or broken table is no table */
    }
  }
  return out;
}
