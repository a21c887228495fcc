import type { AnswerScale, ReportDimension, ReportLead } from '@zhiyuan/shared';
import { sumsByDimension, type Instrument, type InstrumentItem, type ScoredReport } from '../instrument.ts';

/**
 * 兴趣 (RIASEC): the O*NET Interest Profiler Short Form (Rounds, Su, Lewis & Rivkin 2010; items as
 * revised in 2018), 60 items, 10 per Holland type, answered on its 5-point like/dislike scale and
 * scored 0–4, so each type sums to 0–40. Research §4.1. The Chinese wording is ours.
 *
 * Item ids are the Short Form's own numbers (q1 … q60, in its order, which interleaves the types
 * two by two: R R I I A A S S E E C C, then again).
 */

export type Riasec = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
/** Holland's order round the hexagon; also the tie rule (see hollandCode). */
export const RIASEC: Riasec[] = ['R', 'I', 'A', 'S', 'E', 'C'];

export const RIASEC_LABELS: Record<Riasec, string> = {
  R: '现实型',
  I: '研究型',
  A: '艺术型',
  S: '社会型',
  E: '企业型',
  C: '常规型',
};

const MEANINGS: Record<Riasec, string> = {
  R: '喜欢动手操作，和工具、机器、材料、动植物打交道，做看得见成果的实际工作。',
  I: '喜欢观察、分析和探究，弄清事物的原理，解决需要思考的问题。',
  A: '喜欢表达与创造，在文字、音乐、美术、影视等没有固定答案的领域发挥想象。',
  S: '喜欢与人打交道，教导、帮助、照顾和服务他人。',
  E: '喜欢影响和带动他人，组织、经营、谈判、推销，追求目标和成就。',
  C: '喜欢有条理的工作，处理数据和记录，按明确的规则把事情做准确。',
};

/** The Short Form's items in its order: [type, our Chinese wording]. */
const BANK: [Riasec, string][] = [
  ['R', '制作厨房橱柜'],
  ['R', '铺砌砖块或瓷砖'],
  ['I', '研制一种新药'],
  ['I', '研究减少水污染的方法'],
  ['A', '写书或写剧本'],
  ['A', '演奏一种乐器'],
  ['S', '教别人一套健身动作'],
  ['S', '帮助别人解决个人或情绪上的困扰'],
  ['E', '买卖股票和债券'],
  ['E', '管理一家零售商店'],
  ['C', '用电脑软件制作电子表格'],
  ['C', '校对记录或表格'],
  ['R', '修理家用电器'],
  ['R', '在鱼苗孵化场养鱼'],
  ['I', '做化学实验'],
  ['I', '研究行星的运动'],
  ['A', '作曲或编曲'],
  ['A', '画画'],
  ['S', '为别人提供职业指导'],
  ['S', '为病人做康复治疗'],
  ['E', '经营一家美容店或理发店'],
  ['E', '管理大公司里的一个部门'],
  ['C', '在大型网络的许多台电脑上安装软件'],
  ['C', '操作计算器'],
  ['R', '组装电子零件'],
  ['R', '开货车给单位和住户送包裹'],
  ['I', '用显微镜检查血液样本'],
  ['I', '调查火灾的起因'],
  ['A', '为电影制作特效'],
  ['A', '为戏剧绘制舞台布景'],
  ['S', '在非营利组织做志愿者'],
  ['S', '教孩子们做体育运动'],
  ['E', '自己创业'],
  ['E', '谈判商业合同'],
  ['C', '记录货物的收发'],
  ['C', '计算员工的工资'],
  ['R', '在零件发货前检测质量'],
  ['R', '修理和安装门锁'],
  ['I', '研究更准确地预报天气的方法'],
  ['I', '在生物实验室工作'],
  ['A', '为电影或电视剧写剧本'],
  ['A', '跳爵士舞或踢踏舞'],
  ['S', '教聋人或听力障碍者手语'],
  ['S', '协助开展团体心理辅导'],
  ['E', '在诉讼中代理委托人'],
  ['E', '推广一个新的服装系列'],
  ['C', '用手持终端盘点物资'],
  ['C', '登记房租的收缴'],
  ['R', '调试并操作机器生产产品'],
  ['R', '扑灭森林火灾'],
  ['I', '发明一种糖的替代品'],
  ['I', '做化验来诊断疾病'],
  ['A', '在乐队里唱歌'],
  ['A', '剪辑电影'],
  ['S', '在托儿所照看孩子'],
  ['S', '给高中生上课'],
  ['E', '在商场销售商品'],
  ['E', '管理一家服装店'],
  ['C', '记录库存'],
  ['C', '为单位盖邮戳、分拣和分发邮件'],
];

