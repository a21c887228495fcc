/**
 * The slides of the seed lessons (issue 19), by lesson key: written for this product. The first
 * slide of every video, its cover (course, 第 N 讲, lesson title), is made from courses.ts; these
 * are the slides that follow it. scripts/make-lesson-videos.sh renders them (ffmpeg drawtext with a
 * CJK font) into content-seed/media/<lesson key>.webm and the cover into <lesson key>.jpg; run it
 * again after an edit here and update the lesson's duration in courses.ts.
 * A slide has a title (≤ 14 characters) and 2–4 short lines (≤ 24 characters) so nothing wraps.
 */

export interface LessonSlide {
  title: string;
  lines: readonly string[];
}

export const LESSON_SLIDES: Record<string, readonly LessonSlide[]> = {
  // 平行志愿三步走
  'pingxing-1-rules': [
    {
      title: '分数优先',
      lines: ['同一批次的考生按位次从高到低排队', '排在前面的考生先投档', '高分考生不会被低分考生挤掉'],
    },
    {
      title: '遵循志愿',
      lines: ['轮到你时，按你填的顺序逐个检索', '遇到第一个符合条件、计划未满的志愿', '就投出档案，后面的志愿不再检索'],
    },
    {
      title: '一轮只投一次',
      lines: ['每位考生在同一轮只投档一次', '被退档后，通常只能等征集志愿', '所以每一个志愿都要真心愿意去'],
    },
  ],
  'pingxing-2-rank': [
    {
      title: '为什么看位次',
      lines: ['每年试题难度不同，分数线会上下波动', '全省排名（位次）比分数更稳定', '和往年比较时，先统一换成位次'],
    },
    {
      title: '怎样查到位次',
      lines: ['找到本省当年公布的一分一段表', '在自己的科类里查分数对应的累计人数', '这个累计人数就是你的大致位次'],
    },
    {
      title: '把往年换算成位次',
      lines: ['查目标院校近三年的最低录取位次', '留意招生计划人数的增减', '选科要求有变化时，多留一些余量'],
    },
  ],
  'pingxing-3-order-check': [
    {
      title: '第二步：排出梯度',
      lines: ['按位次把院校分成冲、稳、保三档', '自上而下：先冲，再稳，最后保', '档与档之间拉开距离，不要挤在一起'],
    },
    {
      title: '第三步：逐条检查',
      lines: ['选考科目是否满足专业要求', '体检、单科、语种等条件是否符合', '学费、校区和办学地点能否接受'],
    },
    {
      title: '提交之前',
      lines: ['是否服从调剂，看过组内专业再决定', '在规定时间内提交，提交后再核对一遍', '账号和密码自己保管，不交给他人'],
    },
    {
      title: '小结',
      lines: ['定位次 → 排梯度 → 做检查', '平行志愿也有先后，顺序依然重要'],
    },
  ],
  // 冲稳保怎么排
  'chongwenbao-1-tiers': [
    {
      title: '冲',
      lines: ['往年录取位次略高于你的院校', '有机会录取，但把握不大', '放在志愿表的最前面'],
    },
    {
      title: '稳',
      lines: ['往年录取位次与你接近的院校', '正常情况下录取的可能性较大', '是整张志愿表的主体'],
    },
    {
      title: '保',
      lines: ['往年录取位次明显低于你的院校', '用来兜底，防止滑档', '同样必须是愿意去的学校'],
    },
  ],
  'chongwenbao-2-ratio': [
    {
      title: '三档怎么分配',
      lines: ['冲：约占两到三成', '稳：约占四成，是主体', '保：约占三成，宁多勿少', '志愿个数多的省份，可适当多冲几个'],
    },
    {
      title: '位次差怎么拉开',
      lines: ['冲：比自己位次高出一小段，不宜太远', '稳：在自己位次上下小幅浮动', '保：比自己位次低出明显一段', '差多少合适，因省份和分数段而异'],
    },
    {
      title: '看数据的方法',
      lines: ['至少看近三年的录取位次', '注意大小年波动和计划数变化', '新专业、新校区数据少，要单独评估'],
    },
  ],
  'chongwenbao-3-baodi': [
    {
      title: '滑档是怎么发生的',
      lines: ['所有志愿都没有投出档案', '或投档后因条件不符被退档', '只能等征集志愿或后续批次'],
    },
    {
      title: '保底的三条标准',
      lines: ['往年位次明显低于自己', '招生计划人数不算太少', '选科要求和报考条件全部符合'],
    },
    {
      title: '容易忽略的细节',
      lines: ['不服从调剂，投档后可能被退档', '中外合作办学等项目学费较高', '校区、学制要提前了解清楚'],
    },
    {
      title: '小结',
      lines: ['冲要敢冲，稳要够多，保要保住', '排好后从下往上再检查一遍'],
    },
  ],
  // 新高考选科与专业组
  'xuanke-1-modes': [
    {
      title: '“3+3”模式',
      lines: ['语文、数学、外语三门统考', '再从六门选考科目中任选三门', '浙江为七选三，多一门技术'],
    },
    {
      title: '“3+1+2”模式',
      lines: ['物理、历史二选一，作为首选科目', '再从化学、生物、政治、地理中选两门', '招生计划按物理类、历史类分列'],
    },
    {
      title: '怎样选更稳妥',
      lines: ['先看兴趣和自己的优势学科', '再看目标专业的选科要求', '兼顾各科的学习负担'],
    },
  ],
  'xuanke-2-requirements': [
    {
      title: '选科要求的写法',
      lines: ['不限：任何选科组合都可以报考', '单科要求：如必须选考物理', '多科要求：如物理和化学都须选考'],
    },
    {
      title: '理工医类的变化',
      lines: ['不少理工、医学类专业要求物理和化学', '选科前先查目标专业的最新要求', '以当年公布的要求为准'],
    },
    {
      title: '去哪里查',
      lines: ['本省教育考试院公布的选考科目要求', '高校本科招生网的招生专业目录', '填报前再核对一次，不凭印象'],
    },
  ],
  'xuanke-3-groups': [
    {
      title: '什么是院校专业组',
      lines: ['院校把选科要求相同的专业编成一组', '投档以专业组为单位进行', '同一所院校可以有多个专业组'],
    },
    {
      title: '组内调剂',
      lines: ['投档进组后，在组内分配专业', '服从调剂只会调到同组其他专业', '不会调到别的专业组'],
    },
    {
      title: '填报建议',
      lines: ['把组内每个专业都看一遍', '有坚决不读的专业，慎重考虑这个组', '同一院校的不同组可以分开排序'],
    },
  ],
};
