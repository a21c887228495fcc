import type { AnswerScale, ReportDimension } from '@zhiyuan/shared';
import { keyed, type Instrument, type InstrumentItem, type ScoredReport } from '../instrument.ts';

/**
 * 学习自控力: the Brief Self-Control Scale (Tangney, Baumeister & Boone 2004), 13 items answered
 * 1–5; items 2, 3, 4, 5, 7, 9, 10, 12 and 13 are reversed (6 − x); the total runs 13–65, higher =
 * more self-control. Free and publicly available (RAND assessment catalogue). The Chinese wording
 * is ours. No clinical cut-offs exist and none are used: the bands cut the range into thirds.
 *
 * Item ids are the published item numbers (q1 … q13).
 */

/**
 * The published items in order: [reverse-keyed, our Chinese wording, a study habit for a low keyed
 * answer, the strength a high keyed answer shows].
 */
const BANK: [boolean, string, string, string][] = [
  [false, '我善于抵制诱惑', '把手机、游戏等诱惑放到看不见的地方（另一个房间或交给家长），而不是靠意志力硬扛。', '能抵制诱惑'],
  [true, '我很难改掉坏习惯', '一次只改一个习惯，并用新习惯替换旧习惯（例如想刷手机时先做 5 道口算），坚持 3 周再换下一个。', '能改掉坏习惯'],
  [true, '我很懒', '用“两分钟起步”：先只做两分钟（翻开书、写第一题），开始之后通常就能继续下去。', '做事勤快'],
  [true, '我会说一些不合时宜的话', '情绪上来时先停 10 秒再开口；和同学讨论问题时先复述对方的意思再表达自己的看法。', '说话得体'],
  [true, '只要好玩，我会做一些对自己不好的事', '给娱乐定好时段和时长（例如每天 20:30 后 30 分钟），完成当天任务之后再享受。', '不会因为好玩去做对自己不好的事'],
  [false, '我会拒绝对自己不好的东西', '提前想好拒绝的话（“我写完这张卷子再来”），事到临头就不用临时下决心。', '会拒绝对自己不好的东西'],
  [true, '我希望自己更自律一些', '不必追求完美自律：每天只定 3 件最重要的学习任务，完成就打勾，让进步看得见。', '对自己的自律程度比较满意'],
  [false, '别人会说我有钢铁般的自律', '把自己已经做到的好习惯写下来，在此基础上逐步增加，而不是一下子定很多规矩。', '自律性强'],
  [true, '贪玩有时会让我完不成该做的事', '先做事、后娱乐：把作业和复习排在娱乐之前，必要时请家长帮忙监督。', '不让玩乐耽误正事'],
  [true, '我很难集中注意力', '试试番茄钟：专注 25 分钟、休息 5 分钟；学习时桌上只放当前科目的资料，手机调成勿扰。', '能集中注意力'],
  [false, '我能为长远目标有效地努力', '把长期目标（如目标院校的分数线）拆成每周、每天的小任务，每周日花 10 分钟检查和调整。', '能为长远目标持续努力'],
  [
    true,
    '有时明知道是错的，我也控制不住自己去做',
    '找出最容易失控的时间和场景（例如深夜、独自在房间），提前改变环境，比事后自责更有效。',
    '能管住自己不做明知是错的事',
  ],
  [true, '我常常没有把各种选择想清楚就行动', '做题和做决定前先停一停：审题圈出关键词，考试时先通览全卷再动笔。', '行动前会考虑各种选择'],
];

const items: InstrumentItem[] = BANK.map(([reverse, text], i) => ({ id: `q${i + 1}`, text, dimension: 'selfControl', ...(reverse ? { reverse: true } : {}) }));
const ADVICE = new Map(BANK.map(([, , advice], i) => [`q${i + 1}`, advice]));
const STRENGTH = new Map(BANK.map(([, , , strength], i) => [`q${i + 1}`, strength]));

