/** 志愿报告 (issue 17): the print view of a saved 志愿表 and its PDF download. */
export default {
  'zh-CN': {
    zyReport: {
      right: '志愿报告：每张志愿表逐个志愿的录取概率、历年分数、今年计划、选科与调剂核对，滑档风险和建议，可打印、可下载 PDF',
      title: '志愿报告', open: '志愿报告', openHint: '会员专享：逐个志愿的概率、历年分数、计划、选科与调剂，以及滑档风险和建议，可下载 PDF',
      what: '志愿报告（PDF）', back: '返回志愿表', print: '打印', download: '下载 PDF', downloading: '正在生成 PDF…', loadFailed: '报告加载失败',
      student: '{{province}} {{year}} 年 · {{subjectType}}{{subjects}} · 第 {{batch}} 批次 · 分数 {{score}} · 位次 {{rank}}{{fromTable}}', fromTable: '（按一分一段表）',
      generated: '生成时间：{{at}}', summary: '整体情况', miss: '滑档概率（所有志愿都录不上）：{{p}}', missShock: '若各校录取线同向波动（共同波动模型）：{{p}}',
      unwanted: '只被调剂到未填报专业的可能：{{p}}', withdrawn: '因不服从调剂被退档的可能：{{p}}', noTier: '无档位 {{n}} 个', tierCount: '{{tier}} {{n}} 个',
      advice: '建议', choices: '逐个志愿', chance: '录取概率 {{p}}', band: '区间 {{lo}}–{{hi}}', confidence: '可信度 {{c}}', noChance: '录取概率：无（非推荐加入）',
      admitHere: '在此志愿被录取的可能 {{p}}', majors: '专业：', obey: '服从调剂', notObey: '不服从调剂', years: '历年：', noYears: '历年：无数据',
      yearLine: '{{year}} 年 最低分 {{score}} 位次 {{rank}}', thirdParty: '（第三方）', plan: '{{year}} 年计划：{{count}}', seats: '{{n}} 人', seatsUnknown: '人数未公布',
      tuition: '学费 {{n}} 元/年', noPlan: '今年计划：未知',
      change: { grew: '比上年增加（上年 {{prev}} 人）', shrank: '比上年减少（上年 {{prev}} 人）', same: '与上年相同', new: '今年新增' },
      electiveOk: '选科：符合（要求 {{req}}）', electiveFail: '选科：不符合（要求 {{req}}）', electiveUnknown: '选科：未能核对',
      appendix: '附录：计算方法', sources: '数据来源', disclaimer: '声明',
    },
  },
  'en-US': {
    zyReport: {
      right: 'Application report: each choice of a form with its chance, past lines, this year\'s plan, subject and adjustment checks, the risk of no admission and advice; printable, as a PDF too',
      title: 'Application report', open: 'Report', openHint: 'For members: each choice\'s chance, past lines, plan, subject check and adjustment, the risk of no admission and advice, as a PDF too',
      what: 'The application report (PDF)', back: 'Back to the form', print: 'Print', download: 'Download PDF', downloading: 'Making the PDF…', loadFailed: 'The report could not be loaded',
      student: '{{province}} {{year}} · {{subjectType}}{{subjects}} · batch {{batch}} · score {{score}} · rank {{rank}}{{fromTable}}', fromTable: ' (from the rank table)',
      generated: 'Generated: {{at}}', summary: 'The whole form', miss: 'No admission at all (滑档): {{p}}', missShock: 'If the lines move together (shared-shock model): {{p}}',
      unwanted: 'Admitted only into an unlisted major: {{p}}', withdrawn: 'Withdrawn for refusing adjustment: {{p}}', noTier: 'no tier {{n}}', tierCount: '{{tier}} {{n}}',
      advice: 'Advice', choices: 'Choice by choice', chance: 'chance {{p}}', band: 'range {{lo}}–{{hi}}', confidence: 'confidence {{c}}', noChance: 'chance: none (not from a recommendation)',
      admitHere: 'admitted at this choice: {{p}}', majors: 'Majors: ', obey: 'accepts adjustment', notObey: 'refuses adjustment', years: 'Past years: ', noYears: 'Past years: no data',
      yearLine: '{{year}} lowest score {{score}} rank {{rank}}', thirdParty: ' (third party)', plan: '{{year}} plan: {{count}}', seats: '{{n}} seats', seatsUnknown: 'seats not published',
      tuition: 'tuition ¥{{n}}/year', noPlan: 'This year\'s plan: unknown',
      change: { grew: 'up from {{prev}}', shrank: 'down from {{prev}}', same: 'same as last year', new: 'new this year' },
      electiveOk: 'Subjects: met ({{req}})', electiveFail: 'Subjects: NOT met ({{req}})', electiveUnknown: 'Subjects: not checked',
      appendix: 'Appendix: method', sources: 'Data sources', disclaimer: 'Note',
    },
  },
};
