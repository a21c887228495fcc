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
 * 文理倾向 (aas): no validated open instrument exists, so the items are our own: five interest items
 * on science/engineering activities and five on humanities/social ones (one reverse-keyed each),
 * and one interest item per subject (数理化生 vs 语史政地), 5-point agreement; plus optional
 * 年级百分位 per subject (common.ts says why percentiles).
 *
 * Each part becomes a bipolar sub-score on −100 (文) … +100 (理):
 * - 活动兴趣 = science-activity % − humanities-activity %, each % = (sum − 5) / 20 × 100;
 * - 学科兴趣 = science-subject % − humanities-subject %, each % = (sum − 4) / 16 × 100;
 * - 成绩对比 = mean percentile of the given 数理化生 − mean of the given 语史政地 (only when both
 *   sides have at least one grade).
 * Index = 0.3·活动 + 0.3·学科 + 0.4·成绩 with grades, else 0.5·活动 + 0.5·学科; rounded at the end.
 * In 3+1+2 provinces it reads as a 首选 物理 vs 历史 "倾向参考"; in 3+3 as the three electives
 * that suit best.
 */

const SCIENCE_SUBJECTS: SubjectKey[] = ['math', 'physics', 'chemistry', 'biology'];
const HUMANITIES_SUBJECTS: SubjectKey[] = ['chinese', 'history', 'politics', 'geography'];
const ELECTIVES: SubjectKey[] = ['physics', 'chemistry', 'biology', 'history', 'politics', 'geography'];

const ACTIVITY_SECTION = '你平时的兴趣';
const SUBJECT_SECTION = '你对各科的兴趣';

const ACTIVITY_ITEMS: { dimension: 'science-activity' | 'humanities-activity'; text: string; reverse?: boolean }[] = [
  { dimension: 'science-activity', text: '我喜欢拆开东西，弄明白它是怎么工作的。' },
  { dimension: 'science-activity', text: '我喜欢解需要一步步推导的难题。' },
  { dimension: 'science-activity', text: '看科普内容或做实验时，我很容易投入进去。' },
  { dimension: 'science-activity', text: '我喜欢动手把想法做出来，比如编程、搭电路或做模型。' },
  { dimension: 'science-activity', text: '一看到公式和计算，我就想跳过。', reverse: true },
  { dimension: 'humanities-activity', text: '我喜欢读小说、历史故事或评论文章。' },
  { dimension: 'humanities-activity', text: '我喜欢和别人讨论社会现象、时事或历史人物。' },
  { dimension: 'humanities-activity', text: '我喜欢通过写作表达自己的想法。' },
  { dimension: 'humanities-activity', text: '我对不同地方的风俗、文化和历史很好奇。' },
  { dimension: 'humanities-activity', text: '需要大量阅读和记忆的任务让我很头疼。', reverse: true },
];

const subjectItemId = (subject: SubjectKey) => `aas-subject-${subject}`;

const ITEMS: InstrumentItem[] = [
  ...ACTIVITY_ITEMS.map((item, i) => ({
    id: `aas-activity-${i + 1}`,
    text: item.text,
    dimension: item.dimension,
    section: ACTIVITY_SECTION,
    ...(item.reverse ? { reverse: true } : {}),
  })),
  ...[...SCIENCE_SUBJECTS, ...HUMANITIES_SUBJECTS].map((subject) => ({
    id: subjectItemId(subject),
    text: `我对${SUBJECT_LABELS[subject]}课很感兴趣，愿意在上面多花时间。`,
    dimension: SCIENCE_SUBJECTS.includes(subject) ? 'science-subjects' : 'humanities-subjects',
    section: SUBJECT_SECTION,
  })),
];

export const EXAM_MODES = ['3+1+2', '3+3', '不确定'] as const;

const BANDS: Band[] = [
  { upTo: -40, label: '明显偏文' },
  { upTo: -15, label: '偏文' },
  { upTo: 14, label: '文理均衡' },
  { upTo: 39, label: '偏理' },
  { upTo: 100, label: '明显偏理' },
];

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const given = (context: Record<string, unknown>, subjects: SubjectKey[]) =>
  subjects.map((s) => subjectPercentile(context, s)).filter((p): p is number => p !== null);

function bipolar(key: string, label: string, value: number, meaning: string): ReportDimension {
  const score = Math.round(value);
  return { key, label, score, min: -100, max: 100, band: bandOf(score, BANDS), meaning };
}

