/**
 * Seed 志愿规划师 (issue 19): six fictional planners, each shown with 示例. Names are invented; no
 * real person is meant. Booking goes through the site only, never a phone number.
 */
import type { SeedExpert } from './types.ts';

const BOOKING =
  '示例专家。预约方式：在本站智能客服中发送“预约规划师”并注明专家姓名，或在个人中心的会员服务中提交预约申请，工作人员会在站内与你确认时间。本站不通过私人电话或私人账户收费。';

export const SEED_EXPERTS: readonly SeedExpert[] = [
  {
    key: 'lin-qingyuan',
    name: '林清源（示例）',
    title: '高级志愿规划师',
    provinces: ['广东', '广西', '福建'],
    specialities: ['院校专业组填报', '冲稳保梯度设计', '调剂风险评估'],
    yearsOfPractice: 9,
    bio: '示例人物。长期关注3+1+2省份的院校专业组填报，擅长帮助考生读懂专业组内的专业构成，在“想读的专业”和“不被退档”之间找到平衡。做规划时习惯先列出不能接受的专业，再排志愿顺序。',
    booking: BOOKING,
  },
  {
    key: 'zhou-mingshu',
    name: '周明书（示例）',
    title: '志愿规划师',
    provinces: ['山东', '浙江', '河北'],
    specialities: ['专业平行志愿', '多轮次填报', '专业选择'],
    yearsOfPractice: 7,
    bio: '示例人物。熟悉“专业+院校”模式的填报节奏，擅长在几十上百个志愿中排出清晰的梯度，帮助考生避免把志愿集中在同一位次附近。重视与家长一起梳理专业意愿。',
    booking: BOOKING,
  },
  {
    key: 'xu-anran',
    name: '许安然（示例）',
    title: '升学路径顾问',
    provinces: ['江苏', '上海', '安徽'],
    specialities: ['强基计划', '综合评价招生', '竞赛与升学衔接'],
    yearsOfPractice: 11,
    bio: '示例人物。多年关注强基计划和综合评价招生，熟悉报名、校测和材料准备的节奏，帮助学生评估自身条件与项目的匹配度，提醒报考前看清录取后的培养和转专业限制。',
    booking: BOOKING,
  },
  {
    key: 'he-zhiheng',
    name: '何致衡（示例）',
    title: '志愿规划师',
    provinces: ['四川', '重庆', '云南'],
    specialities: ['军队与公安院校', '提前批', '体检与政审要求'],
    yearsOfPractice: 8,
    bio: '示例人物。擅长提前批院校的报考咨询，帮助考生提前了解面试、体检、体能测评和政治考察的要求，判断提前批是否适合自己，以及它与本科批志愿如何衔接。',
    booking: BOOKING,
  },
  {
    key: 'song-yiwen',
    name: '宋一文（示例）',
    title: '生涯规划指导师',
    provinces: ['湖北', '湖南', '河南'],
    specialities: ['新高考选科', '职业兴趣测评解读', '专业与就业'],
    yearsOfPractice: 10,
    bio: '示例人物。从高一选科开始陪伴学生做生涯规划，善于结合兴趣测评、学科优势和专业选科要求，帮助学生找到既有兴趣又能学好的方向，减少选科和填报时的焦虑。',
    booking: BOOKING,
  },
  {
    key: 'gao-jingyu',
    name: '高静予（示例）',
    title: '高级志愿规划师',
    provinces: ['北京', '天津', '新疆'],
    specialities: ['公费师范与定向医学', '专项计划', '低分段填报'],
    yearsOfPractice: 12,
    bio: '示例人物。关注公费师范生、定向医学生和各类专项计划，熟悉资格审核与服务协议的要点；也擅长为分数刚过批次线的考生用足志愿数量、做好保底和征集志愿准备。',
    booking: BOOKING,
  },
];
