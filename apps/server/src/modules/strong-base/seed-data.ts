/**
 * The 强基计划 seed (issue 20): the 39 universities of research gaokao-domain.md §6.1 for the coming
 * season, written for the product from public facts. Every row is 示例 (isExample) until an
 * operator checks it against the year's 简章 and clears the mark. What the research does not say is
 * not made up: dates are the usual periods in words, plan counts are null (未公布), and majors are
 * rows only where the research names them; elsewhere the summary describes the usual majors in words.
 */

/** The season the seed describes: students filing in 2027 (the 2026 season is the last published). */
export const SEED_YEAR = 2027;
/** Year of the one published line the seed carries (the research's worked example). */
export const SEED_LINE_YEAR = 2026;

export const SEED_SOURCE = '公开资料整理：教育部强基计划公开信息、gengsan.com（39 所高校名单与新增专业）、wenxiaobai.com（入围方式）';

/** 报名 and 校测 as the usual periods (the year's 简章 gives the days). */
export const SEED_DATES = {
  signupStart: '约 4 月（阳光高考强基计划报名平台）',
  signupEnd: '以当年招生简章为准',
  testPeriod: '高考后，约 6 月底至 7 月初',
} as const;

/** 入围 where the research names nothing school-specific. */
export const DEFAULT_ENTRY_RULE =
  '多数高校按高考成绩入围：考生高考成绩须达到生源省份的特殊类型招生控制线，再按各专业招生计划的一定倍数（常见为 4–6 倍）确定入围名单。五大学科竞赛全国决赛银牌及以上者可申请破格入围，通常限报对应专业。本校细则以当年简章为准。';

/** What every school's summary says about majors when the research names none of its own. */
export const TYPICAL_MAJORS =
  '强基计划招生专业以数学、物理、化学、生物等基础学科和历史、哲学、古文字学等人文学科为主，部分高校另设面向芯片、智能、新材料、先进制造、国家安全等国家急需领域的专业。本校当年的专业与计划数以简章公布为准。';

export const TRAINING_NOTE = '录取后一般单独编班、实行导师制，并有本硕博衔接培养；原则上不得转到强基专业以外。强基计划录取在提前批之前，被录取考生不再参加后续批次投档。';

export interface SeedMajor {
  name: string;
  category: string;
  note: string;
}

export interface SeedSchool {
  name: string;
  /** Province (short name) and city of the main campus: public facts, used when the school is not in the reference data. */
  province: string;
  city: string;
  /** 入围 as the research describes it for this school; '' = DEFAULT_ENTRY_RULE. */
  entryRule: string;
  /** A sentence the research gives about this school, '' when none. */
  fact: string;
  majors: SeedMajor[];
}

const s = (name: string, province: string, city: string, extra: Partial<Pick<SeedSchool, 'entryRule' | 'fact' | 'majors'>> = {}): SeedSchool => ({
  name, province, city, entryRule: '', fact: '', majors: [], ...extra,
});

const FIRST_ROUND =
  '报名后先参加学校组织的初试（笔试）进行筛选，通过者再参加校测；初试淘汰比例较高（有的年份达 50%–70%）。考生仍须达到生源省份的特殊类型招生控制线。细则以当年简章为准。';
const WEIGHTED_MATH =
  '按加权后的高考成绩确定入围（数学成绩加权计入），达到生源省份特殊类型招生控制线后按计划的一定倍数入围。细则以当年简章为准。';

