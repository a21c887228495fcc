/**
 * Province configuration (spec §3 and §9): one entry per configured province.
 *
 * `type` is the exam mode and `label` the subject-category scheme candidates choose in;
 * the spec leaves their meaning open, our reading is in docs/decisions.md:
 *   type  1 = traditional 文/理, 2 = 3+1+2, 3 = 3+3, 4 = 3+3 with 7选3 (浙江)
 *   label 1 = 理科/文科, 2 = 物理类/历史类, 3 = 综合 (no split), 4 = 综合 incl. 技术 (浙江)
 * `fillType` is the volunteer unit: 1 院校(专业组)+专业, 2 专业(类)+院校, 3 院校专业组 (北京, 福建).
 * Batch numbers: 1 本科提前批, 2 本科批 / 本科一批, 3 本科二批, 4 专科提前批, 5 高职(专科)批.
 */
export interface BatchLimit {
  /** Number of volunteers (志愿) that may be filled; absent where the batch counts majors only. */
  volunteerNum?: number;
  /** Majors per volunteer, or the total number of major volunteers when volunteerNum is absent. */
  majorNum: number;
}

export type ExamMode = 1 | 2 | 3 | 4;
export type SubjectLabel = 1 | 2 | 3 | 4;
export type FillType = 1 | 2 | 3;

export interface ProvinceConfig {
  province: string;
  /** Six-digit administrative region code (GB/T 2260). */
  code: string;
  history: number;
  year: number;
  label: SubjectLabel;
  type: ExamMode;
  fillType: FillType;
  showAdvancedMenu: boolean;
  xxyqInfo: boolean;
  hotSchools: string[];
  batchs: Record<number, BatchLimit>;
}

const groups = (volunteerNum: number, majorNum: number): BatchLimit => ({ volunteerNum, majorNum });
const majors = (majorNum: number): BatchLimit => ({ majorNum });
const same = (limit: BatchLimit, ...batches: number[]): Record<number, BatchLimit> => Object.fromEntries(batches.map((b) => [b, { ...limit }]));

const EXAM_312 = { type: 2, label: 2 } as const;
const EXAM_33 = { type: 3, label: 3 } as const;

type Row = Omit<ProvinceConfig, 'history' | 'year' | 'fillType' | 'showAdvancedMenu' | 'xxyqInfo'> & Partial<Pick<ProvinceConfig, 'year'>>;

