/**
 * The built-in demo set, written by hand for a fresh clone without DATA_DIR (not taken from
 * the data set). Names, codes, places and 985/211 status are public facts; every number about
 * admissions that demo.ts builds from these lists is made up and stored as dataMode 'demo'.
 */

export interface DemoInstitution {
  /** 院校代码 */
  code: string;
  /** 学校标识码 */
  schoolCode: string;
  name: string;
  provinceCode: string;
  province: string;
  city: string;
  department: string;
  tags: string[];
  /** 门类 codes of the demo majors it offers. */
  offers: string[];
  /** Made-up level of its lowest admitted 物理类 score, before year and major offsets. */
  tierScore: number;
}

const A = ['985', '211', '一流大学A类'];

export const DEMO_INSTITUTIONS: DemoInstitution[] = [
  {
    code: '10001',
    schoolCode: '4111010001',
    name: '北京大学',
    provinceCode: '11',
    province: '北京市',
    city: '北京市',
    department: '教育部',
    tags: A,
    offers: ['07', '02', '10', '05', '08'],
    tierScore: 688,
  },
  {
    code: '10003',
    schoolCode: '4111010003',
    name: '清华大学',
    provinceCode: '11',
    province: '北京市',
    city: '北京市',
    department: '教育部',
    tags: A,
    offers: ['08', '07', '02', '10', '05'],
    tierScore: 690,
  },
  {
    code: '10027',
    schoolCode: '4111010027',
    name: '北京师范大学',
    provinceCode: '11',
    province: '北京市',
    city: '北京市',
    department: '教育部',
    tags: A,
    offers: ['07', '02', '05'],
    tierScore: 640,
  },
  {
    code: '10013',
    schoolCode: '4111010013',
    name: '北京邮电大学',
    provinceCode: '11',
    province: '北京市',
    city: '北京市',
    department: '教育部',
    tags: ['211'],
    offers: ['08', '07', '02'],
    tierScore: 642,
  },
  {
    code: '10284',
    schoolCode: '4132010284',
    name: '南京大学',
    provinceCode: '32',
    province: '江苏省',
    city: '南京市',
    department: '教育部',
    tags: A,
    offers: ['07', '02', '05', '08'],
    tierScore: 662,
  },
  {
    code: '10286',
    schoolCode: '4132010286',
    name: '东南大学',
    provinceCode: '32',
    province: '江苏省',
    city: '南京市',
    department: '教育部',
    tags: A,
    offers: ['08', '07', '02', '10'],
    tierScore: 650,
  },
  {
    code: '10319',
    schoolCode: '4132010319',
    name: '南京师范大学',
    provinceCode: '32',
    province: '江苏省',
    city: '南京市',
    department: '江苏省',
    tags: ['211'],
    offers: ['07', '02', '05'],
    tierScore: 612,
  },
  {
    code: '10558',
    schoolCode: '4144010558',
    name: '中山大学',
    provinceCode: '44',
    province: '广东省',
    city: '广州市',
    department: '教育部',
    tags: A,
    offers: ['08', '07', '02', '10', '05'],
    tierScore: 640,
  },
  {
    code: '10561',
    schoolCode: '4144010561',
    name: '华南理工大学',
    provinceCode: '44',
    province: '广东省',
    city: '广州市',
    department: '教育部',
    tags: A,
    offers: ['08', '07', '02', '05'],
    tierScore: 632,
  },
  {
    code: '10559',
    schoolCode: '4144010559',
    name: '暨南大学',
    provinceCode: '44',
    province: '广东省',
    city: '广州市',
    department: '中央统战部',
    tags: ['211'],
    offers: ['02', '05', '10', '07'],
    tierScore: 615,
  },
  {
    code: '10486',
    schoolCode: '4142010486',
    name: '武汉大学',
    provinceCode: '42',
    province: '湖北省',
    city: '武汉市',
    department: '教育部',
    tags: A,
    offers: ['08', '07', '02', '10', '05'],
    tierScore: 645,
  },
  {
    code: '10487',
    schoolCode: '4142010487',
    name: '华中科技大学',
    provinceCode: '42',
    province: '湖北省',
    city: '武汉市',
    department: '教育部',
    tags: A,
    offers: ['08', '07', '02', '10', '05'],
    tierScore: 644,
  },
];

export interface DemoMajor {
  code: string;
  name: string;
  classCode: string;
  className: string;
  /** Made-up popularity: points above (or below) the school's level. */
  offset: number;
}

/** 门类 → name, and the demo majors of each (codes and names of the 2026 本科 catalog). */
export const DEMO_CATEGORIES: Record<string, string> = { '02': '经济学', '05': '文学', '07': '理学', '08': '工学', '10': '医学' };

