import fs from 'node:fs';
import path from 'node:path';
import { readCsv, type CsvRow } from './csv.ts';
import { AdmissionWriter, type AdmissionRow } from './admission-store.ts';
import { FILE_MISSING, type Importer } from './importer.ts';
import { boundOf, cleanText, NumberCells, parseYear, rankBoundOf, rowKey, textOrNull } from './normalize.ts';

export const GUANGDONG_DIR = 'admissions/guangdong';
/** 2021_physics_majors.csv, 2023_history_majors.csv … */
const MAJORS_FILE = /^(\d{4})_(physics|history)_majors\.csv$/;
const SUBJECT_TYPE = { physics: '物理类', history: '历史类' } as const;

/** The data set's README does not call these files official. */
export const GUANGDONG_MAJORS_QUALITY = 'third-party-guangdong-major-csv';

/** The 广东 per-major files: their 代码 is the national 院校代码, so schools match by code first. */
export const isGuangdongMajorsFile = (source: string) => MAJORS_FILE.test(source);

/**
 * 广东 本科批 admissions per major, 2021 onwards (物理类 / 历史类), as major-level rows of 广东.
 * 最低分平均排位 is the min rank; 2021 publishes half ranks (the mean of a tie range), stored
 * rounded up — the more cautious rank.
 */
export const importGuangdongMajors: Importer = async (db, dir, report, ctx) => {
  const folder = path.join(dir, GUANGDONG_DIR);
  const names = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((f) => MAJORS_FILE.test(f))
        .sort()
    : [];
  if (!names.length) {
    report.skip('20XX_{physics,history}_majors.csv', FILE_MISSING);
    return;
  }
  for (const name of names) {
    const [, fileYear, kind] = MAJORS_FILE.exec(name)!;
    const rows = readCsv(path.join(folder, name), report);
    if (!rows) continue;
    const writer = await AdmissionWriter.open(db, report, name);
    for (const r of rows) {
      const parsed = parseGuangdongMajor(r, name, Number(fileYear), SUBJECT_TYPE[kind as keyof typeof SUBJECT_TYPE]);
      if (typeof parsed === 'string') {
        report.skip(name, parsed);
        continue;
      }
      parsed.institutionId = ctx.matcher.match(parsed.schoolName, parsed.schoolCode);
      if ((await writer.add(parsed)) && !parsed.institutionId) report.unmatchedSchool(parsed.province, parsed.schoolName);
    }
    const removed = await writer.close(true);
    if (removed) ctx.log(`${name}: ${removed} rows no longer in the file removed`);
  }
};

export function parseGuangdongMajor(r: CsvRow, label: string, fileYear: number, subjectType: string): AdmissionRow | string {
  const year = parseYear(r['年份']) ?? fileYear;
  const schoolName = cleanText(r['院校名称']);
  if (!schoolName) return 'missing school name';
  const cells = new NumberCells();
  const maxScore = cells.number('最高分', r['最高分']);
  const minScore = cells.number('最低分', r['最低分']);
  const avgScore = cells.number('平均分', r['平均分']);
  const rank = cells.number('最低分平均排位', r['最低分平均排位']);
  const planCount = cells.whole('录取人数', r['录取人数']);
  if (cells.unreadable) return cells.unreadable;
  if ([minScore, maxScore, avgScore, rank, planCount].every((n) => n === null)) return 'no score, rank or plan';

  const schoolCode = textOrNull(r['代码']);
  const majorCode = textOrNull(r['专业编号']);
  const majorName = textOrNull(r['专业/类']);
  const groupCode = textOrNull(r['专业组']);
  const electiveRequirement = textOrNull(r['选科']);
  const note = [cleanText(r['学院部']), cleanText(r['备注'])].filter(Boolean).join('；') || null;
  const batch = '本科批';
  const dataType = 'major-admission';
  const minScoreBound = minScore === null ? null : boundOf(r['最低分']);
  const key = rowKey([
    label,
    '广东',
    year,
    subjectType,
    batch,
    dataType,
    schoolCode,
    schoolName,
    groupCode,
    majorCode,
    majorName,
    electiveRequirement,
    minScore,
    maxScore,
    avgScore,
    rank,
    planCount,
    note,
    ...(minScoreBound ? [minScoreBound] : []),
  ]);
  return {
    id: key,
    province: '广东',
    year,
    subjectType,
    batch,
    level: 'major',
    dataType,
    institutionId: null,
    schoolName,
    schoolCode,
    groupCode,
    majorName,
    majorCode,
    electiveRequirement,
    minScore,
    minScoreBound,
    maxScore,
    avgScore,
    minRank: rank === null ? null : Math.ceil(rank),
    minRankBound: rank === null ? null : rankBoundOf(r['最低分平均排位'], minScoreBound),
    minRankStart: null,
    minRankEnd: null,
    rankDerived: false,
    planCount,
    tuition: null,
    note,
    sourceQuality: GUANGDONG_MAJORS_QUALITY,
    official: false,
    sourceId: null,
    sourceUrl: null,
    source: label,
    rowKey: key,
    dataMode: 'real',
  };
}