const items: InstrumentItem[] = BANK.map(([dimension, text], i) => ({ id: `q${i + 1}`, text, dimension }));

/** 非常不喜欢 … 非常喜欢, scored 0–4 as the Short Form is. */
export const INTEREST_SCALE: AnswerScale = { values: [0, 1, 2, 3, 4], labels: ['非常不喜欢', '不喜欢', '不确定', '喜欢', '非常喜欢'] };

/**
 * Bands of a type's sum (0–40) by the scale's own anchors, not by norms (there are no Chinese norms):
 * an average answer up to 1.5 (不喜欢 or below) is 较低, from 2.5 (between 不确定 and 喜欢) up is 较高.
 */
export function interestBand(sum: number): '较低' | '中等' | '较高' {
  if (sum <= 15) return '较低';
  if (sum >= 25) return '较高';
  return '中等';
}

/**
 * The Holland code: the three highest types. Ties are broken by Holland's order R, I, A, S, E, C
 * (a fixed, documented rule; the report says when a tie decided a place).
 */
export function hollandCode(sums: Record<Riasec, number>): { code: string; order: Riasec[]; tieAtThird: boolean } {
  const order = [...RIASEC].sort((a, b) => sums[b] - sums[a] || RIASEC.indexOf(a) - RIASEC.indexOf(b));
  return { code: order.slice(0, 3).join(''), order, tieAtThird: sums[order[2]] === sums[order[3]] };
}

/**
 * 专业类 of the MoE undergraduate catalogue (普通高等学校本科专业目录) with the two Holland types
 * we read in each (primary, secondary). Our own assignment, from the typical occupations the
 * classes lead to and their O*NET codes; a reference, not a crosswalk the O*NET Center publishes.
 */
export const MAJOR_CLASS_CODES: { code: string; name: string; holland: [Riasec, Riasec] }[] = [
  { code: '0802', name: '机械类', holland: ['R', 'I'] },
  { code: '0810', name: '土木类', holland: ['R', 'C'] },
  { code: '0806', name: '电气类', holland: ['R', 'I'] },
  { code: '0818', name: '交通运输类', holland: ['R', 'C'] },
  { code: '0820', name: '航空航天类', holland: ['R', 'I'] },
  { code: '0901', name: '植物生产类', holland: ['R', 'I'] },
  { code: '0701', name: '数学类', holland: ['I', 'C'] },
  { code: '0702', name: '物理学类', holland: ['I', 'R'] },
  { code: '0703', name: '化学类', holland: ['I', 'R'] },
  { code: '0710', name: '生物科学类', holland: ['I', 'R'] },
  { code: '0809', name: '计算机类', holland: ['I', 'C'] },
  { code: '0807', name: '电子信息类', holland: ['I', 'R'] },
  { code: '1002', name: '临床医学类', holland: ['I', 'S'] },
  { code: '1007', name: '药学类', holland: ['I', 'C'] },
  { code: '1305', name: '设计学类', holland: ['A', 'E'] },
  { code: '1304', name: '美术学类', holland: ['A', 'S'] },
  { code: '1302', name: '音乐与舞蹈学类', holland: ['A', 'S'] },
  { code: '1303', name: '戏剧与影视学类', holland: ['A', 'E'] },
  { code: '0501', name: '中国语言文学类', holland: ['A', 'S'] },
  { code: '0503', name: '新闻传播学类', holland: ['A', 'E'] },
  { code: '0828', name: '建筑类', holland: ['A', 'R'] },
  { code: '0401', name: '教育学类', holland: ['S', 'A'] },
  { code: '0711', name: '心理学类', holland: ['S', 'I'] },
  { code: '1011', name: '护理学类', holland: ['S', 'R'] },
  { code: '0303', name: '社会学类', holland: ['S', 'I'] },
  { code: '0402', name: '体育学类', holland: ['S', 'R'] },
  { code: '1004', name: '公共卫生与预防医学类', holland: ['S', 'I'] },
  { code: '1202', name: '工商管理类', holland: ['E', 'C'] },
  { code: '0203', name: '金融学类', holland: ['E', 'C'] },
  { code: '0301', name: '法学类', holland: ['E', 'S'] },
  { code: '0204', name: '经济与贸易类', holland: ['E', 'C'] },
  { code: '1209', name: '旅游管理类', holland: ['E', 'S'] },
  { code: '1204', name: '公共管理类', holland: ['E', 'S'] },
  { code: '0712', name: '统计学类', holland: ['C', 'I'] },
  { code: '0202', name: '财政学类', holland: ['C', 'E'] },
  { code: '1201', name: '管理科学与工程类', holland: ['C', 'I'] },
  { code: '1205', name: '图书情报与档案管理类', holland: ['C', 'S'] },
  { code: '1206', name: '物流管理与工程类', holland: ['C', 'E'] },
];

