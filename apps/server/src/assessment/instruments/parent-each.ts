import type { ReportDimension } from '@zhiyuan/shared';
import { sumsByDimension, type Instrument, type InstrumentItem } from '../instrument.ts';
import { AGREE_5, bandOf, disclaimer, HELPLINE, type Band } from './common.ts';

/**
 * 亲子关系 (cr): the student about their parents, on the three dimensions the IPPA (Armsden &
 * Greenberg 1987) made familiar: trust, communication, alienation. The IPPA itself is distributed
 * by its authors on request, so the items are our own: six per dimension, 5-point agreement, one
 * or two reverse-keyed in each. Scores are sums, 6–30; alienation counts the other way (higher
 * means more distance), and a high alienation score brings a gentle notice with the help line.
 */

const DIMENSIONS = [
  {
    key: 'trust',
    label: '信任',
    meaning: '你和父母之间相互尊重、相互信任的程度。',
    items: [
      { text: '父母尊重我的想法和感受。' },
      { text: '遇到重要的事情，我相信父母会站在我这边。' },
      { text: '父母相信我能为自己的事情做出合理的决定。' },
      { text: '父母接纳我本来的样子，包括我的缺点。' },
      { text: '我觉得父母对我的要求大体是合理的。' },
      { text: '我常觉得父母不相信我说的话。', reverse: true },
    ],
  },
  {
    key: 'communication',
    label: '沟通',
    meaning: '你和父母能否说得上话、说得开心里话。',
    items: [
      { text: '我愿意和父母聊学校里发生的事。' },
      { text: '我有烦恼时，父母能察觉出来。' },
      { text: '父母会认真听完我的想法，再说他们的意见。' },
      { text: '在选科、升学这类事情上，父母会和我商量。' },
      { text: '和父母说话，常常说不了几句就吵起来。', reverse: true },
      { text: '我有心事时，宁愿谁也不告诉，也不跟父母说。', reverse: true },
    ],
  },
  {
    key: 'alienation',
    label: '疏离',
    meaning: '你在家里感到孤单、被误解或想躲开的程度；分数越高，距离感越强。',
    items: [
      { text: '在家里我常常觉得孤单。' },
      { text: '我觉得父母并不真正了解我。' },
      { text: '和父母待在一起时，我常常感到烦躁，想躲开。' },
      { text: '我的烦恼父母也帮不上忙，所以干脆不说。' },
      { text: '父母好像只关心我的成绩，不关心我这个人。' },
      { text: '我感到自己是家里被关心、被需要的一员。', reverse: true },
    ],
  },
] as const;

const ITEMS: InstrumentItem[] = DIMENSIONS.flatMap((d) =>
  d.items.map((item, i) => ({ id: `cr-${d.key}-${i + 1}`, text: item.text, dimension: d.key, ...('reverse' in item ? { reverse: true } : {}) })),
);

const MIN = 6;
const MAX = 30;
/** No norms for our items: sums up to 14 (item mean ≤ 2.3) are 较低, from 23 (mean ≥ 3.8) 较高. */
const BANDS: Band[] = [
  { upTo: 14, label: '较低' },
  { upTo: 22, label: '中等' },
  { upTo: MAX, label: '较高' },
];
const HIGH = 23;
const LOW = 14;

export const parentEach: Instrument = {
  kind: 'parent-each',
  version: 1,
  title: '亲子关系',
  tells: '从信任、沟通和疏离三个方面，看看你和父母的关系现在是什么样，以及可以从哪里开始改善。',
  minutes: 4,
  audience: 'student',
  source: {
    name: '志愿通自编亲子关系问卷（信任 / 沟通 / 疏离）',
    citation: '',
    licence: '志愿通自编题目；维度划分参考 Armsden & Greenberg (1987) 的依恋问卷框架，未使用其题目',
    notice: '志愿通自编题目，未经常模检验。',
    ownItems: true,
    translated: false,
  },
  scale: AGREE_5,
  items: ITEMS,
  contextFields: [],
  score(answers) {
    const sums = sumsByDimension(ITEMS, answers, AGREE_5);
    const dimensions: ReportDimension[] = DIMENSIONS.map((d) => ({
      key: d.key,
      label: d.label,
      score: sums[d.key],
      min: MIN,
      max: MAX,
      band: bandOf(sums[d.key], BANDS),
      meaning: d.meaning,
    }));
    const { trust, communication, alienation } = sums;

    const strengths: string[] = [];
    if (trust >= HIGH) strengths.push('你和父母之间有不错的信任，这是遇到大事时最可靠的支撑。');
    if (communication >= HIGH) strengths.push('你们能说得上话；选科、填志愿时，这份沟通会很有用。');
    if (alienation <= LOW) strengths.push('你在家里很少感到孤单或被误解。');
    if (strengths.length === 0) strengths.push('你认真回答了这些问题，说明你在乎和父母的关系，这是改善的起点。');

    const watchOuts: string[] = [];
    if (communication <= 22) watchOuts.push('可以从小事聊起：一起吃饭时说说学校里的一件趣事，比一上来谈成绩容易得多。');
    if (trust <= 22) watchOuts.push('想让父母更信任你，可以先在一件小事上说到做到，再主动告诉他们结果。');
    if (alienation >= HIGH) watchOuts.push('觉得和父母说不通时，可以先找一位信任的大人（老师、亲戚）聊一聊，或者把想说的话写下来给父母看。');

    const tone =
      alienation >= HIGH
        ? '你最近在家里的距离感比较强。'
        : trust >= HIGH && communication >= HIGH
          ? '总体看，你和父母的关系比较亲近。'
          : '你和父母的关系有亲近的地方，也有可以多用点心的地方。';

    return {
      chart: 'bars',
      dimensions,
      code: null,
      summary: `${tone}信任 ${trust}、沟通 ${communication}（越高越好），疏离 ${alienation}（越高距离感越强），每项满分 ${MAX}。`,
      strengths,
      watchOuts,
      leads: [],
      care:
        alienation >= HIGH
          ? {
              level: 'notice',
              message:
                '你说在家里常感到孤单、不被理解，这种感觉一定不好受。你不必一个人扛着：可以找信任的老师、亲戚或朋友说说；想找人倾诉时，也可以拨打心理援助热线。',
              helpline: HELPLINE,
            }
          : null,
      disclaimer: disclaimer('结果只反映你此刻的感受，不评判你或父母。题目为志愿通自编，未经常模检验。'),
    };
  },
};
