import type { AnswerScale, ReportDimension, ReportLead } from '@zhiyuan/shared';
import { sumsByDimension, type Instrument, type InstrumentItem } from '../instrument.ts';
import { bandOf, disclaimer } from './common.ts';

/**
 * 职业价值观 (val): the six work values of O*NET's Work Importance Locator/Profiler. The Locator is
 * a card sort and the Profiler a rank-and-rate program that we cannot reproduce, so the items are
 * our own importance ratings, four per value (a need of O*NET's list each where it fits).
 * Score: sum of the four ratings, 4–20. The report ranks the values; the first two are the top two
 * the chart highlights, and `code` names them.
 */

const IMPORTANCE_5: AnswerScale = {
  values: [1, 2, 3, 4, 5],
  labels: ['一点也不重要', '不太重要', '一般', '比较重要', '非常重要'],
};

const SECTION = '在你理想的工作中，下面这一点有多重要？';

interface WorkValue {
  key: string;
  label: string;
  /** What it means to value it, for the report. */
  meaning: string;
  /** Why the leads fit the value. */
  why: string;
  majors: { code: string; name: string }[];
  careers: string[];
  items: string[];
}

const VALUES: WorkValue[] = [
  {
    key: 'achievement',
    label: '成就',
    meaning: '你希望工作能用上自己的本事，做出看得见的成果。',
    why: '这类工作以攻克难题、做出成果为核心',
    majors: [
      { code: '0701', name: '数学类' },
      { code: '0809', name: '计算机类' },
      { code: '1002', name: '临床医学类' },
    ],
    careers: ['科研人员', '工程师'],
    items: ['能让我充分发挥自己的能力和特长。', '做完一件事，能清楚地看到自己的成果。', '工作有挑战，能让我不断学到新本领。', '有机会做出别人做不到的成绩。'],
  },
  {
    key: 'working-conditions',
    label: '工作条件',
    meaning: '你在意收入、稳定、环境和工作节奏这些实在的条件。',
    why: '这类工作收入与岗位相对稳定、作息规律',
    majors: [
      { code: '1202', name: '工商管理类' },
      { code: '0203', name: '金融学类' },
      { code: '1204', name: '公共管理类' },
    ],
    careers: ['会计与审计人员', '机关与事业单位职员'],
    items: [
      '收入可观，能让自己和家人生活宽裕。',
      '工作稳定，不用担心随时失业。',
      '工作环境舒适安全，上下班时间规律。',
      '每天的工作内容有变化，不总是重复同一件事。',
    ],
  },
  {
    key: 'recognition',
    label: '认可',
    meaning: '你希望努力被看见：有晋升、有话语权、受人尊重。',
    why: '这类职业有清楚的晋升路径和较高的社会认可',
    majors: [
      { code: '0301', name: '法学类' },
      { code: '1202', name: '工商管理类' },
      { code: '0503', name: '新闻传播学类' },
    ],
    careers: ['律师', '企业管理者'],
    items: [
      '有清楚的晋升机会，做得好就能往上走。',
      '做出成绩时，能得到别人的肯定和称赞。',
      '有机会带领团队，安排和指导别人的工作。',
      '这份职业受人尊重，说起来让家人觉得体面。',
    ],
  },
  {
    key: 'relationships',
    label: '人际关系',
    meaning: '你看重和同事相处融洽、能帮助别人、做事不违背良心。',
    why: '这类工作以帮助人、和人合作为主',
    majors: [
      { code: '0401', name: '教育学类' },
      { code: '1011', name: '护理学类' },
      { code: '0303', name: '社会学类' },
    ],
    careers: ['教师', '社会工作者'],
    items: [
      '同事之间关系融洽，相处愉快。',
      '能直接帮助别人，为社会做些有益的事。',
      '工作中不需要做违背自己良心和原则的事。',
      '能在一个彼此信任、互相帮忙的团队里工作。',
    ],
  },
  {
    key: 'support',
    label: '支持',
    meaning: '你希望单位制度公平清楚、上级愿意支持和带教你。',
    why: '这类工作多在管理规范、有带教传统的大型机构',
    majors: [
      { code: '1010', name: '医学技术类' },
      { code: '0806', name: '电气类' },
      { code: '0818', name: '交通运输类' },
    ],
    careers: ['大型企事业单位的技术岗位（如电网、铁路）', '医院医技人员'],
    items: [
      '单位的规章制度公平、清楚，做事有章可循。',
      '上级能体谅下属，遇到困难时愿意支持。',
      '刚入职时，有人耐心地带我、教我。',
      '单位管理规范，员工的权益有保障。',
    ],
  },
  {
    key: 'independence',
    label: '独立',
    meaning: '你希望有自主空间：自己拿主意、按自己的方式做事、发挥创意。',
    why: '这类工作给个人留有较大的创作和决定空间',
    majors: [
      { code: '1305', name: '设计学类' },
      { code: '0501', name: '中国语言文学类' },
      { code: '1208', name: '电子商务类' },
    ],
    careers: ['设计师', '内容创作者', '创业者'],
    items: [
      '可以尝试自己的新想法，有发挥创意的空间。',
      '能自己做决定，不必事事请示别人。',
      '可以按自己的节奏和方式安排工作。',
      '由我负责一件完整的事，结果由我把关。',
    ],
  },
];

