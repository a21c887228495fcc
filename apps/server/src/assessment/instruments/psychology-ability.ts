import type { AnswerScale, ReportCare, ReportDimension } from '@zhiyuan/shared';
import { sumsByDimension, type Instrument, type InstrumentItem } from '../instrument.ts';
import { bandOf, disclaimer, HELPLINE, type Band } from './common.ts';

/**
 * 心理能力 (mind): a profile of three parts on one 4-point agreement scale (1–4), no diagnosis.
 * - 自尊 self-esteem: the Rosenberg Self-Esteem Scale (Rosenberg 1965; public domain), our own
 *   Chinese wording, in the order in which the negatively worded items are 2, 5, 6, 8, 9; those five
 *   are reversed. (The UMD scoring note names items 3, 5, 8, 9, 10, which fits another item order;
 *   we key by wording.) Total 10–40, i.e. the usual 0–30 plus 10; the usual "below 15 is low" is
 *   below 25 here. Care at ≤ 20 (≤ 10 on 0–30: on average disagreeing with the positive items).
 * - 考试焦虑 test anxiety: the five MSLQ test-anxiety items (Pintrich et al. 1991; public domain),
 *   our wording, on 4 points instead of 7. Total 5–20; care at ≥ 18.
 * - 应对 coping: six items of our own (two reversed), on handling setbacks, stress and help-seeking.
 *   The Brief Resilience Scale is not used: its licence is unclear. Total 6–24.
 */

const AGREE_4: AnswerScale = { values: [1, 2, 3, 4], labels: ['非常不同意', '不同意', '同意', '非常同意'] };

const SELF_ESTEEM_SECTION = '你对自己的看法';
const ANXIETY_SECTION = '你在考试时的感受';
const COPING_SECTION = '遇到困难和压力时';

/** Rosenberg's ten items in our wording; `reverse` on the negatively worded ones (2, 5, 6, 8, 9). */
const SELF_ESTEEM: { text: string; reverse?: boolean }[] = [
  { text: '整体来看，我对自己挺满意的。' },
  { text: '有些时候，我会觉得自己什么都不行。', reverse: true },
  { text: '我觉得自己有好些优点。' },
  { text: '大多数人能做好的事，我也能做好。' },
  { text: '我觉得自己身上没有多少值得骄傲的地方。', reverse: true },
  { text: '有时候我真觉得自己没什么用。', reverse: true },
  { text: '我是一个有价值的人，至少不比别人差。' },
  { text: '我希望自己能更尊重、更看重自己。', reverse: true },
  { text: '说到底，我总倾向于认为自己是个失败的人。', reverse: true },
  { text: '我用积极的眼光看待自己。' },
];

/** The MSLQ test-anxiety items (manual items 3, 8, 14, 19, 28), our wording. */
const TEST_ANXIETY = [
  '考试时，我总在想自己比别的同学考得差多少。',
  '考试时，我会一直惦记着那些还没做出来的题。',
  '考试时，我会想万一考砸了会有什么后果。',
  '考试时，我心里感到不安、难受。',
  '考试时，我能感觉到自己心跳得很快。',
];

/** Our own coping items. */
const COPING: { text: string; reverse?: boolean }[] = [
  { text: '考试失利后，我会找出原因，想好下次怎么改进。' },
  { text: '压力大的时候，我知道用什么办法让自己放松一些。' },
  { text: '遇到困难时，我愿意向老师、家人或朋友求助。' },
  { text: '我能把一个大难题拆成几小步，一步一步去解决。' },
  { text: '心情不好时，我常常一个人闷着，不知道该怎么办。', reverse: true },
  { text: '事情一不顺，我就容易觉得全都完了。', reverse: true },
];

const ITEMS: InstrumentItem[] = [
  ...SELF_ESTEEM.map((item, i) => ({
    id: `mind-rse${i + 1}`,
    text: item.text,
    dimension: 'self-esteem',
    section: SELF_ESTEEM_SECTION,
    ...(item.reverse ? { reverse: true } : {}),
  })),
  ...TEST_ANXIETY.map((text, i) => ({ id: `mind-ta${i + 1}`, text, dimension: 'test-anxiety', section: ANXIETY_SECTION })),
  ...COPING.map((item, i) => ({
    id: `mind-cope${i + 1}`,
    text: item.text,
    dimension: 'coping',
    section: COPING_SECTION,
    ...(item.reverse ? { reverse: true } : {}),
  })),
];

const SELF_ESTEEM_BANDS: Band[] = [
  { upTo: 24, label: '偏低' },
  { upTo: 35, label: '中等' },
  { upTo: 40, label: '较高' },
];
const ANXIETY_BANDS: Band[] = [
  { upTo: 9, label: '较低' },
  { upTo: 15, label: '中等' },
  { upTo: 20, label: '较高' },
];
const COPING_BANDS: Band[] = [
  { upTo: 13, label: '偏弱' },
  { upTo: 19, label: '中等' },
  { upTo: 24, label: '较强' },
];

