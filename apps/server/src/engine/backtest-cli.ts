/** `npm run engine:backtest`: prints the all-province back-test (DATA_DIR or ../shared/data). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatBacktest, hasBacktestData, runBacktest } from './backtest.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.env.DATA_DIR ?? path.resolve(here, '../../../../../shared/data');
if (!hasBacktestData(dir)) {
  console.error(`The national admissions file is not in ${dir}: set DATA_DIR to the public data set.`);
  process.exit(1);
}
const t0 = Date.now();
const run = runBacktest(dir);
console.log('Engine back-test: every province-year with earlier years, each predicted from earlier years only\n');
console.log(formatBacktest(run));
if (process.argv.includes('--json')) console.log(JSON.stringify(run.shipped));
console.log(`\n(${((Date.now() - t0) / 1000).toFixed(1)} s)`);
