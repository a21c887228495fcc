import type { EducationLevel, Occupation, OccupationFit, RiasecType, WorkValueKey } from '@zhiyuan/shared/contracts/career';
import { CROSSWALK } from './crosswalk.ts';
import { OCCUPATION_ROWS } from './occupations.ts';
import { congruence, letterWeights, thingsPeople, topCode, valueWeights, type LetterWeights, type ValueWeights } from './fit.ts';

/**
 * The career library as the module reads it: occupations with the classes that lead to them, and
 * per 专业类 its occupations, RIASEC weights, work-value weights and orientation. Built once from
 * the code data (occupations.ts, crosswalk.ts); no I/O.
 */

/**
 * 专业类 whose majors are mostly about understanding (理论): basic sciences, philosophy, history,
 * economics, basic medicine, art theory. MIXED: both in about equal part. Every other class is
 * applied (应用): engineering, agriculture, clinical medicine, management, law, design and the arts.
 */
const THEORY = new Set([
  '0101',
  '0201',
  '0302',
  '0304',
  '0305',
  '0601',
  '0701',
  '0702',
  '0703',
  '0704',
  '0705',
  '0706',
  '0707',
  '0708',
  '0709',
  '0710',
  '1001',
  '1301',
]);
const MIXED = new Set(['0303', '0501', '0502', '0711', '0712', '0801']);

export interface MajorClassProfile {
  code: string;
  name: string;
  occupations: string[];
  letters: LetterWeights;
  riasec: string;
  values: ValueWeights;
  /** −1 theory, 0 both, +1 applied. */
  orientation: -1 | 0 | 1;
  /** Prediger's things–people value of its letters (−2 people … +2 things). */
  thingsPeople: number;
}

const classesOf = new Map<string, { code: string; name: string }[]>();
for (const entry of CROSSWALK) {
  for (const id of entry.occupations) {
    const list = classesOf.get(id) ?? [];
    list.push({ code: entry.code, name: entry.name });
    classesOf.set(id, list);
  }
}

export const OCCUPATIONS: Occupation[] = OCCUPATION_ROWS.map((r) => ({
  id: r.id,
  name: r.name,
  description: r.description,
  riasec: r.riasec,
  values: r.values,
  education: r.education,
  onet: { soc: r.soc, title: r.title },
  classes: classesOf.get(r.id) ?? [],
}));

const byId = new Map(OCCUPATIONS.map((o) => [o.id, o]));
export const occupationOf = (id: string): Occupation | undefined => byId.get(id);

export const CLASS_PROFILES: MajorClassProfile[] = CROSSWALK.map((entry) => {
  const occupations = entry.occupations.map((id) => byId.get(id)).filter((o): o is Occupation => !!o);
  const letters = letterWeights(occupations.map((o) => o.riasec));
  return {
    code: entry.code,
    name: entry.name,
    occupations: entry.occupations,
    letters,
    riasec: topCode(letters),
    values: valueWeights(occupations.map((o) => o.values)),
    orientation: THEORY.has(entry.code) ? -1 : MIXED.has(entry.code) ? 0 : 1,
    thingsPeople: thingsPeople(letters),
  };
});

const classByCode = new Map(CLASS_PROFILES.map((c) => [c.code, c]));
export const classProfileOf = (code: string): MajorClassProfile | undefined => classByCode.get(code);

/** Occupations a 专业类 leads to, most direct first. */
export const occupationsOfClass = (code: string): Occupation[] =>
  (classByCode.get(code)?.occupations ?? []).map((id) => byId.get(id)).filter((o): o is Occupation => !!o);

export interface LibraryFilter {
  keyword?: string;
  /** Occupations whose code has this letter among its high-points. */
  type?: RiasecType;
  value?: WorkValueKey;
  education?: EducationLevel;
  classCode?: string;
}

/** The library filtered, in its own order (by area). */
export function findOccupations(filter: LibraryFilter): Occupation[] {
  const keyword = filter.keyword?.toLowerCase();
  return OCCUPATIONS.filter(
    (o) =>
      (!keyword || o.name.toLowerCase().includes(keyword) || o.onet.title.toLowerCase().includes(keyword) || o.onet.soc.startsWith(keyword)) &&
      (!filter.type || o.riasec.includes(filter.type)) &&
      (!filter.value || o.values.includes(filter.value)) &&
      (!filter.education || o.education === filter.education) &&
      (!filter.classCode || o.classes.some((c) => c.code === filter.classCode)),
  );
}

/** Occupations by their fit with a code (C index, highest first; ties keep the library's order). */
export function occupationsByCode(code: string): OccupationFit[] {
  return OCCUPATIONS.map((o, i) => ({ o: { ...o, congruence: congruence(code, o.riasec) }, i }))
    .sort((a, b) => b.o.congruence - a.o.congruence || a.i - b.i)
    .map((x) => x.o);
}
