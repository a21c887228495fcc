/**
 * The 强基计划 seed (issue 20, made real in issue 30): the 39 universities of research
 * gaokao-domain.md §6.1 for the coming season, with the facts the stored public pages state — each
 * fact carries its source (publisher, page title, address where known) and the year of the 简章 or
 * report it comes from. Written in our own words; nothing is pasted. What no page states is not made
 * up: a school with no school-specific source says so plainly (未找到公开数据，以当年简章为准) and
 * keeps the 示例 mark so the operator sees it still wants checking; plan counts stay null.
 */

/** The season the seed describes: students filing in 2027 (facts come from the 2020–2025 简章 and reports). */
export const SEED_YEAR = 2027;

/** Where a fact comes from. `url` is '' when the page's address was not recorded. */
export interface SeedSource {
  publisher: string;
  title: string;
  url: string;
}

/** A fact about a school: our sentence, the year it holds for (null = the page gives none), its source. */
export interface SeedFact {
  text: string;
  year: number | null;
  source: SeedSource;
}

export interface SeedMajor {
  name: string;
  category: '基础学科' | '人文学科' | '国家急需' | '医学' | '';
  subjectRequirement?: string;
  /** Extra words for the note (the source's year and publisher are added by the seed). */
  note?: string;
}

/** A published list of a school's 强基 majors, of one year. */
export interface SeedMajorList {
  year: number | null;
  majors: SeedMajor[];
  source: SeedSource;
}

/** A published line: 入围 (entryScore, 高考 scale) or lowest admitted 综合成绩 (compositeLine on compositeScale). */
export interface SeedLine {
  /** The major's name as in the school's major list; null = the school (or a group of its majors, said in `note`). */
  major: string | null;
  province: string;
  year: number;
  subjectType: string;
  entryScore?: string;
  compositeLine?: string;
  compositeScale: 100 | 750 | 1000;
  note: string;
  source: SeedSource;
}

export interface SeedSchool {
  name: string;
  /** Province (short name) and city of the main campus: public facts, used when the school is not in the reference data. */
  province: string;
  city: string;
  /** 入围 and 破格 as the school's own 简章 or reports state them. */
  entry: SeedFact[];
  /** Other school-specific facts (composite rule, scale, school test, when it joined …). */
  facts: SeedFact[];
  majors: SeedMajorList | null;
  /** The 高考 share of the composite when a source states one other than the national floor of 85%. */
  gaokaoWeight?: { value: '0.85' | '0.90'; source: SeedFact };
  /** 校测 full mark when a source states it. */
  testFullMark?: { value: number; source: SeedFact };
  lines: SeedLine[];
}

// ───────── sources (stored public pages the research tool reached; addresses as stored) ─────────

const src = (publisher: string, title: string, url: string): SeedSource => ({ publisher, title, url });

