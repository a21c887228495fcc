/**
 * Seed 竞赛白名单 (issue 19): well-known national competitions, public facts only (name, subject,
 * organiser as commonly known). What each counts for is said in general terms: the colleges' own
 * briefs of the year decide.
 */
import type { SeedCompetition } from './types.ts';

/** The five olympiads: 强基 breakthrough and, for the national training team, 保送. */
const OLYMPIAD = '强基计划破格入围的依据之一（限相关学科，以高校当年简章为准）；也可作为综合评价招生的材料。国家集训队成员可按当年规定获得保送资格。';

export const SEED_COMPETITIONS: readonly SeedCompetition[] = [
  {
    key: 'math-olympiad',
    name: '全国中学生数学奥林匹克竞赛（含全国高中数学联赛）',
    subject: '数学',
    organiser: '中国数学会',
    recognisedFor: OLYMPIAD,
  },
  {
    key: 'physics-olympiad',
    name: '全国中学生物理竞赛',
    subject: '物理',
    organiser: '中国物理学会',
    recognisedFor: OLYMPIAD,
  },
  {
    key: 'chemistry-olympiad',
    name: '中国化学奥林匹克（全国高中学生化学竞赛）',
    subject: '化学',
    organiser: '中国化学会',
    recognisedFor: OLYMPIAD,
  },
  {
    key: 'biology-olympiad',
    name: '全国中学生生物学竞赛（含全国中学生生物学联赛）',
    subject: '生物',
    organiser: '中国动物学会、中国植物学会',
    recognisedFor: OLYMPIAD,
  },
  {
    key: 'informatics-olympiad',
    name: '全国青少年信息学奥林匹克竞赛（NOI）',
    subject: '信息',
    organiser: '中国计算机学会',
    recognisedFor: OLYMPIAD,
  },
  {
    key: 'informatics-noip',
    name: '全国青少年信息学奥林匹克联赛（NOIP）',
    subject: '信息',
    organiser: '中国计算机学会',
    recognisedFor: '信息学奥赛体系中的省级选拔环节；获奖可作为综合评价招生或部分高校考核的参考材料（以高校当年简章为准）。',
  },
  {
    key: 'ccf-csp',
    name: 'CCF 非专业级软件能力认证（CSP-J/S）',
    subject: '信息',
    organiser: '中国计算机学会',
    recognisedFor: '编程能力的认证，可作为学习经历的证明；是否被某项招生认可以高校当年简章为准。',
  },
  {
    key: 'international-olympiads',
    name: '国际学科奥林匹克竞赛（数学、物理、化学、生物、信息学）',
    subject: '综合',
    organiser: '各项目国际组织；中国代表队由相应全国学会组织选拔',
    recognisedFor: '入选国家集训队或代表国家参赛的学生可按当年规定获得保送资格；其余以高校当年简章为准。',
  },
  {
    key: 'youth-sci-tech-innovation',
    name: '全国青少年科技创新大赛',
    subject: '科技创新',
    organiser: '中国科学技术协会等',
    recognisedFor: '综合评价招生和部分高校考核中体现科研兴趣与实践能力的材料（以高校当年简章为准）。',
  },
  {
    key: 'tomorrow-little-scientist',
    name: '明天小小科学家奖励活动',
    subject: '科技创新',
    organiser: '中国科学技术协会、教育部等',
    recognisedFor: '综合评价招生和高校考核中体现科研潜质的材料（以高校当年简章为准）。',
  },
  {
    key: 'youth-robotics',
    name: '中国青少年机器人竞赛',
    subject: '科技创新',
    organiser: '中国科学技术协会等',
    recognisedFor: '体现工程实践与团队协作能力的材料，可用于综合评价招生（以高校当年简章为准）。',
  },
  {
    key: 'computer-making',
    name: '全国中小学电脑制作活动',
    subject: '信息',
    organiser: '中央电化教育馆',
    recognisedFor: '体现信息技术应用与创作能力的材料，可用于综合评价招生（以高校当年简章为准）。',
  },
  {
    key: 'astronomy-olympiad',
    name: '全国中学生天文奥林匹克竞赛',
    subject: '天文',
    organiser: '中国天文学会',
    recognisedFor: '体现学科兴趣与特长的材料；是否被某项招生认可以高校当年简章为准。',
  },
  {
    key: 'geography-olympiad',
    name: '全国中学生地理奥林匹克竞赛',
    subject: '地理',
    organiser: '中国地理学会',
    recognisedFor: '体现学科兴趣与特长的材料；是否被某项招生认可以高校当年简章为准。',
  },
];
