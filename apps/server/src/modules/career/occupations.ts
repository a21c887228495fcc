import type { EducationLevel, WorkValueKey } from '@zhiyuan/shared/contracts/career';

/**
 * 职业库: occupations common in Chinese students' choices, written by us (names, descriptions and
 * the typical 学历 are ours). Each takes its interest code and work values from the O*NET-SOC
 * occupation it names (the nearest U.S. occupation): `riasec` is O*NET's Interest high-point code
 * (first, second and third high-points, highest first; fewer letters where O*NET gives fewer), and
 * `values` are O*NET's work-value high-points, most important first. Anyone can check a row at
 * https://www.onetonline.org/link/summary/<soc>. docs/career-crosswalk.md says how they were read.
 */

export const ONET_ATTRIBUTION = 'Includes information from O*NET OnLine by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), '
  + 'used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. 志愿通 modified the information: Chinese names and descriptions, the typical degree in China and the link to 专业类 are ours.';

type V = 'ach' | 'wc' | 'rec' | 'rel' | 'sup' | 'ind';
const VALUE_OF: Record<V, WorkValueKey> = {
  ach: 'achievement', wc: 'working-conditions', rec: 'recognition', rel: 'relationships', sup: 'support', ind: 'independence',
};

export interface OccupationRow {
  id: string;
  name: string;
  soc: string;
  title: string;
  riasec: string;
  values: WorkValueKey[];
  education: EducationLevel;
  description: string;
}

