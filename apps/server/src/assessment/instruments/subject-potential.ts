import type { ReportDimension, ReportLead } from '@zhiyuan/shared';
import { sumsByDimension, type Instrument, type InstrumentItem } from '../instrument.ts';
import {
  AGREE_5,
  bandOf,
  contextText,
  disclaimer,
  percentileField,
  percentOfRange,
  SUBJECT_LABELS,
  subjectPercentile,
  type Band,
  type SubjectKey,
} from './common.ts';

/**
 * 学科潜能 (ap): per subject, the student's recent 年级百分位 (optional context field) and three
 * self-efficacy items: two adapted from the MSLQ "self-efficacy for learning and performance"
 * subscale (Pintrich et al. 1991; public domain) in our own wording, and one reverse-keyed item of
 * our own against agreeing with everything. 5-point agreement instead of the MSLQ's 7 points.
 *
 * Per subject: self-efficacy % = (sum − 3) / 12 × 100; potential = 0.6 × percentile + 0.4 ×
 * self-efficacy % when a percentile is given (grades predict grades best; self-efficacy adds
 * whether the student believes they can keep up), else self-efficacy alone, and the report says
 * so. 技术 (浙江 7选3) is optional: two context fields, no items, a bar only when one is filled.
 * The leads (electives, strongest first) feed the 选科 report.
 */

const SUBJECTS: SubjectKey[] = ['chinese', 'math', 'english', 'physics', 'chemistry', 'biology', 'history', 'geography', 'politics'];
const ELECTIVES: SubjectKey[] = ['physics', 'chemistry', 'biology', 'history', 'geography', 'politics', 'technology'];

const GRADE_WEIGHT = 0.6;
const EFFICACY_WEIGHT = 0.4;
/** A self-efficacy % this far from the percentile is worth a word in the report. */
const GAP = 30;

const ITEMS: InstrumentItem[] = SUBJECTS.flatMap((subject) => {
  const name = SUBJECT_LABELS[subject];
  return [
    { id: `ap-${subject}-1`, text: `我有信心在${name}考试中取得好成绩。`, dimension: subject, section: name },
    { id: `ap-${subject}-2`, text: `${name}课上最难的内容，只要用心，我也能弄懂。`, dimension: subject, section: name },
    { id: `ap-${subject}-3`, text: `遇到${name}的难题，我常觉得自己怎么学也学不会。`, dimension: subject, section: name, reverse: true },
  ];
});

/** The 技术 confidence question reuses the wording of a 5-point confidence scale: index 0–4 → 0–100. */
export const TECHNOLOGY_CONFIDENCE = ['很没把握', '不太有把握', '一般', '比较有把握', '很有把握'] as const;

const BANDS: Band[] = [
  { upTo: 39, label: '相对薄弱' },
  { upTo: 69, label: '中等' },
  { upTo: 100, label: '优势' },
];

interface SubjectScore {
  subject: SubjectKey;
  potential: number;
  efficacy: number | null;
  grade: number | null;
}

function combine(subject: SubjectKey, efficacy: number | null, grade: number | null): SubjectScore | null {
  if (efficacy === null && grade === null) return null;
  const potential = efficacy === null ? grade! : grade === null ? efficacy : GRADE_WEIGHT * grade + EFFICACY_WEIGHT * efficacy;
  return { subject, potential, efficacy, grade };
}

function dimensionOf(s: SubjectScore): ReportDimension {
  const score = Math.round(s.potential);
  const efficacy = s.efficacy === null ? null : Math.round(s.efficacy);
  const meaning =
    s.grade === null
      ? `没有填写成绩，这一项仅基于自评（自我效能 ${efficacy}）。`
      : efficacy === null
        ? `没有自评，这一项仅基于成绩（年级百分位 ${s.grade}）。`
        : `年级百分位 ${s.grade}，自我效能 ${efficacy}；按成绩 60%、自评 40% 合成。`;
  return { key: s.subject, label: SUBJECT_LABELS[s.subject], score, min: 0, max: 100, band: bandOf(score, BANDS), meaning };
}

const basis = (s: SubjectScore) => (s.grade === null ? '仅自评' : s.efficacy === null ? '仅成绩' : '成绩+自评');

