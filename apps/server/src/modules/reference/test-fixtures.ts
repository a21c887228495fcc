/**
 * A small, hand-made reference data set for the API tests of schools, lines, rank tables, majors
 * and collections (the importers fill the real tables). Figures are made up; names and codes
 * are real so the searches read naturally.
 */
import type { Db } from '../../db/client.ts';
import { admissionRecords, controlLines, institutions, majors, offerings, rankTables } from '../../db/schema/index.ts';

type InstitutionRow = typeof institutions.$inferInsert;
type RecordRow = typeof admissionRecords.$inferInsert;

const school = (row: Partial<InstitutionRow> & Pick<InstitutionRow, 'id' | 'name'>): InstitutionRow => ({
  schoolCode: `41${row.id.padStart(8, '0')}`,
  guobiaoCode: row.id,
  provinceCode: '11',
  province: '北京市',
  city: '北京市',
  level: '本科',
  department: '教育部',
  type: '综合',
  typeDerived: true,
  source: 'test',
  ...row,
});

export const SCHOOLS: InstitutionRow[] = [
  school({
    id: '10003',
    name: '清华大学',
    is985: true,
    is211: true,
    isDoubleFirstClass: true,
    tags: ['985', '211', '一流大学A类'],
    type: '理工',
    pinyinInitials: 'qhdx',
    pinyin: 'qing hua da xue',
    website: 'https://www.tsinghua.edu.cn',
  }),
  school({
    id: '10001',
    name: '北京大学',
    is985: true,
    is211: true,
    isDoubleFirstClass: true,
    tags: ['985', '211', '一流大学A类'],
    pinyinInitials: 'bjdx',
    pinyin: 'bei jing da xue',
  }),
  school({
    id: '10004',
    name: '北京交通大学',
    is211: true,
    isDoubleFirstClass: true,
    tags: ['211'],
    type: '理工',
    formerNames: ['北方交通大学'],
    pinyinInitials: 'bjjtdx',
    pinyin: 'bei jing jiao tong da xue',
  }),
  school({ id: '11417', name: '北京城市学院', isPrivate: true, department: '北京市教委', pinyinInitials: 'bjcsxy', pinyin: 'bei jing cheng shi xue yuan' }),
  school({
    id: '14033',
    name: '北京电子科技职业学院',
    level: '专科',
    department: '北京市',
    type: '理工',
    pinyinInitials: 'bjdzkjzyxy',
    pinyin: 'bei jing dian zi ke ji zhi ye xue yuan',
  }),
  school({
    id: '10246',
    name: '复旦大学',
    provinceCode: '31',
    province: '上海市',
    city: '上海市',
    is985: true,
    is211: true,
    isDoubleFirstClass: true,
    tags: ['985', '211', '一流大学A类'],
    pinyinInitials: 'fddx',
    pinyin: 'fu dan da xue',
  }),
  school({
    id: '10590',
    name: '深圳大学',
    provinceCode: '44',
    province: '广东省',
    city: '深圳市',
    department: '广东省',
    pinyinInitials: 'szdx',
    pinyin: 'shen zhen da xue',
  }),
  school({ id: '19999', name: '已停办学院', status: 'inactive', pinyinInitials: 'ytbxy', pinyin: 'yi ting ban xue yuan' }),
];

export const MAJORS: (typeof majors.$inferInsert)[] = [
  {
    id: 'b-080901',
    code: '080901',
    name: '计算机科学与技术',
    level: '本科',
    classCode: '0809',
    className: '计算机类',
    categoryCode: '08',
    categoryName: '工学',
    degree: '工学',
    lengthOfStudy: 4,
    pinyinInitials: 'jsjkxyjs',
    source: 'test',
  },
  {
    id: 'b-080902',
    code: '080902',
    name: '软件工程',
    level: '本科',
    classCode: '0809',
    className: '计算机类',
    categoryCode: '08',
    categoryName: '工学',
    lengthOfStudy: 4,
    pinyinInitials: 'rjgc',
    source: 'test',
  },
  {
    id: 'b-050101',
    code: '050101',
    name: '汉语言文学',
    level: '本科',
    classCode: '0501',
    className: '中国语言文学类',
    categoryCode: '05',
    categoryName: '文学',
    lengthOfStudy: 4,
    pinyinInitials: 'hyywx',
    source: 'test',
  },
  {
    id: 'z-510201',
    code: '510201',
    name: '计算机应用技术',
    level: '高职专科',
    classCode: '5102',
    className: '计算机类',
    categoryCode: '51',
    categoryName: '电子与信息大类',
    lengthOfStudy: 3,
    pinyinInitials: 'jsjyyjs',
    source: 'test',
  },
];

export const OFFERINGS = [
  { institutionId: '10003', majorId: 'b-080901' },
  { institutionId: '10003', majorId: 'b-080902' },
  { institutionId: '10001', majorId: 'b-080901' },
  { institutionId: '10001', majorId: 'b-050101' },
  { institutionId: '10246', majorId: 'b-050101' },
].map((o) => ({ ...o, source: 'test' }));

export const OFFICIAL = 'official-guangdong-eea-test';
export const THIRD_PARTY = 'third-party-test-site';