export const SOURCES = {
  chsiQa: src('阳光高考（教育部高校招生阳光工程指定平台）', '强基计划问答', 'https://gaokao.chsi.com.cn/gkxx/qjjh/202403/20240301/2293259678-2.html'),
  ruleExplained: src('ahjldz.com', '强基计划录取依据是什么？（2023-01-19）', 'http://ahjldz.com/gaokao/M38nE8Oa.html'),
  whoMayApply: src('高考备考网 sltbs.com', '什么是强基计划，哪些人可以报考？（2023-01-09）', 'https://sltbs.com/gaokaojingyan/468617.html'),
  entry2020: src('manyoumao.com', '2020年强基计划入围条件', 'http://wap.manyoumao.com/know/3137255.html'),
  eightSchools: src('sdzsjy.org', '强基计划招生解读与 39 所高校名单', 'http://sdzsjy.org/index.php?id=10453'),
  scales2022: src('黑扁网 m.heibian.com', '强基计划高考加多少分 成绩怎么计算（统计 2022 年各校简章）', 'https://m.heibian.com/html/666/666274.html'),
  ustcLine2025: src('b.mffb.com.cn', '强基计划综合成绩计算公式与 2025 年录取分数线', 'https://b.mffb.com.cn/a/477253.html'),
  research: src('本站调研文档（gaokao-domain.md §6，引 gengsan.com、wenxiaobai.com）', '强基计划高校名单、新增专业与入围方式', ''),
  tsinghuaColleges: src('ppmy.cn', '清华大学为强基计划设立的五个书院', 'http://ppmy.cn/devtools/100424.html'),
  cqu: src('高三网 m.gaosan.com', '强基计划相当于降多少分（以重庆大学为例）', 'http://m.gaosan.com/gaokao/457839.html'),
  buaa2024: src('gxzsxx.com.cn（转载）', '北京航空航天大学2024年强基计划招生简章', 'http://gxzsxx.com.cn/html/2024/zkkx_0412/20326.html'),
  buaa2023: src('澎湃新闻（wailaizhe.com 转载）', '北航2023年强基计划招生简章发布，4月11日起网上报名', 'https://wap.wailaizhe.com/toutiao/22560.html'),
  bit2021: src('好上学（indiana-autoauction.com 转载）', '北京理工大学“强基计划”招生简章（2021 年）', 'http://indiana-autoauction.com/news/1168352.html'),
  bnu: src('高考100 m.gk100.com', '北京师范大学强基计划：专业、选科与 2024 年入围数据', 'https://m.gk100.com/read_1433343511512.htm'),
  nankai2020: src('mayishigong.com（转载）', '南开大学2020年强基计划招生简章', 'http://mayishigong.com/news/20200511/n15891777441921.html'),
  fudan2024: src('m.daxuejiayou.com（转载）', '复旦大学2024年强基计划招生简章', 'https://m.daxuejiayou.com/4132062993.html'),
  tongji: src('好学网 haoxuewang.cn', '同济大学2025强基计划招生简章（含 2024 年专业与录取数据）', 'https://www.haoxuewang.cn/zhishi/144683.html'),
  ecnu2022: src('gk163.com（转载）', '华东师范大学2022年强基计划招生简章', 'https://gk163.com/read_7851.html'),
  nju2020: src('freep.cn（转帖南京大学本科招生网，2020-05-06）', '南京大学2020年强基计划招生简章', 'http://freep.cn/hot/5167523.html'),
  xmu2021: src('海峡网（东南网、海峡导报）', '厦门大学发布2021年强基计划招生方案（2021-04-20）', 'http://m.hxnews.com/news/fj/mn/xm/202104/20/1983673.shtml'),
  xmu2022: src('kejitechangsheng.com（转载）', '2022年厦门大学“强基计划”招生简章', 'https://kejitechangsheng.com/quanguo/03205998.html'),
  sdu2021: src('问答页（引《2021年山东大学强基计划招生简章》）', '2021年山东大学强基录取办法', 'http://198.44.248.91:8089/q/2021nsddxqjlqbf_6454'),
  whu2020: src('nanmuxuan.com（转载报道）', '武汉大学发布2020年强基计划招生简章', 'https://nanmuxuan.com/zh-my/classic/ayjcyzazEZ.html'),
  hust2022: src('noodbarny.com（转载）', '华中科技大学2022强基计划招生简章及招生计划', 'https://noodbarny.com/html/221/221502.html'),
  sysu2024: src('wokaowang.com（转载）', '中山大学2024年强基计划招生简章', 'https://wokaowang.com/forum.php?goto=lastpost&mod=redirect&tid=27845'),
  scu2023: src('转载页（地址未记录）', '四川大学2023年强基计划招生简章', ''),
  xjtu2024: src('bossanovawear.com（转载，来源：西安交通大学）', '西安交通大学2024年强基计划招生简章', 'http://bossanovawear.com/qjjh2024/2024411120924.htm'),
} as const;

/** A source as one line of text: publisher《title》address. */
export const sourceText = (s: SeedSource) => `${s.publisher}《${s.title}》${s.url ? ` ${s.url}` : ''}`;

// ───────── what holds for every school (national rules, each sourced) ─────────

/** 入围 and 破格 as the national rules and the 2020 summaries state them; each school's 简章 sets its own multiple. */
export const GENERAL_ENTRY: SeedFact[] = [
  {
    text: '以高考成绩入围：高考成绩（不含加分）须达到生源省份本科一批控制线（合并批次的省份为单独划定的线），再按本校在该省强基名额的一定倍数，从高分到低分确定参加校测的名单。',
    year: null,
    source: SOURCES.whoMayApply,
  },
  { text: '入围倍数由各校简章规定：2020 年多为名额的 3–4 倍。', year: 2020, source: SOURCES.entry2020 },
  {
    text: '破格入围：在相关学科表现突出的考生（通常为五大学科竞赛全国决赛二等奖/银牌及以上）可破格入围，高考成绩原则上仍不得低于本省本科一批控制线。',
    year: null,
    source: SOURCES.ruleExplained,
  },
];

