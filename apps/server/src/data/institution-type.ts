/**
 * 院校类型 (综合/理工/师范/...): no source publishes it, so we derive it from the name and mark
 * the row `typeDerived`. The rules run in order and the first match wins; the order settles
 * names that match several (中南财经政法大学 is 财经, 右江民族医学院 is 医药, 黔南民族师范学院
 * is 师范). A 大学 that matches nothing is 综合; anything else stays unknown (null).
 */
export const INSTITUTION_TYPES = ['综合', '理工', '师范', '医药', '财经', '政法', '艺术', '体育', '民族', '农林', '语言', '军事'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** Place names that contain a rule's keyword (商丘 is not 商科, 桂林学院 is not 林学) are removed first. */
const PLACE_NAMES = /商丘|商洛|商州|吉林|桂林|榆林|林芝/g;

export const INSTITUTION_TYPE_RULES: readonly (readonly [InstitutionType, RegExp])[] = [
  ['军事', /解放军|国防科技大学|陆军|海军|空军|火箭军|武警|军医大学/],
  ['师范', /师范|师专/],
  ['农林', /农业|农林|农垦|农学|林业|林学|森林|畜牧|牧业|兽医|水产|园艺/],
  ['医药', /医|药|卫生|护理|口腔/],
  ['体育', /体育/],
  ['民族', /民族/],
  ['艺术', /艺术|美术|音乐|戏剧|戏曲|电影|影视|舞蹈|传媒|动漫|服装|工艺/],
  ['财经', /财经|财政|财贸|金融|经济|经贸|商|税务|会计|审计|银行|保险/],
  ['政法', /政法|法学|法律|警察|警官|公安|司法|刑事/],
  ['语言', /外国语|外语|语言|外事|翻译/],
  [
    '理工',
    /理工|工业|工学|工程|科技|科学技术|交通|电子|电力|电机|电气|石油|石化|矿|地质|化工|邮电|航空|航天|航海|海事|建筑|建工|城建|水利|水电|机电|机械|铁道|铁路|能源|纺织|轻工|冶金|钢铁|汽车|船舶|测绘|气象|核|计算机|软件|通信|信息|光电|兵器|材料|环境|土木|计量|制造/,
  ],
  ['综合', /大学/],
];

export function deriveInstitutionType(name: string): InstitutionType | null {
  // Bracketed campus suffixes ((北京), (威海)) say nothing about the type.
  const bare = name.replace(/[(（][^)）]*[)）]/g, '').replace(PLACE_NAMES, '');
  for (const [type, pattern] of INSTITUTION_TYPE_RULES) if (pattern.test(bare)) return type;
  return null;
}