/** [id, 中文名, O*NET-SOC, O*NET title, interest code, work values, 学历, description]. */
const ROWS: [string, string, string, string, string, V[], EducationLevel, string][] = [
  // 信息技术
  ['software-developer', '软件开发工程师', '15-1252.00', 'Software Developers', 'ICR', ['ach', 'ind', 'wc'], '本科', '分析需求、设计并编写软件，测试和维护程序，让系统稳定地为用户工作。'],
  ['data-scientist', '数据分析师 / 数据科学家', '15-2051.00', 'Data Scientists', 'ICR', ['ach', 'ind', 'wc'], '硕士', '收集和清洗数据，用统计和机器学习方法建模，从数据中找出规律并支持决策。'],
  ['security-analyst', '网络安全工程师', '15-1212.00', 'Information Security Analysts', 'CIR', ['ach', 'wc', 'sup'], '本科', '评估系统和网络的安全风险，部署防护措施，监测并处置攻击和数据泄露。'],
  ['network-admin', '网络与系统运维工程师', '15-1244.00', 'Network and Computer Systems Administrators', 'ICR', ['ach', 'wc', 'sup'], '本科', '搭建和维护服务器、网络与云平台，保障单位信息系统日常可用。'],
  ['computer-scientist', '计算机科学研究员（含人工智能）', '15-1221.00', 'Computer and Information Research Scientists', 'ICR', ['ach', 'ind', 'rec'], '博士', '研究新的算法、模型和计算方法，如人工智能、编译、计算机体系结构，把前沿问题变成可用的技术。'],
  ['ux-designer', '交互与界面设计师', '15-1255.00', 'Web and Digital Interface Designers', 'ACI', ['ach', 'ind', 'wc'], '本科', '设计网站和 App 的界面与交互流程，让产品好看、好懂、好用。'],
  ['hardware-engineer', '计算机硬件 / 芯片工程师', '17-2061.00', 'Computer Hardware Engineers', 'IRC', ['ach', 'ind', 'wc'], '硕士', '设计和验证处理器、电路板、存储等硬件，解决性能、功耗与可靠性问题。'],
  // 电子电气与自动化
  ['electronics-engineer', '电子工程师', '17-2072.00', 'Electronics Engineers, Except Computer', 'IRC', ['ach', 'ind', 'wc'], '本科', '设计通信、控制和消费电子中的电路与系统，调试样机并改进产品。'],
  ['electrical-engineer', '电气工程师', '17-2071.00', 'Electrical Engineers', 'IRC', ['ach', 'ind', 'wc'], '本科', '设计和维护发电、输配电与用电设备，保障电网和工厂的电力安全高效。'],
  ['robotics-engineer', '自动化 / 机器人工程师', '17-2199.08', 'Robotics Engineers', 'RIC', ['ach', 'ind', 'wc'], '本科', '为生产线和机器人设计控制系统、传感与执行机构，让机器按要求自动完成工作。'],
  ['telecom-engineer', '通信工程师', '17-2072.00', 'Electronics Engineers, Except Computer', 'IRC', ['ach', 'ind', 'wc'], '本科', '规划和优化移动通信、光纤和卫星网络，解决信号覆盖与传输质量问题。'],
  // 机械、材料、化工、能源
  ['mechanical-engineer', '机械工程师', '17-2141.00', 'Mechanical Engineers', 'IRC', ['ach', 'ind', 'wc'], '本科', '设计机器、设备和零部件，做力学与热学分析，跟进制造和试验。'],
  ['aerospace-engineer', '航空航天工程师', '17-2011.00', 'Aerospace Engineers', 'IRC', ['ach', 'ind', 'wc'], '硕士', '设计与试验飞机、火箭、卫星及其部件，分析气动、结构和推进问题。'],
  ['materials-engineer', '材料工程师', '17-2131.00', 'Materials Engineers', 'IRC', ['ach', 'ind', 'wc'], '硕士', '研发和检测金属、高分子、陶瓷与复合材料，为产品选材并改进工艺。'],
  ['chemical-engineer', '化工工程师', '17-2041.00', 'Chemical Engineers', 'IRC', ['ach', 'ind', 'wc'], '本科', '设计和优化化工、制药与新能源的生产流程，兼顾产率、成本与安全环保。'],
  ['energy-engineer', '能源与动力工程师', '17-2199.03', 'Energy Engineers, Except Wind and Solar', 'IRC', ['ach', 'ind', 'wc'], '本科', '设计和改进锅炉、发动机、风电光伏等能源系统，提高能效、降低排放。'],
  ['nuclear-engineer', '核工程师', '17-2161.00', 'Nuclear Engineers', 'IRC', ['ach', 'ind', 'wc'], '硕士', '设计、运行和监测核电站与核技术装置，负责辐射防护和核安全。'],
  ['industrial-engineer', '工业工程师', '17-2112.00', 'Industrial Engineers', 'ICE', ['ach', 'ind', 'wc'], '本科', '分析人员、设备和物料的流程，重新设计生产与服务系统，让效率更高、浪费更少。'],
  ['safety-engineer', '安全工程师', '17-2111.00', 'Health and Safety Engineers, Except Mining Safety Engineers and Inspectors', 'ICR', ['ach', 'sup', 'wc'], '本科', '识别生产中的危险源，制定安全规程和应急方案，检查并整改隐患。'],
  ['mining-engineer', '采矿与地质工程师', '17-2151.00', 'Mining and Geological Engineers, Including Mining Safety Engineers', 'IRC', ['ach', 'ind', 'wc'], '本科', '勘查矿产与油气资源，设计开采方案，保障井下安全和资源利用。'],
  ['food-scientist', '食品工程师', '19-1012.00', 'Food Scientists and Technologists', 'IRC', ['ach', 'ind', 'wc'], '本科', '研发食品配方与加工工艺，检测营养与安全指标，保障食品质量。'],
  ['biomedical-engineer', '生物医学工程师', '17-2031.00', 'Bioengineers and Biomedical Engineers', 'IRC', ['ach', 'ind', 'wc'], '硕士', '把工程方法用于医学：设计医疗器械、影像设备、人工器官和康复装置。'],
  ['environmental-engineer', '环境工程师', '17-2081.00', 'Environmental Engineers', 'IRC', ['ach', 'ind', 'wc'], '本科', '设计污水、废气、固废的处理设施，做环境监测和评估，治理污染。'],
  // 土木建筑与交通
  ['civil-engineer', '土木工程师', '17-2051.00', 'Civil Engineers', 'RIC', ['ach', 'wc', 'ind'], '本科', '设计和建造房屋、桥梁、隧道与水利工程，负责结构安全和施工质量。'],
  ['transport-engineer', '交通工程师', '17-2051.01', 'Transportation Engineers', 'RIC', ['ach', 'wc', 'ind'], '本科', '规划和设计道路、铁路与城市交通系统，优化线路、信号和运输组织。'],
  ['naval-architect', '船舶与海洋工程师', '17-2121.00', 'Marine Engineers and Naval Architects', 'RIC', ['ach', 'ind', 'wc'], '本科', '设计船舶和海上平台，分析结构、稳性与动力，跟进建造和检验。'],
  ['surveyor', '测绘工程师', '17-1022.00', 'Surveyors', 'RCI', ['ach', 'ind', 'wc'], '本科', '用卫星定位、遥感和测量仪器确定地形与边界，绘制地图和工程图。'],
  ['gis-specialist', '地理信息工程师', '15-1299.02', 'Geographic Information Systems Technologists and Technicians', 'CRI', ['sup', 'wc', 'ach'], '本科', '采集和管理空间数据，制作专题地图，用 GIS 为规划、交通和环境分析提供支持。'],
  ['architect', '建筑师', '17-1011.00', 'Architects, Except Landscape and Naval', 'AIR', ['ach', 'ind', 'rec'], '本科', '构思和设计建筑的空间、造型与功能，协调结构和设备专业，把方案落成房子。'],
  ['urban-planner', '城乡规划师', '19-3051.00', 'Urban and Regional Planners', 'IEA', ['ach', 'ind', 'wc'], '硕士', '研究人口、土地和交通，编制城市与乡村的发展规划，平衡各方利益。'],
  ['landscape-architect', '风景园林设计师', '17-1012.00', 'Landscape Architects', 'AIR', ['ach', 'ind', 'rec'], '本科', '设计公园、街道和社区的户外空间，让植物、地形与人的活动协调。'],
  ['airline-pilot', '民航飞行员', '53-2011.00', 'Airline Pilots, Copilots, and Flight Engineers', 'RCE', ['rec', 'wc', 'sup'], '本科', '驾驶民航客机，执行飞行前检查、航线飞行和应急处置，保障旅客安全。'],
  // 理学研究
  ['mathematician', '数学研究人员', '15-2021.00', 'Mathematicians', 'ICA', ['ach', 'ind', 'wc'], '博士', '研究数学理论或用数学解决工程、金融和计算中的问题，推导并证明结论。'],
  ['statistician', '统计师', '15-2041.00', 'Statisticians', 'CIE', ['ach', 'wc', 'ind'], '本科', '设计调查与实验，收集数据并做统计分析，给出有可信度说明的结论。'],
  ['actuary', '精算师', '15-2011.00', 'Actuaries', 'CIE', ['ach', 'wc', 'rec'], '本科', '用概率和统计评估保险与养老金的风险，给产品定价并测算准备金。'],
  ['physicist', '物理学研究人员', '19-2012.00', 'Physicists', 'IRA', ['ach', 'ind', 'rec'], '博士', '通过理论推导和实验研究物质、能量与相互作用的规律，推动新技术的基础。'],
  ['astronomer', '天文学研究人员', '19-2011.00', 'Astronomers', 'IAR', ['ach', 'ind', 'rec'], '博士', '观测和研究天体与宇宙的起源演化，处理望远镜和卫星的观测数据。'],
  ['chemist', '化学研究人员', '19-2031.00', 'Chemists', 'IRC', ['ach', 'ind', 'wc'], '硕士', '合成和分析化合物，研究反应机理，研发新材料、新药和检测方法。'],
  ['microbiologist', '生物学研究人员', '19-1022.00', 'Microbiologists', 'IRC', ['ach', 'ind', 'wc'], '硕士', '研究微生物、细胞和基因，在医药、农业和环境领域做实验与研发。'],
  ['medical-scientist', '医学研究人员', '19-1042.00', 'Medical Scientists, Except Epidemiologists', 'IRC', ['ach', 'ind', 'rec'], '博士', '研究疾病的机理，开展药物和疗法的实验室与临床研究。'],
  ['geoscientist', '地质与海洋科学研究人员', '19-2042.00', 'Geoscientists, Except Hydrologists and Geographers', 'IRC', ['ach', 'ind', 'wc'], '硕士', '研究岩石、地层、海洋和地球物理现象，服务资源勘查、灾害防治与环境保护。'],
  ['hydrologist', '水文与水资源工程师', '19-2043.00', 'Hydrologists', 'IRC', ['ach', 'ind', 'wc'], '本科', '监测和预报河流、地下水与降水，为水利工程、防洪和水资源管理提供依据。'],
  ['meteorologist', '气象预报员', '19-2021.00', 'Atmospheric and Space Scientists', 'IRC', ['ach', 'ind', 'wc'], '本科', '分析观测资料和数值模式结果，做天气预报、气候研究和灾害性天气预警。'],
  ['soil-plant-scientist', '农艺师', '19-1013.00', 'Soil and Plant Scientists', 'IRC', ['ach', 'ind', 'wc'], '本科', '研究作物育种、栽培和土壤肥料，推广良种良法，提高产量和品质。'],
  ['animal-scientist', '畜牧与水产技术人员', '19-1011.00', 'Animal Scientists', 'IRE', ['ach', 'ind', 'wc'], '本科', '研究动物的遗传育种、营养与饲养管理，提升养殖效率和动物福利。'],
  ['forester', '林业与生态保护工程师', '19-1032.00', 'Foresters', 'RIE', ['ach', 'ind', 'wc'], '本科', '调查和经营森林、草原与保护区，负责造林、防火和生态修复。'],
  // 医药卫生
  ['physician', '临床医生', '29-1215.00', 'Family Medicine Physicians', 'ISR', ['ach', 'rel', 'rec'], '硕士', '问诊、检查和诊断疾病，制定治疗方案并随访，需要长期的医学训练和规培。'],
  ['dentist', '口腔医生', '29-1021.00', 'Dentists, General', 'IRS', ['ach', 'ind', 'rec'], '硕士', '诊断和治疗牙齿与口腔疾病，做修复、正畸和口腔预防保健。'],
  ['pharmacist', '药师', '29-1051.00', 'Pharmacists', 'ICS', ['ach', 'rel', 'wc'], '本科', '审核处方、调配药品，指导患者合理用药，也在药企从事研发与质量管理。'],
  ['nurse', '护士', '29-1141.00', 'Registered Nurses', 'SIC', ['rel', 'sup', 'ach'], '本科', '观察病情、执行治疗和护理，照顾患者并做健康教育，是医疗团队的核心成员。'],
  ['epidemiologist', '疾病预防控制人员', '19-1041.00', 'Epidemiologists', 'ISC', ['ach', 'ind', 'rel'], '硕士', '调查疾病在人群中的分布和原因，做监测与流行病学研究，制定防控措施。'],
  ['lab-technologist', '医学检验技师', '29-2011.00', 'Clinical Laboratory Technologists and Technicians', 'IRC', ['ach', 'sup', 'wc'], '本科', '检测血液、体液和组织样本，出具检验报告，为临床诊断提供依据。'],
  ['radiologic-technologist', '医学影像技师', '29-2034.00', 'Radiologic Technologists and Technicians', 'RSC', ['sup', 'rel', 'ach'], '本科', '操作 X 线、CT、磁共振等设备为患者检查成像，保障图像质量与辐射安全。'],
  ['physical-therapist', '康复治疗师', '29-1123.00', 'Physical Therapists', 'SIR', ['ach', 'rel', 'sup'], '本科', '评估患者的运动功能，用运动和理疗帮助伤病后的患者恢复活动能力。'],
  ['tcm-practitioner', '中医师', '29-1291.00', 'Acupuncturists', 'SIR', ['ach', 'rel', 'ind'], '硕士', '运用中医理论辨证论治，开方用药，施行针灸、推拿等治疗。'],
  ['veterinarian', '兽医', '29-1131.00', 'Veterinarians', 'IRS', ['ach', 'ind', 'rel'], '本科', '诊治宠物和经济动物的疾病，做动物防疫和食品安全检验。'],
  ['forensic-technician', '法医与物证鉴定人员', '19-4092.00', 'Forensic Science Technicians', 'IRC', ['ach', 'sup', 'wc'], '本科', '勘查现场，检验痕迹、DNA 和毒物等物证，出具鉴定意见供办案使用。'],
  ['psychologist', '心理咨询师', '19-3033.00', 'Clinical and Counseling Psychologists', 'ISA', ['ach', 'ind', 'rel'], '硕士', '评估来访者的心理状况，用专业方法做心理咨询与治疗，帮助人应对困扰。'],
  // 教育与体育
  ['secondary-teacher', '中学教师', '25-2031.00', 'Secondary School Teachers, Except Special and Career/Technical Education', 'SAE', ['rel', 'ach', 'sup'], '本科', '讲授一门学科，备课、上课、批改和辅导，关注学生的学习和成长。'],
  ['elementary-teacher', '小学教师', '25-2021.00', 'Elementary School Teachers, Except Special Education', 'SAC', ['rel', 'ach', 'sup'], '本科', '教小学生读写算和生活习惯，组织课堂和活动，和家长沟通孩子的成长。'],
  ['preschool-teacher', '幼儿园教师', '25-2011.00', 'Preschool Teachers, Except Special Education', 'SAC', ['rel', 'sup', 'ach'], '本科', '通过游戏和活动照料、启发学龄前儿童，培养他们的习惯和兴趣。'],
  ['special-ed-teacher', '特殊教育教师', '25-2052.00', 'Special Education Teachers, Kindergarten and Elementary School', 'SAI', ['rel', 'ach', 'sup'], '本科', '为有特殊需要的儿童设计个别化教学，帮助他们学习和融入生活。'],
  ['coach', '体育教练', '27-2022.00', 'Coaches and Scouts', 'ESR', ['ach', 'rec', 'rel'], '本科', '制定训练计划，指导运动员提高技术和体能，组织参赛和选材。'],
  ['fitness-trainer', '健身教练', '39-9031.00', 'Exercise Trainers and Group Fitness Instructors', 'SRE', ['rel', 'ach', 'ind'], '本科', '为会员评估体能、设计训练计划并带课，指导安全有效地锻炼。'],
  // 社会、法律与公共管理
  ['social-worker', '社会工作者', '21-1021.00', 'Child, Family, and School Social Workers', 'SEC', ['rel', 'ach', 'sup'], '本科', '帮助困难家庭、儿童和老人链接资源，开展个案和社区服务。'],
  ['lawyer', '律师', '23-1011.00', 'Lawyers', 'EI', ['ach', 'rec', 'ind'], '本科', '为当事人提供法律咨询，起草合同，代理诉讼和非诉讼事务。'],
  ['judge', '法官 / 检察官', '23-1023.00', 'Judges, Magistrate Judges, and Magistrates', 'ESI', ['rec', 'ach', 'sup'], '硕士', '依法审理案件或提起公诉，审查证据、适用法律并作出裁判或决定。'],
  ['police-officer', '人民警察', '33-3051.00', "Police and Sheriff's Patrol Officers", 'RES', ['sup', 'rel', 'rec'], '本科', '维护治安、处置警情、侦查案件，保护群众生命财产安全。'],
  ['civil-servant', '机关公务员（综合管理）', '11-3012.00', 'Administrative Services Managers', 'ECS', ['rec', 'sup', 'ach'], '本科', '在党政机关和事业单位从事政策执行、公文、协调与公共事务管理。'],
  ['political-scientist', '政策研究人员', '19-3094.00', 'Political Scientists', 'IAE', ['ach', 'ind', 'rec'], '博士', '研究政治制度、公共政策和国际关系，撰写研究报告和政策建议。'],
  ['sociologist', '社会学与民族学研究人员', '19-3041.00', 'Sociologists', 'IAS', ['ach', 'ind', 'rec'], '硕士', '通过调查和田野研究社会群体、民族文化与社会变迁，分析社会问题。'],
  ['anthropologist', '考古与文博工作者', '19-3091.00', 'Anthropologists and Archeologists', 'IRA', ['ach', 'ind', 'wc'], '硕士', '发掘和研究古代遗存，整理文物与文献，讲述人类历史与文化。'],
  ['historian', '历史研究人员', '19-3093.00', 'Historians', 'ICA', ['ach', 'ind', 'rec'], '博士', '搜集、考证和解读史料，研究历史事件与过程，撰写史学著作。'],
  ['archivist', '档案与图书管理员', '25-4022.00', 'Librarians and Media Collections Specialists', 'CSE', ['sup', 'wc', 'rel'], '本科', '收集、整理和保管图书、档案与数字资源，为读者和单位提供检索服务。'],
  ['curator', '策展人 / 博物馆研究员', '25-4012.00', 'Curators', 'AEI', ['ach', 'ind', 'rec'], '硕士', '研究藏品，策划展览和教育活动，负责藏品的征集与保护。'],
  // 经济、金融与管理
  ['economist', '经济研究人员', '19-3011.00', 'Economists', 'ICE', ['ach', 'ind', 'rec'], '硕士', '研究经济运行、市场和政策，做数据分析与预测，为政府和企业提供建议。'],
  ['financial-analyst', '金融分析师', '13-2051.00', 'Financial and Investment Analysts', 'CIE', ['ach', 'wc', 'rec'], '硕士', '研究行业和公司，分析财务数据与市场，给出投资或融资建议。'],
  ['securities-agent', '证券与投资顾问', '41-3031.00', 'Securities, Commodities, and Financial Services Sales Agents', 'EC', ['ach', 'rec', 'wc'], '本科', '为客户提供证券、基金和理财服务，解读市场，执行交易。'],
  ['accountant', '会计 / 审计师', '13-2011.00', 'Accountants and Auditors', 'CEI', ['wc', 'ach', 'sup'], '本科', '记账、编制和审核财务报表，做税务处理与内部控制，确保账目真实合规。'],
  ['tax-specialist', '税务专员', '13-2081.00', 'Tax Examiners and Collectors, and Revenue Agents', 'CE', ['sup', 'wc', 'ach'], '本科', '办理税务申报与筹划，审核纳税情况，在税务机关或企业从事财税工作。'],
  ['management-analyst', '管理咨询顾问', '13-1111.00', 'Management Analysts', 'ICE', ['ach', 'ind', 'rec'], '本科', '诊断组织的流程、结构和经营问题，提出改进方案并协助落地。'],
  ['project-manager', '项目经理', '13-1082.00', 'Project Management Specialists', 'ECI', ['ach', 'rec', 'ind'], '本科', '制定项目计划，协调人员、进度、成本和质量，推动项目按期完成。'],
  ['marketing-manager', '市场营销经理', '11-2021.00', 'Marketing Managers', 'ECA', ['ach', 'rec', 'ind'], '本科', '研究市场和用户，制定产品定位、定价与推广策略，带领团队达成目标。'],
  ['market-research-analyst', '市场与电商运营专员', '13-1161.00', 'Market Research Analysts and Marketing Specialists', 'ICE', ['ach', 'ind', 'wc'], '本科', '分析消费者和销售数据，策划线上线下推广，运营店铺和内容。'],
  ['hr-specialist', '人力资源专员', '13-1071.00', 'Human Resources Specialists', 'ECS', ['rel', 'ach', 'sup'], '本科', '负责招聘、培训、绩效和薪酬，处理员工关系，帮组织用好人。'],
  ['logistician', '物流与供应链经理', '13-1081.00', 'Logisticians', 'ECI', ['ach', 'rec', 'wc'], '本科', '规划采购、仓储与运输，优化供应链的成本和时效。'],
  ['farm-manager', '农业经营管理者', '11-9013.00', 'Farmers, Ranchers, and Other Agricultural Managers', 'REC', ['ind', 'ach', 'rec'], '本科', '经营农场、合作社或农业企业，管理生产、销售和资金。'],
  ['hotel-manager', '酒店与旅游经理', '11-9081.00', 'Lodging Managers', 'ECS', ['rec', 'ach', 'rel'], '本科', '管理酒店、景区或旅行社的运营、服务质量与团队。'],
  ['tour-guide', '导游 / 旅游策划', '39-7011.00', 'Tour Guides and Escorts', 'SEA', ['rel', 'ach', 'ind'], '本科', '策划行程，带领游客参观并讲解历史文化，处理旅途中的各种情况。'],
  // 传媒、语言与艺术
  ['journalist', '记者', '27-3023.00', 'News Analysts, Reporters, and Journalists', 'AEI', ['ach', 'rec', 'ind'], '本科', '采访和调查新闻事件，撰写报道或制作音视频节目，核实事实。'],
  ['editor', '编辑', '27-3041.00', 'Editors', 'AEC', ['ach', 'ind', 'wc'], '本科', '策划选题，审读和修改稿件，把关出版物和新媒体内容的质量。'],
  ['writer', '作家 / 文案策划', '27-3043.00', 'Writers and Authors', 'AEI', ['ind', 'ach', 'rec'], '本科', '创作小说、剧本、广告文案或各类文章，用文字打动读者。'],
  ['translator', '翻译', '27-3091.00', 'Interpreters and Translators', 'ACS', ['ach', 'ind', 'wc'], '硕士', '在两种语言之间笔译文件或口译会谈，准确传达意思和语气。'],
  ['pr-specialist', '公关与品牌专员', '27-3031.00', 'Public Relations Specialists', 'EAS', ['ach', 'rec', 'rel'], '本科', '策划品牌传播和活动，撰写新闻稿，维护组织与媒体、公众的关系。'],
  ['graphic-designer', '平面与视觉设计师', '27-1024.00', 'Graphic Designers', 'ARE', ['ach', 'ind', 'rec'], '本科', '用图形、文字和色彩设计海报、包装、品牌标识和界面视觉。'],
  ['industrial-designer', '工业设计师', '27-1021.00', 'Commercial and Industrial Designers', 'AER', ['ach', 'ind', 'rec'], '本科', '设计产品的外观、结构和使用方式，兼顾美观、人机和制造成本。'],
  ['interior-designer', '室内设计师', '27-1025.00', 'Interior Designers', 'ARE', ['ach', 'ind', 'rec'], '本科', '规划室内空间、材料、灯光和家具，让居住和办公环境舒适美观。'],
  ['fashion-designer', '服装设计师', '27-1022.00', 'Fashion Designers', 'AER', ['ach', 'ind', 'rec'], '本科', '研究流行趋势，设计服装和配饰，选择面料并跟进打样生产。'],
  ['animator', '动画与数字媒体设计师', '27-1014.00', 'Special Effects Artists and Animators', 'AIR', ['ach', 'ind', 'rec'], '本科', '制作二维三维动画、游戏美术和影视特效，把创意变成动态画面。'],
  ['fine-artist', '画家 / 插画师', '27-1013.00', 'Fine Artists, Including Painters, Sculptors, and Illustrators', 'AR', ['ind', 'ach', 'rec'], '本科', '创作绘画、雕塑或插画作品，参加展览，也为出版和商业项目绘图。'],
  ['musician', '音乐人 / 演奏与演唱者', '27-2042.00', 'Musicians and Singers', 'AE', ['ach', 'rec', 'ind'], '本科', '演奏、演唱或创作音乐，参加排练和演出，也从事音乐教学。'],
  ['choreographer', '舞蹈编导 / 舞蹈演员', '27-2032.00', 'Choreographers', 'AES', ['ach', 'rec', 'ind'], '本科', '创作和排练舞蹈作品，训练演员，参与舞台演出。'],
  ['director', '导演 / 制片人', '27-2012.00', 'Producers and Directors', 'EA', ['ach', 'rec', 'ind'], '本科', '策划并组织影视、舞台或节目的创作，统筹剧本、演员、拍摄和预算。'],
  ['film-editor', '影视剪辑师', '27-4032.00', 'Film and Video Editors', 'AC', ['ach', 'ind', 'wc'], '本科', '挑选和剪辑镜头，配合声音与特效，完成影片和视频的叙事节奏。'],
];

export const OCCUPATION_ROWS: OccupationRow[] = ROWS.map(([id, name, soc, title, riasec, values, education, description]) => ({
  id, name, soc, title, riasec, values: values.map((v) => VALUE_OF[v]), education, description,
}));
