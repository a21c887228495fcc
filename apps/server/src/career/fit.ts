import { RIASEC_TYPES, WORK_VALUE_KEYS, type RiasecType, type WorkValueKey } from '@zhiyuan/shared/contracts/career';

/**
 * How codes, profiles and 专业类 fit one another: pure functions, documented in
 * docs/career-crosswalk.md and tested in fit.test.ts.
 */

/** The letters of a code weigh 3, 2 and 1 (first, second, third high-point). */
export const CODE_WEIGHTS = [3, 2, 1];

export const isRiasec = (s: string): s is RiasecType => (RIASEC_TYPES as readonly string[]).includes(s);

/** A valid interest code: one to three distinct RIASEC letters. */
export const validCode = (code: string) => /^[RIASEC]{1,3}$/.test(code) && new Set(code).size === code.length;

/** Letters' distance round Holland's hexagon: 0 same, 1 adjacent, 2 alternate, 3 opposite. */
export function hexDistance(a: RiasecType, b: RiasecType): number {
  const d = Math.abs(RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b));
  return Math.min(d, 6 - d);
}

/**
 * Brown & Gore's (1994) C index of two codes, 0–18: position by position, 3 for the same letter,
 * 2 adjacent, 1 alternate, 0 opposite, weighted 3, 2, 1. A shorter code's missing letters give 0.
 */
export function congruence(a: string, b: string): number {
  let c = 0;
  for (let i = 0; i < 3; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || !isRiasec(x) || !isRiasec(y)) continue;
    c += CODE_WEIGHTS[i] * (3 - hexDistance(x, y));
  }
  return c;
}

export type LetterWeights = Record<RiasecType, number>;

const zeroLetters = (): LetterWeights => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });

/** The letters of several codes, weighted 3/2/1 each, as shares that add up to 1. */
export function letterWeights(codes: string[]): LetterWeights {
  const w = zeroLetters();
  for (const code of codes)
    [...code].forEach((l, i) => {
      if (isRiasec(l)) w[l] += CODE_WEIGHTS[i] ?? 0;
    });
  const total = RIASEC_TYPES.reduce((s, l) => s + w[l], 0);
  if (total > 0) for (const l of RIASEC_TYPES) w[l] /= total;
  return w;
}

/** The three heaviest letters (ties in Holland's order R, I, A, S, E, C), leaving out letters of weight 0. */
export function topCode(w: Record<RiasecType, number>): string {
  return [...RIASEC_TYPES]
    .filter((l) => w[l] > 0)
    .sort((a, b) => w[b] - w[a] || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b))
    .slice(0, 3)
    .join('');
}

/** A student's interest fit with weighted letters: their type scores (0..max) averaged by the weights, 0–1. */
export function interestFit(scores: Record<RiasecType, number>, max: number, w: LetterWeights): number {
  return RIASEC_TYPES.reduce((s, l) => s + w[l] * (scores[l] / max), 0);
}

export type ValueWeights = Record<WorkValueKey, number>;

/** Several occupations' value high-points weighted 3/2/1 each, as shares that add up to 1. */
export function valueWeights(lists: WorkValueKey[][]): ValueWeights {
  const w = Object.fromEntries(WORK_VALUE_KEYS.map((k) => [k, 0])) as ValueWeights;
  for (const list of lists)
    list.forEach((v, i) => {
      w[v] += CODE_WEIGHTS[i] ?? 0;
    });
  const total = WORK_VALUE_KEYS.reduce((s, k) => s + w[k], 0);
  if (total > 0) for (const k of WORK_VALUE_KEYS) w[k] /= total;
  return w;
}

/** A student's value fit: their value scores placed on 0–1 within their range, averaged by the class's weights. */
export function valuesFit(scores: Partial<Record<WorkValueKey, { score: number; min: number; max: number }>>, w: ValueWeights): number {
  let s = 0;
  let used = 0;
  for (const k of WORK_VALUE_KEYS) {
    const v = scores[k];
    if (!v || w[k] === 0) continue;
    s += w[k] * ((v.score - v.min) / (v.max - v.min));
    used += w[k];
  }
  return used > 0 ? s / used : 0;
}

/**
 * Big Five → RIASEC: the meta-analytic correlations of Barrick, Mount & Gupta (2003, Personnel
 * Psychology 56) that are at least about .15 (extraversion with E .41 and S .29; openness, IPIP's
 * intellect, with A .39 and I .25; agreeableness with S .15; conscientiousness with C .19). Types
 * with none (R) stay neutral.
 */
export const TRAIT_LINKS: Partial<Record<RiasecType, Partial<Record<string, number>>>> = {
  E: { extraversion: 0.41 },
  S: { extraversion: 0.29, agreeableness: 0.15 },
  A: { intellect: 0.39 },
  I: { intellect: 0.25 },
  C: { conscientiousness: 0.19 },
};

/** What a Big-Five profile (each factor 10–50) suggests for each type, 0–1 (0.5 neutral). */
export function traitLean(factors: Record<string, { score: number; min: number; max: number }>): LetterWeights {
  const out = zeroLetters();
  for (const l of RIASEC_TYPES) {
    const links = TRAIT_LINKS[l] ?? {};
    let sum = 0;
    let norm = 0;
    for (const [factor, r] of Object.entries(links)) {
      const f = factors[factor];
      if (!f || r === undefined) continue;
      const z = (f.score - (f.min + f.max) / 2) / ((f.max - f.min) / 2);
      sum += r * z;
      norm += r;
    }
    out[l] = norm > 0 ? 0.5 + 0.5 * (sum / norm) : 0.5;
  }
  return out;
}

/** Personality fit: the trait lean of each type, averaged by the class's letter weights, 0–1. */
export const personalityFit = (lean: LetterWeights, w: LetterWeights) => RIASEC_TYPES.reduce((s, l) => s + w[l] * lean[l], 0);

/**
 * Prediger's (1982) things–people dimension of weighted letters: 2R + I − A − 2S − E + C, from −2
 * (all S: people) to +2 (all R: things).
 */
export const thingsPeople = (w: LetterWeights) => 2 * w.R + w.I - w.A - 2 * w.S - w.E + w.C;

/**
 * Preference fit, 0–1: the student's two answers (−2 理论 … +2 应用, −2 与人 … +2 与物) against
 * the class's orientation (−1 theory, 0 both, +1 applied) and its things–people value.
 */
export function preferenceFit(pref: { theoryApplied: number; peopleThings: number }, orientation: -1 | 0 | 1, tp: number): number {
  const applied = 1 - Math.abs(pref.theoryApplied / 2 - orientation) / 2;
  const things = 1 - Math.abs(pref.peopleThings / 2 - tp / 2) / 2;
  return (applied + things) / 2;
}