/** The composite rule of every school (national floor), sourced. */
export const GENERAL_COMPOSITE: SeedFact = {
  text: '综合成绩由高考成绩、高校考核结果和综合素质评价按比例合成，其中高考成绩不低于 85%，按综合成绩从高到低录取。',
  year: null,
  source: SOURCES.ruleExplained,
};

/** 报名 and 校测 as the usual periods (the year's 简章 gives the days). */
export const SEED_DATES = {
  signupStart: '约 4 月（阳光高考强基计划报名平台）',
  signupEnd: '以当年招生简章为准',
  testPeriod: '高考后，约 6 月底至 7 月初',
} as const;
export const DATES_SOURCE = SOURCES.eightSchools;

export const UNKNOWN_ENTRY = '本校的入围倍数与破格条件：未找到公开数据，以当年简章为准。';
export const UNKNOWN_MAJORS = '本校强基专业与分省计划：未找到公开数据，以当年简章为准。';

export const TRAINING_NOTE =
  '录取后一般单独编班、实行导师制，并有本硕博衔接培养；原则上不得转到强基专业以外。强基计划录取在提前批之前，被录取考生不再参加后续批次投档。';

// ───────── the 39 ─────────

const f = (text: string, year: number | null, source: SeedSource): SeedFact => ({ text, year, source });
const m = (name: string, category: SeedMajor['category'], extra: Partial<SeedMajor> = {}): SeedMajor => ({ name, category, ...extra });
const list = (year: number | null, source: SeedSource, majors: SeedMajor[]): SeedMajorList => ({ year, source, majors });
const s = (name: string, province: string, city: string, extra: Partial<Omit<SeedSchool, 'name' | 'province' | 'city'>> = {}): SeedSchool => ({
  name,
  province,
  city,
  entry: [],
  facts: [],
  majors: null,
  lines: [],
  ...extra,
});

const beforeScores = (year: number | null = null) =>
  f('校测安排在高考之后、高考成绩公布之前（资料列出的 8 所之一：上海交大、复旦、南大、浙大、中科大、同济、厦大、西安交大）。', year, SOURCES.eightSchools);
const scaleOf = (scale: 750 | 1000) => f(`综合成绩按 ${scale} 分制折算（2022 年各校简章统计）。`, 2022, SOURCES.scales2022);
const joinedLater = f('首批 36 所之后加入强基计划的三所高校之一（资料称 2022 年加入，另有资料称 2021 年）。', null, SOURCES.research);
const weightedMath = f('按加权后的高考成绩确定入围，数学成绩加权计入。', null, SOURCES.research);
const firstRound = f('报名后先参加学校组织的初试（笔试）筛选，通过者再参加校测，初试淘汰比例较高。', null, SOURCES.research);

const BASIC = '基础学科';
const HUM = '人文学科';

