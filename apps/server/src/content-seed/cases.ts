/**
 * Seed 案例 (issue 19): five illustrative students, all fictional (示例). Each follows its province's
 * real volunteer model; scores and ranks are plausible for the year, not a real student's, and the
 * schools are described by type rather than named, so no school's real line is implied.
 */
import type { SeedCase } from './types.ts';

export const SEED_CASES: readonly SeedCase[] = [
  {
    key: 'guangdong-physics-tiaoji',
    title: '示例：服从调剂，在专业组内被调到第二专业方向',
    province: '广东',
    year: 2024,
    subjectType: '物理类',
    score: 580,
    rank: 46000,
    choices: [
      { school: '示例：省外某“双一流”建设高校', unit: '专业组（计算机类、软件工程）', tier: '冲' },
      { school: '示例：省内某理工类大学', unit: '专业组（电子信息类、自动化、通信工程）', tier: '冲' },
      { school: '示例：华中地区某工科大学', unit: '专业组（计算机类、电气类、机械类）', tier: '稳' },
      { school: '示例：省内某综合性大学', unit: '专业组（电子信息工程、物联网工程、测控技术与仪器）', tier: '稳' },
      { school: '示例：西南地区某理工大学', unit: '专业组（自动化、机械设计制造及其自动化）', tier: '保' },
      { school: '示例：省内某地方本科院校', unit: '专业组（计算机科学与技术、数据科学与大数据技术）', tier: '保' },
    ],
    result: '投档到第3个志愿（稳）。所填的计算机类、电气类位次不够，因选择了服从调剂，被调剂到同组的机械类，没有被退档。',
    lessonHtml:
      '<p>这位同学在填报前逐个看过每个专业组里的全部专业，确认<strong>组内每个专业都能接受</strong>后才勾选服从调剂，所以调剂结果虽不是首选，也在接受范围内。</p><ul><li>院校专业组模式下，调剂只在组内进行；</li><li>组里若有坚决不读的专业，宁可换组也不要“赌”；</li><li>入学后可以了解转专业和辅修政策。</li></ul>',
  },
  {
    key: 'shandong-huadang-avoided',
    title: '示例：冲刺全部落空，靠扎实的保底志愿避免滑档',
    province: '山东',
    year: 2024,
    subjectType: '综合',
    score: 568,
    rank: 65000,
    choices: [
      { school: '示例：省外某211大学', unit: '法学', tier: '冲' },
      { school: '示例：省内某重点大学', unit: '汉语言文学', tier: '冲' },
      { school: '示例：省外某财经类大学', unit: '会计学', tier: '稳' },
      { school: '示例：省内某师范大学', unit: '思想政治教育', tier: '稳' },
      { school: '示例：省外某省属综合大学', unit: '行政管理', tier: '保' },
      { school: '示例：省内某地方本科院校', unit: '汉语国际教育', tier: '保' },
      { school: '示例：省内某地方本科院校', unit: '秘书学', tier: '垫' },
    ],
    result:
      '当年几所热门院校的法学、会计学位次明显上升，前面的冲刺和部分稳妥志愿都没有投中，最终投档到第5个志愿（保），没有滑档。（志愿表为节选，实际填报了几十个志愿。）',
    lessonHtml:
      '<p>专业+院校模式下志愿多，但这位同学没有把志愿集中在同一位次附近，而是<strong>按位次拉开梯度</strong>，后段留出足够的保底和垫底志愿。</p><ul><li>热门专业的位次可能一年内大幅上升；</li><li>保底志愿要连续几年都稳定；</li><li>每个志愿都只对应一个专业，不想读的不填。</li></ul>',
  },
  {
    key: 'jiangsu-history-group',
    title: '示例：历史类考生看清专业组，顺利录取首选专业',
    province: '江苏',
    year: 2024,
    subjectType: '历史类',
    score: 575,
    rank: 9800,
    choices: [
      { school: '示例：华东某“双一流”建设高校', unit: '专业组（汉语言文学、历史学）', tier: '冲' },
      { school: '示例：省内某师范大学', unit: '专业组（汉语言文学、新闻学、编辑出版学）', tier: '稳' },
      { school: '示例：华中某综合性大学', unit: '专业组（新闻传播学类、广告学）', tier: '稳' },
      { school: '示例：省内某财经类大学', unit: '专业组（法学、行政管理）', tier: '保' },
      { school: '示例：省外某省属师范大学', unit: '专业组（汉语言文学、小学教育）', tier: '保' },
    ],
    result: '投档到第2个志愿（稳），录取到首选的汉语言文学专业。',
    lessonHtml:
      '<p>这位同学目标很明确：想学中文相关专业。她在每个专业组里把最想读的专业放在第一位，并且只选择<strong>组内专业都相近</strong>的专业组。</p><ul><li>先定专业方向，再挑选学校；</li><li>看清专业组的选科要求和组内专业；</li><li>冲刺志愿不宜过多，稳妥志愿要有两三个。</li></ul>',
  },
  {
    key: 'henan-science-traditional',
    title: '示例：文理分科时期，院校志愿冲刺成功',
    province: '河南',
    year: 2024,
    subjectType: '理科',
    score: 560,
    rank: 56000,
    choices: [
      { school: '示例：西北地区某211大学', unit: '院校（专业：土木工程、水利水电工程、给排水科学与工程，服从调剂）', tier: '冲' },
      { school: '示例：华北地区某理工大学', unit: '院校（专业：材料类、化学工程与工艺，服从调剂）', tier: '冲' },
      { school: '示例：省内某重点大学', unit: '院校（专业：电气工程及其自动化、机械类，服从调剂）', tier: '稳' },
      { school: '示例：华东地区某省属理工大学', unit: '院校（专业：车辆工程、自动化，服从调剂）', tier: '稳' },
      { school: '示例：省内某理工类大学', unit: '院校（专业：计算机科学与技术、软件工程，服从调剂）', tier: '保' },
      { school: '示例：省内某地方本科院校', unit: '院校（专业：电子信息工程、通信工程，服从调剂）', tier: '保' },
    ],
    result: '第1个志愿所在院校当年在本省的计划有所增加，投档位次后移，考生被第1个志愿投档，录取到所填的第二专业水利水电工程。',
    lessonHtml:
      '<p>冲刺成功不是运气那么简单：这位同学发现目标院校<strong>当年计划比往年增加</strong>，判断位次可能后移，才把它放在第一位；同时后面的稳、保志愿完整，即使冲刺失败也不会落空。</p><ul><li>对比当年与往年的招生计划；</li><li>传统院校志愿服从调剂时，可能调到该校任何专业；</li><li>冲刺与保底要同时考虑。</li></ul>',
  },
  {
    key: 'hubei-physics-avoid-tuidang',
    title: '示例：发现组内有不能接受的专业，换组规避退档风险',
    province: '湖北',
    year: 2024,
    subjectType: '物理类',
    score: 585,
    rank: 22000,
    choices: [
      { school: '示例：华南地区某211大学', unit: '专业组（临床医学、口腔医学）', tier: '冲' },
      { school: '示例：省内某医科大学', unit: '专业组（临床医学、麻醉学、医学影像学）', tier: '稳' },
      { school: '示例：西南地区某医科大学', unit: '专业组（临床医学、儿科学）', tier: '稳' },
      { school: '示例：省外某综合大学医学院', unit: '专业组（临床医学、预防医学、护理学）', tier: '保' },
      { school: '示例：省内某医学院', unit: '专业组（临床医学、医学检验技术）', tier: '保' },
      { school: '示例：省内某地方本科院校', unit: '专业组（临床医学、康复治疗学）', tier: '垫' },
    ],
    result: '投档到第3个志愿（稳），录取到临床医学。填报前已把一个组内包含多个非医学专业、且位次刚好的专业组换掉。',
    lessonHtml:
      '<p>这位同学一心学医，最初选中的一个专业组里混有几个她不愿意读的非医学专业。若服从调剂可能被调走，若不服从又有退档风险，于是她<strong>换成了组内都是医学专业的专业组</strong>。</p><ul><li>学医要留意选科要求和体检要求；</li><li>医学类专业学制较长，要有长期学习的准备；</li><li>专业组的构成每年可能变化，以当年计划为准。</li></ul>',
  },
];
