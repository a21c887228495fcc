import type { ReportDimension, ReportLead } from '@zhiyuan/shared';
import type { Instrument, InstrumentItem } from '../instrument.ts';
import { bandOf, disclaimer, type Band } from './common.ts';

/**
 * 大脑天赋 (de), framed honestly as 推理能力参考: a short reasoning test, not talent and not brain
 * science. Sixteen items of our own, four of each item type of the ICAR16 sample (Condon & Revelle
 * 2014): letter-number series, matrix reasoning (described in words here), verbal reasoning and
 * spatial reasoning (described in words, no images). ICAR items are released to registered
 * researchers only, so none is used. Score: number correct per type (0–4) and in all (0–16); no
 * norms, so no IQ or percentile.
 */

interface Domain {
  key: string;
  label: string;
  section: string;
  /** Where doing well on it is worth a look, said softly. */
  subject: string;
  items: { text: string; options: string[]; correct: number }[];
}

const DOMAINS: Domain[] = [
  {
    key: 'series',
    label: '数字字母序列',
    section: '数字字母序列：找出排列规律',
    subject: '数学',
    items: [
      { text: '按规律，问号处应是什么？2，5，11，23，47，？', options: ['94', '95', '96', '71'], correct: 2 },
      { text: '按规律，问号处应是什么？A，C，F，J，O，？', options: ['T', 'S', 'U', 'V'], correct: 3 },
      { text: '按规律，问号处应是什么？3，4，8，17，33，？', options: ['49', '50', '65', '58'], correct: 4 },
      { text: '按规律，问号处应是什么？B2，D4，G8，K16，？', options: ['O32', 'P32', 'P24', 'Q32'], correct: 2 },
    ],
  },
  {
    key: 'matrix',
    label: '图形规律',
    section: '图形规律：按文字描述想象方格，找出缺少的一格',
    subject: '数学',
    items: [
      { text: '一个 3×3 的数字方格，三行按同一个规律排列：第一行 2、3、6；第二行 4、5、20；第三行 3、7、？', options: ['10', '21', '24', '4'], correct: 2 },
      {
        text: '每格里画着几条线段。第一行：左格有上横线和下横线，中格有上横线和竖线，右格有下横线和竖线。第二行：左格有竖线和斜线，中格有斜线和中横线。按第一行的规律，第二行右格应该是？',
        options: ['竖线和中横线', '斜线和中横线', '竖线、斜线和中横线', '只有斜线'],
        correct: 1,
      },
      {
        text: '3×3 方格的每格里有一个彩色图形。第一行：红圆、黄三角、蓝方块；第二行：黄方块、蓝圆、红三角；第三行：蓝三角、红方块、？',
        options: ['黄圆', '红圆', '黄三角', '蓝方块'],
        correct: 1,
      },
      {
        text: '一行四格：第一格是 1 个指向正上方的箭头，第二格是 2 个指向右下方的箭头，第三格是 3 个指向正左方的箭头。第四格应该是？',
        options: ['4 个指向右下方的箭头', '4 个指向右上方的箭头', '4 个指向正下方的箭头', '3 个指向右上方的箭头'],
        correct: 2,
      },
    ],
  },
  {
    key: 'verbal',
    label: '言语推理',
    section: '言语推理：只根据题目给出的信息作答',
    subject: '语文',
    items: [
      {
        text: '所有的鲸都是哺乳动物，所有的哺乳动物都用肺呼吸。仅根据这两句话，下面哪一项一定正确？',
        options: ['所有用肺呼吸的动物都是鲸', '有些哺乳动物不是鲸', '所有的鲸都用肺呼吸', '所有的哺乳动物都是鲸'],
        correct: 3,
      },
      { text: '小林比小周高，小吴比小林矮，小郑比小林高。四个人中谁最高？', options: ['小林', '小郑', '小周', '无法确定'], correct: 2 },
      { text: '一个数的三分之一再加上 4 等于 10，这个数的一半是多少？', options: ['6', '12', '9', '18'], correct: 3 },
      {
        text: '如果下雨，运动会就延期。已知运动会没有延期。由此可以推出：',
        options: ['下雨了', '没有下雨', '可能下了雨，也可能没下', '运动会取消了'],
        correct: 2,
      },
    ],
  },
  {
    key: 'spatial',
    label: '空间想象',
    section: '空间想象：在脑中想象图形的折叠、转动和拼合',
    subject: '物理',
    items: [
      {
        text: '六个一样大的正方形拼成一个展开图：1、2、3、4 号从左到右排成一排，5 号接在 2 号的上边，6 号接在 2 号的下边。折成正方体后，和 1 号面相对的是哪一面？',
        options: ['2 号', '3 号', '5 号', '4 号'],
        correct: 2,
      },
      { text: '你面朝北站着，先向右转 90°，再向后转，然后向左转 90°。现在你面朝哪个方向？', options: ['东', '西', '北', '南'], correct: 4 },
      {
        text: '把一个由 27 个小正方体组成的 3×3×3 大正方体的外表面全部涂成红色，再拆开。恰好有两个面是红色的小正方体有几个？',
        options: ['8', '6', '12', '24'],
        correct: 3,
      },
      { text: '把大写字母 N 在纸面上顺时针旋转 90°，得到的图形最像哪个字母？', options: ['Z', 'N', 'S', 'M'], correct: 1 },
    ],
  },
];

