import type { ReportDimension, ReportLead } from '@zhiyuan/shared';
import { RIASEC_TYPES, type RiasecType } from '@zhiyuan/shared/contracts/career';
import { sumsByDimension, type Instrument, type InstrumentItem, type ScoredReport } from '../instrument.ts';
import { hollandCode, interest, INTEREST_SCALE, ONET_NOTICE, RIASEC_LABELS } from './interest.ts';
import { disclaimer } from './common.ts';
import { CLASS_PROFILES, occupationsByCode } from '../../career/library.ts';
import { interestFit, preferenceFit } from '../../career/fit.ts';

/**
 * 专业定位 (pt): the O*NET Mini Interest Profiler's structure, 30 activity items, five per Holland
 * type, on the Short Form's 5-point like/dislike scale scored 0–4 (each type 0–20), presented R, I,
 * A, S, E, C in turn as the Mini-IP is. The items are Short Form items, with the interest test's
 * wording (one translation, not two): the first five of each type in the Short Form's order, which
 * begins as the Mini-IP does (Build kitchen cabinets, Develop a new medicine). Then four items of
 * our own on two preferences the majors differ in: 理论 vs 应用 and 与人 vs 与物, each −2 … +2.
 *
 * The test's own report gives the profile, the code and the 专业类 it points to; the 专业定位报告
 * (GET /report/majorPosition) ranks the classes with values and personality too, each with schools.
 */

const PER_TYPE = 5;
const SHORT_FORM = interest.items;

/** The first five Short Form items of each type, interleaved R, I, A, S, E, C. */
const INTEREST_ITEMS: InstrumentItem[] = Array.from({ length: PER_TYPE }, (_, k) =>
  RIASEC_TYPES.map((type) => SHORT_FORM.filter((item) => item.dimension === type)[k]),
).flat();

const TYPE_MAX = PER_TYPE * 4;

type Pole = 'theoryApplied' | 'peopleThings';
const PREFERENCE_SECTION = '下面每题两端各是一种倾向，选最接近你的一项';

/** Our own items: option 1 is the first pole (理论 / 与人), 5 the second (应用 / 与物). */
const PREFERENCES: { id: string; pole: Pole; text: string; labels: [string, string, string, string, string] }[] = [
  {
    id: 'pref-1',
    pole: 'theoryApplied',
    text: '学一样新东西时，你更想先……',
    labels: ['弄懂背后的原理', '偏向弄懂原理', '两者差不多', '偏向学会怎么用', '学会怎么用它解决实际问题'],
  },
  {
    id: 'pref-2',
    pole: 'theoryApplied',
    text: '设想大学里的一门课，你更期待……',
    labels: ['推导公式、建立理论', '偏向推导和理论', '两者都喜欢', '偏向动手做项目', '做项目、做出能用的东西'],
  },
  {
    id: 'pref-3',
    pole: 'peopleThings',
    text: '做一件事时，你更愿意打交道的是……',
    labels: ['人：沟通、说服、照顾', '偏向和人打交道', '两者都可以', '偏向和物打交道', '物：机器、数据、材料'],
  },
  {
    id: 'pref-4',
    pole: 'peopleThings',
    text: '理想的一天工作里，你大部分时间在……',
    labels: ['和不同的人交流合作', '偏向和人交流合作', '两者各半', '偏向独自钻研', '独自钻研设备、代码或数据'],
  },
];

const PREFERENCE_ITEMS: InstrumentItem[] = PREFERENCES.map((p) => ({
  id: p.id,
  text: p.text,
  dimension: p.pole,
  section: PREFERENCE_SECTION,
  options: p.labels.map((label, i) => ({ value: i + 1, label })),
}));

const ITEMS = [...INTEREST_ITEMS, ...PREFERENCE_ITEMS];

/** What scoring reads from a complete answer sheet; the 专业定位报告 reads it again from the stored answers. */
export interface PositionProfile {
  sums: Record<RiasecType, number>;
  max: number;
  code: string;
  /** −2 (理论 / 与人) … +2 (应用 / 与物): the mean of the pole's two items, minus 3. */
  preferences: { theoryApplied: number; peopleThings: number };
}

export function positionProfile(answers: Record<string, number>): PositionProfile {
  const sums = sumsByDimension(INTEREST_ITEMS, answers, INTEREST_SCALE) as Record<RiasecType, number>;
  const pole = (p: Pole) => {
    const items = PREFERENCES.filter((x) => x.pole === p);
    return items.reduce((s, x) => s + (answers[x.id] ?? 3), 0) / items.length - 3;
  };
  return { sums, max: TYPE_MAX, code: hollandCode(sums).code, preferences: { theoryApplied: pole('theoryApplied'), peopleThings: pole('peopleThings') } };
}

