import path from 'node:path';
import type { majors } from '../db/schema/index.ts';
import { readCsv } from './csv.ts';
import { namePinyin } from './pinyin.ts';
import type { ImportReporter } from './report.ts';

export type MajorRow = typeof majors.$inferInsert & { id: string };

export const MAJOR_FILES = {
  undergraduate: 'undergraduate_catalog_2026.csv',
  vocational: 'vocational_catalog_2021.csv',
} as const;

/** Id prefix per level: ug-080901, vs-410101 (高职专科), vb-210101 (高职本科). */
export const MAJOR_ID_PREFIX = { 本科: 'ug', 高职专科: 'vs', 高职本科: 'vb' } as const;
export const majorId = (level: keyof typeof MAJOR_ID_PREFIX, code: string) => `${MAJOR_ID_PREFIX[level]}-${code}`;

/**
 * The catalog gives no length of study. Undergraduate majors take 4 years except these 5-year
 * ones (the 医学学士 majors of 基础/临床/口腔/预防/中医/中西医/法医学 and the 建筑类 three the
 * MoE lists as 5-year); every length is marked derived.
 */
export const FIVE_YEAR_MAJORS: ReadonlySet<string> = new Set([
  '基础医学',
  '临床医学',
  '麻醉学',
  '医学影像学',
  '眼视光医学',
  '精神医学',
  '放射医学',
  '儿科学',
  '口腔医学',
  '预防医学',
  '妇幼保健医学',
  '中医学',
  '针灸推拿学',
  '藏医学',
  '蒙医学',
  '维医学',
  '壮医学',
  '哈医学',
  '傣医学',
  '回医学',
  '中医康复学',
  '中医养生学',
  '中医儿科学',
  '中医骨伤科学',
  '中西医临床医学',
  '法医学',
  '建筑学',
  '城乡规划',
  '风景园林',
]);

const flag = (v: string | undefined) => v === '1' || /^true$/i.test(v ?? '');
const text = (v: string | undefined) => (v ? v : null);
const int = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** 授予理学学士学位 → 理学学士, 可授工学或理学学士学位 → 工学或理学学士; no degree named → null. */
export const degreeFromNote = (note: string | undefined) => note?.match(/(?:可授|授予)(.+?)学位/)?.[1] ?? null;

export function readMajors(dir: string, report: ImportReporter): MajorRow[] {
  return [...readUndergraduate(dir, report), ...readVocational(dir, report)];
}

/** 普通高等学校本科专业目录 2026: codes like 080901, 080717T, 100201K, 0502104TK. */
function readUndergraduate(dir: string, report: ImportReporter): MajorRow[] {
  const file = MAJOR_FILES.undergraduate;
  const rows: MajorRow[] = [];
  const seen = new Set<string>();
  for (const r of readCsv(path.join(dir, 'majors', file), report) ?? []) {
    const code = r.code ?? '';
    const name = r.name ?? '';
    if (!code) {
      report.skip(file, 'missing code');
      continue;
    }
    if (!/^\d{6,7}(T|K|TK)?$/.test(code)) {
      report.skip(file, 'invalid code');
      continue;
    }
    if (!name) {
      report.skip(file, 'missing name');
      continue;
    }
    if (seen.has(code)) {
      report.skip(file, 'duplicate');
      continue;
    }
    seen.add(code);
    rows.push({
      id: majorId('本科', code),
      code,
      name,
      level: '本科',
      classCode: text(r.class_code),
      className: text(r.class_name),
      categoryCode: text(r.category_code),
      categoryName: text(r.category_name),
      degree: degreeFromNote(r.note),
      lengthOfStudy: FIVE_YEAR_MAJORS.has(name) ? 5 : 4,
      lengthDerived: true,
      isSpecial: flag(r.is_special),
      isControlled: flag(r.is_controlled),
      scale: text(r.scale),
      genderRatio: text(r.gender_male_female),
      introYear: int(r.intro_year),
      schoolCount: int(r.school_count),
      pinyinInitials: namePinyin(name).initials,
      source: file,
      dataMode: 'real',
    });
  }
  return rows;
}

/** 职业教育专业目录 2021: 高职专科 and 高职本科; its length column is the data set's assumption. */
function readVocational(dir: string, report: ImportReporter): MajorRow[] {
  const file = MAJOR_FILES.vocational;
  const rows: MajorRow[] = [];
  const seen = new Set<string>();
  for (const r of readCsv(path.join(dir, 'majors', file), report) ?? []) {
    const level = r.level ?? '';
    const code = r.major_code ?? '';
    const name = r.major_name ?? '';
    if (level !== '高职专科' && level !== '高职本科') {
      report.skip(file, 'unknown level');
      continue;
    }
    if (!code) {
      report.skip(file, 'missing code');
      continue;
    }
    if (!/^\d{6}K?$/.test(code)) {
      report.skip(file, 'invalid code');
      continue;
    }
    if (!name) {
      report.skip(file, 'missing name');
      continue;
    }
    if (seen.has(`${level}|${code}`)) {
      report.skip(file, 'duplicate');
      continue;
    }
    seen.add(`${level}|${code}`);
    rows.push({
      id: majorId(level, code),
      code,
      name,
      level,
      classCode: text(r.class_code),
      className: text(r.class_name),
      categoryCode: text(r.category_code),
      categoryName: text(r.category_name),
      degree: null,
      lengthOfStudy: int(r.length_of_study),
      lengthDerived: true,
      isSpecial: false,
      isControlled: r.special_control === 'K',
      scale: null,
      genderRatio: null,
      introYear: null,
      schoolCount: null,
      pinyinInitials: namePinyin(name).initials,
      source: file,
      dataMode: 'real',
    });
  }
  return rows;
}