/**
 * 选考科目 each type points to (our reading of the usual 选科 requirements of the classes above:
 * engineering and science ask for 物理/化学, medicine for 化学/生物, humanities and law rarely for
 * either). A lead only: the 选科 report checks the real requirements.
 */
export const SUBJECTS_BY_TYPE: Record<Riasec, string[]> = {
  R: ['物理', '化学', '地理'],
  I: ['物理', '化学', '生物'],
  A: ['历史', '政治'],
  S: ['生物', '政治', '历史'],
  E: ['政治', '历史', '地理'],
  C: ['物理', '地理', '政治'],
};
const SUBJECT_ORDER = ['物理', '化学', '生物', '历史', '地理', '政治'];

/** A class's fit: twice its primary type's sum plus its secondary's, over 3 (0–40 like a type). */
export const classFit = (sums: Record<Riasec, number>, holland: [Riasec, Riasec]) => (2 * sums[holland[0]] + sums[holland[1]]) / 3;

/** How many 专业类 leads a report gives. */
export const MAJOR_LEADS = 8;

/** The code's letters weigh 3, 2 and 1 toward the subjects each points to. */
export const CODE_WEIGHTS = [3, 2, 1];

function leadsOf(sums: Record<Riasec, number>, top: Riasec[]): { majors: ReportLead[]; unlikely: string[]; subjects: ReportLead[] } {
  // Stable sort: equal fits keep the table's order.
  const ranked = MAJOR_CLASS_CODES.map((c, i) => ({ ...c, fit: classFit(sums, c.holland), i })).sort((a, b) => b.fit - a.fit || a.i - b.i);
  const majors = ranked.slice(0, MAJOR_LEADS).map((c): ReportLead => ({
    type: 'major',
    code: c.code,
    name: c.name,
    reason: `对应${RIASEC_LABELS[c.holland[0]]}（${c.holland[0]} ${sums[c.holland[0]]} 分）与${RIASEC_LABELS[c.holland[1]]}（${c.holland[1]} ${sums[c.holland[1]]} 分）`,
  }));
  const unlikely = ranked.slice(-3).map((c) => `${c.name}（${c.code}）`);
  const weight: Record<string, number> = {};
  top.forEach((type, i) => {
    for (const subject of SUBJECTS_BY_TYPE[type]) weight[subject] = (weight[subject] ?? 0) + CODE_WEIGHTS[i];
  });
  const subjects = SUBJECT_ORDER.filter((s) => weight[s])
    .sort((a, b) => weight[b] - weight[a] || SUBJECT_ORDER.indexOf(a) - SUBJECT_ORDER.indexOf(b))
    .slice(0, 3)
    .map((name): ReportLead => ({
      type: 'subject',
      code: null,
      name,
      reason: `兴趣代码中${top
        .filter((t) => SUBJECTS_BY_TYPE[t].includes(name))
        .map((t) => `${t}（${RIASEC_LABELS[t]}）`)
        .join('、')}相关的专业常要求此科；以选科报告中院校的实际要求为准`,
    }));
  return { majors, unlikely, subjects };
}

