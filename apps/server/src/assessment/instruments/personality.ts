import type { AnswerScale, ReportCare, ReportDimension, ReportLead } from '@zhiyuan/shared';
import { sumsByDimension, type Instrument, type InstrumentItem, type ScoredReport } from '../instrument.ts';

/**
 * 性格 (Big Five): the 50-item IPIP representation of Goldberg's (1992) Big-Five factor markers,
 * public domain (ipip.ori.org). 10 items per factor on the 5-point accuracy scale; the items keyed
 * "−" in the published key are reversed (6 − x); each factor sums to 10–50. Factor IV is scored as
 * IPIP scores it, Emotional Stability (high = calm), not as Neuroticism. The Chinese wording is ours.
 *
 * Item ids are the published item numbers (q1 … q50): the factors cycle I–V in that order.
 */

export type BigFive = 'extraversion' | 'agreeableness' | 'conscientiousness' | 'emotionalStability' | 'intellect';
export const BIG_FIVE: BigFive[] = ['extraversion', 'agreeableness', 'conscientiousness', 'emotionalStability', 'intellect'];

export const BIG_FIVE_LABELS: Record<BigFive, string> = {
  extraversion: '外向性',
  agreeableness: '宜人性',
  conscientiousness: '尽责性',
  emotionalStability: '情绪稳定性',
  intellect: '智慧/想象力',
};

/** The published items in order: [published key (+1 / −1), our Chinese wording]. Factor = (n − 1) mod 5. */
const BANK: [1 | -1, string][] = [
  [1, '我是聚会上的活跃人物'],
  [-1, '我不太关心别人'],
  [1, '我总是做好准备'],
  [-1, '我容易感到紧张有压力'],
  [1, '我的词汇量很丰富'],
  [-1, '我话不多'],
  [1, '我对别人感兴趣'],
  [-1, '我的东西到处乱放'],
  [1, '我大部分时间都很放松'],
  [-1, '我很难理解抽象的概念'],
  [1, '我和别人在一起时感到自在'],
  [-1, '我会出言冒犯别人'],
  [1, '我注重细节'],
  [-1, '我常常担心事情'],
  [1, '我的想象力很丰富'],
  [-1, '我习惯待在不引人注意的地方'],
  [1, '我能体谅别人的感受'],
  [-1, '我常把事情搞得一团糟'],
  [1, '我很少感到情绪低落'],
  [-1, '我对抽象的概念不感兴趣'],
  [1, '我会主动和别人开始交谈'],
  [-1, '我对别人的问题不感兴趣'],
  [1, '我会马上把该做的事做完'],
  [-1, '我很容易心神不宁'],
  [1, '我常有很好的点子'],
  [-1, '我没什么话可说'],
  [1, '我心肠软'],
  [-1, '我常常忘记把东西放回原处'],
  [-1, '我很容易心烦'],
  [-1, '我的想象力不太好'],
  [1, '在聚会上我会和许多不同的人交谈'],
  [-1, '我对别人其实不太感兴趣'],
  [1, '我喜欢有条理'],
  [-1, '我的心情变化很多'],
  [1, '我理解事情很快'],
  [-1, '我不喜欢引人注目'],
  [1, '我会抽出时间陪伴和帮助别人'],
  [-1, '我会逃避自己的责任'],
  [-1, '我的情绪经常大起大落'],
  [1, '我会用一些难懂的词'],
  [1, '我不介意成为大家关注的中心'],
  [1, '我能感受到别人的情绪'],
  [1, '我按计划表做事'],
  [-1, '我很容易被惹恼'],
  [1, '我会花时间反思事情'],
  [-1, '在陌生人面前我很安静'],
  [1, '我能让别人感到轻松自在'],
  [1, '我做事要求严格、一丝不苟'],
  [-1, '我经常感到情绪低落'],
  [1, '我的想法很多'],
];

const items: InstrumentItem[] = BANK.map(([key, text], i) => ({ id: `q${i + 1}`, text, dimension: BIG_FIVE[i % 5], ...(key === -1 ? { reverse: true } : {}) }));

/** The IPIP accuracy scale: how well the statement describes you (1 very inaccurate … 5 very accurate). */
export const PERSONALITY_SCALE: AnswerScale = { values: [1, 2, 3, 4, 5], labels: ['非常不符合', '比较不符合', '说不准', '比较符合', '非常符合'] };

/**
 * Bands: the possible sums 10–50 cut into three equal parts (10–23, 24–36, 37–50). They describe
 * where a score sits on the scale, not against other people: there are no Chinese norms yet.
 */
export function personalityBand(sum: number): '较低' | '中等' | '较高' {
  if (sum <= 23) return '较低';
  if (sum >= 37) return '较高';
  return '中等';
}