/** The 39 in the research's order (§6.1: the 36 of 2020 plus 东北大学, 湖南大学 and 西北农林科技大学). */
export const SEED_SCHOOLS: SeedSchool[] = [
  s('北京大学', '北京', '北京'),
  s('中国人民大学', '北京', '北京'),
  s('清华大学', '北京', '北京'),
  s('北京航空航天大学', '北京', '北京'),
  s('北京理工大学', '北京', '北京', { entryRule: WEIGHTED_MATH }),
  s('中国农业大学', '北京', '北京'),
  s('北京师范大学', '北京', '北京'),
  s('中央民族大学', '北京', '北京'),
  s('南开大学', '天津', '天津'),
  s('天津大学', '天津', '天津'),
  s('大连理工大学', '辽宁', '大连'),
  s('东北大学', '辽宁', '沈阳', { fact: '首批 36 所之后加入强基计划的三所高校之一（资料称 2022 年加入，另有资料称 2021 年）。' }),
  s('吉林大学', '吉林', '长春'),
  s('哈尔滨工业大学', '黑龙江', '哈尔滨', {
    entryRule: WEIGHTED_MATH,
    fact: '2023 年新增复合材料与工程、飞行器制造工程、材料科学与工程等强基专业。',
    majors: [
      { name: '复合材料与工程', category: '国家急需', note: '2023 年新增' },
      { name: '飞行器制造工程', category: '国家急需', note: '2023 年新增' },
      { name: '材料科学与工程', category: '国家急需', note: '2023 年新增' },
    ],
  }),
  s('复旦大学', '上海', '上海', { entryRule: FIRST_ROUND }),
  s('同济大学', '上海', '上海'),
  s('上海交通大学', '上海', '上海', { entryRule: FIRST_ROUND }),
  s('华东师范大学', '上海', '上海'),
  s('南京大学', '江苏', '南京'),
  s('东南大学', '江苏', '南京'),
  s('浙江大学', '浙江', '杭州'),
  s('中国科学技术大学', '安徽', '合肥', {
    entryRule: `${FIRST_ROUND}例如 2024 年初试考数学和物理（满分 150 分），合格线为 90 分。`,
    fact: '校测成绩曾按初试 60%、复试 40% 合成。',
    majors: [{ name: '数学', category: '基础学科', note: '公开综合成绩算例（b.mffb.com.cn）中的专业' }],
  }),
  s('厦门大学', '福建', '厦门'),
  s('山东大学', '山东', '济南'),
  s('中国海洋大学', '山东', '青岛'),
  s('武汉大学', '湖北', '武汉'),
  s('华中科技大学', '湖北', '武汉'),
  s('湖南大学', '湖南', '长沙', { fact: '首批 36 所之后加入强基计划的三所高校之一（资料称 2022 年加入，另有资料称 2021 年）。' }),
  s('中南大学', '湖南', '长沙'),
  s('中山大学', '广东', '广州'),
  s('华南理工大学', '广东', '广州'),
  s('四川大学', '四川', '成都'),
  s('重庆大学', '重庆', '重庆'),
  s('电子科技大学', '四川', '成都'),
  s('西安交通大学', '陕西', '西安'),
  s('西北工业大学', '陕西', '西安'),
  s('西北农林科技大学', '陕西', '咸阳（杨凌）', { fact: '首批 36 所之后加入强基计划的三所高校之一（资料称 2022 年加入，另有资料称 2021 年）。' }),
  s('兰州大学', '甘肃', '兰州', {
    fact: '2023 年新增草业科学强基专业。',
    majors: [{ name: '草业科学', category: '', note: '2023 年新增' }],
  }),
  s('国防科技大学', '湖南', '长沙'),
];

/**
 * The research's one worked line (§6.2–6.3, from b.mffb.com.cn): 中国科学技术大学 数学 in 北京, lowest
 * admitted composite 84.718 on a 100 scale. The article's year is not given in the research.
 */
export const SEED_LINE = {
  school: '中国科学技术大学',
  major: '数学',
  province: '北京',
  compositeLine: '84.718',
  compositeScale: 100,
  gaokaoFullMark: 750,
  source: 'b.mffb.com.cn 强基综合成绩算例（原文年份未核实，仅作计算示例）',
} as const;

/** Where a seeded school is, by name (public facts), for schools the reference data does not hold. */
export const SEED_PLACES: ReadonlyMap<string, { province: string; city: string }> = new Map(SEED_SCHOOLS.map((x) => [x.name, { province: x.province, city: x.city }]));
