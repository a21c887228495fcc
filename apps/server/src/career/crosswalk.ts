/**
 * The crosswalk 专业类 (2026 本科专业目录) → occupations of the library, built by us and documented
 * in docs/career-crosswalk.md. An occupation is listed under a class when the class's majors are a
 * usual way into it in China: the job's typical postings or its licence ask for that degree (执业医师
 * asks for 临床医学类), or the class teaches the core of the work the O*NET occupation describes.
 * Most direct route first. Every one of the catalogue's 93 classes leads somewhere.
 */
export const CROSSWALK: { code: string; name: string; occupations: string[] }[] = [
  // 01 哲学
  { code: '0101', name: '哲学类', occupations: ['writer', 'civil-servant', 'secondary-teacher', 'political-scientist'] },
  // 02 经济学
  { code: '0201', name: '经济学类', occupations: ['economist', 'financial-analyst', 'statistician', 'management-analyst'] },
  { code: '0202', name: '财政学类', occupations: ['tax-specialist', 'accountant', 'civil-servant', 'economist'] },
  { code: '0203', name: '金融学类', occupations: ['financial-analyst', 'securities-agent', 'actuary', 'economist'] },
  { code: '0204', name: '经济与贸易类', occupations: ['logistician', 'market-research-analyst', 'economist', 'marketing-manager'] },
  // 03 法学
  { code: '0301', name: '法学类', occupations: ['lawyer', 'judge', 'civil-servant'] },
  { code: '0302', name: '政治学类', occupations: ['political-scientist', 'civil-servant', 'journalist'] },
  { code: '0303', name: '社会学类', occupations: ['social-worker', 'sociologist', 'market-research-analyst', 'civil-servant'] },
  { code: '0304', name: '民族学类', occupations: ['sociologist', 'civil-servant', 'curator'] },
  { code: '0305', name: '马克思主义理论类', occupations: ['secondary-teacher', 'civil-servant', 'political-scientist'] },
  { code: '0306', name: '公安学类', occupations: ['police-officer', 'security-analyst', 'civil-servant'] },
  // 04 教育学
  { code: '0401', name: '教育学类', occupations: ['elementary-teacher', 'preschool-teacher', 'special-ed-teacher', 'secondary-teacher', 'psychologist'] },
  { code: '0402', name: '体育学类', occupations: ['coach', 'fitness-trainer', 'secondary-teacher', 'physical-therapist'] },
  // 05 文学
  { code: '0501', name: '中国语言文学类', occupations: ['editor', 'writer', 'secondary-teacher', 'journalist', 'civil-servant'] },
  { code: '0502', name: '外国语言文学类', occupations: ['translator', 'secondary-teacher', 'tour-guide', 'editor'] },
  { code: '0503', name: '新闻传播学类', occupations: ['journalist', 'editor', 'pr-specialist', 'film-editor', 'marketing-manager'] },
  // 06 历史学
  { code: '0601', name: '历史学类', occupations: ['historian', 'anthropologist', 'curator', 'archivist', 'secondary-teacher'] },
  // 07 理学
  { code: '0701', name: '数学类', occupations: ['mathematician', 'data-scientist', 'actuary', 'secondary-teacher', 'software-developer'] },
  { code: '0702', name: '物理学类', occupations: ['physicist', 'electronics-engineer', 'secondary-teacher', 'data-scientist'] },
  { code: '0703', name: '化学类', occupations: ['chemist', 'materials-engineer', 'chemical-engineer', 'secondary-teacher'] },
  { code: '0704', name: '天文学类', occupations: ['astronomer', 'physicist', 'data-scientist'] },
  { code: '0705', name: '地理科学类', occupations: ['gis-specialist', 'urban-planner', 'secondary-teacher', 'surveyor'] },
  { code: '0706', name: '大气科学类', occupations: ['meteorologist', 'environmental-engineer'] },
  { code: '0707', name: '海洋科学类', occupations: ['geoscientist', 'environmental-engineer', 'naval-architect'] },
  { code: '0708', name: '地球物理学类', occupations: ['geoscientist', 'physicist', 'mining-engineer'] },
  { code: '0709', name: '地质学类', occupations: ['geoscientist', 'mining-engineer', 'hydrologist'] },
  { code: '0710', name: '生物科学类', occupations: ['microbiologist', 'medical-scientist', 'food-scientist', 'secondary-teacher'] },
  { code: '0711', name: '心理学类', occupations: ['psychologist', 'hr-specialist', 'market-research-analyst', 'ux-designer'] },
  { code: '0712', name: '统计学类', occupations: ['statistician', 'data-scientist', 'actuary', 'market-research-analyst'] },
  // 08 工学
  { code: '0801', name: '力学类', occupations: ['mechanical-engineer', 'aerospace-engineer', 'civil-engineer'] },
  { code: '0802', name: '机械类', occupations: ['mechanical-engineer', 'robotics-engineer', 'industrial-designer', 'industrial-engineer'] },
  { code: '0803', name: '仪器类', occupations: ['electronics-engineer', 'robotics-engineer', 'biomedical-engineer'] },
  { code: '0804', name: '材料类', occupations: ['materials-engineer', 'chemist', 'chemical-engineer'] },
  { code: '0805', name: '能源动力类', occupations: ['energy-engineer', 'mechanical-engineer', 'electrical-engineer'] },
  { code: '0806', name: '电气类', occupations: ['electrical-engineer', 'robotics-engineer', 'energy-engineer'] },
  {
    code: '0807',
    name: '电子信息类',
    occupations: ['electronics-engineer', 'telecom-engineer', 'hardware-engineer', 'software-developer', 'computer-scientist'],
  },
  { code: '0808', name: '自动化类', occupations: ['robotics-engineer', 'electrical-engineer', 'software-developer'] },
  {
    code: '0809',
    name: '计算机类',
    occupations: ['software-developer', 'computer-scientist', 'data-scientist', 'security-analyst', 'network-admin', 'ux-designer'],
  },
  { code: '0810', name: '土木类', occupations: ['civil-engineer', 'transport-engineer', 'project-manager', 'safety-engineer'] },
  { code: '0811', name: '水利类', occupations: ['hydrologist', 'civil-engineer', 'environmental-engineer'] },
  { code: '0812', name: '测绘类', occupations: ['surveyor', 'gis-specialist', 'civil-engineer'] },
  { code: '0813', name: '化工与制药类', occupations: ['chemical-engineer', 'pharmacist', 'safety-engineer', 'chemist'] },
  { code: '0814', name: '地质类', occupations: ['geoscientist', 'mining-engineer', 'hydrologist'] },
  { code: '0815', name: '矿业类', occupations: ['mining-engineer', 'safety-engineer', 'geoscientist'] },
  { code: '0816', name: '纺织类', occupations: ['materials-engineer', 'fashion-designer', 'industrial-engineer'] },
  { code: '0817', name: '轻工类', occupations: ['chemical-engineer', 'materials-engineer', 'industrial-designer'] },
  { code: '0818', name: '交通运输类', occupations: ['transport-engineer', 'logistician', 'airline-pilot', 'naval-architect'] },
  { code: '0819', name: '海洋工程类', occupations: ['naval-architect', 'mechanical-engineer', 'geoscientist'] },
  { code: '0820', name: '航空航天类', occupations: ['aerospace-engineer', 'mechanical-engineer', 'airline-pilot'] },
  { code: '0821', name: '兵器类', occupations: ['mechanical-engineer', 'aerospace-engineer', 'electronics-engineer'] },
  { code: '0822', name: '核工程类', occupations: ['nuclear-engineer', 'energy-engineer', 'safety-engineer'] },
  { code: '0823', name: '农业工程类', occupations: ['mechanical-engineer', 'farm-manager', 'environmental-engineer'] },
  { code: '0824', name: '林业工程类', occupations: ['forester', 'materials-engineer', 'chemical-engineer'] },
  { code: '0825', name: '环境科学与工程类', occupations: ['environmental-engineer', 'safety-engineer', 'geoscientist'] },
  { code: '0826', name: '生物医学工程类', occupations: ['biomedical-engineer', 'radiologic-technologist', 'electronics-engineer'] },
  { code: '0827', name: '食品科学与工程类', occupations: ['food-scientist', 'chemical-engineer', 'lab-technologist'] },
  { code: '0828', name: '建筑类', occupations: ['architect', 'urban-planner', 'landscape-architect', 'interior-designer'] },
  { code: '0829', name: '安全科学与工程类', occupations: ['safety-engineer', 'environmental-engineer', 'civil-servant'] },
  { code: '0830', name: '生物工程类', occupations: ['microbiologist', 'chemical-engineer', 'food-scientist'] },
  { code: '0831', name: '公安技术类', occupations: ['forensic-technician', 'police-officer', 'security-analyst'] },
  // 09 农学
  { code: '0901', name: '植物生产类', occupations: ['soil-plant-scientist', 'farm-manager', 'food-scientist'] },
  { code: '0902', name: '自然保护与环境生态类', occupations: ['forester', 'environmental-engineer', 'soil-plant-scientist'] },
  { code: '0903', name: '动物生产类', occupations: ['animal-scientist', 'farm-manager', 'veterinarian'] },
  { code: '0904', name: '动物医学类', occupations: ['veterinarian', 'animal-scientist', 'lab-technologist'] },
  { code: '0905', name: '林学类', occupations: ['forester', 'landscape-architect', 'soil-plant-scientist'] },
  { code: '0906', name: '水产类', occupations: ['animal-scientist', 'farm-manager', 'microbiologist'] },
  { code: '0907', name: '草学类', occupations: ['soil-plant-scientist', 'forester', 'animal-scientist'] },
  // 10 医学
  { code: '1001', name: '基础医学类', occupations: ['medical-scientist', 'physician', 'lab-technologist'] },
  { code: '1002', name: '临床医学类', occupations: ['physician', 'medical-scientist', 'radiologic-technologist'] },
  { code: '1003', name: '口腔医学类', occupations: ['dentist', 'medical-scientist'] },
  { code: '1004', name: '公共卫生与预防医学类', occupations: ['epidemiologist', 'lab-technologist', 'civil-servant', 'statistician'] },
  { code: '1005', name: '中医学类', occupations: ['tcm-practitioner', 'physician', 'physical-therapist'] },
  { code: '1006', name: '中西医结合类', occupations: ['physician', 'tcm-practitioner'] },
  { code: '1007', name: '药学类', occupations: ['pharmacist', 'medical-scientist', 'chemist'] },
  { code: '1008', name: '中药学类', occupations: ['pharmacist', 'tcm-practitioner', 'chemist'] },
  { code: '1009', name: '法医学类', occupations: ['forensic-technician', 'physician', 'medical-scientist'] },
  { code: '1010', name: '医学技术类', occupations: ['lab-technologist', 'radiologic-technologist', 'physical-therapist', 'biomedical-engineer'] },
  { code: '1011', name: '护理学类', occupations: ['nurse', 'physical-therapist', 'social-worker'] },
  // 12 管理学
  { code: '1201', name: '管理科学与工程类', occupations: ['project-manager', 'management-analyst', 'data-scientist', 'industrial-engineer'] },
  { code: '1202', name: '工商管理类', occupations: ['accountant', 'marketing-manager', 'hr-specialist', 'management-analyst', 'financial-analyst'] },
  { code: '1203', name: '农业经济管理类', occupations: ['farm-manager', 'economist', 'civil-servant'] },
  { code: '1204', name: '公共管理类', occupations: ['civil-servant', 'social-worker', 'hr-specialist', 'urban-planner'] },
  { code: '1205', name: '图书情报与档案管理类', occupations: ['archivist', 'data-scientist', 'curator'] },
  { code: '1206', name: '物流管理与工程类', occupations: ['logistician', 'industrial-engineer', 'project-manager'] },
  { code: '1207', name: '工业工程类', occupations: ['industrial-engineer', 'project-manager', 'management-analyst'] },
  { code: '1208', name: '电子商务类', occupations: ['market-research-analyst', 'marketing-manager', 'logistician', 'software-developer'] },
  { code: '1209', name: '旅游管理类', occupations: ['hotel-manager', 'tour-guide', 'marketing-manager'] },
  // 13 艺术学
  { code: '1301', name: '艺术学理论类', occupations: ['curator', 'writer', 'editor'] },
  { code: '1302', name: '音乐与舞蹈学类', occupations: ['musician', 'choreographer', 'secondary-teacher'] },
  { code: '1303', name: '戏剧与影视学类', occupations: ['director', 'film-editor', 'writer', 'journalist'] },
  { code: '1304', name: '美术学类', occupations: ['fine-artist', 'animator', 'graphic-designer', 'secondary-teacher'] },
  {
    code: '1305',
    name: '设计学类',
    occupations: ['graphic-designer', 'industrial-designer', 'interior-designer', 'fashion-designer', 'animator', 'ux-designer'],
  },
  // 14 交叉学科
  { code: '1400', name: '交叉学科类', occupations: ['hardware-engineer', 'robotics-engineer', 'biomedical-engineer', 'computer-scientist'] },
];
