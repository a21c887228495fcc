import ExcelJS from 'exceljs';
import { openDatabase, migrate } from './src/db/client.ts';
import { uploadService } from './src/modules/data-import/upload.ts';
const PROVINCE = '上海';
const YEARS = [2023, 2024, 2025];
/**
 * Rank tables for the lines' years and the next one: filing for 2027 reads ranks in the newest
 * table (2026), and with the real data set beside these files its 上海 2026 table would put the
 * made-up lines at another student's rank. A format table's row replaces the data set's.
 */
const TABLE_YEARS = [...YEARS, 2026];
/** Each school's group 01 line in 2025 (group 02 is 5 points under), close together around the student's 580; the short names match nothing yet. */
const SCHOOLS: { name: string; base: number; institution: string }[] = [
  { name: '清华大学', base: 598, institution: '清华大学' },
  { name: '北京大学', base: 596, institution: '北京大学' },
  { name: '南京大学', base: 593, institution: '南京大学' },
  { name: '华中大', base: 590, institution: '华中科技大学' },
  { name: '武汉大学', base: 588, institution: '武汉大学' },
  { name: '东南大学', base: 586, institution: '东南大学' },
  { name: '中山大学', base: 584, institution: '中山大学' },
  { name: '北京师范大学', base: 582, institution: '北京师范大学' },
  { name: '北京邮电大学', base: 580, institution: '北京邮电大学' },
  { name: '华南理工大学', base: 578, institution: '华南理工大学' },
  { name: '南师大', base: 576, institution: '南京师范大学' },
  { name: '暨大', base: 574, institution: '暨南大学' },
];
const SHORT = SCHOOLS.filter((s) => s.name !== s.institution);
const DRIFT: Record<number, number> = { 2023: 2, 2024: -1, 2025: 0 };
const CANDIDATES = 52_000;

/** Candidates with this score or more: a normal cohort (mean 430, sd 75), made up. */
function rankAt(score: number): number {
  const z = (score - 430) / 75;
  // Abramowitz–Stegun erf, enough for a plausible table.
  const t = 1 / (1 + 0.3275911 * Math.abs(z / Math.SQRT2));
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  const cdf = 0.5 * (1 + Math.sign(z) * erf);
  return Math.max(1, Math.round(CANDIDATES * (1 - cdf)));
}

/** One workbook, three zhiyuan-import/1 tables: lines (group level, codes 01/02), rank-table, control-lines. */
async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const lines = book.addWorksheet('lines');
  lines.addRow(['zhiyuan-import/1', 'lines']);
  lines.addRow(['province', 'year', 'subjectType', 'batch', 'level', 'schoolName', 'groupCode', 'electiveRequirement', 'minScore', 'minRank', 'planCount']);
  for (const year of YEARS) {
    for (const s of SCHOOLS) {
      for (const [code, under] of [
        ['01', 0],
        ['02', 5],
      ] as const) {
        const score = s.base - under + DRIFT[year];
        lines.addRow([PROVINCE, year, '综合', '本科批', 'group', s.name, code, code === '01' ? '物理' : '不限', score, rankAt(score), 20 + under * 2]);
      }
    }
  }
  const ranks = book.addWorksheet('rank-table');
  ranks.addRow(['zhiyuan-import/1', 'rank-table']);
  ranks.addRow(['province', 'year', 'subjectType', 'score', 'rank', 'count']);
  for (const year of TABLE_YEARS) {
    for (let score = 660; score >= 250; score--) ranks.addRow([PROVINCE, year, '综合', score, rankAt(score), rankAt(score) - rankAt(score + 1)]);
  }
  const control = book.addWorksheet('control-lines');
  control.addRow(['zhiyuan-import/1', 'control-lines']);
  control.addRow(['province', 'year', 'subjectType', 'batch', 'score']);
  for (const year of YEARS) control.addRow([PROVINCE, year, '综合', '本科批', 402]);
  return Buffer.from(await book.xlsx.writeBuffer());
}


const database = await openDatabase({ dir: '/work/main/var/tmp/timing-db' });
await migrate(database);
const file = await workbook();
const svc = uploadService(database.db);
let t = Date.now();
const dry = { totals: 0 }; // await svc.dryRun('上海-2023-2025.xlsx', file);
console.log('dryRun', Date.now() - t, JSON.stringify(dry.totals));
t = Date.now();
const done = { totals: 0, status: 0 }; // ('上海-2023-2025.xlsx', file, 'admin');
console.log('commit', Date.now() - t, JSON.stringify(done.totals), done.status);
t = Date.now();
const again = { totals: 0, status: 0 }; // ('上海-2023-2025.xlsx', file, 'admin');
console.log('commit again', Date.now() - t, JSON.stringify(again.totals), again.status);
await database.close();
{
  const { tablesOfFile, importFormatTables } = await import('./src/data/import-format.ts');
  const { ImportReporter } = await import('./src/data/report.ts');
  const { InstitutionMatcher } = await import('./src/data/matcher.ts');
  const { SchoolSuggester } = await import('./src/data/school-suggest.ts');
  const { seedSchoolAliases } = await import('./src/data/school-aliases.ts');
  const d2 = await openDatabase({ dir: '/work/main/var/tmp/timing-db' });
  const time = async <T,>(l: string, f: () => Promise<T>) => { const t0 = Date.now(); const r = await f(); console.log(l, Date.now() - t0); return r; };
  const found = await time('tablesOfFile', () => tablesOfFile('上海-2023-2025.xlsx', file));
  await time('seed', () => seedSchoolAliases(d2.db));
  const m = await time('matcher', () => InstitutionMatcher.load(d2.db));
  await time('suggester', () => SchoolSuggester.load(d2.db));
  for (const tb of found.tables) await time('dry ' + tb.kind, () => importFormatTables(d2.db, [tb], new ImportReporter(), { matcher: m, log: () => {} }, { dryRun: true }));
  await d2.close();
}