const ROWS: Row[] = [
  {
    province: '江苏',
    code: '320000',
    ...EXAM_312,
    batchs: same(groups(40, 6), 2, 5),
    hotSchools: [
      '南京大学',
      '东南大学',
      '南京航空航天大学',
      '南京理工大学',
      '河海大学',
      '苏州大学',
      '南京师范大学',
      '江南大学',
      '中国矿业大学',
      '南京农业大学',
    ],
  },
  {
    province: '河南',
    code: '410000',
    ...EXAM_312,
    batchs: same(groups(48, 6), 2, 3, 5),
    hotSchools: [
      '郑州大学',
      '河南大学',
      '河南师范大学',
      '河南农业大学',
      '河南理工大学',
      '河南科技大学',
      '河南工业大学',
      '华北水利水电大学',
      '郑州轻工业大学',
      '河南中医药大学',
    ],
  },
  {
    province: '安徽',
    code: '340000',
    ...EXAM_312,
    batchs: same(groups(45, 6), 2, 3, 5),
    hotSchools: [
      '中国科学技术大学',
      '合肥工业大学',
      '安徽大学',
      '安徽医科大学',
      '安徽师范大学',
      '安徽农业大学',
      '安徽理工大学',
      '安徽工业大学',
      '安徽财经大学',
      '安徽建筑大学',
    ],
  },
  {
    province: '山东',
    code: '370000',
    ...EXAM_33,
    batchs: same(majors(96), 2, 5),
    hotSchools: [
      '山东大学',
      '中国海洋大学',
      '中国石油大学（华东）',
      '山东师范大学',
      '青岛大学',
      '山东科技大学',
      '山东财经大学',
      '济南大学',
      '曲阜师范大学',
      '山东农业大学',
    ],
  },
  {
    province: '福建',
    code: '350000',
    ...EXAM_312,
    batchs: { 2: groups(40, 6), 5: majors(40) },
    hotSchools: [
      '厦门大学',
      '福州大学',
      '福建师范大学',
      '华侨大学',
      '福建农林大学',
      '福建医科大学',
      '集美大学',
      '福建中医药大学',
      '闽南师范大学',
      '福建理工大学',
    ],
  },
  {
    province: '广东',
    code: '440000',
    ...EXAM_312,
    batchs: same(groups(45, 6), 2, 5),
    hotSchools: [
      '中山大学',
      '华南理工大学',
      '暨南大学',
      '华南师范大学',
      '深圳大学',
      '南方科技大学',
      '广东工业大学',
      '华南农业大学',
      '广州大学',
      '南方医科大学',
    ],
  },
  {
    province: '陕西',
    code: '610000',
    ...EXAM_312,
    batchs: same(groups(45, 6), 2, 3, 5),
    hotSchools: [
      '西安交通大学',
      '西北工业大学',
      '西安电子科技大学',
      '西北农林科技大学',
      '陕西师范大学',
      '西北大学',
      '长安大学',
      '西安理工大学',
      '西安建筑科技大学',
      '西北政法大学',
    ],
  },
  {
    province: '黑龙江',
    code: '230000',
    ...EXAM_312,
    batchs: same(groups(40, 6), 1, 2, 3, 4, 5),
    hotSchools: [
      '哈尔滨工业大学',
      '哈尔滨工程大学',
      '东北林业大学',
      '东北农业大学',
      '黑龙江大学',
      '哈尔滨医科大学',
      '哈尔滨理工大学',
      '东北石油大学',
      '哈尔滨师范大学',
      '黑龙江中医药大学',
    ],
  },
  {
    province: '山西',
    code: '140000',
    ...EXAM_312,
    batchs: same(groups(45, 6), 2, 3, 5),
    hotSchools: [
      '山西大学',
      '太原理工大学',
      '中北大学',
      '山西医科大学',
      '山西财经大学',
      '山西师范大学',
      '太原科技大学',
      '山西农业大学',
      '山西中医药大学',
      '太原师范学院',
    ],
  },
  {
    province: '天津',
    code: '120000',
    ...EXAM_33,
    batchs: { 2: groups(50, 6), 3: groups(25, 6), 5: groups(20, 6) },
    hotSchools: [
      '南开大学',
      '天津大学',
      '天津医科大学',
      '天津师范大学',
      '天津工业大学',
      '天津外国语大学',
      '天津科技大学',
      '天津财经大学',
      '天津理工大学',
      '中国民航大学',
    ],
  },
  {
    province: '浙江',
    code: '330000',
    type: 4,
    label: 4,
    batchs: same(majors(80), 2, 5),
    hotSchools: [
      '浙江大学',
      '浙江工业大学',
      '宁波大学',
      '杭州电子科技大学',
      '浙江师范大学',
      '浙江理工大学',
      '浙江工商大学',
      '中国计量大学',
      '温州医科大学',
      '浙江财经大学',
    ],
  },
  {
    province: '北京',
    code: '110000',
    ...EXAM_33,
    batchs: { 2: groups(30, 6), 5: majors(20) },
    hotSchools: [
      '北京大学',
      '清华大学',
      '中国人民大学',
      '北京师范大学',
      '北京航空航天大学',
      '北京理工大学',
      '中国农业大学',
      '北京邮电大学',
      '北京交通大学',
      '中央财经大学',
    ],
  },
  {
    province: '上海',
    code: '310000',
    ...EXAM_33,
    batchs: { 2: groups(24, 4), 5: groups(8, 6) },
    hotSchools: [
      '复旦大学',
      '上海交通大学',
      '同济大学',
      '华东师范大学',
      '上海财经大学',
      '华东理工大学',
      '东华大学',
      '上海外国语大学',
      '上海大学',
      '华东政法大学',
    ],
  },
  {
    province: '河北',
    code: '130000',
    ...EXAM_312,
    batchs: same(majors(96), 2, 5),
    hotSchools: [
      '河北大学',
      '燕山大学',
      '河北师范大学',
      '河北医科大学',
      '河北农业大学',
      '石家庄铁道大学',
      '河北科技大学',
      '河北经贸大学',
      '河北工程大学',
      '华北理工大学',
    ],
  },
  {
    province: '重庆',
    code: '500000',
    ...EXAM_312,
    batchs: same(majors(96), 2, 5),
    hotSchools: [
      '重庆大学',
      '西南大学',
      '重庆医科大学',
      '西南政法大学',
      '重庆邮电大学',
      '重庆交通大学',
      '重庆师范大学',
      '四川外国语大学',
      '重庆工商大学',
      '重庆理工大学',
    ],
  },
  {
    province: '辽宁',
    code: '210000',
    ...EXAM_312,
    batchs: { 2: majors(112), 5: majors(60) },
    hotSchools: [
      '大连理工大学',
      '东北大学',
      '辽宁大学',
      '大连海事大学',
      '中国医科大学',
      '东北财经大学',
      '沈阳农业大学',
      '辽宁师范大学',
      '沈阳工业大学',
      '大连医科大学',
    ],
  },
  {
    province: '湖北',
    code: '420000',
    ...EXAM_312,
    batchs: { 2: groups(45, 6), 5: groups(20, 6) },
    hotSchools: [
      '武汉大学',
      '华中科技大学',
      '武汉理工大学',
      '华中师范大学',
      '中南财经政法大学',
      '华中农业大学',
      '中国地质大学（武汉）',
      '湖北大学',
      '武汉科技大学',
      '长江大学',
    ],
  },
  {
    province: '湖南',
    code: '430000',
    ...EXAM_312,
    batchs: { 2: groups(45, 6), 5: groups(30, 6) },
    hotSchools: [
      '中南大学',
      '湖南大学',
      '湖南师范大学',
      '湘潭大学',
      '长沙理工大学',
      '湖南农业大学',
      '中南林业科技大学',
      '湖南科技大学',
      '南华大学',
      '湖南中医药大学',
    ],
  },
  {
    province: '新疆',
    code: '650000',
    type: 1,
    label: 1,
    batchs: { 2: groups(9, 6), 3: groups(18, 6), 5: groups(9, 6) },
    hotSchools: [
      '新疆大学',
      '石河子大学',
      '新疆医科大学',
      '新疆师范大学',
      '新疆农业大学',
      '塔里木大学',
      '新疆财经大学',
      '喀什大学',
      '伊犁师范大学',
      '昌吉学院',
    ],
  },
  {
    province: '青海',
    code: '630000',
    ...EXAM_312,
    batchs: same(majors(96), 2, 5),
    hotSchools: [
      '青海大学',
      '青海师范大学',
      '青海民族大学',
      '青海大学昆仑学院',
      '青海柴达木职业技术学院',
      '青海卫生职业技术学院',
      '青海理工学院',
      '青海职业技术大学',
      '青海建筑职业技术学院',
      '青海警官职业学院',
    ],
  },
  {
    province: '四川',
    code: '510000',
    ...EXAM_312,
    batchs: same(groups(45, 6), 2, 3, 5),
    hotSchools: [
      '四川大学',
      '电子科技大学',
      '西南交通大学',
      '西南财经大学',
      '四川农业大学',
      '西南石油大学',
      '成都理工大学',
      '四川师范大学',
      '西南科技大学',
      '成都中医药大学',
    ],
  },
  {
    province: '宁夏',
    code: '640000',
    ...EXAM_312,
    batchs: same(groups(45, 6), 2, 3, 5),
    hotSchools: [
      '宁夏大学',
      '宁夏医科大学',
      '北方民族大学',
      '宁夏师范大学',
      '宁夏理工学院',
      '银川能源学院',
      '宁夏大学新华学院',
      '银川科技学院',
      '宁夏职业技术大学',
      '宁夏工商职业技术大学',
    ],
  },
  {
    province: '广西',
    code: '450000',
    ...EXAM_312,
    batchs: same(groups(40, 6), 2, 3, 5),
    hotSchools: [
      '广西大学',
      '广西师范大学',
      '桂林电子科技大学',
      '广西医科大学',
      '桂林理工大学',
      '南宁师范大学',
      '广西民族大学',
      '广西科技大学',
      '桂林医科大学',
      '广西中医药大学',
    ],
  },
  {
    province: '贵州',
    code: '520000',
    ...EXAM_312,
    batchs: same(majors(96), 2, 3, 5),
    hotSchools: [
      '贵州大学',
      '贵州师范大学',
      '贵州医科大学',
      '贵州财经大学',
      '贵州民族大学',
      '遵义医科大学',
      '贵州中医药大学',
      '贵州理工学院',
      '贵州师范学院',
      '贵阳学院',
    ],
  },
  {
    province: '甘肃',
    code: '620000',
    ...EXAM_312,
    year: 2023,
    batchs: same(groups(45, 6), 2, 3, 5),
    hotSchools: [
      '兰州大学',
      '西北师范大学',
      '兰州理工大学',
      '兰州交通大学',
      '甘肃农业大学',
      '兰州财经大学',
      '甘肃中医药大学',
      '西北民族大学',
      '甘肃政法大学',
      '兰州城市学院',
    ],
  },
  {
    province: '吉林',
    code: '220000',
    ...EXAM_312,
    batchs: same(groups(40, 6), 1, 2, 3, 4, 5),
    hotSchools: [
      '吉林大学',
      '东北师范大学',
      '延边大学',
      '长春理工大学',
      '吉林农业大学',
      '长春工业大学',
      '吉林财经大学',
      '吉林师范大学',
      '北华大学',
      '长春中医药大学',
    ],
  },
  {
    province: '云南',
    code: '530000',
    ...EXAM_312,
    batchs: { 2: groups(40, 10), 3: groups(40, 10), 5: groups(20, 10) },
    hotSchools: [
      '云南大学',
      '昆明理工大学',
      '云南师范大学',
      '云南财经大学',
      '昆明医科大学',
      '云南农业大学',
      '西南林业大学',
      '云南民族大学',
      '大理大学',
      '云南中医药大学',
    ],
  },
  {
    province: '江西',
    code: '360000',
    ...EXAM_312,
    batchs: same(groups(45, 6), 2, 3, 5),
    hotSchools: [
      '南昌大学',
      '江西财经大学',
      '江西师范大学',
      '华东交通大学',
      '江西理工大学',
      '东华理工大学',
      '南昌航空大学',
      '江西农业大学',
      '江西中医药大学',
      '井冈山大学',
    ],
  },
  {
    province: '海南',
    code: '460000',
    ...EXAM_33,
    batchs: { 2: groups(30, 6), 5: groups(10, 6) },
    hotSchools: [
      '海南大学',
      '海南师范大学',
      '海南医科大学',
      '海南热带海洋学院',
      '琼台师范学院',
      '三亚学院',
      '海口经济学院',
      '海南科技职业大学',
      '海南职业技术学院',
      '三亚航空旅游职业学院',
    ],
  },
  { province: '内蒙古', code: '150000', ...EXAM_312, batchs: same(groups(45, 12), 2, 3, 5), hotSchools: [] },
];