/** 1 完全不像我 … 5 非常像我. */
export const STUDY_CONTROL_SCALE: AnswerScale = { values: [1, 2, 3, 4, 5], labels: ['完全不像我', '不太像我', '有点像我', '比较像我', '非常像我'] };

/** Bands: the range 13–65 cut into thirds (13–30, 31–47, 48–65); not clinical cut-offs, not norms. */
export function studyControlBand(total: number): '较低' | '中等' | '较高' {
  if (total <= 30) return '较低';
  if (total >= 48) return '较高';
  return '中等';
}

/** At most this many item-specific habits in a report. */
export const ADVICE_MAX = 4;

export function scoreStudyControl(answers: Record<string, number>): ScoredReport {
  const keyedAnswers = items.map((item) => ({ id: item.id, text: item.text, value: keyed(item, answers[item.id], STUDY_CONTROL_SCALE) }));
  const total = keyedAnswers.reduce((sum, a) => sum + a.value, 0);
  const band = studyControlBand(total);
  // The weakest points first (keyed 1 or 2), ties in item order.
  const weak = keyedAnswers.filter((a) => a.value <= 2).sort((a, b) => a.value - b.value);
  // The firmest points first (keyed 5, then 4), ties in item order.
  const strong = keyedAnswers.filter((a) => a.value >= 4).sort((a, b) => b.value - a.value);

  const dimension: ReportDimension = {
    key: 'selfControl',
    label: '自控力',
    score: total,
    min: 13,
    max: 65,
    band,
    meaning:
      band === '较高'
        ? '你通常能管住自己，按计划推进学习。'
        : band === '较低'
          ? '诱惑和分心常常打断你的学习计划，但自控力可以靠方法和环境来弥补。'
          : '大多数时候能管住自己，某些场景下容易分心或拖延。',
  };
  const general =
    band === '较高'
      ? ['保持现有的学习节奏，把精力放在提高效率上：定期复盘错题，留出休息和运动时间，防止过度紧绷。']
      : band === '较低'
        ? ['先改环境再靠意志：固定学习地点和时段，学习时手机离身。', '每天只定少量、具体、能完成的任务，完成后给自己一个小奖励。']
        : ['找出最容易分心的一两个场景，针对性地调整环境或时间安排。'];

  return {
    chart: 'gauge',
    dimensions: [dimension],
    code: null,
    summary:
      `你的自控力总分为 ${total}（范围 13–65），处在“${band}”一档。自控力不是天生不变的，习惯和环境的调整都能让它更好地发挥；` +
      '原作者报告的美国大学生样本平均约 39.5 分，只作参照，不是中国中学生的常模。',
    strengths: strong.slice(0, 3).map((a) => `你${STRENGTH.get(a.id)}`),
    watchOuts: [...general, ...weak.slice(0, ADVICE_MAX).map((a) => `针对“${a.text}”：${ADVICE.get(a.id)}`)],
    leads: [],
    care: null,
    disclaimer: '仅供参考，非诊断。简式自我控制量表（BSCS）没有临床分界线，分档按可能得分范围三等分；中文题目为本产品自译，尚无中国常模。',
  };
}

export const studyControl: Instrument = {
  kind: 'study-control',
  version: 1,
  title: '学习自控力测评',
  tells: '你管理诱惑、专注学习和坚持长期目标的能力，附具体可行的学习习惯建议。',
  minutes: 3,
  audience: 'student',
  source: {
    name: 'Brief Self-Control Scale (BSCS)',
    citation:
      'Tangney, J. P., Baumeister, R. F., & Boone, A. L. (2004). High self-control predicts good adjustment, less pathology, better grades, and interpersonal success. Journal of Personality, 72(2), 271–324.',
    licence: 'Free and publicly available (RAND Education assessment catalogue); cite the authors.',
    notice: '',
    ownItems: false,
    translated: true,
  },
  scale: STUDY_CONTROL_SCALE,
  items,
  contextFields: [],
  score: (answers) => scoreStudyControl(answers),
};
