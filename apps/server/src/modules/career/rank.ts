import type { ReportDimension } from '@zhiyuan/shared';
import { RIASEC_TYPES, WORK_VALUE_KEYS, type PositionInput, type RiasecType, type WorkValueKey } from '@zhiyuan/shared/contracts/career';
import type { PositionProfile } from '../../assessment/instruments/major-position.ts';
import { preferenceWords } from '../../assessment/instruments/major-position.ts';
import { RIASEC_LABELS } from '../../assessment/instruments/interest.ts';
import { CLASS_PROFILES, type MajorClassProfile } from '../../career/library.ts';
import { interestFit, personalityFit, preferenceFit, traitLean, TRAIT_LINKS, valuesFit } from '../../career/fit.ts';

/**
 * 专业定位: the ranking of 专业类 for one student, pure. Each input gives a part of 0–100; the fit
 * is their weighted mean over the inputs the student has (the weights of missing ones are shared
 * out in proportion). docs/career-crosswalk.md explains each part.
 */
export const INPUT_WEIGHTS: Record<PositionInput['key'], number> = { interest: 0.55, preference: 0.15, values: 0.2, personality: 0.1 };

export const VALUE_LABELS: Record<WorkValueKey, string> = {
  achievement: '成就',
  'working-conditions': '工作条件',
  recognition: '认可',
  relationships: '人际关系',
  support: '支持',
  independence: '独立',
};

const TRAIT_LABELS: Record<string, string> = { extraversion: '外向性', agreeableness: '宜人性', conscientiousness: '尽责性', intellect: '智力 / 想象' };

type Scores = Record<string, { score: number; min: number; max: number }>;
const scoresOf = (dimensions: ReportDimension[] | undefined): Scores =>
  Object.fromEntries((dimensions ?? []).map((d) => [d.key, { score: d.score, min: d.min, max: d.max }]));

export interface RankedClass {
  profile: MajorClassProfile;
  fit: number;
  parts: { key: PositionInput['key']; score: number }[];
  reasons: string[];
}

export interface RankInput {
  profile: PositionProfile;
  /** Dimensions of the latest job-value and personality reports, when there are any. */
  values?: ReportDimension[] | null;
  personality?: ReportDimension[] | null;
}

/** The used inputs' weights, adding up to 1. */
export function weightsFor(used: Record<PositionInput['key'], boolean>): Record<PositionInput['key'], number> {
  const keys = Object.keys(INPUT_WEIGHTS) as PositionInput['key'][];
  const total = keys.reduce((s, k) => s + (used[k] ? INPUT_WEIGHTS[k] : 0), 0);
  return Object.fromEntries(keys.map((k) => [k, used[k] ? INPUT_WEIGHTS[k] / total : 0])) as Record<PositionInput['key'], number>;
}

const round1 = (n: number) => Math.round(n * 1000) / 10;
const heaviest = <K extends string>(w: Record<K, number>, keys: readonly K[], n: number) =>
  [...keys]
    .filter((k) => w[k] > 0)
    .sort((a, b) => w[b] - w[a] || keys.indexOf(a) - keys.indexOf(b))
    .slice(0, n);

/** Every 专业类 of the crosswalk, best fit first (ties keep the catalogue's order). */
export function rankClasses(input: RankInput): { weights: Record<PositionInput['key'], number>; ranked: RankedClass[] } {
  const { profile } = input;
  const values = input.values?.length ? scoresOf(input.values) : null;
  const traits = input.personality?.length ? scoresOf(input.personality) : null;
  const weights = weightsFor({ interest: true, preference: true, values: !!values, personality: !!traits });
  const lean = traits ? traitLean(traits) : null;
  const theory = preferenceWords(profile.preferences.theoryApplied, ['理论', '应用']);
  const people = preferenceWords(profile.preferences.peopleThings, ['与人打交道', '与物打交道']);

  const ranked = CLASS_PROFILES.map((c, i) => {
    const parts: RankedClass['parts'] = [
      { key: 'interest', score: round1(interestFit(profile.sums, profile.max, c.letters)) },
      { key: 'preference', score: round1(preferenceFit(profile.preferences, c.orientation, c.thingsPeople)) },
    ];
    if (values) parts.push({ key: 'values', score: round1(valuesFit(values as Partial<Record<WorkValueKey, Scores[string]>>, c.values)) });
    if (lean) parts.push({ key: 'personality', score: round1(personalityFit(lean, c.letters)) });
    const fit = Math.round(parts.reduce((s, p) => s + weights[p.key] * p.score, 0) * 10) / 10;

    const letters = heaviest(c.letters, RIASEC_TYPES, 2) as RiasecType[];
    const reasons = [
      `兴趣：该类通向的职业代码为 ${c.riasec}，你的${letters.map((l) => `${RIASEC_LABELS[l]} ${profile.sums[l]}/${profile.max}`).join('、')}`,
      `偏好：该类${c.orientation === -1 ? '偏理论' : c.orientation === 1 ? '偏应用' : '理论与应用兼顾'}、${c.thingsPeople > 0.3 ? '多与物打交道' : c.thingsPeople < -0.3 ? '多与人打交道' : '人与物兼顾'}；你${theory}、${people}`,
    ];
    if (values) {
      const top = heaviest(c.values, WORK_VALUE_KEYS, 2);
      reasons.push(
        `价值观：这些职业最能满足「${top.map((k) => VALUE_LABELS[k]).join('」「')}」，你的评分 ${top.map((k) => `${values[k]?.score ?? '—'}/${values[k]?.max ?? 20}`).join('、')}`,
      );
    }
    if (lean && traits) {
      const l = letters.find((x) => TRAIT_LINKS[x]) ?? null;
      const factor = l ? Object.keys(TRAIT_LINKS[l]!)[0] : null;
      if (l && factor && traits[factor])
        reasons.push(
          `性格：${RIASEC_LABELS[l]}与${TRAIT_LABELS[factor]}相关（Barrick 等 2003），你的${TRAIT_LABELS[factor]} ${traits[factor].score}/${traits[factor].max}`,
        );
    }
    return { profile: c, fit, parts, reasons, i };
  })
    .sort((a, b) => b.fit - a.fit || a.i - b.i)
    .map(({ i: _i, ...rest }) => rest);
  return { weights, ranked };
}
