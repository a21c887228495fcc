/**
 * Seed 高校营 (issue 19): 夏令营, 冬令营, 科学营 and 开放日 of fictional schools (示例), dated 2027 so
 * a fresh install has camps still to come. What a camp usually asks and offers is written in
 * general terms; the links are left empty (no invented addresses) and fees stated in words.
 */
import type { SeedCamp } from './types.ts';

export const SEED_CAMPS: readonly SeedCamp[] = [
  {
    key: 'winter-normal-university',
    schoolName: '示例：某部属师范大学',
    title: '示例：某师范大学 2027 年中学生冬令营',
    season: '冬令营',
    province: null,
    startDate: '2027-01-25',
    endDate: '2027-01-28',
    applyBy: '2027-01-10',
    who: '高一、高二在读学生，对教育、心理或基础学科感兴趣，由所在中学推荐或本人报名。',
    fee: '营期内食宿由学校承担，往返交通自理。',
    howToApply: '关注学校本科招生网的通知，在线填写报名表，上传学生证和近两次考试成绩，由学校择优确定营员。',
    summary: '寒假里的四天：听名师课堂、走进实验室和附属学校课堂，了解师范专业的学习与就业。',
    bodyHtml:
      '<p>冬令营安排在寒假，适合想提前了解<strong>师范类专业</strong>的同学。</p>' +
      '<ul><li>第一天：开营仪式、校史馆参观；</li><li>第二天：教育学、心理学公开课；</li><li>第三天：走进附属中学课堂，体验“当一回老师”；</li><li>第四天：分组汇报、结营。</li></ul>' +
      '<p><strong>提示</strong>：营员身份与高考录取没有直接关系，是否有后续政策以学校当年招生简章为准。</p>',
  },
  {
    key: 'open-day-agriculture',
    schoolName: '示例：某农业大学',
    title: '示例：某农业大学 2027 年校园开放日（广东考生专场）',
    season: '开放日',
    province: '广东',
    startDate: '2027-04-17',
    endDate: '2027-04-17',
    applyBy: null,
    who: '广东省高中学生及家长，无需选拔，预约即可。',
    fee: '免费。',
    howToApply: '在学校招生公众号预约入校时段，当天凭预约记录和身份证件入校。',
    summary: '一天的开放日：招生咨询、专业展台、实验农场和食堂体验，家长可同行。',
    bodyHtml:
      '<p>开放日面向广东考生和家长，<strong>不选拔、不考试</strong>，想实地看一看校园的都可以来。</p>' +
      '<ul><li>上午：招生咨询会，各学院老师现场答疑；</li><li>下午：参观实验农场、智慧温室和图书馆；</li><li>全天：专业展台，介绍课程设置与毕业去向。</li></ul>',
  },
  {
    key: 'open-day-comprehensive',
    schoolName: '示例：某综合性大学',
    title: '示例：某综合性大学 2027 年校园开放日',
    season: '开放日',
    province: null,
    startDate: '2027-05-22',
    endDate: '2027-05-23',
    applyBy: '2027-05-15',
    who: '高中各年级学生及家长。',
    fee: '免费，餐饮自理。',
    howToApply: '在学校本科招生网报名登记，选择参观日期和感兴趣的学院。',
    summary: '两天开放日：学院开放、实验室参观、强基计划与综合评价政策解读。',
    bodyHtml:
      '<p>两天里各学院轮流开放，适合在<strong>选科或志愿填报前</strong>实地了解专业。</p>' +
      '<ul><li>强基计划、综合评价等招生政策宣讲；</li><li>重点实验室、博物馆开放参观；</li><li>在校生“一对一”聊专业学习和校园生活。</li></ul>',
  },
  {
    key: 'summer-985',
    schoolName: '示例：某985高校',
    title: '示例：某985高校 2027 年优秀中学生夏令营',
    season: '夏令营',
    province: null,
    startDate: '2027-07-12',
    endDate: '2027-07-17',
    applyBy: '2027-06-10',
    who: '高二在读、学有余力的学生，对数学、物理、化学或生命科学有浓厚兴趣。',
    fee: '营期内食宿费用由学校承担，往返交通自理。',
    howToApply: '在学校夏令营报名系统提交申请：个人陈述、高中成绩单、获奖证明（如有），学校审核后通知入营。',
    summary: '六天营期：前沿讲座、实验室开放、学科体验课和分组科研小课题。',
    bodyHtml:
      '<p>夏令营面向对<strong>基础学科</strong>有兴趣的高二学生，帮助同学们提前体验大学的学习方式。</p>' +
      '<ul><li>院士、教授前沿讲座；</li><li>实验室开放与科研小课题；</li><li>学科体验课与结营展示。</li></ul>' +
      '<p><strong>提示</strong>：夏令营表现与强基计划等招生没有必然联系，以学校当年招生简章为准。</p>',
  },
  {
    key: 'science-camp-tech',
    schoolName: '示例：某理工大学',
    title: '示例：某理工大学 2027 年青少年高校科学营',
    season: '科学营',
    province: '江苏',
    startDate: '2027-07-20',
    endDate: '2027-07-26',
    applyBy: null,
    who: '江苏省的高中学生，由各地科协和教育部门组织推荐。',
    fee: '按当年科学营组织方的规定执行。',
    howToApply: '科学营营员一般由地方组织推荐，个人请咨询所在学校或当地科协。',
    summary: '一周的科学营：走进国家重点实验室，动手做小实验，和科研人员面对面。',
    bodyHtml:
      '<p>科学营是面向高中生的科普活动，<strong>营员通常由地方推荐</strong>，不接受个人直接向高校报名。</p>' +
      '<ul><li>重点实验室开放与动手实验；</li><li>科学家讲座与交流；</li><li>分组科技制作与展示。</li></ul>',
  },
  {
    key: 'summer-medical',
    schoolName: '示例：某医科大学',
    title: '示例：某医科大学 2027 年“走近医学”暑期营',
    season: '夏令营',
    province: null,
    startDate: '2027-08-02',
    endDate: '2027-08-05',
    applyBy: '2027-07-05',
    who: '高一、高二学生，有志于学医，能适应实验室和临床参观安排。',
    fee: '收取少量材料费（以报名通知为准），食宿自理。',
    howToApply: '在学校招生网下载报名表，填写后按通知提交；名额有限，按报名先后和材料择优。',
    summary: '四天暑期营：人体解剖标本馆、临床技能中心体验、医学生分享学医的真实日常。',
    bodyHtml:
      '<p>想学医，先了解医学教育有多长、多辛苦、多有意义。</p>' +
      '<ul><li>标本馆与临床技能中心体验（心肺复苏、缝合练习）；</li><li>医学生分享本科到规培的成长路径；</li><li>报考医学类专业的体检与选科提醒。</li></ul>',
  },
];