export const VERY_LOW_SELF_ESTEEM = 20;
export const VERY_HIGH_TEST_ANXIETY = 18;

const MEANING = {
  'self-esteem': '你对自己整体的接纳和肯定程度。',
  'test-anxiety': '考试时紧张、担心的程度；分数越高越紧张。适度的紧张有助于集中注意力。',
  coping: '遇到挫折和压力时，你调整自己、解决问题和求助的方法多不多。',
};

export const psychologyAbility: Instrument = {
  kind: 'psychology-ability',
  version: 1,
  title: '心理能力',
  tells: '从自尊、考试焦虑和应对方式三个方面，了解你面对学习压力时的心理状态，并给出可以马上用的调节方法。',
  minutes: 5,
  audience: 'student',
  source: {
    name: 'Rosenberg 自尊量表 · MSLQ 考试焦虑分量表（中文表述为志愿通自译）· 志愿通自编应对题',
    citation:
      'Rosenberg M (1965). Society and the Adolescent Self-Image. Princeton University Press. Pintrich PR, Smith DAF, Garcia T, McKeachie WJ (1991). A Manual for the Use of the Motivated Strategies for Learning Questionnaire (MSLQ). NCRIPTAL, University of Michigan.',
    licence: 'Rosenberg 自尊量表属公有领域，可免费使用和翻译（请注明出处）；MSLQ 属公有领域（手册声明，请注明出处）；应对题为志愿通自编',
    notice: 'Rosenberg 自尊量表与 MSLQ 考试焦虑题的中文表述为志愿通自译，考试焦虑题改为 4 点计分；应对分量表为志愿通自编题目，未经常模检验。',
    ownItems: true,
    translated: true,
  },
  scale: AGREE_4,
  items: ITEMS,
  contextFields: [],
  score(answers) {
    const sums = sumsByDimension(ITEMS, answers, AGREE_4);
    const selfEsteem = sums['self-esteem'];
    const anxiety = sums['test-anxiety'];
    const coping = sums.coping;
    const dimensions: ReportDimension[] = [
      { key: 'self-esteem', label: '自尊', score: selfEsteem, min: 10, max: 40, band: bandOf(selfEsteem, SELF_ESTEEM_BANDS), meaning: MEANING['self-esteem'] },
      { key: 'test-anxiety', label: '考试焦虑', score: anxiety, min: 5, max: 20, band: bandOf(anxiety, ANXIETY_BANDS), meaning: MEANING['test-anxiety'] },
      { key: 'coping', label: '应对方式（自编）', score: coping, min: 6, max: 24, band: bandOf(coping, COPING_BANDS), meaning: MEANING.coping },
    ];

    const strengths: string[] = [];
    if (selfEsteem >= 30) strengths.push('你对自己有比较稳定的肯定，这是面对压力的底气。');
    if (anxiety <= 9) strengths.push('考试时你能保持比较平稳的心态。');
    if (coping >= 20) strengths.push('遇到挫折时，你有不少办法调整自己、解决问题。');
    if (strengths.length === 0) strengths.push('你愿意认真了解自己的状态，这是照顾好自己的第一步。');

    const watchOuts: string[] = [];
    if (selfEsteem <= 24) watchOuts.push('试着每天睡前写下一件自己做到了的小事，哪怕很小；看得见的进步会慢慢改变对自己的看法。');
    if (anxiety >= 16) watchOuts.push('考前把易错点整理成一页纸，考试时遇到难题先跳过；紧张时做几次慢慢的深呼吸（吸气 4 秒、呼气 6 秒）。');
    if (coping <= 13) watchOuts.push('心里有事时，找一个信任的人说一说；把大难题拆成今天就能做的一小步。');
    if (watchOuts.length === 0) watchOuts.push('保持规律作息和运动，这是稳定心态最简单也最有效的办法。');

    const lowSelfEsteem = selfEsteem <= VERY_LOW_SELF_ESTEEM;
    const highAnxiety = anxiety >= VERY_HIGH_TEST_ANXIETY;
    const care: ReportCare | null =
      lowSelfEsteem || highAnxiety
        ? {
            level: 'notice',
            message: `${lowSelfEsteem ? '你最近对自己的评价比较低' : '你在考试时的紧张感很强'}，这种感觉不好受，也并不少见。你不必一个人扛着：可以和信任的家人、老师或学校的心理老师聊聊，也可以拨打心理援助热线。`,
            helpline: HELPLINE,
          }
        : null;

    return {
      chart: 'bars',
      dimensions,
      code: null,
      summary: `自尊 ${selfEsteem}（10–40，${dimensions[0].band}），考试焦虑 ${anxiety}（5–20，${dimensions[1].band}），应对方式 ${coping}（6–24，${dimensions[2].band}）。这是你此刻状态的一张快照，会随时间和经历变化。`,
      strengths,
      watchOuts,
      leads: [],
      care,
      disclaimer: disclaimer('本测评描述你近期的心理状态，不是心理诊断；中文表述为自译，应对分量表为自编，均未经常模检验。'),
    };
  },
};