const FILL_TYPE_2 = new Set(['山东', '浙江', '河北', '重庆', '辽宁', '青海', '贵州']);
const FILL_TYPE_3 = new Set(['福建', '北京']);
const XXYQ = new Set(['山东', '浙江', '河北', '重庆', '青海', '贵州']);

export const PROVINCES: readonly ProvinceConfig[] = ROWS.map((row) => ({
  ...row,
  history: 3,
  year: row.year ?? 2025,
  fillType: FILL_TYPE_2.has(row.province) ? 2 : FILL_TYPE_3.has(row.province) ? 3 : 1,
  showAdvancedMenu: row.province === '江苏',
  xxyqInfo: XXYQ.has(row.province),
}));

const byName = new Map(PROVINCES.map((p) => [p.province, p]));
const byCode = new Map(PROVINCES.map((p) => [p.code, p]));

/** Looks a province up by its short name (江苏) or its six-digit code (320000). */
export function findProvince(nameOrCode: string): ProvinceConfig | undefined {
  return byName.get(nameOrCode) ?? byCode.get(nameOrCode);
}

/**
 * First year of the new gaokao (3+3 or 3+1+2) by province (research gaokao-domain.md §1.1);
 * absent where the 文/理 exam goes on (新疆, 西藏). Lines of earlier years are of the old exam,
 * whatever their label: the data set files 贵州's 2021–2023 理科 lines as 物理类.
 */
export const NEW_GAOKAO_FIRST_YEAR: Readonly<Record<string, number>> = {
  上海: 2017,
  浙江: 2017,
  北京: 2020,
  天津: 2020,
  山东: 2020,
  海南: 2020,
  河北: 2021,
  辽宁: 2021,
  江苏: 2021,
  福建: 2021,
  湖北: 2021,
  湖南: 2021,
  广东: 2021,
  重庆: 2021,
  黑龙江: 2024,
  吉林: 2024,
  安徽: 2024,
  江西: 2024,
  广西: 2024,
  贵州: 2024,
  甘肃: 2024,
  山西: 2025,
  内蒙古: 2025,
  河南: 2025,
  四川: 2025,
  云南: 2025,
  陕西: 2025,
  青海: 2025,
  宁夏: 2025,
};