export const artsScience: Instrument = {
  kind: 'arts-science',
  version: 1,
  title: '文理倾向',
  tells: '结合你的兴趣和各科成绩，看看你更偏文还是偏理；在 3+1+2 省份给出首选物理或历史的倾向参考。',
  minutes: 4,
  audience: 'student',
  source: {
    name: '志愿通自编文理倾向问卷',
    citation: '',
    licence: '志愿通自编题目',
    notice: '志愿通自编题目，未经常模检验。',
    ownItems: true,
    translated: false,
  },
  scale: AGREE_5,
  items: ITEMS,
  contextFields: [
    { key: 'examMode', label: '你所在省份的选科模式（选填）', type: 'select', options: [...EXAM_MODES], required: false },
    ...[...SCIENCE_SUBJECTS, ...HUMANITIES_SUBJECTS].map(percentileField),
  ],
  score(answers, context) {
    const sums = sumsByDimension(ITEMS, answers, AGREE_5);
    const scienceActivity = percentOfRange(sums['science-activity'], 5, 25);
    const humanitiesActivity = percentOfRange(sums['humanities-activity'], 5, 25);
    const scienceSubjects = percentOfRange(sums['science-subjects'], 4, 20);
    const humanitiesSubjects = percentOfRange(sums['humanities-subjects'], 4, 20);
    const activity = scienceActivity - humanitiesActivity;
    const subjects = scienceSubjects - humanitiesSubjects;

    const scienceGrades = given(context, SCIENCE_SUBJECTS);
    const humanitiesGrades = given(context, HUMANITIES_SUBJECTS);
    const grades = scienceGrades.length > 0 && humanitiesGrades.length > 0 ? mean(scienceGrades) - mean(humanitiesGrades) : null;
    const index = grades === null ? 0.5 * activity + 0.5 * subjects : 0.3 * activity + 0.3 * subjects + 0.4 * grades;

    const overall = bipolar(
      'index',
      '文理倾向指数',
      index,
      grades === null
        ? '由活动兴趣和学科兴趣各占一半算出（未填写两侧成绩）；负值偏文，正值偏理。'
        : '活动兴趣 30%、学科兴趣 30%、成绩对比 40% 合成；负值偏文，正值偏理。',
    );
    const dimensions: ReportDimension[] = [
      overall,
      bipolar(
        'activity',
        '活动兴趣',
        activity,
        `理工类活动兴趣 ${Math.round(scienceActivity)}，人文社科类活动兴趣 ${Math.round(humanitiesActivity)}（各 0–100）。`,
      ),
      bipolar('subjects', '学科兴趣', subjects, `数理化生兴趣 ${Math.round(scienceSubjects)}，语史政地兴趣 ${Math.round(humanitiesSubjects)}（各 0–100）。`),
    ];
    if (grades !== null) {
      dimensions.push(
        bipolar(
          'grades',
          '成绩对比',
          grades,
          `数理化生平均百分位 ${Math.round(mean(scienceGrades))}，语史政地平均百分位 ${Math.round(mean(humanitiesGrades))}。`,
        ),
      );
    }

    // Per elective: its interest item as 0–100, averaged with its percentile when given.
    const subjectFit = (subject: SubjectKey) => {
      const interest = percentOfRange(answers[subjectItemId(subject)], 1, 5);
      const grade = subjectPercentile(context, subject);
      return grade === null ? interest : (interest + grade) / 2;
    };
    const byFit = (list: SubjectKey[]) => [...list].sort((a, b) => subjectFit(b) - subjectFit(a));

    const mode = contextText(context, 'examMode');
    const leads: ReportLead[] = [];
    const subjectLead = (subject: SubjectKey, reason: string) => leads.push({ type: 'subject', code: null, name: SUBJECT_LABELS[subject], reason });
    let framing: string;
    if (mode === '3+3') {
      for (const s of byFit(ELECTIVES).slice(0, 3)) subjectLead(s, '在六门选考科目中，你的兴趣和成绩在这一科最突出之一。');
      framing = `3+3 省份不分首选，可参考你兴趣和成绩较突出的三门：${leads.map((l) => l.name).join('、')}。`;
    } else {
      const condition = mode === '3+1+2' ? '' : '如果你所在省份实行 3+1+2，';
      if (overall.score >= 15) {
        subjectLead('physics', '你的倾向偏理，首选物理是倾向参考。');
        framing = `${condition}首选科目的倾向参考是物理。`;
      } else if (overall.score <= -15) {
        subjectLead('history', '你的倾向偏文，首选历史是倾向参考。');
        framing = `${condition}首选科目的倾向参考是历史；也请留意选物理可报的专业类更多，可在选科报告里比较。`;
      } else {
        subjectLead('physics', '你文理较均衡；首选物理可报考的专业类更多。');
        subjectLead('history', '你文理较均衡；如果更喜欢人文社科，首选历史也合适。');
        framing = `${condition}物理和历史都可以考虑；选物理可报的专业类更多（教育部选考指引中约七成专业类要求物理），可在选科报告里比较覆盖率再决定。`;
      }
      for (const s of byFit(['chemistry', 'biology', 'politics', 'geography']).slice(0, 2)) subjectLead(s, '再选科目中，你的兴趣和成绩在这一科较突出。');
    }

    const lean = overall.band ?? '';
    const strengths = [
      scienceActivity >= humanitiesActivity
        ? '你对动手、推理和探究类的活动有兴趣，这是学好理科的好基础。'
        : '你对阅读、表达和理解社会的活动有兴趣，这是学好文科的好基础。',
    ];
    const watchOuts = ['倾向不等于能力上限：兴趣和成绩都会变，选科前可以再测一次，并结合学科潜能和选科报告一起看。'];
    if (grades === null) watchOuts.unshift('你没有同时填写文理两侧的成绩，结果只依据兴趣；补充成绩后会更可靠。');
    else if (Math.sign(grades) !== 0 && Math.sign(grades) !== Math.sign(activity + subjects) && Math.abs(grades) >= 15) {
      watchOuts.unshift('你的兴趣和成绩指向不同的方向；可以和老师聊聊，看看是兴趣还没被激发，还是学习方法需要调整。');
    }

    return {
      chart: 'bipolar',
      dimensions,
      code: null,
      summary: `你的文理倾向指数为 ${overall.score}（−100 偏文，+100 偏理），属于“${lean}”。${framing}`,
      strengths,
      watchOuts,
      leads,
      care: null,
      disclaimer: disclaimer('文理倾向是倾向参考，不是能力判断；题目为志愿通自编，未经常模检验，合成权重为我们的设定。'),
    };
  },
};