const ITEMS: InstrumentItem[] = VALUES.flatMap((value) =>
  value.items.map((text, i) => ({ id: `val-${value.key}-${i + 1}`, text, dimension: value.key, section: SECTION })),
);

const MIN = 4;
const MAX = 20;
const BANDS = [
  { upTo: 9, label: '不太看重' },
  { upTo: 14, label: '一般看重' },
  { upTo: MAX, label: '很看重' },
];

export const jobValue: Instrument = {
  kind: 'job-value',
  version: 1,
  title: '职业价值观',
  tells: '看看你在工作中最看重什么：成就、工作条件、认可、人际关系、支持还是独立，并给出相符的专业类和职业方向。',
  minutes: 5,
  audience: 'student',
  source: {
    name: 'O*NET 六项工作价值观框架 · 志愿通自编题目',
    citation: 'U.S. Department of Labor/ETA, O*NET Work Importance Locator and Work Importance Profiler (six work values; McCloy et al., 1999)',
    licence: 'O*NET 职业探索工具由美国劳工部提供，使用无需额外许可；本测评只沿用其六项价值观的分类，题目为自编',
    notice:
      'O*NET™ is a trademark of the U.S. Department of Labor, Employment and Training Administration. 本测评未使用 O*NET 的卡片或题目：志愿通自编题目，未经常模检验。',
    ownItems: true,
    translated: false,
  },
  scale: IMPORTANCE_5,
  items: ITEMS,
  contextFields: [],
  score(answers) {
    const sums = sumsByDimension(ITEMS, answers, IMPORTANCE_5);
    // Rank by score; equal scores keep O*NET's order, and the summary says when the top two tie with the third.
    const ranked = [...VALUES].sort((a, b) => sums[b.key] - sums[a.key]);
    const [first, second, third] = ranked;
    const lowest = ranked[ranked.length - 1];
    const dimensions: ReportDimension[] = ranked.map((value) => ({
      key: value.key,
      label: value.label,
      score: sums[value.key],
      min: MIN,
      max: MAX,
      band: bandOf(sums[value.key], BANDS),
      meaning: value.meaning,
    }));

    const spread = sums[first.key] - sums[lowest.key];
    const flat = spread <= 2;
    const summary = [
      `你最看重的是「${first.label}」和「${second.label}」。${first.meaning}${second.meaning.replace(/^你/, '同时你也')}`,
      flat ? '不过六项得分很接近，说明这些方面对你差不多同样重要，排序只作参考。' : '',
      !flat && sums[second.key] === sums[third.key] ? `「${second.label}」和「${third.label}」得分相同，可以两者都考虑。` : '',
    ].join('');

    const watchOuts = [`「${lowest.label}」是你相对最不看重的一项；选择职业时可以在这方面放宽，但也要了解真实情况再做决定。`];
    if (sums[lowest.key] >= 15) watchOuts.push('几乎每一项你都打了高分。想一想：如果只能保留两项，你会留哪两项？这能帮你看清真正的优先顺序。');

    const leads: ReportLead[] = [];
    const seenMajors = new Set<string>();
    for (const value of [first, second]) {
      for (const major of value.majors) {
        if (seenMajors.has(major.code)) continue;
        seenMajors.add(major.code);
        leads.push({ type: 'major', code: major.code, name: major.name, reason: `与你看重的「${value.label}」相符：${value.why}。` });
      }
      for (const career of value.careers) leads.push({ type: 'career', code: null, name: career, reason: `与你看重的「${value.label}」相符：${value.why}。` });
    }

    return {
      chart: 'bars',
      dimensions,
      code: `${first.label}·${second.label}`,
      summary,
      strengths: [first, second].map((v) => `重视「${v.label}」：在选专业和职业时，把它当作重要的衡量标准。`),
      watchOuts,
      leads,
      care: null,
      disclaimer: disclaimer(
        '价值观会随经历变化；题目为志愿通自编，未经常模检验。专业类和职业方向是我们参照 O*NET 职业的价值观特征整理的，只表示方向，不代表适合或不适合。',
      ),
    };
  },
};
