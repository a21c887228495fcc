import type { ElectiveSubject } from '@zhiyuan/shared';

/**
 * 选科 requirements as published ("物+化/生", "首选物理，再选化学", "化学和生物", "物理或化学",
 * "不限" …) → clauses that must all hold; each clause is satisfied by any one of its subjects.
 * Text naming no subject (不限, 不提科目要求, 传统理工 …) is no requirement.
 */
export interface ElectiveRequirement {
  clauses: ElectiveSubject[][];
}

const NOISE = /中外合作办学|中外合办|合作办学|三校生|体育|分段培养|本硕|本博|连读|协同培养|专业组|学生|生源|考生|(?:第?\d+组?)/g;
const WORDS: [RegExp, ElectiveSubject][] = [
  [/思想政治|政治|政/g, '政治'],
  [/生物学|生物|生/g, '生物'],
  [/物理|物/g, '物理'],
  [/化学|化/g, '化学'],
  [/历史|历|史/g, '历史'],
  [/地理|地/g, '地理'],
  [/技术|技/g, '技术'],
];
const NONE = /不限|不提|无要求|无限制/;

export function parseElective(text: string | null | undefined): ElectiveRequirement {
  if (!text) return { clauses: [] };
  const cleaned = text.replace(/[（(][^）)]*(合办|合作|连读|培养|\d)[^）)]*[）)]/g, '').replace(NOISE, ' ');
  // "再选不限" after a first choice: only the first choice counts.
  const parts = cleaned.split(/[+＋、,，;；*和及与]|再选|均须|必选|且/);
  const clauses: ElectiveSubject[][] = [];
  for (const part of parts) {
    if (NONE.test(part) && !/[或/／]/.test(part)) continue;
    const found: ElectiveSubject[] = [];
    let rest = part;
    for (const [re, subject] of WORDS) {
      if (re.test(rest)) {
        found.push(subject);
        rest = rest.replace(re, ' ');
      }
      re.lastIndex = 0;
    }
    if (found.length) clauses.push([...new Set(found)]);
  }
  return { clauses };
}

export function meetsElective(req: ElectiveRequirement, subjects: ReadonlySet<ElectiveSubject>): boolean {
  return req.clauses.every((clause) => clause.some((s) => subjects.has(s)));
}

/** Subjects a student of this subject type certainly has / certainly lacks when no 选科 is given. */
export function impliedSubjects(subjectType: string): { has: ElectiveSubject[]; lacks: ElectiveSubject[] } {
  if (subjectType === '物理类') return { has: ['物理'], lacks: ['历史'] };
  if (subjectType === '历史类') return { has: ['历史'], lacks: ['物理'] };
  return { has: [], lacks: [] };
}

/**
 * Without the full 选科, a unit is kept unless it certainly fails: a requirement clause made only
 * of subjects the student lacks (a physics-only major for a 历史类 student).
 */
export function mayMeetElective(req: ElectiveRequirement, lacks: ReadonlySet<ElectiveSubject>): boolean {
  return req.clauses.every((clause) => clause.some((s) => !lacks.has(s)));
}

/** 3+1+2 subject type from a subject selection: 物理 → 物理类, 历史 → 历史类. */
export function subjectTypeOf(subjects: readonly ElectiveSubject[], mode: 'split' | 'combined'): string | null {
  if (mode === 'combined') return '综合';
  if (subjects.includes('物理') && !subjects.includes('历史')) return '物理类';
  if (subjects.includes('历史') && !subjects.includes('物理')) return '历史类';
  return null;
}

/** Checks a selection: 3 distinct subjects; 3+1+2 exactly one of 物理/历史; 技术 only for 浙江 (examMode 4). */
export function selectionProblem(subjects: readonly ElectiveSubject[], examMode: number): string | null {
  if (new Set(subjects).size !== subjects.length) return 'duplicate';
  if (examMode === 1) return null;
  if (subjects.length !== 3) return 'count';
  if (subjects.includes('技术') && examMode !== 4) return 'technology';
  if (examMode === 2 && subjects.filter((s) => s === '物理' || s === '历史').length !== 1) return 'firstChoice';
  return null;
}
