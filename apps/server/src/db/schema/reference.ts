import { sql } from 'drizzle-orm';
import { users } from './identity.ts';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Reference data imported from the public data set (or the built-in demo set). Every row says
 * where it came from: `source` names the file or set, `dataMode` is 'real' or 'demo', and
 * admission rows carry the publisher's `sourceQuality` (official-… / third-party-…).
 */
const dataMode = () => text('data_mode').$type<'real' | 'demo'>().notNull().default('real');
const importedAt = () => timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** 院校: one row per institution of the MoE list. */
export const institutions = pgTable(
  'institution',
  {
    /** The 5-digit 院校代码 (guobiao code) when known, otherwise the 10-digit 学校标识码. */
    id: text('id').primaryKey(),
    /** 学校标识码, 10 digits */
    schoolCode: text('school_code'),
    /** 院校代码, 5 digits */
    guobiaoCode: text('guobiao_code'),
    name: text('name').notNull(),
    formerNames: jsonb('former_names')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Two-digit province code (11 = 北京) and the province's full name (北京市). */
    provinceCode: text('province_code'),
    province: text('province'),
    city: text('city'),
    /** 本科 or 专科 */
    level: text('level'),
    isPrivate: boolean('is_private').notNull().default(false),
    is985: boolean('is_985').notNull().default(false),
    is211: boolean('is_211').notNull().default(false),
    isDoubleFirstClass: boolean('is_double_first_class').notNull().default(false),
    /** Every tag as published: 985, 211, 一流大学A类, ... */
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 综合/理工/师范/医药/财经/政法/艺术/体育/民族/农林/语言/军事 — derived from the name (no source has it). */
    type: text('type'),
    typeDerived: boolean('type_derived').notNull().default(true),
    /** 主管部门 */
    department: text('department'),
    website: text('website'),
    /** active / inactive */
    status: text('status').notNull().default('active'),
    /** Pinyin initials of the name (清华大学 → qhdx) and full pinyin without tones, for search. */
    pinyinInitials: text('pinyin_initials').notNull().default(''),
    pinyin: text('pinyin').notNull().default(''),
    source: text('source').notNull(),
    dataMode: dataMode(),
    importedAt: importedAt(),
  },
  (t) => [
    uniqueIndex('institution_school_code_uq').on(t.schoolCode),
    uniqueIndex('institution_guobiao_code_uq').on(t.guobiaoCode),
    index('institution_province_idx').on(t.provinceCode),
    index('institution_name_idx').on(t.name),
  ],
);

/** 专业: the undergraduate 2026 catalog and the vocational 2021 catalog. */
export const majors = pgTable(
  'major',
  {
    id: text('id').primaryKey(),
    /** e.g. 080901, 080901K, 520102 */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 本科 / 高职本科 / 高职专科 */
    level: text('level').notNull(),
    /** 专业类 and 门类 (or 大类 for vocational) */
    classCode: text('class_code'),
    className: text('class_name'),
    categoryCode: text('category_code'),
    categoryName: text('category_name'),
    degree: text('degree'),
    lengthOfStudy: smallint('length_of_study'),
    /** True when the length is our assumption (4/5 years undergraduate, 3/4 vocational). */
    lengthDerived: boolean('length_derived').notNull().default(true),
    isSpecial: boolean('is_special').notNull().default(false),
    isControlled: boolean('is_controlled').notNull().default(false),
    scale: text('scale'),
    genderRatio: text('gender_ratio'),
    introYear: smallint('intro_year'),
    schoolCount: integer('school_count'),
    pinyinInitials: text('pinyin_initials').notNull().default(''),
    source: text('source').notNull(),
    dataMode: dataMode(),
    importedAt: importedAt(),
  },
  (t) => [uniqueIndex('major_level_code_uq').on(t.level, t.code), index('major_class_idx').on(t.classCode)],
);

