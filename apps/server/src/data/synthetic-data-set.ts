import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const COLUMNS = [
  'province',
  'year',
  'subjectType',
  'batch',
  'dataType',
  'schoolName',
  'schoolCode',
  'majorName',
  'majorCode',
  'majorGroup',
  'electiveRequirement',
  'minScore',
  'maxScore',
  'avgScore',
  'minRank',
  'minRankStart',
  'minRankEnd',
  'planCount',
  'tuition',
  'sourceQuality',
  'sourceId',
  'sourceUrl',
];

/**
 * A made-up data folder for tests of the import's progress (nothing in it comes from the public
 * data set): `admissions/national/admissions.csv.gz` with `rows` group lines of invented schools
 * (测试学院1…), every other file of the data set missing (the importer reports those). Big
 * enough, it keeps a run busy for a while on the embedded database.
 */
export function writeSyntheticDataSet(dir: string, rows: number): string {
  const lines = [COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const school = `测试学院${(i % 400) + 1}`;
    const score = 400 + (i % 300);
    lines.push(
      [
        '广东',
        String(2021 + (i % 5)),
        '物理类',
        '本科批',
        'major-group-admission',
        school,
        String(10000 + (i % 400)),
        '',
        '',
        `G${i}`,
        '',
        String(score),
        '',
        '',
        String(200000 - score * 200 + (i % 97)),
        '',
        '',
        '',
        '',
        'official-synthetic-test',
        `synthetic-${i}`,
        '',
      ].join(','),
    );
  }
  const file = path.join(dir, 'admissions/national/admissions.csv.gz'); // ADMISSIONS_FILE (admissions.ts), kept free of server imports for e2e
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
  return dir;
}
