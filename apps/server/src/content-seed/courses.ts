/**
 * The lecture hall's seed courses (issue 19): three short series written for this product. Each
 * lesson is a silent slide video the project renders itself from lesson-slides.ts
 * (scripts/make-lesson-videos.sh → content-seed/media/<lesson key>.webm and a poster .jpg of its
 * cover slide); `duration` is the file's real length in whole seconds (the test reads it from the
 * WebM header).
 */
import type { SeedCourse, SeedLesson } from './types.ts';

const SPEAKER = '志愿通教研组（示例）';

/** A lesson whose video and poster are named after its key. */
const lesson = (key: string, title: string, summary: string, duration: number): SeedLesson => ({
  key,
  title,
  summary,
  video: `${key}.webm`,
  poster: `${key}.jpg`,
  duration,
});

export const SEED_COURSES: readonly SeedCourse[] = [
  {
    key: 'pingxing-sanbu',
    title: '平行志愿三步走',
    speaker: SPEAKER,
    summary: '从投档规则讲起，用“定位次、排梯度、做检查”三步，把一张平行志愿表排清楚。',
    bodyHtml:
      '<p>平行志愿是大多数省份本科批次的填报方式。这门课用三节短课讲清它的规则和填法：</p><ul><li>第 1 讲：分数优先、遵循志愿、一轮只投一次；</li><li>第 2 讲：为什么先把分数换成位次，怎样查一分一段表；</li><li>第 3 讲：按冲稳保排出梯度，提交前逐条检查。</li></ul><p>各省的志愿个数、批次设置不同，<strong>具体以本省当年的招生政策为准</strong>。</p>',
    recommended: true,
    lessons: [
      lesson('pingxing-1-rules', '先弄懂平行志愿的投档规则', '分数优先、遵循志愿、一轮只投一次：三条规则决定了志愿表为什么要这样排。', 29),
      lesson('pingxing-2-rank', '第一步：把分数换成位次', '分数线年年波动，位次更稳定；学会查一分一段表，把往年数据统一换成位次。', 29),
      lesson('pingxing-3-order-check', '第二步排梯度，第三步做检查', '按冲稳保从上到下排好顺序，再逐条核对选科、报考条件、学费和校区。', 37),
    ],
  },
  {
    key: 'chongwenbao',
    title: '冲稳保怎么排',
    speaker: SPEAKER,
    summary: '冲、稳、保各放哪些学校，比例怎么分，保底志愿怎样才算真正保得住。',
    bodyHtml:
      '<p>“冲稳保”是排列平行志愿最常用的思路：用少量志愿争取更好的学校，用多数志愿稳妥录取，再用保底志愿防止滑档。</p><ul><li>第 1 讲：三档各指什么样的院校；</li><li>第 2 讲：三档的比例和位次差；</li><li>第 3 讲：滑档的原因和保底的标准。</li></ul><p>课中的比例只是常见参考，<strong>要结合本省志愿个数和自己的分数段调整</strong>。</p>',
    recommended: true,
    lessons: [
      lesson('chongwenbao-1-tiers', '冲、稳、保各是什么意思', '用往年录取位次和自己的位次比较，把院校分成冲、稳、保三档，各有各的作用。', 29),
      lesson('chongwenbao-2-ratio', '三档怎么分配，位次差怎么拉开', '常见的比例参考、三档之间的位次差，以及读往年数据时要留意的大小年和计划变化。', 29),
      lesson('chongwenbao-3-baodi', '保底志愿怎样才算保得住', '滑档是怎么发生的，保底志愿的三条标准，以及调剂、学费、校区这些容易忽略的细节。', 37),
    ],
  },
  {
    key: 'xuanke-zhuanyezu',
    title: '新高考选科与专业组',
    speaker: SPEAKER,
    summary: '“3+3”和“3+1+2”有什么不同，专业的选科要求怎么看，院校专业组怎么填。',
    bodyHtml:
      '<p>新高考省份的选科，会直接决定将来能报哪些专业。这门课面向高一、高二学生和家长：</p><ul><li>第 1 讲：两种选科模式；</li><li>第 2 讲：看懂专业的选科要求，去哪里查；</li><li>第 3 讲：院校专业组的投档和组内调剂。</li></ul><p>选科要求会调整，<strong>以本省教育考试院和高校当年公布的为准</strong>。</p>',
    recommended: false,
    lessons: [
      lesson('xuanke-1-modes', '新高考的两种选科模式', '“3+3”与“3+1+2”分别怎么选科、怎么分类招生，以及选科时先想什么、后想什么。', 29),
      lesson('xuanke-2-requirements', '看懂专业的选科要求', '不限、单科、多科三种写法，理工医类专业的要求变化，以及查询的正规渠道。', 29),
      lesson('xuanke-3-groups', '院校专业组与组内调剂', '专业组怎样编成、怎样投档，服从调剂的范围只在组内，填报时要逐个看组内专业。', 29),
    ],
  },
];
