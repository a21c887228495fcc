/**
 * The engine alone on a full province without a database (`tsx apps/server/src/engine/bench-files.ts`):
 * 河北 and 广东 物理类 built from the data set's files (DATA_DIR), 2 000 recommendations each at
 * scores 450–699, p50/p99. bench/engine.ts measures the same over PostgreSQL once it is imported.
 */
import { findProvince } from '@zhiyuan/shared';
import { readNationalLines, readNationalTables } from './backtest-data.ts';
import { ProvinceIndex, recommend, type EngineRequest } from './index.ts';
const dir = process.env.DATA_DIR ?? '../shared/data';
const all = readNationalLines(dir).byProvince;
const byProvince = new Map([
  ['河北', all.get('河北')!],
  ['广东', all.get('广东')!],
]);
all.clear();
const { tables } = readNationalTables(dir);
for (const [province, subjectType] of [
  ['河北', '物理类'],
  ['广东', '物理类'],
] as const) {
  const rankTables = [...tables]
    .filter(([k]) => k.startsWith(province + '|'))
    .map(([k, rows]) => ({ year: Number(k.split('|')[1]), subjectType: k.split('|')[2], rows }));
  const index = new ProvinceIndex({
    config: findProvince(province)!,
    records: byProvince.get(province)!,
    rankTables,
    schools: new Map(),
    majorClasses: new Map(),
    dataMode: 'real',
  });
  const year = index.defaultYear(subjectType, 2);
  const req = (score: number): EngineRequest => ({
    year,
    subjectType,
    subjects: null,
    score,
    rank: null,
    batch: 2,
    filters: {},
    tiers: null,
    includeUnlikely: false,
    sort: 'probability',
    pageNumber: 1,
    pageSize: 20,
    lang: 'zh-CN',
  });
  recommend(index, req(560));
  const times: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    recommend(index, req(450 + (i % 250)));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pool = index.prepare(subjectType, 2, year);
  console.log(
    province,
    subjectType,
    'units',
    pool?.entries.length,
    'p50',
    times[1000].toFixed(3),
    'p99',
    times[1980].toFixed(3),
    'max',
    times[1999].toFixed(3),
  );
}
