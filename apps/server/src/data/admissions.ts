import fs from 'node:fs';
import path from 'node:path';
import type { CsvRow } from './csv.ts';
import { streamCsv } from './csv-stream.ts';
import { AdmissionWriter, type AdmissionRow } from './admission-store.ts';
import { FILE_MISSING, type Importer } from './importer.ts';
import {
  boundOf,
  cleanText,
  isOfficial,
  normalizeProvince,
  normalizeSubjectType,
  NumberCells,
  parseYear,
  rankBoundOf,
  rowKey,
  textOrNull,
} from './normalize.ts';

export const ADMISSIONS_FILE = 'admissions/national/admissions.csv.gz';

type Level = AdmissionRow['level'];

/** dataType → level. `vocational-admission` is a batch, not a level: see levelOfVocational. */
const LEVEL_BY_DATA_TYPE: Record<string, Level> = {
  'major-admission': 'major',
  'major-group-admission': 'group',
  'institution-admission': 'institution',
  'admission-plan': 'plan',
  // One line per province and subject-requirement group, published by the university.
  'school-admission-summary': 'group',
};

/** The same lines are in control_lines_recent.csv, which the control-line importer reads. */
export const CONTROL_LINE_SKIP = 'control line (imported from control_lines_recent.csv)';

/** 高职(专科) lines: 院校专业组投档线 → group, 院校投档线 / 院校调档线 → institution, a major's name → major. */
export function levelOfVocational(majorName: string): Level {
  if (majorName.includes('专业组')) return 'group';
  if (majorName.startsWith('院校')) return 'institution';
  return 'major';
}

/**
 * 录取数据 of 29 provinces: streamed from the gzip file (never held whole), one row per published
 * line. Rows with an unusable required field are skipped with the reason; numbers are read as
 * published (`580及以上` → 580 with minScoreBound 'atLeast') and an unreadable one skips the row rather than guess it.
 */
export const importAdmissions: Importer = async (db, dir, report, ctx) => {
  const label = path.basename(ADMISSIONS_FILE);
  const file = path.join(dir, ADMISSIONS_FILE);
  if (!fs.existsSync(file)) {
    report.skip(label, FILE_MISSING);
    return;
  }
  const writer = await AdmissionWriter.open(db, report, label);
  const records = streamCsv(file, {
    limit: ctx.limit,
    onMalformed: () => {
      report.read(label);
      report.skip(label, 'malformed row');
    },
  });
  let read = 0;
  let readWholeFile = false;
  try {
    for (;;) {
      let next: IteratorResult<CsvRow>;
      try {
        next = await records.next();
      } catch (err) {
        // A corrupt or truncated file: what was read stays, nothing is removed.
        report.skip(label, `unreadable file (${err instanceof Error ? err.message : String(err)})`);
        break;
      }
      if (next.done) {
        readWholeFile = ctx.limit === undefined || read < ctx.limit;
        break;
      }
      read++;
      report.read(label);
      const parsed = parseAdmission(next.value, label);
      if (typeof parsed === 'string') {
        report.skip(label, parsed);
        continue;
      }
      parsed.institutionId = ctx.matcher.match(parsed.schoolName);
      if ((await writer.add(parsed)) && !parsed.institutionId) report.unmatchedSchool(parsed.province, parsed.schoolName);
      if (read % 100_000 === 0) ctx.log(`${label}: ${read} rows read`);
    }
  } finally {
    await records.return(undefined);
  }
  const removed = await writer.close(readWholeFile);
  if (removed) ctx.log(`${label}: ${removed} rows no longer in the file removed`);
};

/** One CSV record → the row to store, or the reason to skip it. */
export function parseAdmission(r: CsvRow, label: string): AdmissionRow | string {
  const dataType = cleanText(r.dataType);
  if (dataType === 'control-line') return CONTROL_LINE_SKIP;
  const province = normalizeProvince(r.province);
  if (!province) return 'unknown province';
  const year = parseYear(r.year);
  if (!year) return 'invalid year';
  const majorName = textOrNull(r.majorName);
  const level = dataType === 'vocational-admission' ? levelOfVocational(majorName ?? '') : LEVEL_BY_DATA_TYPE[dataType];
  if (!level) return 'unknown dataType';
  const subjectType = normalizeSubjectType(r.subjectType);
  if (!subjectType) return 'missing subject type';
  const batch = cleanText(r.batch);
  if (!batch) return 'missing batch';
  const schoolName = cleanText(r.schoolName);
  if (!schoolName) return 'missing school name';
  const sourceQuality = cleanText(r.sourceQuality);
  if (!sourceQuality) return 'missing sourceQuality';

  const cells = new NumberCells();
  const minScore = cells.number('minScore', r.minScore);
  const maxScore = cells.number('maxScore', r.maxScore);
  const avgScore = cells.number('avgScore', r.avgScore);
  const minRank = cells.whole('minRank', r.minRank);
  const minRankStart = cells.whole('minRankStart', r.minRankStart);
  const minRankEnd = cells.whole('minRankEnd', r.minRankEnd);
  const planCount = cells.whole('planCount', r.planCount);
  if (cells.unreadable) return cells.unreadable;
  if ([minScore, maxScore, avgScore, minRank, minRankStart, minRankEnd, planCount].every((n) => n === null)) return 'no score, rank or plan';

  const schoolCode = textOrNull(r.schoolCode);
  const groupCode = textOrNull(r.majorGroup);
  const majorCode = textOrNull(r.majorCode);
  const electiveRequirement = textOrNull(r.electiveRequirement);
  const tuition = textOrNull(r.tuition);
  const sourceId = textOrNull(r.sourceId);
  const sourceUrl = textOrNull(r.sourceUrl);
  // 580及以上 stays a bound; the key gains it only when there is one, so other rows keep their keys.
  const minScoreBound = minScore === null ? null : boundOf(r.minScore);
  const rank = minRank ?? minRankEnd;
  const minRankBound = rank === null ? null : rankBoundOf(r.minRank || r.minRankEnd, minScoreBound);
  const key = rowKey([
    label,
    province,
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
    minRank,
    minRankStart,
    minRankEnd,
    planCount,
    tuition,
    sourceQuality,
    sourceId,
    sourceUrl,
    ...(minScoreBound ? [minScoreBound] : []),
    ...(boundOf(r.minRank || r.minRankEnd) ? ['rank', boundOf(r.minRank || r.minRankEnd)] : []),
  ]);
  return {
    id: key,
    province,
    year,
    subjectType,
    batch,
    level,
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
    // The data set's own convention: wherever both are given, minRank equals minRankEnd (the
    // rank of the lowest admitted score). Where only the range is published, its end is the rank.
    minRank: rank,
    minRankBound,
    minRankStart,
    minRankEnd,
    rankDerived: false,
    planCount,
    tuition,
    note: null,
    sourceQuality,
    official: isOfficial(sourceQuality),
    sourceId,
    sourceUrl,
    source: label,
    rowKey: key,
    dataMode: 'real',
  };
}