export const ONET_NOTICE =
  'O*NET™ is a trademark of the U.S. Department of Labor, Employment and Training Administration. ' +
  'O*NET Interest Profiler Short Form used under the O*NET Tools licence: no additional licence required; for career exploration, not selection.';

export function scoreInterest(answers: Record<string, number>): ScoredReport {
  const sums = sumsByDimension(items, answers, INTEREST_SCALE) as Record<Riasec, number>;
  const { code, order, tieAtThird } = hollandCode(sums);
  const dimensions: ReportDimension[] = RIASEC.map((type) => ({
    key: type,
    label: RIASEC_LABELS[type],
    score: sums[type],
    min: 0,
    max: 40,
    band: interestBand(sums[type]),
    meaning: MEANINGS[type],
  }));
  const top = order.slice(0, 3);
  const { majors, unlikely, subjects } = leadsOf(sums, top);
  const high = Math.max(...RIASEC.map((t) => sums[t]));
  const spread = high - Math.min(...RIASEC.map((t) => sums[t]));

  const watchOuts: string[] = [];
  if (tieAtThird)
    watchOuts.push(
      `第三位${RIASEC_LABELS[order[2]]}与${RIASEC_LABELS[order[3]]}同为 ${sums[order[2]]} 分，代码按 R、I、A、S、E、C 的顺序取前者；两者都值得参考。`,
    );
  if (high <= 15) watchOuts.push('六种类型得分都不高：可能暂时没有特别喜欢的活动，或作答偏保守。可以多接触不同领域后再测一次。');
  else if (spread <= 5) watchOuts.push('六种类型得分接近，兴趣尚未分化，代码的先后意义不大，宜结合成绩和实际体验来选择。');
  watchOuts.push(`按兴趣看相对不太契合的专业类：${unlikely.join('、')}（仅供参考，兴趣会随经历变化）。`);

  return {
    chart: 'hexagon',
    dimensions,
    code,
    summary:
      `你的霍兰德兴趣代码是 ${code}：${top.map((t) => `${RIASEC_LABELS[t]}（${sums[t]}/40）`).join('、')}。${MEANINGS[top[0]]}` +
      '代码反映的是你喜欢做的事，不代表能力；报告列出的专业类是探索的起点，还要看成绩、选科要求和院校的招生计划。',
    strengths: top.filter((t) => sums[t] >= 25).map((t) => `${RIASEC_LABELS[t]}兴趣明显（${sums[t]}/40）：${MEANINGS[t]}`),
    watchOuts,
    leads: [...majors, ...subjects],
    care: null,
    disclaimer: '仅供参考，非诊断。本测评用于生涯探索，不用于选拔或筛选；中文题目为本产品自译，尚无中国常模，分档依据量表刻度而非常模。',
  };
}

export const interest: Instrument = {
  kind: 'interest',
  version: 1,
  title: '职业兴趣测评（RIASEC）',
  tells: '你更喜欢哪类活动：六种霍兰德兴趣类型的得分、三字母兴趣代码，以及与之对应的专业类和选考科目。',
  minutes: 10,
  audience: 'student',
  source: {
    name: 'O*NET Interest Profiler Short Form',
    citation:
      'Rounds, J., Su, R., Lewis, P., & Rivkin, D. (2010). O*NET Interest Profiler Short Form Psychometric Characteristics: Summary. National Center for O*NET Development.',
    licence:
      'U.S. DOL/ETA O*NET Career Exploration Tools: no additional licence is required to copy, use or distribute; for career exploration and counselling, not selection.',
    notice: ONET_NOTICE,
    ownItems: false,
    translated: true,
  },
  scale: INTEREST_SCALE,
  items,
  contextFields: [],
  score: (answers) => scoreInterest(answers),
};