/** The 39 in the research's order (§6.1: the 36 of 2020 plus 东北大学, 湖南大学 and 西北农林科技大学). */
export const SEED_SCHOOLS: SeedSchool[] = [
  s('北京大学', '北京', '北京', {
    entry: [f('以高考成绩入围的人数为该省强基名额的 5 倍（2020 年资料）。', 2020, SOURCES.entry2020)],
  }),
  s('中国人民大学', '北京', '北京'),
  s('清华大学', '北京', '北京', {
    entry: [f('以高考成绩入围的人数为该省强基名额的 5 倍（2020 年资料）。', 2020, SOURCES.entry2020)],
    facts: [f('为强基计划新设致理、日新、未央、探微、行健五个书院，通识教育与专业教育结合培养。', 2020, SOURCES.tsinghuaColleges)],
    majors: list(2020, SOURCES.tsinghuaColleges, [
      m('数学与应用数学', BASIC, { note: '致理书院' }),
      m('物理学', BASIC, { note: '致理书院' }),
      m('化学', BASIC, { note: '致理书院' }),
      m('生物科学', BASIC, { note: '致理书院' }),
      m('历史学', HUM, { note: '日新书院' }),
      m('哲学', HUM, { note: '日新书院' }),
    ]),
  }),
  s('北京航空航天大学', '北京', '北京', {
    entry: [
      f(
        '以高考成绩入围须同时满足：达到本省本科一批（或特殊类型）控制线，且高考成绩不低于本省同科类满分的 80%（甘肃、青海、宁夏、新疆为 75%）。',
        2023,
        SOURCES.buaa2023,
      ),
      f(
        '破格（第二类）：数学、物理、化学或信息学奥林匹克全国决赛一、二等奖，且只能报对应专业；高考成绩达到本省一批（或特殊类型）控制线即可入围。',
        2024,
        SOURCES.buaa2024,
      ),
    ],
    facts: [scaleOf(750), f('只能填报本校强基计划 1 个专业志愿，不能兼报其他高校。', 2023, SOURCES.buaa2023)],
    majors: list(2024, SOURCES.buaa2024, [
      m('数学与应用数学', BASIC, { note: '破格对应数学竞赛' }),
      m('信息与计算科学', BASIC, { note: '破格对应数学或信息学竞赛' }),
      m('应用物理学', BASIC, { note: '破格对应物理竞赛' }),
      m('化学', BASIC, { note: '破格对应化学竞赛' }),
      m('工程力学', '国家急需', { note: '破格对应数学或物理竞赛' }),
      m('航空航天类', '国家急需', { note: '2023 年为飞行器动力工程' }),
    ]),
  }),
  s('北京理工大学', '北京', '北京', {
    entry: [weightedMath, f('破格（第二类）：数学、物理、化学、生物、信息学奥林匹克全国决赛二等奖及以上；不能兼报其他高校强基计划。', 2021, SOURCES.bit2021)],
    facts: [f('综合成绩 = 高考成绩 ÷ 高考满分 × 750 × 85% + 校测成绩 × 15%，校测满分 750 分（2022 年）。', 2022, SOURCES.scales2022)],
    testFullMark: { value: 750, source: f('校测满分 750 分。', 2022, SOURCES.scales2022) },
    lines: [
      {
        major: null,
        province: '北京',
        year: 2022,
        subjectType: '',
        compositeLine: '640.35',
        compositeScale: 750,
        note: '北京强基录取最低综合成绩',
        source: SOURCES.scales2022,
      },
    ],
  }),
  s('中国农业大学', '北京', '北京'),
  s('北京师范大学', '北京', '北京', {
    entry: [f('破格：五大学科竞赛全国决赛银牌及以上，高考成绩达到本省本科一批控制线即可入围，录取仍看综合成绩。', 2024, SOURCES.bnu)],
    facts: [f('只能选 1 个专业组报考，不能兼报其他高校强基计划。', 2024, SOURCES.bnu)],
    majors: list(2024, SOURCES.bnu, [
      m('汉语言文学（古文字学方向）', HUM, { subjectRequirement: '不限', note: '文科组' }),
      m('历史学', HUM, { subjectRequirement: '不限', note: '文科组' }),
      m('哲学', HUM, { subjectRequirement: '不限', note: '文科组' }),
      m('数学与应用数学', BASIC, { subjectRequirement: '物理+化学', note: '理科组' }),
      m('物理学', BASIC, { subjectRequirement: '物理+化学', note: '理科组' }),
      m('化学', BASIC, { subjectRequirement: '物理+化学', note: '理科组' }),
      m('生物科学', BASIC, { subjectRequirement: '物理+化学', note: '理科组' }),
    ]),
    lines: [
      {
        major: null,
        province: '北京',
        year: 2024,
        subjectType: '综合',
        entryScore: '647',
        compositeScale: 100,
        note: '理科组（选考物理+化学）入围最低分',
        source: SOURCES.bnu,
      },
      {
        major: null,
        province: '浙江',
        year: 2024,
        subjectType: '综合',
        entryScore: '672',
        compositeScale: 100,
        note: '理科组（选考物理+化学）入围最低分',
        source: SOURCES.bnu,
      },
      {
        major: null,
        province: '重庆',
        year: 2024,
        subjectType: '物理类',
        entryScore: '611',
        compositeScale: 100,
        note: '理科组（物理类、选考化学）入围最低分',
        source: SOURCES.bnu,
      },
      {
        major: null,
        province: '湖北',
        year: 2024,
        subjectType: '物理类',
        entryScore: '615',
        compositeScale: 100,
        note: '理科组（物理类、选考化学）入围最低分',
        source: SOURCES.bnu,
      },
      {
        major: null,
        province: '广西',
        year: 2024,
        subjectType: '物理类',
        entryScore: '616',
        compositeScale: 100,
        note: '理科组（物理类、选考化学）入围最低分',
        source: SOURCES.bnu,
      },
    ],
  }),
  s('中央民族大学', '北京', '北京'),
  s('南开大学', '天津', '天津', {
    entry: [
      f('两类考生的高考成绩（不含加分）都须达到本省一批控制线（合并批次省份按特殊类型线）。', 2020, SOURCES.nankai2020),
      f(
        '破格：数学、物理、化学、生物或信息学奥林匹克全国决赛二等奖及以上，只能报获奖学科对应的专业（信息学可对应数学与应用数学或物理学）；只能报 1 个专业。',
        2020,
        SOURCES.nankai2020,
      ),
    ],
    gaokaoWeight: { value: '0.90', source: f('综合成绩按高考成绩 90% + 校测 10% 合成（2022 年各校简章中唯一不是 85/15 的学校）。', 2022, SOURCES.scales2022) },
  }),
  s('天津大学', '天津', '天津'),
  s('大连理工大学', '辽宁', '大连', { facts: [scaleOf(1000)] }),
  s('东北大学', '辽宁', '沈阳', { facts: [joinedLater] }),
  s('吉林大学', '吉林', '长春'),
  s('哈尔滨工业大学', '黑龙江', '哈尔滨', {
    entry: [weightedMath],
    facts: [f('2023 年新增复合材料与工程、飞行器制造工程、材料科学与工程等强基专业。', 2023, SOURCES.research)],
    majors: list(2023, SOURCES.research, [
      m('复合材料与工程', '国家急需', { note: '2023 年新增（仅列出资料提到的新增专业）' }),
      m('飞行器制造工程', '国家急需', { note: '2023 年新增（仅列出资料提到的新增专业）' }),
      m('材料科学与工程', '国家急需', { note: '2023 年新增（仅列出资料提到的新增专业）' }),
    ]),
  }),
  s('复旦大学', '上海', '上海', {
    entry: [
      firstRound,
      f(
        'B 类（破格）：数学、物理、化学、生物学、信息学奥林匹克全国决赛一等奖（金牌）或二等奖（银牌），报名后经学校审核取得破格入围资格；不能兼报其他高校强基计划。',
        2024,
        SOURCES.fudan2024,
      ),
    ],
    facts: [beforeScores(), scaleOf(1000), f('2024 年 A 类报名 4 月 15 日至 30 日，B 类 4 月 15 日至 26 日。', 2024, SOURCES.fudan2024)],
    majors: list(2024, SOURCES.fudan2024, [
      m('中国语言文学类（古文字学）', HUM, { subjectRequirement: '不限' }),
      m('历史学', HUM, { subjectRequirement: '不限' }),
      m('哲学类', HUM, { subjectRequirement: '不限' }),
      m('数学与应用数学', BASIC, { subjectRequirement: '物理和化学' }),
      m('信息与计算科学', BASIC, { subjectRequirement: '物理和化学' }),
      m('物理学类（物理学）', BASIC, { subjectRequirement: '物理和化学' }),
      m('物理学类（核物理）', BASIC, { subjectRequirement: '物理和化学' }),
      m('化学类（化学）', BASIC, { subjectRequirement: '物理和化学' }),
      m('化学类（高分子化学）', BASIC, { subjectRequirement: '物理和化学' }),
      m('生物科学类', BASIC, { subjectRequirement: '物理和化学' }),
      m('基础医学', '医学', { subjectRequirement: '物理和化学' }),
    ]),
  }),
  s('同济大学', '上海', '上海', {
    entry: [f('破格：数学、物理、化学、生物学、信息学任一奥林匹克全国决赛二等奖及以上。', 2024, SOURCES.tongji)],
    facts: [beforeScores()],
    majors: list(2024, SOURCES.tongji, [
      m('数学与应用数学', BASIC, { subjectRequirement: '物理+化学', note: '专业组 1' }),
      m('应用物理学', BASIC, { subjectRequirement: '物理+化学', note: '专业组 1' }),
      m('工程力学', '国家急需', { subjectRequirement: '物理+化学', note: '专业组 1' }),
      m('海洋科学', BASIC, { subjectRequirement: '物理+化学', note: '专业组 1，2024 年增设' }),
      m('应用化学', BASIC, { subjectRequirement: '物理+化学', note: '专业组 2' }),
      m('生物技术', BASIC, { subjectRequirement: '物理+化学', note: '专业组 2' }),
    ]),
    // The page gives the lines without a scale; values of 825–868 only fit the 1000-point composite.
    lines: [
      {
        major: '数学与应用数学',
        province: '浙江',
        year: 2024,
        subjectType: '综合',
        compositeLine: '868.01',
        compositeScale: 1000,
        note: '强基录取线（页面未写满分，数值只可能是 1000 分制）',
        source: SOURCES.tongji,
      },
      {
        major: '海洋科学',
        province: '浙江',
        year: 2024,
        subjectType: '综合',
        compositeLine: '858.39',
        compositeScale: 1000,
        note: '强基录取线（页面未写满分，数值只可能是 1000 分制）',
        source: SOURCES.tongji,
      },
      {
        major: '应用物理学',
        province: '北京',
        year: 2024,
        subjectType: '综合',
        compositeLine: '825.46',
        compositeScale: 1000,
        note: '强基录取线（页面未写满分，数值只可能是 1000 分制）',
        source: SOURCES.tongji,
      },
      {
        major: '应用化学',
        province: '安徽',
        year: 2024,
        subjectType: '物理类',
        compositeLine: '844.83',
        compositeScale: 1000,
        note: '强基录取线（页面未写满分，数值只可能是 1000 分制）',
        source: SOURCES.tongji,
      },
      {
        major: '数学与应用数学',
        province: '四川',
        year: 2024,
        subjectType: '理科',
        compositeLine: '852.45',
        compositeScale: 1000,
        note: '强基录取线（页面未写满分，数值只可能是 1000 分制）',
        source: SOURCES.tongji,
      },
      {
        major: '海洋科学',
        province: '四川',
        year: 2024,
        subjectType: '理科',
        compositeLine: '830.94',
        compositeScale: 1000,
        note: '强基录取线（页面未写满分，数值只可能是 1000 分制）',
        source: SOURCES.tongji,
      },
    ],
  }),
  s('上海交通大学', '上海', '上海', { entry: [firstRound], facts: [beforeScores()] }),
  s('华东师范大学', '上海', '上海', {
    entry: [f('报名者高考成绩（不含加分）须达到本省一批控制线（合并批次省份按特殊类型线）。', 2022, SOURCES.ecnu2022)],
    facts: [
      scaleOf(1000),
      f(
        '2022 年在北京、天津、吉林、上海、江苏、浙江、安徽、福建、江西、山东、河南、湖北、湖南、重庆、四川、云南招生；天津、吉林、山东、湖南、重庆、云南只招理科组，福建、湖北只招文科组。',
        2022,
        SOURCES.ecnu2022,
      ),
    ],
    majors: list(2022, SOURCES.ecnu2022, [
      m('数学与应用数学', BASIC, { subjectRequirement: '首选物理', note: '理科组' }),
      m('物理学', BASIC, { subjectRequirement: '首选物理', note: '理科组' }),
      m('生物科学', BASIC, { subjectRequirement: '首选物理', note: '理科组' }),
      m('哲学', HUM, { subjectRequirement: '首选历史', note: '文科组' }),
      m('汉语言文学（古文字学）', HUM, { subjectRequirement: '首选历史', note: '文科组' }),
    ]),
  }),
  s('南京大学', '江苏', '南京', {
    entry: [f('破格：数学、物理、化学、生物学、信息学任一奥林匹克全国决赛二等奖及以上。', 2020, SOURCES.nju2020)],
    facts: [beforeScores(), f('2020 年设三个专业组 8 个专业，总计划 210 人，分省计划见报名系统。', 2020, SOURCES.nju2020)],
    majors: list(2020, SOURCES.nju2020, [
      m('数学与应用数学', BASIC),
      m('信息与计算科学', BASIC),
      m('物理学', BASIC),
      m('化学', BASIC),
      m('生物科学', BASIC),
      m('汉语言文学（古文字学方向）', HUM),
      m('历史学', HUM),
      m('哲学', HUM),
    ]),
  }),
  s('东南大学', '江苏', '南京'),
  s('浙江大学', '浙江', '杭州', { facts: [beforeScores()] }),
  s('中国科学技术大学', '安徽', '合肥', {
    entry: [firstRound, f('2024 年初试考数学和物理（满分 150 分），合格线为 90 分。', 2024, SOURCES.research)],
    facts: [
      beforeScores(),
      f('校测成绩 = 0.6 × 初试成绩（折算）+ 0.4 × 复试成绩（折算）；综合成绩按高考 85%、校测 15% 折算到 750 分。', 2025, SOURCES.ustcLine2025),
    ],
    testFullMark: { value: 270, source: f('校测满分 270 分。', 2025, SOURCES.ustcLine2025) },
    majors: list(2025, SOURCES.ustcLine2025, [m('基础与应用数学', BASIC, { note: '仅列出资料提到的专业' })]),
    lines: [
      {
        major: '基础与应用数学',
        province: '北京',
        year: 2025,
        subjectType: '',
        compositeLine: '84.718',
        compositeScale: 100,
        note: '强基录取线（百分制；文中以北京考生为例）',
        source: SOURCES.ustcLine2025,
      },
    ],
  }),
  s('厦门大学', '福建', '厦门', {
    entry: [
      f('以高考成绩报名须高出本省一批控制线：理科 60 分及以上，文科和高考改革省份 40 分及以上（总分不是 750 的省份按 750 折算）。', 2021, SOURCES.xmu2021),
      f('破格：数学、物理、化学、生物学、信息学任一竞赛获全国决赛一、二等奖，且高考成绩达到本省一批控制线。', 2021, SOURCES.xmu2021),
    ],
    facts: [beforeScores(), f('强基录取后原则上不能转专业，本科阶段转专业限于本校强基专业之内；最多可报 6 个专业志愿。', 2021, SOURCES.xmu2021)],
    majors: list(2022, SOURCES.xmu2022, [m('数学类', BASIC), m('物理学', BASIC), m('化学类', BASIC), m('生物科学类', BASIC), m('历史学', HUM), m('哲学', HUM)]),
  }),
  s('山东大学', '山东', '济南', {
    facts: [
      f('综合成绩 = 高考成绩（换算成百分制）× 85% + 校考成绩 × 15%；综合成绩相同时依次比较校考成绩、高考总分、语文加数学。', 2021, SOURCES.sdu2021),
      f('第二类（破格）考生综合成绩达到本省第一类考生最低录取分即可录取，不占公布的分省名额。', 2021, SOURCES.sdu2021),
    ],
  }),
  s('中国海洋大学', '山东', '青岛'),
  s('武汉大学', '湖北', '武汉', {
    entry: [f('破格：五项学科竞赛全国决赛二等奖及以上。', 2020, SOURCES.whu2020)],
    facts: [scaleOf(750), f('2020 年 8 个专业面向 30 个省份招生 150 人，校测在高考成绩公布之后进行，含笔试、面试等。', 2020, SOURCES.whu2020)],
    majors: list(2020, SOURCES.whu2020, [
      m('数学与应用数学', BASIC),
      m('物理学', BASIC),
      m('化学', BASIC),
      m('生物科学', BASIC),
      m('汉语言文学（古文字学方向）', HUM),
      m('历史学', HUM),
      m('哲学', HUM),
      m('基础医学', '医学'),
    ]),
  }),
  s('华中科技大学', '湖北', '武汉', {
    entry: [f('破格（第二类，计划单列）：数学、物理、生物、化学、信息学奥林匹克全国决赛金奖、银奖。', 2022, SOURCES.hust2022)],
    facts: [
      f('2022 年在北京、河北、山西、吉林、江苏、浙江、安徽、福建、江西、山东、河南、湖北、湖南、广东、广西、重庆、四川、陕西招生。', 2022, SOURCES.hust2022),
    ],
    majors: list(2022, SOURCES.hust2022, [
      m('数学与应用数学', BASIC),
      m('物理学', BASIC),
      m('化学', BASIC),
      m('生物科学', BASIC),
      m('基础医学', '医学'),
      m('汉语言文学（古文字学方向）', HUM),
      m('哲学', HUM),
    ]),
  }),
  s('湖南大学', '湖南', '长沙', { facts: [joinedLater] }),
  s('中南大学', '湖南', '长沙'),
  s('中山大学', '广东', '广州', {
    facts: [f('2024 年在 29 个省份招生（未含西藏、新疆），化学、生物科学、生态学、基础医学不招色盲色弱考生；不能兼报其他高校。', 2024, SOURCES.sysu2024)],
    majors: list(2024, SOURCES.sysu2024, [
      m('汉语言文学（古文字学方向）', HUM),
      m('历史学', HUM),
      m('哲学', HUM),
      m('数学与应用数学', BASIC),
      m('物理学', BASIC),
      m('化学', BASIC),
      m('生物科学', BASIC),
      m('生态学', BASIC),
      m('基础医学', '医学'),
      m('理论与应用力学', BASIC),
    ]),
  }),
  s('华南理工大学', '广东', '广州'),
  s('四川大学', '四川', '成都', {
    entry: [f('破格：五大学科奥林匹克全国总决赛二等奖及以上；两类考生不能兼报。', 2023, SOURCES.scu2023)],
    majors: list(2023, SOURCES.scu2023, [
      m('汉语言文学（古文字方向）', HUM),
      m('历史学类', HUM, { note: '含历史学、考古学、文物与博物馆学' }),
      m('哲学', HUM),
      m('数学与应用数学', BASIC),
      m('物理学', BASIC),
      m('工程力学', '国家急需'),
      m('化学', BASIC),
      m('生物科学', BASIC),
      m('基础医学', '医学'),
    ]),
  }),
  s('重庆大学', '重庆', '重庆', {
    entry: [
      f('以高考成绩入围的人数不超过录取人数的 6 倍（资料未写年份）。', null, SOURCES.cqu),
      f('竞赛途径：获国家二等奖及以上且高考成绩达到本省一批线即可入围，不占以高考成绩入围的名额。', null, SOURCES.cqu),
    ],
    majors: list(null, SOURCES.cqu, [m('数学与应用数学', BASIC), m('物理学', BASIC)]),
  }),
  s('电子科技大学', '四川', '成都'),
  s('西安交通大学', '陕西', '西安', {
    entry: [f('第一类（以高考成绩入围）：高考成绩（不含加分）须达到本省本科一批控制线（合并批次省份参考单独划定的线）。', 2024, SOURCES.xjtu2024)],
    facts: [beforeScores()],
  }),
  s('西北工业大学', '陕西', '西安'),
  s('西北农林科技大学', '陕西', '咸阳（杨凌）', { facts: [joinedLater] }),
  s('兰州大学', '甘肃', '兰州', {
    facts: [f('2023 年新增草业科学强基专业。', 2023, SOURCES.research)],
    majors: list(2023, SOURCES.research, [m('草业科学', BASIC, { note: '2023 年新增（仅列出资料提到的新增专业）' })]),
  }),
  s('国防科技大学', '湖南', '长沙'),
];

/** A school is sourced (not 示例) when at least one school-specific fact, major list or line has a source. */
export const isSourced = (school: SeedSchool) =>
  school.entry.length > 0 || school.facts.length > 0 || school.majors !== null || school.lines.length > 0 || !!school.gaokaoWeight || !!school.testFullMark;

/** Every fact of a school with its source (the national ones included), in the order the page shows them. */
export function factsOf(school: SeedSchool): SeedFact[] {
  return [
    ...school.entry,
    ...school.facts,
    ...(school.gaokaoWeight ? [school.gaokaoWeight.source] : []),
    ...(school.testFullMark ? [school.testFullMark.source] : []),
    ...(school.majors ? [f('专业列表', school.majors.year, school.majors.source)] : []),
    ...school.lines.map((l) => f(l.note, l.year, l.source)),
    ...GENERAL_ENTRY,
    GENERAL_COMPOSITE,
  ];
}

/** Where a seeded school is, by name (public facts), for schools the reference data does not hold. */
export const SEED_PLACES: ReadonlyMap<string, { province: string; city: string }> = new Map(
  SEED_SCHOOLS.map((x) => [x.name, { province: x.province, city: x.city }]),
);
