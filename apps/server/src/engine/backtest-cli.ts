/** `npm run engine:backtest`: prints the 广东 calibration table (DATA_DIR or ../shared/data). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBacktest, hasBacktestData, runBacktest } from './backtest.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.env.DATA_DIR ?? path.resolve(here, '../../../../../shared/data');
if (!hasBacktestData(dir)) {
  console.error(`The 广东 per-major files are not in ${dir}: set DATA_DIR to the public data set.`);
  process.exit(1);
}
const t0 = Date.now();
const { fitted, shipped } = runBacktest(dir);
console.log('广东 back-test: fit on 2021–2022, predict 2023 (院校专业组; admitted = student rank ≤ the group\'s 2023 min rank)\n');
console.log(formatBacktest(fitted, 'Parameters fitted on 2021 → 2022 (lowest Brier)'));
console.log('');
console.log(formatBacktest(shipped, 'Shipped defaults (DEFAULT_PARAMS)'));
console.log(`\n(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
