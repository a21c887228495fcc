import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { MajorInsert, SchoolInsert, SchoolRow, ScoreInsert } from './model.ts';
import {
  GENERAL_COMPOSITE,
  GENERAL_ENTRY,
  isSourced,
  SEED_DATES,
  SEED_SCHOOLS,
  SEED_YEAR,
  sourceText,
  UNKNOWN_ENTRY,
  UNKNOWN_MAJORS,
  type SeedFact,
  type SeedSchool,
  type SeedSource,
} from './seed-data.ts';
import * as repo from './seed-repo.ts';

/** The setting that marks the first 强基 seed (issue 20, all 示例) as done. */
export const STRONG_BASE_SEED_MARKER = 'strongBaseSeeded';
/** The setting that marks the sourced seed (issue 30) as done: once per database, so an operator's deletions stick. */
export const STRONG_BASE_SOURCED_MARKER = 'strongBaseSourced';

type NewSchool = SchoolInsert;
type NewMajor = MajorInsert;
type NewScore = ScoreInsert;

/**
 * What the first seed wrote (so an untouched first-seed school can be told from one the operator
 * edited): its one source text, the majors it gave three schools, and its one line's source.
 */
export const LEGACY_SEED = {
  source: '公开资料整理：教育部强基计划公开信息、gengsan.com（39 所高校名单与新增专业）、wenxiaobai.com（入围方式）',
  majors: new Map<string, string[]>([
    ['哈尔滨工业大学', ['复合材料与工程', '飞行器制造工程', '材料科学与工程']],
    ['中国科学技术大学', ['数学']],
    ['兰州大学', ['草业科学']],
  ]),
  lineSource: 'b.mffb.com.cn 强基综合成绩算例（原文年份未核实，仅作计算示例）',
} as const;

/** Numbers each distinct source of a school: facts carry 〔n〕, the row's source lists 〔n〕 publisher《title》address. */
function sourceIndex() {
  const order: SeedSource[] = [];
  const mark = (source: SeedSource) => {
    let i = order.indexOf(source);
    if (i < 0) i = order.push(source) - 1;
    return `〔${i + 1}〕`;
  };
  // The year is added unless the sentence already names it.
  const fact = (x: SeedFact) => `${x.text.replace(/。$/, '')}${x.year && !x.text.includes(`${x.year} 年`) ? `（${x.year} 年）` : ''}${mark(x.source)}。`;
  const text = () => order.map((s, i) => `〔${i + 1}〕${sourceText(s)}`).join('；');
  return { mark, fact, text };
}

/** One school's row, majors and lines (ids fresh). */
export function schoolRows(school: SeedSchool, sortOrder: number, id = newId()): { school: NewSchool; majors: NewMajor[]; scores: NewScore[] } {
  const idx = sourceIndex();
  // In the order the page shows them, so the marks count up from the top.
  const facts = school.facts.map(idx.fact);
  const weight = school.gaokaoWeight ? [idx.fact(school.gaokaoWeight.source)] : [];
  const testMark = school.testFullMark ? [idx.fact(school.testFullMark.source)] : [];
  const majorsLine = school.majors
    ? `下列专业取自${school.majors.year ? ` ${school.majors.year} 年的` : '未写年份的'}公开资料${idx.mark(school.majors.source)}，当年专业与分省计划以简章为准。`
    : UNKNOWN_MAJORS;
  const summary = [...facts, ...weight, ...testMark, majorsLine, idx.fact(GENERAL_COMPOSITE)].join('\n');
  // After the summary: the page shows the summary first, so its marks come first.
  const entryRule = [...(school.entry.length ? school.entry.map(idx.fact) : [UNKNOWN_ENTRY]), `通用规则：${GENERAL_ENTRY.map(idx.fact).join('')}`].join('\n');
  const majors: NewMajor[] = [];
  const majorIds = new Map<string, string>();
  school.majors?.majors.forEach((mj, j) => {
    const majorId = newId();
    majorIds.set(mj.name, majorId);
    const from = `${school.majors!.year ? `${school.majors!.year} 年 · ` : ''}${school.majors!.source.publisher}`;
    majors.push({
      id: majorId,
      qjSchoolId: id,
      name: mj.name,
      category: mj.category,
      planCount: null,
      subjectRequirement: mj.subjectRequirement ?? '',
      note: [mj.note, from].filter(Boolean).join('；'),
      sortOrder: j + 1,
    });
  });
  const scores: NewScore[] = school.lines.map((l) => ({
    id: newId(),
    qjSchoolId: id,
    qjMajorId: l.major ? (majorIds.get(l.major) ?? null) : null,
    province: l.province,
    year: l.year,
    subjectType: l.subjectType,
    gaokaoFullMark: l.province === '海南' ? 900 : 750,
    entryScore: l.entryScore ?? null,
    compositeLine: l.compositeLine ?? null,
    compositeScale: l.compositeScale,
    source: `${sourceText(l.source)}${l.note ? ` · ${l.note}` : ''}`,
    isExample: false,
  }));
  return {
    school: {
      id,
      year: SEED_YEAR,
      name: school.name,
      institutionId: null,
      ...SEED_DATES,
      entryRule,
      gaokaoWeight: school.gaokaoWeight?.value ?? '0.85',
      testFullMark: school.testFullMark?.value ?? 100,
      summary,
      source: idx.text(),
      isExample: !isSourced(school),
      sortOrder,
    },
    majors,
    scores,
  };
}

