import type { BatchLimit, FillType, VolunteerRow } from '@zhiyuan/shared';
import type { MessageKey } from '../../lib/i18n.ts';
import type { ElectiveSubject } from '@zhiyuan/shared';
import { impliedSubjects, mayMeetElective, meetsElective, parseElective } from '../../engine/electives.ts';

/** One check that failed: message key and parameters, and the row (1-based) it is about. */
export interface RuleProblem {
  row: number | null;
  key: MessageKey;
  params: Record<string, string | number>;
}

/** What the admission data says about one unit (院校专业组, or school for institution-level data). */
export interface UnitFacts {
  /** Subject types with lines for the unit (any year). */
  subjectTypes: Set<string>;
  /** Normalised names and codes of the majors seen in the unit for the form's subject type; empty = unknown. */
  majors: Set<string>;
  /** Elective requirements that apply to the whole unit (group lines), latest year. */
  unitRequirements: string[];
  /** Per normalised major name/code: its requirement (latest year). */
  majorRequirements: Map<string, string>;
}

export interface FormContext {
  province: string;
  subjectType: string;
  subjects: readonly string[];
  fillType: FillType;
  limit: BatchLimit;
  /** Whether 选科 is checked (not for traditional 文/理 provinces). */
  checkElectives: boolean;
  /** Facts per unit key (see unitKeyOf), absent when the data holds nothing about the unit. */
  facts: (row: VolunteerRow) => UnitFacts | undefined;
}

/** One volunteer counts single majors when the batch has no volunteer count (山东, 浙江 …). */
export const singleMajorMode = (limit: BatchLimit) => limit.volunteerNum === undefined;

export const normalizeName = (s: string) => s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();

const schoolOf = (row: VolunteerRow) => row.schoolCode || row.schoolId || normalizeName(row.schoolName);

/** Identity of a row for duplicates: the group (or school) in group mode, school + major in single-major mode. */
export function unitIdentity(row: VolunteerRow, single: boolean): string {
  if (single) return `${schoolOf(row)}|${row.groupCode ?? ''}|${normalizeName(row.majors[0]?.name ?? '')}`;
  return `${schoolOf(row)}|${row.groupCode ?? ''}`;
}

/** How a row is named in messages: 南京大学 05组, or 南京大学 · 计算机类. */
export function unitLabel(row: VolunteerRow, single: boolean): string {
  const group = row.groupCode ? ` ${row.groupCode}` : '';
  return single && row.majors[0] ? `${row.schoolName}${group} · ${row.majors[0].name}` : `${row.schoolName}${group}`;
}

const opposite: Record<string, string[]> = { 物理类: ['历史类', '文科'], 历史类: ['物理类', '理科'] };

/**
 * Every rule a saved form must pass: the batch limits of the province config, duplicates, each
 * major belonging to its unit, subject type and 选科. Returns all problems, in row order.
 */
export function checkForm(rows: readonly VolunteerRow[], ctx: FormContext): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const single = singleMajorMode(ctx.limit);
  const maxRows = single ? ctx.limit.majorNum : ctx.limit.volunteerNum!;
  if (rows.length > maxRows) problems.push({ row: null, key: 'formTooManyRows', params: { province: ctx.province, max: maxRows, count: rows.length } });

  // Without a 选科 only what the subject type rules out blocks a row (as the engine recommends).
  const implied = impliedSubjects(ctx.subjectType);
  const held = new Set<ElectiveSubject>([...(ctx.subjects as ElectiveSubject[]), ...implied.has]);
  const lacks = new Set(implied.lacks);
  const studentMeets = (text: string) => (ctx.subjects.length ? meetsElective(parseElective(text), held) : mayMeetElective(parseElective(text), lacks));

  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const n = i + 1;
    const unit = unitLabel(row, single);
    if (single && row.majors.length !== 1) problems.push({ row: n, key: 'formSingleMajor', params: { row: n, unit } });
    if (!single && row.majors.length > ctx.limit.majorNum) {
      problems.push({ row: n, key: 'formTooManyMajors', params: { row: n, unit, max: ctx.limit.majorNum, count: row.majors.length } });
    }
    if (!single && row.majors.length === 0 && !row.obeyAdjust) problems.push({ row: n, key: 'formNoMajor', params: { row: n, unit } });

    const id = unitIdentity(row, single);
    const first = seen.get(id);
    if (first !== undefined) problems.push({ row: n, key: 'formDuplicateUnit', params: { row: n, first, unit } });
    else seen.set(id, n);

    const majorsSeen = new Set<string>();
    for (const m of row.majors) {
      const key = normalizeName(m.name);
      if (majorsSeen.has(key)) problems.push({ row: n, key: 'formDuplicateMajor', params: { row: n, unit, major: m.name } });
      majorsSeen.add(key);
    }

    const facts = ctx.facts(row);
    if (!facts) return;
    const wrong = opposite[ctx.subjectType];
    if (!facts.subjectTypes.has(ctx.subjectType) && wrong && facts.subjectTypes.size > 0 && [...facts.subjectTypes].every((s) => wrong.includes(s))) {
      problems.push({ row: n, key: 'formSubjectType', params: { row: n, unit, subjectType: ctx.subjectType } });
      return;
    }
    if (facts.majors.size) {
      for (const m of row.majors) {
        if (!facts.majors.has(normalizeName(m.name)) && !(m.code && facts.majors.has(normalizeName(m.code)))) {
          problems.push({ row: n, key: 'formMajorNotInGroup', params: { row: n, unit: unitLabel({ ...row, majors: [] }, false), major: m.name } });
        }
      }
    }
    if (ctx.checkElectives) {
      const requirements = [...facts.unitRequirements, ...row.majors.map((m) => facts.majorRequirements.get(normalizeName(m.name)) ?? '')];
      const failed = requirements.find((r) => r && !studentMeets(r));
      if (failed) problems.push({ row: n, key: 'formElective', params: { row: n, unit, requirement: failed, subjects: ctx.subjects.join('、') || '—' } });
    }
  });
  return problems;
}
