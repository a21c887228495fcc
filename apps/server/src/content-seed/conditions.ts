/**
 * Seed 报考条件 (issue 19): the usual kinds of condition schools and majors set, as general rules.
 * None is a named school's current rule; each defers to the school's 招生章程 of the year.
 */
import type { SeedCondition } from './types.ts';

const NOTE = '以院校当年招生章程为准。';

export const SEED_CONDITIONS: readonly SeedCondition[] = [
  {
    key: 'colour-blind',
    kind: '体检',
    appliesTo: '需要辨色的专业，如化学类、医学类、生物科学类、美术类、地理科学类等部分专业',
    rule: '按《普通高等学校招生体检工作指导意见》，色觉异常 II 度（色盲）者不宜就读部分需要正常辨色的专业，院校可据此不予录取。',
    note: `体检结论会写入电子档案；色觉异常者填报前请逐条核对章程中的专业限制。${NOTE}`,
  },
  {
    key: 'colour-weak',
    kind: '体检',
    appliesTo: '对颜色分辨要求较高的部分专业，如美术学、绘画、摄影、地理科学、天文学等',
    rule: '色觉异常 I 度（色弱）者不宜就读部分对辨色要求精细的专业；限制范围比色盲小。',
    note: `同一专业在不同院校的要求可能不同。${NOTE}`,
  },
  {
    key: 'smell',
    kind: '体检',
    appliesTo: '化学、化工与制药、药学、生物科学、医学、食品科学等部分专业',
    rule: '嗅觉迟钝者不宜就读部分需要依靠嗅觉辨别物质的专业。',
    note: NOTE,
  },
  {
    key: 'speech',
    kind: '体检',
    appliesTo: '师范类、外语类、播音与主持艺术等以口语表达为主的专业',
    rule: '有明显口吃或言语表达障碍者可能不宜就读部分以口语表达为主的专业。',
    note: `部分院校会通过面试考察。${NOTE}`,
  },
  {
    key: 'vision-major',
    kind: '体检',
    appliesTo: '部分需要精细观察或野外作业的专业，如海洋、测绘、地质等部分专业',
    rule: '视力（含矫正视力）或屈光度未达到规定标准者，部分专业可不予录取。',
    note: `视力要求多写在章程的“身体条件”部分。${NOTE}`,
  },
  {
    key: 'english-score',
    kind: '单科成绩',
    appliesTo: '外语类专业、中外合作办学专业、部分全英文授课专业',
    rule: '要求外语单科成绩达到一定分数（常见为满分的一定比例），未达到者不予安排这些专业。',
    note: `单科要求可能影响专业安排，严重时导致退档。${NOTE}`,
  },
  {
    key: 'math-score',
    kind: '单科成绩',
    appliesTo: '数学类、部分理工类和经济管理类专业',
    rule: '部分院校对数学单科成绩设有最低要求，或在同分比较、专业安排时优先考虑数学成绩。',
    note: NOTE,
  },
  {
    key: 'chinese-score',
    kind: '单科成绩',
    appliesTo: '部分中国语言文学类、新闻传播类专业',
    rule: '少数院校对语文单科成绩提出要求，或在专业安排时参考语文成绩。',
    note: NOTE,
  },
  {
    key: 'language-only-english',
    kind: '外语语种',
    appliesTo: '外语类专业（如英语、翻译、商务英语等）',
    rule: '多数外语类专业只招收高考外语语种为英语的考生，或要求所考语种与专业相关。',
    note: `高考外语为日语、俄语等语种的考生尤其要注意。${NOTE}`,
  },
  {
    key: 'language-public-course',
    kind: '外语语种',
    appliesTo: '大学公共外语课只开设英语的院校或专业',
    rule: '部分院校入学后公共外语只开设英语，会提示非英语语种考生慎重报考，个别专业直接限制语种。',
    note: NOTE,
  },
  {
    key: 'oral-test',
    kind: '外语语种',
    appliesTo: '部分外语类专业及提前批外语院校',
    rule: '部分院校要求考生参加外语口试并成绩合格，口试由本省统一组织或高校自行组织。',
    note: `是否需要口试以本省规定和院校章程为准。${NOTE}`,
  },
  {
    key: 'height-navigation',
    kind: '身高视力',
    appliesTo: '航海技术、轮机工程等航海类专业',
    rule: '对身高、视力、色觉和身体健康状况有专门要求，部分院校需加试体检。',
    note: `与海员职业的体检标准相关。${NOTE}`,
  },
  {
    key: 'height-police',
    kind: '身高视力',
    appliesTo: '公安院校的公安类专业',
    rule: '对身高、视力、体型有要求，常见如男生约 170 厘米、女生约 160 厘米以上，并需通过体能测评；具体标准因院校和专业而异。',
    note: NOTE,
  },
  {
    key: 'flight',
    kind: '身高视力',
    appliesTo: '飞行技术等招飞类专业',
    rule: '需通过专门的招飞体检和心理测评，对身高、视力、体重等有严格标准。',
    note: `一般需提前报名参加选拔。${NOTE}`,
  },
  {
    key: 'politics-military',
    kind: '政审',
    appliesTo: '军队院校',
    rule: '需经过政治考核，考核考生本人的政治表现和家庭主要成员情况，合格后方可录取。',
    note: `同时需要面试和军检合格。${NOTE}`,
  },
  {
    key: 'politics-police',
    kind: '政审',
    appliesTo: '公安院校、部分司法类院校的相关专业',
    rule: '需经过政治考察，未通过者不予录取。',
    note: NOTE,
  },
  {
    key: 'subject-requirement',
    kind: '其他',
    appliesTo: '新高考省份的全部院校专业组或专业',
    rule: '考生的选考科目须符合院校专业组或专业的选科要求，否则不能填报。',
    note: `选科要求随招生计划公布。${NOTE}`,
  },
  {
    key: 'age-marital',
    kind: '其他',
    appliesTo: '军队院校等',
    rule: '对年龄上限和婚姻状况有要求，一般要求未婚且年龄不超过规定岁数。',
    note: NOTE,
  },
  {
    key: 'gender-ratio',
    kind: '其他',
    appliesTo: '军队院校、公安院校、航海类等部分专业',
    rule: '部分专业有男女比例或只招男生、只招女生的规定，招生计划中会注明。',
    note: NOTE,
  },
  {
    key: 'household',
    kind: '其他',
    appliesTo: '国家专项、地方专项、高校专项、定向培养等计划',
    rule: '对户籍、学籍年限和就读学校所在地有要求，需事先通过资格审核。',
    note: '以本省当年公布的条件和院校当年章程为准。',
  },
];