const HIGH: Record<BigFive, string> = {
  extraversion: '精力外放，喜欢与人交往，在人群中容易活跃起来。',
  agreeableness: '体贴、信任他人，乐于合作与帮助别人。',
  conscientiousness: '有计划、守规则、做事细致，能坚持把事情做完。',
  emotionalStability: '情绪平稳，压力下也比较放松，不容易被小事困扰。',
  intellect: '好奇、想象丰富，喜欢思考抽象的问题和新想法。',
};
const LOW: Record<BigFive, string> = {
  extraversion: '偏安静内敛，喜欢独处或小范围交往，更需要独立思考的时间。',
  agreeableness: '更直接、讲原则，不轻易随大流，有时显得不够体贴。',
  conscientiousness: '更随性灵活，不喜欢被计划束缚，有时会拖延或遗漏细节。',
  emotionalStability: '情绪比较敏感，面对压力时容易紧张、担心或低落。',
  intellect: '更偏爱具体、实际的事物，对抽象的理论兴趣不大。',
};

/** Soft leads: 专业类 where a high factor tends to help (our reading; interest should weigh more). */
const MAJORS_FOR_HIGH: Record<BigFive, { code: string; name: string }[]> = {
  extraversion: [
    { code: '1202', name: '工商管理类' },
    { code: '0503', name: '新闻传播学类' },
  ],
  agreeableness: [
    { code: '0401', name: '教育学类' },
    { code: '1011', name: '护理学类' },
  ],
  conscientiousness: [
    { code: '1002', name: '临床医学类' },
    { code: '0809', name: '计算机类' },
  ],
  emotionalStability: [
    { code: '0301', name: '法学类' },
    { code: '0820', name: '航空航天类' },
  ],
  intellect: [
    { code: '0701', name: '数学类' },
    { code: '0101', name: '哲学类' },
  ],
};

export function scorePersonality(answers: Record<string, number>): ScoredReport {
  const sums = sumsByDimension(items, answers, PERSONALITY_SCALE) as Record<BigFive, number>;
  const dimensions: ReportDimension[] = BIG_FIVE.map((f) => {
    const band = personalityBand(sums[f]);
    return {
      key: f,
      label: BIG_FIVE_LABELS[f],
      score: sums[f],
      min: 10,
      max: 50,
      band,
      meaning: band === '较高' ? HIGH[f] : band === '较低' ? LOW[f] : `${BIG_FIVE_LABELS[f]}处于中间：两种倾向都有，视情境而定。`,
    };
  });
  const high = BIG_FIVE.filter((f) => personalityBand(sums[f]) === '较高');
  const low = BIG_FIVE.filter((f) => personalityBand(sums[f]) === '较低');
  // Highest first; equal sums keep the factor order.
  const byScore = [...BIG_FIVE].sort((a, b) => sums[b] - sums[a] || BIG_FIVE.indexOf(a) - BIG_FIVE.indexOf(b));
  const leads: ReportLead[] = high.length
    ? byScore
        .filter((f) => high.includes(f))
        .slice(0, 2)
        .flatMap((f) =>
          MAJORS_FOR_HIGH[f].map((m): ReportLead => ({
            type: 'major',
            code: m.code,
            name: m.name,
            reason: `${BIG_FIVE_LABELS[f]}较高（${sums[f]}/50）在这类专业的学习中常是助力；选专业仍以兴趣和成绩为主`,
          })),
        )
    : [];

  const care: ReportCare | null =
    sums.emotionalStability <= 18
      ? {
          level: 'notice',
          message:
            '你的回答显示最近可能常感到紧张、担心或低落。这在备考阶段很常见，并不说明有什么问题；如果这种感受持续影响到学习和生活，和家人、老师聊一聊，或者打个电话倾诉都会有帮助。',
          helpline: '12356 全国心理援助热线',
        }
      : null;

  return {
    chart: 'radar',
    dimensions,
    code: null,
    summary:
      `五个维度中你得分最高的是${BIG_FIVE_LABELS[byScore[0]]}（${sums[byScore[0]]}/50），最低的是${BIG_FIVE_LABELS[byScore[4]]}（${sums[byScore[4]]}/50）。` +
      '性格没有好坏之分，每种倾向在合适的环境里都是优势；分档只表示你在量表上的位置，不是和别人比较的结果。',
    strengths: high.map((f) => `${BIG_FIVE_LABELS[f]}：${HIGH[f]}`),
    watchOuts: low.map((f) => `${BIG_FIVE_LABELS[f]}：${LOW[f]}选择学习和工作环境时可以考虑这一点。`),
    leads,
    care,
    disclaimer: '仅供参考，非诊断。IPIP 大五人格量表为公有领域量表；中文题目为本产品自译，尚无中国常模，分档按可能得分范围三等分，不是常模百分位。',
  };
}

export const personality: Instrument = {
  kind: 'personality',
  version: 1,
  title: '性格测评（大五人格）',
  tells: '外向性、宜人性、尽责性、情绪稳定性和智慧/想象力五个维度的得分，你的优势、需要留意的地方，以及可能适合的学习环境。',
  minutes: 8,
  audience: 'student',
  source: {
    name: 'IPIP Big-Five Factor Markers (50 items)',
    citation:
      'Goldberg, L. R. (1992). The development of markers for the Big-Five factor structure. Psychological Assessment, 4, 26–42. Items: International Personality Item Pool (ipip.ori.org).',
    licence: 'Public domain (International Personality Item Pool, ipip.ori.org): free to use, adapt and translate.',
    notice: '',
    ownItems: false,
    translated: true,
  },
  scale: PERSONALITY_SCALE,
  items,
  contextFields: [],
  score: (answers) => scorePersonality(answers),
};
