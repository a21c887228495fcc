/**
 * `npm run engine:backtest [-- --db] [--province 上海] [--json]`: the all-province back-test
 * (docs/engine.md). Reads the data set's files (DATA_DIR or ../shared/data) by default; `--db`
 * reads the configured database instead (DATABASE_URL, else PGlite under PGLITE_DIR): every
 * province and source imported there, zhiyuan-import/1 tables included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findProvince } from '@zhiyuan/shared';
import { formatBacktest, runBacktest, type BacktestInput } from './backtest.ts';
import { hasBacktestData, loadFiles } from './backtest-data.ts';

const USAGE = `Usage: npm run engine:backtest [-- [--db] [--province <省份>] [--json]]
  (default)          the data set's files in DATA_DIR (or ../shared/data)
  --db               the database instead: DATABASE_URL, else PGlite under PGLITE_DIR (stop a server holding it first)
  --province 上海    score only this province; each year's parameters are still fitted on every province's earlier years
  --json             also print the parameters fitted on every year as JSON
`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { db: { type: 'boolean' }, province: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const province = values.province === undefined ? undefined : findProvince(values.province)?.province;
  if (values.province !== undefined && !province) {
    process.stderr.write(`Unknown province: ${values.province}\n`);
    return 2;
  }
  const t0 = Date.now();
  const input = values.db ? await fromDatabase() : fromFiles();
  if (typeof input === 'string') {
    process.stderr.write(`${input}\n`);
    return 1;
  }
  const run = runBacktest(input, { province });
  const scope = province
    ? `scoring ${province} only (each year's parameters fitted on every province's earlier years)`
    : 'every province-year with earlier years';
  console.log(`Engine back-test on ${values.db ? 'the database' : 'the data set files'}: ${scope}, each predicted from earlier years only\n`);
  console.log(formatBacktest(run));
  if (province && !run.rows.length) console.log(`\n${province}: no province-year scored (a year needs earlier years of lines and its own rank table).`);
  if (values.json) console.log(JSON.stringify(run.shipped));
  console.log(`\n(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return 0;
}

function fromFiles(): BacktestInput | string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = process.env.DATA_DIR ?? path.resolve(here, '../../../../../shared/data');
  if (!hasBacktestData(dir)) return `The national admissions file is not in ${dir}: set DATA_DIR to the public data set, or pass --db.`;
  return loadFiles(dir);
}

/** The configured database, brought to the current schema as a server start does (no seed), then read. */
async function fromDatabase(): Promise<BacktestInput | string> {
  const { loadConfig } = await import('../config.ts');
  const { migrate, openDatabase } = await import('../db/client.ts');
  const { loadBacktestInput } = await import('../modules/engine/backtest-repo.ts');
  const config = loadConfig();
  let name: string;
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    name = `PostgreSQL ${url.host}${url.pathname}`;
  } else {
    if (!fs.existsSync(config.PGLITE_DIR))
      return `No database: PGlite folder ${config.PGLITE_DIR} does not exist (set DATABASE_URL or PGLITE_DIR, or import with npm run data:import).`;
    name = `PGlite ${path.resolve(config.PGLITE_DIR)}`;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dir: config.PGLITE_DIR });
  try {
    await migrate(database);
    const input = await loadBacktestInput(database.db, name);
    if (!input.sets.length)
      return `The database (${name}) holds no imported admission lines: import the data set or zhiyuan-import/1 files first (npm run data:import).`;
    return input;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Back-test failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