export const subjectPotential: Instrument = {
  kind: 'subject-potential',
  version: 1,
  title: '学科潜能',
  tells: '结合你最近的考试排名和你对各科的把握程度，给出每一科的潜能参考，按强弱排出选考科目，供选科报告使用。',
  minutes: 6,
  audience: 'student',
  source: {
    name: 'MSLQ 自我效能分量表（改编，志愿通自拟表述）· 志愿通自编反向题',
    citation:
      'Pintrich PR, Smith DAF, Garcia T, McKeachie WJ (1991). A Manual for the Use of the Motivated Strategies for Learning Questionnaire (MSLQ). Ann Arbor: NCRIPTAL, University of Michigan.',
    licence: 'MSLQ 属公有领域（手册声明：使用无需许可，请注明出处）；按学科改写的表述与反向题为志愿通自编',
    notice: '题目改编自 MSLQ 自我效能分量表（Pintrich et al., 1991），表述为志愿通自拟；反向题为志愿通自编题目，未经常模检验。',
    ownItems: true,
    translated: true,
  },
  scale: AGREE_5,
  items: ITEMS,
  contextFields: [
    ...SUBJECTS.map(percentileField),
    percentileField('technology'),
    {
      key: 'technologyConfidence',
      label: '技术（浙江选考）：你对学好这门课有多大把握？（选填）',
      type: 'select',
      options: [...TECHNOLOGY_CONFIDENCE],
      required: false,
    },
  ],
  score(answers, context) {
    const sums = sumsByDimension(ITEMS, answers, AGREE_5);
    const scores: SubjectScore[] = SUBJECTS.map((subject) => combine(subject, percentOfRange(sums[subject], 3, 15), subjectPercentile(context, subject))!);

    const confidence = contextText(context, 'technologyConfidence');
    const confidenceIndex = confidence === null ? -1 : TECHNOLOGY_CONFIDENCE.indexOf(confidence as (typeof TECHNOLOGY_CONFIDENCE)[number]);
    const technology = combine('technology', confidenceIndex < 0 ? null : percentOfRange(confidenceIndex, 0, 4), subjectPercentile(context, 'technology'));
    if (technology) scores.push(technology);

    const ranked = [...scores].sort((a, b) => b.potential - a.potential);
    const electives = ranked.filter((s) => ELECTIVES.includes(s.subject));
    const dimensions = scores.map(dimensionOf);
    const label = (s: SubjectScore) => SUBJECT_LABELS[s.subject];
    const rounded = (s: SubjectScore) => Math.round(s.potential);

    const physics = scores.find((s) => s.subject === 'physics')!;
    const history = scores.find((s) => s.subject === 'history')!;
    const selfOnly = scores.filter((s) => s.grade === null).length;
    const summary = [
      `你潜能最突出的科目是${ranked.slice(0, 3).map(label).join('、')}。`,
      `选考科目由强到弱：${electives.map((s) => `${label(s)} ${rounded(s)}`).join('，')}。`,
      `若需在物理和历史中选首选科目，参考值为物理 ${rounded(physics)}、历史 ${rounded(history)}。`,
      selfOnly > 0 ? `有 ${selfOnly} 科没有填写成绩，只依据自评；补充成绩后结果更可靠。` : '',
    ].join('');

    // The two weakest, unless every subject scores the same.
    const watchOuts = ranked
      .slice(-2)
      .reverse()
      .filter((s) => rounded(s) < rounded(ranked[0]))
      .map((s) => `${label(s)}相对弱一些（${rounded(s)}），选科时要想清楚是否值得投入，或先找找提分的办法。`);
    for (const s of scores) {
      if (s.grade === null || s.efficacy === null) continue;
      if (s.efficacy <= s.grade - GAP) watchOuts.push(`你对${label(s)}的信心明显低于实际成绩，可能低估了自己。`);
      else if (s.efficacy >= s.grade + GAP) watchOuts.push(`你对${label(s)}很有信心，但成绩还没跟上，可以找找失分的原因。`);
    }

    const leads: ReportLead[] = electives.map((s) => ({
      type: 'subject',
      code: null,
      name: label(s),
      reason: `学科潜能 ${rounded(s)}（${basis(s)}）。`,
    }));

    return {
      chart: 'bars',
      dimensions,
      code: null,
      summary,
      strengths: ranked.slice(0, 3).map((s) => `${label(s)}是你相对较强的科目（${rounded(s)}），可以作为选科和专业方向的依托。`),
      watchOuts,
      leads,
      care: null,
      disclaimer: disclaimer('潜能是依据近期成绩和自评给出的参考，会随学习变化；合成权重为我们的设定，题目表述为自拟，未经常模检验。'),
    };
  },
};