/** Which institution offers which major (undergraduate offerings list). */
export const offerings = pgTable(
  'offering',
  {
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    majorId: text('major_id')
      .notNull()
      .references(() => majors.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    dataMode: dataMode(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.majorId] }), index('offering_major_idx').on(t.majorId)],
);

/**
 * 录取数据 at institution, group (院校专业组) or major level, one row per published line.
 * `institutionId` is our match of the province's own school code/name to the national list
 * (null when unmatched: the import log lists those names).
 */
export const admissionRecords = pgTable(
  'admission_record',
  {
    id: text('id').primaryKey(),
    /** Short province name as in the config: 江苏, 广东 ... */
    province: text('province').notNull(),
    year: smallint('year').notNull(),
    /** 物理类 / 历史类 / 综合 / 理科 / 文科 ... */
    subjectType: text('subject_type').notNull(),
    batch: text('batch').notNull(),
    /** institution / group / major / plan */
    level: text('level').$type<'institution' | 'group' | 'major' | 'plan'>().notNull(),
    /** The data set's dataType (major-admission, major-group-admission, ...). */
    dataType: text('data_type').notNull(),
    institutionId: text('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    schoolName: text('school_name').notNull(),
    /** The province's own school code (not the national one). */
    schoolCode: text('school_code'),
    /** As published (`复旦大学(01)`, `第001组`, `01`). */
    groupCode: text('group_code'),
    /** The group's key for linking years and sources: `1` for all three above (lib/group-code.ts). */
    groupKey: text('group_key'),
    majorName: text('major_name'),
    majorCode: text('major_code'),
    electiveRequirement: text('elective_requirement'),
    minScore: numeric('min_score', { mode: 'number' }),
    /** Set when the published min score is a bound, not a value: 580分及以上 → 580 + 'atLeast', 以下 → 'atMost'. */
    minScoreBound: text('min_score_bound').$type<'atLeast' | 'atMost'>(),
    maxScore: numeric('max_score', { mode: 'number' }),
    avgScore: numeric('avg_score', { mode: 'number' }),
    minRank: integer('min_rank'),
    /**
     * Set when minRank is a bound, not the cut-off: the rank of a `580及以上` line (the cut-off is
     * 580 or better, so its rank is 'atMost' this one), published or derived from the rank table.
     */
    minRankBound: text('min_rank_bound').$type<'atLeast' | 'atMost'>(),
    minRankStart: integer('min_rank_start'),
    minRankEnd: integer('min_rank_end'),
    /** True when minRank was looked up in the rank table, not published. */
    rankDerived: boolean('rank_derived').notNull().default(false),
    planCount: integer('plan_count'),
    tuition: text('tuition'),
    /** 学制 in years, where a plan row publishes it (import format zhiyuan-import/1). */
    lengthOfStudy: smallint('length_of_study'),
    note: text('note'),
    /** official-… or third-party-… as published; `official` is its first word. */
    sourceQuality: text('source_quality').notNull(),
    official: boolean('official').notNull(),
    sourceId: text('source_id'),
    sourceUrl: text('source_url'),
    /** Which file the row came from. */
    source: text('source').notNull(),
    /** Hash of the row's identifying fields: makes the import idempotent. */
    rowKey: text('row_key').notNull(),
    dataMode: dataMode(),
    importedAt: importedAt(),
  },
  (t) => [
    uniqueIndex('admission_record_row_key_uq').on(t.rowKey),
    index('admission_record_lookup_idx').on(t.province, t.year, t.subjectType, t.batch, t.level),
    index('admission_record_institution_idx').on(t.institutionId, t.province, t.year),
    index('admission_record_major_idx').on(t.majorCode),
  ],
);

/** 一分一段: cumulative rank per score, per province, year and subject type. */
export const rankTables = pgTable(
  'rank_table',
  {
    province: text('province').notNull(),
    year: smallint('year').notNull(),
    subjectType: text('subject_type').notNull(),
    score: smallint('score').notNull(),
    /** The top (or bottom) bucket spans a range: 684+ → scoreMin 684, scoreMax 750. */
    scoreMin: smallint('score_min'),
    scoreMax: smallint('score_max'),
    rankStart: integer('rank_start'),
    rankEnd: integer('rank_end').notNull(),
    countAtScore: integer('count_at_score'),
    sourceQuality: text('source_quality').notNull(),
    official: boolean('official').notNull(),
    sourceUrl: text('source_url'),
    source: text('source').notNull(),
    dataMode: dataMode(),
    importedAt: importedAt(),
  },
  (t) => [primaryKey({ columns: [t.province, t.year, t.subjectType, t.score] })],
);

/** 批次线 / control lines. */
export const controlLines = pgTable(
  'control_line',
  {
    id: text('id').primaryKey(),
    province: text('province').notNull(),
    year: smallint('year').notNull(),
    subjectType: text('subject_type').notNull(),
    batch: text('batch').notNull(),
    score: numeric('score', { mode: 'number' }).notNull(),
    sourceQuality: text('source_quality').notNull(),
    official: boolean('official').notNull(),
    sourceUrl: text('source_url'),
    source: text('source').notNull(),
    rowKey: text('row_key').notNull(),
    dataMode: dataMode(),
    importedAt: importedAt(),
  },
  (t) => [uniqueIndex('control_line_row_key_uq').on(t.rowKey), index('control_line_lookup_idx').on(t.province, t.year)],
);

/** One run of the importer: what it read, imported and skipped (by reason), and unmatched names. */
export const importRuns = pgTable('import_run', {
  id: text('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  /** running / succeeded / failed */
  status: text('status').notNull(),
  dataDir: text('data_dir'),
  /** Size and mtime of every input file: a start with DATA_DIR re-imports only when it changed. */
  fingerprint: text('fingerprint'),
  summary: jsonb('summary').$type<ImportSummary>(),
  error: text('error'),
  triggeredBy: text('triggered_by'),
});

/**
 * Other names of an institution as exam authorities and sources write them: short names
 * (上海交大), former names, campus names. The importer's matcher tries them after the
 * catalog's own names; seeded from data/school-aliases.ts, extended from the admin.
 */
export const schoolAliases = pgTable(
  'school_alias',
  {
    /** The alias as written (canonical brackets, no spaces: see data/matcher.ts canonicalName). */
    alias: text('alias').primaryKey(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** short / former / campus / other */
    kind: text('kind').$type<'short' | 'former' | 'campus' | 'other'>().notNull(),
    /** seed (the built-in list) or admin:<username> */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('school_alias_institution_idx').on(t.institutionId)],
);

export interface FileSummary {
  file: string;
  read: number;
  imported: number;
  unchanged: number;
  skipped: Record<string, number>;
}

export interface ImportSummary {
  files: FileSummary[];
  /** School names (with province) that matched no national institution, with row counts. */
  unmatched: { province: string; schoolName: string; rows: number }[];
  /** Files in the folder (or sheets of an upload) no reader recognised, with the reason. */
  ignored?: { file: string; reason: string }[];
  /** While the run goes (data/progress.ts): its step and the file read last; gone once it ended. */
  current?: { step: string; file: string | null } | null;
}

/** 收藏: a user's saved schools and majors (personal centre). */
export const collections = pgTable(
  'collection',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'school' | 'major'>().notNull(),
    targetId: text('target_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);

/**
 * The version of the data public answers are made from, per scope ('reference': schools, majors,
 * lines, plans, rank tables, 强基; 'content': dictionaries, articles, contacts, site settings).
 * Statement triggers bump it in the same transaction as any change (migration 0016), so a change
 * made anywhere (an admin, an import, another instance, psql) moves it when it commits.
 * plugins/http-cache.ts makes ETags from it; `epoch` is random per database, so two databases
 * never share a tag.
 */
export const dataVersions = pgTable('data_version', {
  scope: text('scope').primaryKey(),
  epoch: text('epoch').notNull(),
  version: integer('version').notNull().default(0),
});