/** The 专业类 the test alone points to: interest fit and preference fit, 3 : 1. */
export function classesByProfile(profile: PositionProfile) {
  return CLASS_PROFILES.map((c, i) => ({
    c,
    i,
    fit: 0.75 * interestFit(profile.sums, profile.max, c.letters) + 0.25 * preferenceFit(profile.preferences, c.orientation, c.thingsPeople),
  })).sort((a, b) => b.fit - a.fit || a.i - b.i);
}

const LEADS = 6;

/** Words for a preference value: 理论/应用 or 与人/与物 and how strong. */
export function preferenceWords(value: number, poles: [string, string]): string {
  if (Math.abs(value) < 0.5) return `${poles[0]}与${poles[1]}兼顾`;
  const pole = value < 0 ? poles[0] : poles[1];
  return Math.abs(value) >= 1.5 ? `明显偏向${pole}` : `偏向${pole}`;
}

export function scoreMajorPosition(answers: Record<string, number>): ScoredReport {
  const profile = positionProfile(answers);
  const { sums, code } = profile;
  const { order, tieAtThird } = hollandCode(sums);
  const dimensions: ReportDimension[] = RIASEC_TYPES.map((type) => ({
    key: type,
    label: RIASEC_LABELS[type],
    score: sums[type],
    min: 0,
    max: TYPE_MAX,
    band: sums[type] <= 7 ? '较低' : sums[type] >= 13 ? '较高' : '中等',
  }));
  const theory = preferenceWords(profile.preferences.theoryApplied, ['理论', '应用']);
  const people = preferenceWords(profile.preferences.peopleThings, ['与人打交道', '与物打交道']);
  const ranked = classesByProfile(profile);
  const leads: ReportLead[] = ranked.slice(0, LEADS).map(({ c, fit }) => ({
    type: 'major',
    code: c.code,
    name: c.name,
    reason: `专业类代码 ${c.riasec}（由其通向的职业得出），与你的 ${code} 匹配度 ${Math.round(fit * 100)}`,
  }));
  for (const o of occupationsByCode(code).slice(0, 3)) {
    leads.push({ type: 'career', code: o.id, name: o.name, reason: `O*NET 兴趣代码 ${o.riasec}（${o.onet.soc} ${o.onet.title}）` });
  }
  const watchOuts = [
    `按兴趣相对不太契合的专业类：${ranked
      .slice(-3)
      .map(({ c }) => c.name)
      .join('、')}（仅供参考）。`,
  ];
  if (tieAtThird) watchOuts.unshift(`第三位${RIASEC_LABELS[order[2]]}与${RIASEC_LABELS[order[3]]}同分，代码按 R、I、A、S、E、C 的顺序取前者。`);
  if (Math.max(...Object.values(sums)) <= 7) watchOuts.unshift('六种类型得分都不高，可能还没有特别喜欢的活动；排序只作参考，可以多接触后再测。');

  return {
    chart: 'hexagon',
    dimensions,
    code,
    summary:
      `你的兴趣代码是 ${code}：${order
        .slice(0, 3)
        .map((t) => `${RIASEC_LABELS[t]}（${sums[t]}/${TYPE_MAX}）`)
        .join('、')}；学习上${theory}，做事上${people}。` +
      '专业定位报告会把这些和你的职业价值观、性格测评结果一起，给出按匹配度排序的专业类，以及本省开设这些专业的院校和近年录取线。',
    strengths: order
      .slice(0, 3)
      .filter((t) => sums[t] >= 13)
      .map((t) => `${RIASEC_LABELS[t]}兴趣明显（${sums[t]}/${TYPE_MAX}）`),
    watchOuts,
    leads,
    care: null,
    disclaimer: disclaimer('本测评用于生涯探索，不用于选拔。兴趣题为 O*NET 兴趣量表题目的自译，偏好题为志愿通自编；均尚无中国常模，结果按量表刻度解释。'),
  };
}

export const majorPosition: Instrument = {
  kind: 'major-position',
  version: 1,
  title: '专业定位测评',
  tells: '30 道兴趣题加 4 道偏好题：得出你的霍兰德兴趣代码，再结合职业价值观和性格测评，给出按匹配度排序的专业类，以及本省开设院校和近年录取线。',
  minutes: 6,
  audience: 'student',
  source: {
    name: 'O*NET Mini Interest Profiler 结构 · 志愿通自编偏好题',
    citation:
      'Rounds, J., Ming, C. W. J., Cao, M., Song, C., & Lewis, P. (2016). Development of an O*NET Mini Interest Profiler (Mini-IP) for Mobile Devices: Psychometric Characteristics. National Center for O*NET Development.',
    licence:
      'U.S. DOL/ETA O*NET Career Exploration Tools: no additional licence is required to copy, use or distribute; for career exploration and counselling, not selection. Preference items: 志愿通自编.',
    notice: `${ONET_NOTICE} The 30 interest items are Short Form items in our translation; the 4 preference items are ours and not validated.`,
    ownItems: false,
    translated: true,
  },
  scale: INTEREST_SCALE,
  items: ITEMS,
  contextFields: [],
  score: (answers) => scoreMajorPosition(answers),
};