/** The seed rows: the 39 schools of SEED_YEAR with their sourced facts, majors and lines. */
export function seedRows(): { schools: NewSchool[]; majors: NewMajor[]; scores: NewScore[] } {
  const out = { schools: [] as NewSchool[], majors: [] as NewMajor[], scores: [] as NewScore[] };
  SEED_SCHOOLS.forEach((school, i) => {
    const rows = schoolRows(school, i + 1);
    out.schools.push(rows.school);
    out.majors.push(...rows.majors);
    out.scores.push(...rows.scores);
  });
  return out;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A first-seed school the operator never touched: still 示例, never edited, the first seed's source,
 * exactly the first seed's majors and no lines but the first seed's own.
 */
async function untouchedLegacy(tx: Tx, row: SchoolRow): Promise<boolean> {
  if (!row.isExample || row.updateTime !== null || row.source !== LEGACY_SEED.source) return false;
  const majors = await repo.majorNamesOf(tx, row.id);
  const expected = LEGACY_SEED.majors.get(row.name) ?? [];
  if (majors.length !== expected.length || !majors.every((mj) => expected.includes(mj.name))) return false;
  const lines = await repo.lineSourcesOf(tx, row.id);
  return lines.every((l) => l.isExample && l.source === LEGACY_SEED.lineSource);
}

/**
 * Seeds the sourced 强基 data once per database (the marker is claimed in the same transaction, so
 * two instances starting together seed once). On a fresh database it writes the 39 schools; on one
 * the first seed filled, it replaces only the schools the operator never touched (edited ones stay
 * as they are, deleted ones stay deleted). Schools link to the reference institutions by name when
 * read (repo.ts), so an import after the seed links them too.
 */
export async function ensureStrongBase(db: Db): Promise<boolean> {
  const keys = new Set(await repo.existingMarkers(db, [STRONG_BASE_SEED_MARKER, STRONG_BASE_SOURCED_MARKER]));
  if (keys.has(STRONG_BASE_SOURCED_MARKER)) return false;
  const legacy = keys.has(STRONG_BASE_SEED_MARKER);
  // The transaction is this function's one db call: the queries inside are seed-repo.ts's, the
  // choices between them (which schools to write, which to replace) stay here.
  return db.transaction(async (tx) => {
    const at = { at: new Date().toISOString() };
    if (!(await repo.claimMarker(tx, STRONG_BASE_SOURCED_MARKER, at))) return false;
    if (!legacy) {
      await repo.writeMarker(tx, STRONG_BASE_SEED_MARKER, at);
      const rows = seedRows();
      // A school the operator already entered by hand for that year is kept, with its majors and lines.
      const inserted = await repo.insertNewSchools(tx, rows.schools);
      const majors = rows.majors.filter((mj) => inserted.has(mj.qjSchoolId));
      if (majors.length) await repo.insertMajors(tx, majors);
      const scores = rows.scores.filter((l) => inserted.has(l.qjSchoolId));
      if (scores.length) await repo.insertScores(tx, scores);
      return true;
    }
    const existing = await repo.schoolsNamed(
      tx,
      SEED_YEAR,
      SEED_SCHOOLS.map((x) => x.name),
    );
    for (const row of existing) {
      if (!(await untouchedLegacy(tx, row))) continue;
      const i = SEED_SCHOOLS.findIndex((x) => x.name === row.name);
      const fresh = schoolRows(SEED_SCHOOLS[i], row.sortOrder, row.id);
      const { id: _id, sortOrder: _s, ...set } = fresh.school;
      await repo.replaceSchool(tx, row.id, set, fresh.majors, fresh.scores);
    }
    return true;
  });
}
