import type { ElectiveSubject, TestReport } from '@zhiyuan/shared';
import type { XuankeFit } from '@zhiyuan/shared/contracts/xuanke';
import type { CombinationCoverage } from './coverage.ts';

/**
 * How well a combination fits a student (research gaokao-domain.md §5.4 step 4):
 *
 *   fit = 0.4·coverage + 0.3·target coverage + 0.2·subject potential + 0.1·interest
 *
 * each part 0–1. Coverage is by plan seats where at least half the rows carry them, else by
 * 院校专业组 where there are more of them than school-major pairs, else by pairs. Parts the student lacks (no targets, no test) are dropped and the weights
 * left are scaled back to 1, so a student without tests is ranked by coverage (and targets) only.
 * The research's penalty for crowded combinations (赋分 competition) needs data we do not have.
 */
export const FIT_WEIGHTS = { coverage: 0.4, targets: 0.3, potential: 0.2, interest: 0.1 } as const;
export type FitWeights = { -readonly [K in keyof typeof FIT_WEIGHTS]: number };

/**
 * RIASEC type → the elective subjects it leans to. Our own mapping (no instrument gives one; after
 * the idea of liuxusummer/gaokao-advisor's HOLLAND_TO_SUBJECTS, research §4.2), kept small:
 * 常规型 (C) leans to no elective subject in particular and is left out.
 */
export const RIASEC_SUBJECTS: Readonly<Record<string, readonly ElectiveSubject[]>> = {
  R: ['物理', '技术', '地理'],
  I: ['物理', '化学', '生物'],
  A: ['历史'],
  S: ['政治', '历史', '生物'],
  E: ['政治', '地理'],
  C: [],
};

const SUBJECT_LABELS: Readonly<Record<string, ElectiveSubject>> = {
  物理: '物理',
  化学: '化学',
  生物: '生物',
  生物学: '生物',
  政治: '政治',
  思想政治: '政治',
  思想政治学: '政治',
  历史: '历史',
  地理: '地理',
  技术: '技术',
  信息技术: '技术',
  通用技术: '技术',
  physics: '物理',
  chemistry: '化学',
  biology: '生物',
  politics: '政治',
  history: '历史',
  geography: '地理',
  technology: '技术',
};

const unit = (d: { score: number; min: number; max: number }) => (d.max > d.min ? Math.min(1, Math.max(0, (d.score - d.min) / (d.max - d.min))) : 0);

/** 学科潜能: each elective subject's dimension (by its label, or key) as 0–1. */
export function potentialOf(report: TestReport | null): Map<ElectiveSubject, number> | null {
  if (!report) return null;
  const out = new Map<ElectiveSubject, number>();
  for (const d of report.dimensions) {
    const subject = SUBJECT_LABELS[d.label.trim()] ?? SUBJECT_LABELS[d.key.trim()];
    if (subject && !out.has(subject)) out.set(subject, unit(d));
  }
  return out.size ? out : null;
}

/** 兴趣 (RIASEC): each elective subject's lean, the mean of the types that point to it, 0–1. */
export function interestOf(report: TestReport | null): { bySubject: Map<ElectiveSubject, number>; code: string } | null {
  if (!report) return null;
  const types = new Map<string, number>();
  for (const d of report.dimensions) {
    const letter = [d.key, d.label].map((s) => s.trim().toUpperCase()).find((s) => /^[RIASEC]$/.test(s));
    if (letter && !types.has(letter)) types.set(letter, unit(d));
  }
  if (!types.size) return null;
  const sums = new Map<ElectiveSubject, { sum: number; n: number }>();
  for (const [letter, value] of types) {
    for (const subject of RIASEC_SUBJECTS[letter] ?? []) {
      const s = sums.get(subject) ?? { sum: 0, n: 0 };
      sums.set(subject, { sum: s.sum + value, n: s.n + 1 });
    }
  }
  const bySubject = new Map([...sums].map(([subject, s]) => [subject, s.sum / s.n] as const));
  const code =
    report.code ??
    [...types]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([l]) => l)
      .join('');
  return { bySubject, code };
}

/** Mean over the combination's subjects; a subject without a value counts as the student's own mean. */
function meanOver(subjects: readonly ElectiveSubject[], values: Map<ElectiveSubject, number>): number {
  const all = [...values.values()];
  const fallback = all.reduce((s, v) => s + v, 0) / all.length;
  return subjects.reduce((s, subject) => s + (values.get(subject) ?? fallback), 0) / subjects.length;
}

export interface FitInputs {
  coverageBasis: 'seats' | 'groups' | 'pairs';
  potential: Map<ElectiveSubject, number> | null;
  interest: Map<ElectiveSubject, number> | null;
}

export function weightsFor(hasTargets: boolean, inputs: FitInputs): FitWeights {
  const used = {
    coverage: FIT_WEIGHTS.coverage,
    targets: hasTargets ? FIT_WEIGHTS.targets : 0,
    potential: inputs.potential ? FIT_WEIGHTS.potential : 0,
    interest: inputs.interest ? FIT_WEIGHTS.interest : 0,
  };
  const total = used.coverage + used.targets + used.potential + used.interest;
  return { coverage: used.coverage / total, targets: used.targets / total, potential: used.potential / total, interest: used.interest / total };
}

export function coveragePart(c: CombinationCoverage, basis: FitInputs['coverageBasis']): number {
  return (basis === 'seats' ? c.bySeats?.share : basis === 'groups' ? c.byGroup?.share : c.byPair.share) ?? 0;
}

export function fitOf(c: CombinationCoverage, weights: FitWeights, inputs: FitInputs): XuankeFit {
  const coverage = coveragePart(c, inputs.coverageBasis);
  const targets = weights.targets > 0 ? c.targetShare : null;
  const potential = inputs.potential ? meanOver(c.combination.subjects, inputs.potential) : null;
  const interest = inputs.interest ? meanOver(c.combination.subjects, inputs.interest) : null;
  const score = weights.coverage * coverage + weights.targets * (targets ?? 0) + weights.potential * (potential ?? 0) + weights.interest * (interest ?? 0);
  return { score, coverage, targets, potential, interest };
}

/** The best three by fit; ties go to the wider coverage, then to the catalogue order of the keys. */
export function rankByFit<T extends { fit: XuankeFit }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((x, y) => y.item.fit.score - x.item.fit.score || y.item.fit.coverage - x.item.fit.coverage || x.i - y.i)
    .map(({ item }) => item);
}
