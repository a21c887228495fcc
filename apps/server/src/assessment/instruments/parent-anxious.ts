import type { AnswerScale, ReportCare } from '@zhiyuan/shared';
import { sumsByDimension, type Instrument, type InstrumentItem } from '../instrument.ts';
import { bandOf, disclaimer, HELPLINE, type Band } from './common.ts';

/**
 * 家长焦虑 (pa), for the parent: the GAD-7 (Spitzer et al. 2006) in our own Chinese wording, scored
 * as its authors do: items 0–3 over the past two weeks, total 0–21, cut points 5 / 10 / 15. A
 * screener, not a diagnosis. Beside it, six 升学 worry items of our own (two reverse-keyed) form
 * a separate, unvalidated subscale that is never added into the GAD-7 total. Care follows the
 * GAD-7 total only: 5–9 → notice, ≥ 10 (where the authors advise further evaluation) → concern.
 * The Parental Stress Scale would fit better but needs the author's consent for electronic use.
 */

/** GAD-7's response options: 0 完全没有 … 3 几乎每天. */
const FREQUENCY_4: AnswerScale = {
  values: [0, 1, 2, 3],
  labels: ['完全没有', '有几天', '一半以上的天数', '几乎每天'],
};

const GAD7_SECTION = '过去两周里，您有多经常被下面这些情况困扰？';
const WORRY_SECTION = '过去两周里，关于孩子的升学，下面这些情况有多经常出现？';

/** Our own wording of the seven GAD-7 symptoms, in the instrument's order. */
const GAD7_TEXTS = [
  '感到紧张、焦虑，或心里一直绷着。',
  '停不下来地担心，控制不住。',
  '各种各样的事都让人担心，而且担心过了头。',
  '想放松，却怎么也放松不下来。',
  '心里烦躁不安，坐也坐不住。',
  '比平时容易心烦、发脾气。',
  '总害怕会有什么糟糕的事情发生。',
];

/** 升学担忧 (our own): positive items reversed so that a higher score always means more worry. */
const WORRY_ITEMS: { text: string; reverse?: boolean }[] = [
  { text: '一想到孩子的考试成绩或排名，心里就发紧。' },
  { text: '担心孩子考不上理想的学校。' },
  { text: '为选科、填志愿这类决定反复纠结，怕选错。' },
  { text: '因为孩子升学的事情睡不好觉。' },
  { text: '能平心静气地和孩子聊升学的打算。', reverse: true },
  { text: '相信不管考得怎样，孩子都能找到适合自己的路。', reverse: true },
];

const ITEMS: InstrumentItem[] = [
  ...GAD7_TEXTS.map((text, i) => ({ id: `pa-gad${i + 1}`, text, dimension: 'gad7', section: GAD7_SECTION })),
  ...WORRY_ITEMS.map((item, i) => ({
    id: `pa-worry${i + 1}`,
    text: item.text,
    dimension: 'worry',
    section: WORRY_SECTION,
    ...(item.reverse ? { reverse: true } : {}),
  })),
];

/** GAD-7 severity by the authors' cut points. */
export const GAD7_BANDS: Band[] = [
  { upTo: 4, label: '极轻微' },
  { upTo: 9, label: '轻度' },
  { upTo: 14, label: '中度' },
  { upTo: 21, label: '重度' },
];

/** Our subscale has no norms: thirds of its range, said so in the report. */
const WORRY_MAX = 18;
const WORRY_BANDS: Band[] = [
  { upTo: 5, label: '较少' },
  { upTo: 11, label: '中等' },
  { upTo: WORRY_MAX, label: '较多' },
];

const GAD7_MEANING: Record<string, string> = {
  极轻微: '近两周焦虑的困扰很少。',
  轻度: '近两周有一些焦虑的困扰，多数人在压力大的阶段都会有。',
  中度: '近两周焦虑的困扰比较明显，已经在影响您的状态。',
  重度: '近两周焦虑的困扰很多，值得认真照顾自己。',
};