const ITEMS: InstrumentItem[] = DOMAINS.flatMap((domain) =>
  domain.items.map((item, i) => ({
    id: `de-${domain.key}-${i + 1}`,
    text: item.text,
    dimension: domain.key,
    section: domain.section,
    options: item.options.map((label, o) => ({ value: o + 1, label })),
    correct: item.correct,
  })),
);

const DOMAIN_BANDS: Band[] = [
  { upTo: 1, label: '答对较少' },
  { upTo: 2, label: '答对一半' },
  { upTo: 4, label: '答对较多' },
];
const TOTAL_BANDS: Band[] = [
  { upTo: 5, label: '答对较少' },
  { upTo: 10, label: '答对中等' },
  { upTo: 16, label: '答对较多' },
];

export const brainTalent: Instrument = {
  kind: 'brain-talent',
  version: 1,
  title: '推理能力参考',
  tells: '16 道推理小题，分数字字母序列、图形规律、言语推理和空间想象四类，看看你这次在哪类题上答得更顺。它是简短的推理练习，不测“天赋”，也不是脑科学测试。',
  minutes: 12,
  audience: 'student',
  source: {
    name: '志愿通自编推理题（参照 ICAR 的四种题型）',
    citation:
      'Condon DM, Revelle W (2014). The International Cognitive Ability Resource: Development and initial validation of a public-domain measure. Intelligence, 43, 52–64.（仅参照其题型分类）',
    licence: '志愿通自编题目；未使用 ICAR 题目（ICAR 题目只向注册研究者提供）',
    notice: '志愿通自编题目，未经常模检验。',
    ownItems: true,
    translated: false,
  },
  scale: null,
  items: ITEMS,
  contextFields: [],
  score(answers) {
    const correct: Record<string, number> = Object.fromEntries(DOMAINS.map((d) => [d.key, 0]));
    for (const item of ITEMS) if (answers[item.id] === item.correct) correct[item.dimension] += 1;
    const total = Object.values(correct).reduce((a, b) => a + b, 0);

    const dimensions: ReportDimension[] = [
      ...DOMAINS.map((d) => ({
        key: d.key,
        label: d.label,
        score: correct[d.key],
        min: 0,
        max: 4,
        band: bandOf(correct[d.key], DOMAIN_BANDS),
        meaning: `4 题中答对 ${correct[d.key]} 题。`,
      })),
      { key: 'total', label: '合计', score: total, min: 0, max: 16, band: bandOf(total, TOTAL_BANDS), meaning: `16 题中答对 ${total} 题。` },
    ];

    const strong = DOMAINS.filter((d) => correct[d.key] >= 3);
    const weak = DOMAINS.filter((d) => correct[d.key] <= 1);
    const leads: ReportLead[] = [];
    for (const d of strong) {
      if (leads.some((l) => l.name === d.subject)) continue;
      leads.push({
        type: 'subject',
        code: null,
        name: d.subject,
        reason: `这次「${d.label}」答对 ${correct[d.key]}/4，可以多留意${d.subject}方向；这只是一次短测的参考，不代表天赋。`,
      });
    }

    return {
      chart: 'bars',
      dimensions,
      code: null,
      summary: `本次共答对 ${total}/16：${DOMAINS.map((d) => `${d.label} ${correct[d.key]}/4`).join('，')}。这是一组只有 16 题的简短推理练习，没有常模，不能换算成智商或百分位，也不代表“天赋”。`,
      strengths: strong.length > 0 ? strong.map((d) => `「${d.label}」这类题你答得比较顺。`) : ['完成一整套推理题本身就需要专注和耐心。'],
      watchOuts:
        weak.length > 0
          ? weak.map((d) => `「${d.label}」这次答对较少；这类题熟悉题型后进步往往很快，不必因此给自己下结论。`)
          : ['状态、时间和对题型的熟悉程度都会影响结果，一次短测的分数波动很正常。'],
      leads,
      care: null,
      disclaimer: disclaimer('这是志愿通自编的 16 题短测，题量少、没有常模，结果会随状态波动；它不测量“天赋”，也与脑科学无关。'),
    };
  },
};