let n = 0;
const line = (row: Partial<RecordRow> & Pick<RecordRow, 'schoolName' | 'minScore'>): RecordRow => {
  n += 1;
  const official = (row.sourceQuality ?? OFFICIAL).startsWith('official');
  return {
    id: `t${n}`,
    rowKey: `test-${n}`,
    province: '广东',
    year: 2023,
    subjectType: '物理类',
    batch: '本科批',
    level: 'institution',
    dataType: 'institution-admission',
    sourceQuality: OFFICIAL,
    official,
    sourceUrl: official ? 'https://eea.gd.gov.cn/test' : null,
    source: 'test',
    ...row,
  };
};

export const RECORDS: RecordRow[] = [
  line({ institutionId: '10003', schoolName: '清华大学', minScore: 690, minRank: 200, planCount: 30 }),
  line({
    institutionId: '10003',
    schoolName: '清华大学',
    level: 'major',
    dataType: 'major-admission',
    majorName: '计算机科学与技术',
    minScore: 695,
    minRank: 120,
    planCount: 5,
  }),
  line({ institutionId: '10003', schoolName: '清华大学', year: 2022, minScore: 688, minRank: 230, sourceQuality: THIRD_PARTY }),
  line({ institutionId: '10003', schoolName: '清华大学', province: '北京', subjectType: '综合', minScore: 680, minRank: 300 }),
  line({ institutionId: '10003', schoolName: '清华大学', level: 'plan', dataType: 'admission-plan', minScore: null, planCount: 40 }),
  // Next year's 招生计划: a year without lines yet, which the year defaults must pass over.
  line({ institutionId: '10003', schoolName: '清华大学', year: 2024, level: 'plan', dataType: 'admission-plan', minScore: null, planCount: 42 }),
  line({ institutionId: '10001', schoolName: '北京大学', minScore: 692, minRank: 150 }),
  line({
    institutionId: '10001',
    schoolName: '北京大学',
    level: 'major',
    dataType: 'major-admission',
    majorName: '计算机科学与技术(拔尖计划)',
    minScore: 696,
    minRank: 110,
    sourceQuality: THIRD_PARTY,
  }),
  line({ institutionId: '10246', schoolName: '复旦大学', minScore: 680, minRank: 600 }),
  line({ institutionId: '10246', schoolName: '复旦大学', subjectType: '历史类', minScore: 640, minRank: 300 }),
  line({
    institutionId: '10246',
    schoolName: '复旦大学',
    level: 'major',
    dataType: 'major-admission',
    majorName: '汉语言文学',
    subjectType: '历史类',
    minScore: 641,
    minRank: 280,
    rankDerived: true,
  }),
  line({ institutionId: null, schoolName: '某不存在学院', minScore: 600, minRank: 40000 }),
];

export const CONTROL_LINES: (typeof controlLines.$inferInsert)[] = [
  {
    id: 'c1',
    rowKey: 'c1',
    province: '广东',
    year: 2023,
    subjectType: '物理类',
    batch: '本科批',
    score: 439,
    sourceQuality: OFFICIAL,
    official: true,
    sourceUrl: 'https://eea.gd.gov.cn/lines',
    source: 'test',
  },
  {
    id: 'c2',
    rowKey: 'c2',
    province: '广东',
    year: 2023,
    subjectType: '历史类',
    batch: '本科批',
    score: 433,
    sourceQuality: OFFICIAL,
    official: true,
    sourceUrl: 'https://eea.gd.gov.cn/lines',
    source: 'test',
  },
  {
    id: 'c3',
    rowKey: 'c3',
    province: '广东',
    year: 2023,
    subjectType: '物理类',
    batch: '专科批',
    score: 180,
    sourceQuality: THIRD_PARTY,
    official: false,
    source: 'test',
  },
  {
    id: 'c4',
    rowKey: 'c4',
    province: '广东',
    year: 2021,
    subjectType: '物理类',
    batch: '本科批',
    score: 432,
    sourceQuality: OFFICIAL,
    official: true,
    source: 'test',
  },
];

/** 广东 2023 物理类, a few rows: a top bucket 700–750, a gap at 697, a bottom bucket 0–150. */
export const RANK_ROWS: (typeof rankTables.$inferInsert)[] = [
  { score: 700, scoreMin: 700, scoreMax: 750, rankStart: 1, rankEnd: 50, countAtScore: 50 },
  { score: 699, rankStart: 51, rankEnd: 60, countAtScore: 10 },
  { score: 698, rankStart: 61, rankEnd: 75, countAtScore: 15 },
  { score: 696, rankStart: 76, rankEnd: 100, countAtScore: 25 },
  { score: 500, rankStart: 90001, rankEnd: 90500, countAtScore: 500 },
  { score: 150, scoreMin: 0, scoreMax: 150, rankStart: 380001, rankEnd: 390000, countAtScore: 10000 },
].map((r) => ({
  province: '广东',
  year: 2023,
  subjectType: '物理类',
  source: 'test',
  official: true,
  sourceUrl: 'https://eea.gd.gov.cn/rank',
  sourceQuality: r.score === 700 ? `${OFFICIAL}-top-boundary` : OFFICIAL,
  ...r,
}));

export async function seedReference(db: Db): Promise<void> {
  await db.insert(institutions).values(SCHOOLS);
  await db.insert(majors).values(MAJORS);
  await db.insert(offerings).values(OFFERINGS);
  await db.insert(admissionRecords).values(RECORDS);
  await db.insert(controlLines).values(CONTROL_LINES);
  await db.insert(rankTables).values(RANK_ROWS);
}