function careFor(total: number): ReportCare | null {
  if (total >= 10) {
    return {
      level: 'concern',
      message:
        '您最近承受的压力不小，辛苦了。这份筛查的结果提示，焦虑已经比较明显地影响到您。这不是诊断，但建议您找专业人员聊一聊：可以去医院的心理科或精神心理科，也可以先拨打心理援助热线。照顾好自己，也是在帮孩子。',
      helpline: HELPLINE,
    };
  }
  if (total >= 5) {
    return {
      level: 'notice',
      message: '最近您有一些焦虑的感受，这在孩子升学的阶段很常见。试试下面的小建议；如果这种感觉持续或加重，可以找人聊聊，或拨打心理援助热线。',
      helpline: HELPLINE,
    };
  }
  return null;
}

export const parentAnxious: Instrument = {
  kind: 'parent-anxious',
  version: 1,
  title: '家长焦虑自查',
  tells: '用国际通用的 GAD-7 筛查量表看看您近两周的焦虑程度，另附几道升学担忧题，并给出实用的调节建议。这是筛查，不是诊断。',
  minutes: 4,
  audience: 'parent',
  source: {
    name: 'GAD-7 广泛性焦虑筛查量表（中文表述为志愿通自译）· 升学担忧分量表（志愿通自编）',
    citation:
      'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092–1097.',
    licence: 'GAD-7 © Pfizer Inc.，可免费使用、翻译和分发，无需许可；升学担忧题为志愿通自编',
    notice: 'GAD-7 © Pfizer Inc. 中文表述为志愿通自译，未经常模检验。升学担忧分量表为志愿通自编题目，未经常模检验，不计入 GAD-7 总分。',
    ownItems: true,
    translated: true,
  },
  scale: FREQUENCY_4,
  items: ITEMS,
  contextFields: [],
  score(answers) {
    const sums = sumsByDimension(ITEMS, answers, FREQUENCY_4);
    const total = sums.gad7;
    const worry = sums.worry;
    const band = bandOf(total, GAD7_BANDS);
    const worryBand = bandOf(worry, WORRY_BANDS);
    const care = careFor(total);

    const strengths = ['您愿意停下来看看自己的状态，这本身就是照顾家庭的好开始。'];
    if (worry <= 5) strengths.push('对孩子升学的担忧不多，这份从容孩子也感受得到。');

    const watchOuts = [
      '把担心的事写下来，分成“我能做的”和“我控制不了的”两栏，只为第一栏安排行动。',
      '每天留出 20–30 分钟散步或运动，保证睡眠；这些比任何劝慰都更能缓解焦虑。',
      '和孩子谈升学时多问、多听，少比较；需要做的决定（选科、志愿）提前了解规则，按时间表一步步来。',
    ];
    if (worry >= 12) watchOuts.unshift('您对孩子升学的担忧比较多。可以和孩子、老师一起把目标和备选方案说清楚，心里有底会踏实很多。');

    return {
      chart: 'bars',
      dimensions: [
        { key: 'gad7', label: 'GAD-7 焦虑筛查', score: total, min: 0, max: 21, band, meaning: GAD7_MEANING[band] },
        {
          key: 'worry',
          label: '升学担忧（自编，未经验证）',
          score: worry,
          min: 0,
          max: WORRY_MAX,
          band: worryBand,
          meaning: '这是我们自编的分量表，只描述您对孩子升学的担忧多少，不计入 GAD-7 总分，划分没有常模依据。',
        },
      ],
      code: null,
      summary: `您的 GAD-7 得分为 ${total}（满分 21），属于“${band}”范围（0–4 极轻微，5–9 轻度，10–14 中度，15–21 重度）。${GAD7_MEANING[band]}升学担忧分量表得分 ${worry}（满分 ${WORRY_MAX}），担忧${worryBand}。`,
      strengths,
      watchOuts,
      leads: [],
      care,
      disclaimer: disclaimer(
        'GAD-7 是筛查工具，只反映近两周的情况，不能据此下诊断；如有需要请咨询专业人员。中文表述为自译，升学担忧分量表为自编，均未经常模检验。',
      ),
    };
  },
};