export const DEMO_MAJORS: DemoMajor[] = [
  { code: '080901', name: '计算机科学与技术', classCode: '0809', className: '计算机类', offset: 6 },
  { code: '080902', name: '软件工程', classCode: '0809', className: '计算机类', offset: 4 },
  { code: '080903', name: '网络工程', classCode: '0809', className: '计算机类', offset: 0 },
  { code: '080717T', name: '人工智能', classCode: '0807', className: '电子信息类', offset: 6 },
  { code: '080701', name: '电子信息工程', classCode: '0807', className: '电子信息类', offset: 4 },
  { code: '080703', name: '通信工程', classCode: '0807', className: '电子信息类', offset: 3 },
  { code: '080202', name: '机械设计制造及其自动化', classCode: '0802', className: '机械类', offset: -1 },
  { code: '080601', name: '电气工程及其自动化', classCode: '0806', className: '电气类', offset: 4 },
  { code: '081001', name: '土木工程', classCode: '0810', className: '土木类', offset: -5 },
  { code: '082801', name: '建筑学', classCode: '0828', className: '建筑类', offset: -1 },
  { code: '070101', name: '数学与应用数学', classCode: '0701', className: '数学类', offset: 2 },
  { code: '070201', name: '物理学', classCode: '0702', className: '物理学类', offset: 0 },
  { code: '070301', name: '化学', classCode: '0703', className: '化学类', offset: -2 },
  { code: '071001', name: '生物科学', classCode: '0710', className: '生物科学类', offset: -3 },
  { code: '071201', name: '统计学', classCode: '0712', className: '统计学类', offset: 1 },
  { code: '020101', name: '经济学', classCode: '0201', className: '经济学类', offset: 2 },
  { code: '020201K', name: '财政学', classCode: '0202', className: '财政学类', offset: 1 },
  { code: '020301K', name: '金融学', classCode: '0203', className: '金融学类', offset: 3 },
  { code: '020302', name: '金融工程', classCode: '0203', className: '金融学类', offset: 2 },
  { code: '020401', name: '国际经济与贸易', classCode: '0204', className: '经济与贸易类', offset: -2 },
  { code: '100201K', name: '临床医学', classCode: '1002', className: '临床医学类', offset: 8 },
  { code: '100301K', name: '口腔医学', classCode: '1003', className: '口腔医学类', offset: 7 },
  { code: '100401K', name: '预防医学', classCode: '1004', className: '公共卫生与预防医学类', offset: -2 },
  { code: '100701', name: '药学', classCode: '1007', className: '药学类', offset: -3 },
  { code: '101101K', name: '护理学', classCode: '1011', className: '护理学类', offset: -6 },
  { code: '050101', name: '汉语言文学', classCode: '0501', className: '中国语言文学类', offset: 1 },
  { code: '050201', name: '英语', classCode: '0502', className: '外国语言文学类', offset: -2 },
  { code: '050262', name: '商务英语', classCode: '0502', className: '外国语言文学类', offset: -4 },
  { code: '050301', name: '新闻学', classCode: '0503', className: '新闻传播学类', offset: -1 },
  { code: '050303', name: '广告学', classCode: '0503', className: '新闻传播学类', offset: -3 },
];

/** 门类 open to 历史类 candidates in the demo; the others admit 物理类 only. */
export const DEMO_HISTORY_CATEGORIES = new Set(['02', '05']);

/**
 * The made-up candidate pools behind the demo 一分一段 tables: a normal distribution of scores
 * per province, year and subject type (size, mean, spread).
 */
export const DEMO_POOLS: { province: string; year: number; subjectType: '物理类' | '历史类'; candidates: number; mean: number; sd: number }[] = [
  { province: '江苏', year: 2023, subjectType: '物理类', candidates: 268_000, mean: 472, sd: 80 },
  { province: '江苏', year: 2024, subjectType: '物理类', candidates: 279_000, mean: 468, sd: 81 },
  { province: '江苏', year: 2025, subjectType: '物理类', candidates: 291_000, mean: 474, sd: 79 },
  { province: '江苏', year: 2023, subjectType: '历史类', candidates: 112_000, mean: 478, sd: 70 },
  { province: '江苏', year: 2024, subjectType: '历史类', candidates: 115_000, mean: 475, sd: 71 },
  { province: '江苏', year: 2025, subjectType: '历史类', candidates: 118_000, mean: 480, sd: 69 },
  { province: '广东', year: 2023, subjectType: '物理类', candidates: 392_000, mean: 455, sd: 85 },
  { province: '广东', year: 2024, subjectType: '物理类', candidates: 410_000, mean: 452, sd: 86 },
  { province: '广东', year: 2025, subjectType: '物理类', candidates: 428_000, mean: 458, sd: 84 },
  { province: '广东', year: 2023, subjectType: '历史类', candidates: 248_000, mean: 462, sd: 74 },
  { province: '广东', year: 2024, subjectType: '历史类', candidates: 254_000, mean: 460, sd: 75 },
  { province: '广东', year: 2025, subjectType: '历史类', candidates: 259_000, mean: 465, sd: 73 },
];

/** Made-up control lines as shares of the pool above them: 特殊类型招生控制线 and 本科批. */
export const DEMO_CONTROL_LINES = [
  { batch: '特殊类型招生控制线', share: 0.16 },
  { batch: '本科批', share: 0.45 },
];
