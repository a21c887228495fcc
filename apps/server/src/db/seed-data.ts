/**
 * What a fresh database starts with: the three roles, the admin menu tree with permission
 * codes, the public site's route names, and the base dictionaries.
 */
export interface PermissionSeed {
  name: string;
  title: string;
  type: -1 | 0 | 1;
  path?: string;
  component?: string;
  icon?: string;
  code?: string;
  buttonType?: string;
  url?: string;
  children?: PermissionSeed[];
}

const button = (page: string, buttonType: string, title: string, code = buttonType): PermissionSeed => ({
  name: `${page}:${code}`,
  title,
  type: 1,
  buttonType,
  code: `${page}:${code}`,
});

const page = (name: string, title: string, path: string, component: string, icon: string, code: string, buttons: PermissionSeed[] = []): PermissionSeed => ({
  name,
  title,
  type: 0,
  path,
  component,
  icon,
  code,
  children: buttons,
});

export const ADMIN_MENU: PermissionSeed = {
  name: 'zhiyuan',
  title: '志愿通管理系统',
  type: -1,
  icon: 'AppstoreOutlined',
  children: [
    page('home', '首页', '/home', 'home', 'DashboardOutlined', 'home:view'),
    {
      name: 'sys',
      title: '系统管理',
      type: 0,
      path: '/sys',
      icon: 'SettingOutlined',
      children: [
        page('user-manage', '用户管理', '/sys/user', 'sys/user', 'UserOutlined', 'sys:user:view', [
          button('sys:user', 'add', '添加用户'),
          button('sys:user', 'edit', '编辑用户'),
          button('sys:user', 'enable', '启用用户'),
          button('sys:user', 'disable', '禁用用户'),
          button('sys:user', 'delete', '删除用户'),
          button('sys:user', 'resetPass', '重置密码'),
          button('sys:user', 'input', '导入用户', 'import'),
          button('sys:user', 'export', '导出用户'),
        ]),
        page('department-manage', '部门管理', '/sys/department', 'sys/department', 'ApartmentOutlined', 'sys:department:view', [
          button('sys:department', 'add', '添加部门'),
          button('sys:department', 'edit', '编辑部门'),
          button('sys:department', 'delete', '删除部门'),
        ]),
        page('role-manage', '角色权限管理', '/sys/role', 'sys/role', 'TeamOutlined', 'sys:role:view', [
          button('sys:role', 'add', '添加角色'),
          button('sys:role', 'edit', '编辑角色及分配权限'),
          button('sys:role', 'delete', '删除角色'),
          button('sys:role', 'setDefault', '设为默认角色'),
        ]),
        page('menu-manage', '菜单权限管理', '/sys/menu', 'sys/menu', 'MenuOutlined', 'sys:permission:view', [
          button('sys:permission', 'add', '添加菜单'),
          button('sys:permission', 'edit', '编辑菜单'),
          button('sys:permission', 'delete', '删除菜单'),
        ]),
        page('dict-manage', '数据字典管理', '/sys/dict', 'sys/dict', 'BookOutlined', 'sys:dict:view', [
          button('sys:dict', 'add', '添加字典'),
          button('sys:dict', 'edit', '编辑字典'),
          button('sys:dict', 'delete', '删除字典'),
        ]),
        page('log-manage', '日志管理', '/sys/log', 'sys/log', 'FileSearchOutlined', 'sys:log:view', [
          button('sys:log', 'delete', '删除日志'),
          button('sys:log', 'clear', '清空日志'),
        ]),
        page('message-manage', '消息管理', '/sys/message', 'sys/message', 'MailOutlined', 'sys:message:view', [
          button('sys:message', 'add', '发送消息'),
          button('sys:message', 'edit', '编辑消息'),
          button('sys:message', 'delete', '删除消息'),
        ]),
        page('oss-manage', '文件对象存储', '/sys/oss', 'sys/oss', 'CloudServerOutlined', 'sys:file:view', [
          button('sys:file', 'edit', '重命名/复制文件'),
          button('sys:file', 'delete', '删除文件'),
        ]),
        page('social-manage', '社交账号绑定', '/sys/social', 'sys/social', 'ShareAltOutlined', 'sys:social:view', [button('sys:social', 'delete', '解除绑定')]),
        page('setting', '系统配置', '/sys/setting', 'sys/setting', 'ToolOutlined', 'sys:setting:view', [
          button('sys:setting', 'edit', '修改配置'),
          button('sys:setting', 'view', '查看发件箱', 'outbox'),
          button('sys:setting', 'view', '查看密钥', 'secret'),
        ]),
        page('stop-word', '敏感词管理', '/sys/stopWord', 'sys/stopWord', 'StopOutlined', 'sys:stopWord:view', [
          button('sys:stopWord', 'add', '添加敏感词'),
          button('sys:stopWord', 'edit', '编辑敏感词'),
          button('sys:stopWord', 'delete', '删除敏感词'),
        ]),
      ],
    },
    {
      name: 'data',
      title: '数据管理',
      type: 0,
      path: '/data',
      icon: 'DatabaseOutlined',
      children: [
        page('data-import', '数据导入', '/data/import', 'data/import', 'CloudUploadOutlined', 'data:import:view', [
          button('data:import', 'other', '执行导入', 'run'),
        ]),
        page('data-institution', '院校库', '/data/institution', 'data/institution', 'BankOutlined', 'data:institution:view'),
        page('data-major', '专业库', '/data/major', 'data/major', 'ReadOutlined', 'data:major:view'),
        page('data-admission', '录取数据', '/data/admission', 'data/admission', 'LineChartOutlined', 'data:admission:view'),
      ],
    },
    {
      name: 'vip',
      title: '会员管理',
      type: 0,
      path: '/vip',
      icon: 'CrownOutlined',
      children: [
        page('vip-card', '充值卡管理', '/vip/card', 'vip/card', 'IdcardOutlined', 'vip:card:view', [
          button('vip:card', 'add', '生成充值卡'),
          button('vip:card', 'disable', '作废充值卡', 'void'),
        ]),
        page('vip-order', '会员订单', '/vip/order', 'vip/order', 'WalletOutlined', 'vip:order:view', [button('vip:order', 'other', '申请退款', 'refund')]),
      ],
    },
    {
      name: 'monitor',
      title: '系统监控',
      type: 0,
      path: '/monitor',
      icon: 'MonitorOutlined',
      children: [
        page('online-user', '在线用户', '/monitor/online', 'sys/online', 'UserSwitchOutlined', 'sys:online:view', [
          button('sys:online', 'other', '强制下线', 'logout'),
        ]),
        page('quartz-job', '定时任务', '/monitor/quartz', 'sys/quartz', 'FieldTimeOutlined', 'sys:quartz:view', [
          button('sys:quartz', 'add', '添加定时任务'),
          button('sys:quartz', 'edit', '编辑定时任务'),
          button('sys:quartz', 'disable', '暂停定时任务'),
          button('sys:quartz', 'enable', '恢复定时任务'),
          button('sys:quartz', 'delete', '删除定时任务'),
          button('sys:quartz', 'other', '立即执行', 'run'),
        ]),
        page('redis', '缓存监控', '/monitor/redis', 'sys/redis', 'DatabaseOutlined', 'sys:redis:view', [
          button('sys:redis', 'add', '写入'),
          button('sys:redis', 'delete', '删除'),
          button('sys:redis', 'clear', '清空'),
        ]),
        page('server-monitor', '服务监控', '/monitor/server', 'sys/monitor', 'LineChartOutlined', 'sys:monitor:view'),
        page('actuator', 'Actuator监控', '/monitor/actuator', 'sys/actuator', 'DashboardOutlined', 'sys:actuator:view'),
      ],
    },
    {
      name: 'activiti',
      title: '工作流程',
      type: 0,
      path: '/activiti',
      icon: 'NodeIndexOutlined',
      children: [
        page('apply-manage', '我的申请', '/activiti/apply', 'activiti/apply', 'FormOutlined', 'act:apply:view', [
          button('act:apply', 'add', '添加申请'),
          button('act:apply', 'enable', '提交申请'),
          button('act:apply', 'disable', '撤回申请'),
          button('act:apply', 'delete', '删除申请'),
        ]),
        page('leave', '请假申请', '/activiti/leave', 'activiti/leave', 'CalendarOutlined', 'act:leave:view'),
        page('todo-manage', '我的待办', '/activiti/todo', 'activiti/todo', 'CarryOutOutlined', 'act:todo:view', [
          button('act:todo', 'enable', '审批通过', 'pass'),
          button('act:todo', 'disable', '审批驳回', 'back'),
          button('act:todo', 'other', '委托代办', 'delegate'),
        ]),
        page('done-manage', '我的已办', '/activiti/done', 'activiti/done', 'CheckSquareOutlined', 'act:done:view', [
          button('act:done', 'delete', '删除已办记录'),
        ]),
        page('historic-detail', '流程历史', '/activiti/history', 'activiti/history', 'HistoryOutlined', 'act:history:view'),
        page('process-manage', '流程管理', '/activiti/process', 'activiti/process', 'PartitionOutlined', 'act:process:view', [
          button('act:process', 'edit', '编辑流程'),
          button('act:process', 'delete', '删除流程或实例'),
        ]),
        page('model-manage', '模型管理', '/activiti/model', 'activiti/model', 'BlockOutlined', 'act:model:view', [
          button('act:model', 'add', '添加模型'),
          button('act:model', 'edit', '编辑模型'),
          button('act:model', 'other', '部署模型', 'deploy'),
          button('act:model', 'delete', '删除模型'),
        ]),
        page('category-manage', '流程分类', '/activiti/category', 'activiti/category', 'TagsOutlined', 'act:category:view', [
          button('act:category', 'add', '添加分类'),
          button('act:category', 'edit', '编辑分类'),
          button('act:category', 'delete', '删除分类'),
        ]),
      ],
    },
    {
      name: 'app',
      title: '应用管理',
      type: 0,
      path: '/app',
      icon: 'AppstoreAddOutlined',
      children: [
        page('file-manage', '我的网盘', '/app/file', 'app/file', 'FolderOpenOutlined', 'app:file:view', [button('app:file', 'upload', '上传文件')]),
        page('member', '会员管理', '/app/member', 'app/member', 'CrownOutlined', 'app:member:view', [
          button('app:member', 'add', '添加会员'),
          button('app:member', 'edit', '编辑会员'),
          button('app:member', 'delete', '删除会员'),
        ]),
        page('client', '接入网站管理', '/app/client', 'open/client', 'GlobalOutlined', 'open:client:view', [
          button('open:client', 'add', '添加网站'),
          button('open:client', 'edit', '编辑网站'),
          button('open:client', 'delete', '删除网站'),
        ]),
      ],
    },
    {
      name: 'auto-chat',
      title: '智能客服',
      type: 0,
      path: '/auto-chat',
      icon: 'CommentOutlined',
      children: [
        page('chat-reply', '自动回复配置', '/auto-chat/reply', 'auto-chat/reply', 'MessageOutlined', 'chat:reply:view', [
          button('chat:reply', 'add', '添加回复'),
          button('chat:reply', 'edit', '编辑回复'),
          button('chat:reply', 'delete', '删除回复'),
        ]),
        page('chat-setting', '客服页面配置', '/auto-chat/setting', 'auto-chat/setting', 'ControlOutlined', 'chat:setting:view', [
          button('chat:setting', 'edit', '修改客服配置'),
        ]),
      ],
    },
    {
      name: 'content',
      title: '内容管理',
      type: 0,
      path: '/content',
      icon: 'ReadOutlined',
      children: (
        [
          ['article', '资讯管理', 'FileTextOutlined', '资讯'],
          ['question', '百问管理', 'QuestionCircleOutlined', '问答'],
          ['expert', '专家管理', 'IdcardOutlined', '专家'],
          ['course', '课程视频', 'VideoCameraOutlined', '课程'],
          ['case', '经典案例', 'SolutionOutlined', '案例'],
          ['pathway', '升学路径', 'NodeIndexOutlined', '升学路径'],
          ['competition', '竞赛白名单', 'TrophyOutlined', '竞赛'],
          ['condition', '报考条件', 'AuditOutlined', '报考条件'],
          ['template', '材料模板', 'FileOutlined', '模板'],
          ['autonomous', '自主招生', 'BankOutlined', '招生项目'],
          ['camp', '高校营', 'FlagOutlined', '高校营'],
        ] as const
      )
        .map(([kind, title, icon, noun]) =>
          page(`content-${kind}`, title, `/content/${kind}`, `content/${kind}`, icon, `content:${kind}:view`, [
            button(`content:${kind}`, 'add', `添加${noun}`),
            button(`content:${kind}`, 'edit', `编辑${noun}`),
            button(`content:${kind}`, 'delete', `删除${noun}`),
            button(`content:${kind}`, 'other', `发布/下线${noun}`, 'publish'),
          ]),
        )
        .concat([
          // 示例内容 (issue 30): what shipped with the product, across kinds, to review or remove.
          page('content-samples', '示例内容', '/content/samples', 'content/samples', 'ExperimentOutlined', 'content:sample:view', [
            button('content:sample', 'edit', '标记为正式内容'),
            button('content:sample', 'delete', '删除示例内容'),
          ]),
        ]),
    },
    {
      name: 'strong-base',
      title: '强基计划',
      type: 0,
      path: '/strong-base',
      icon: 'ExperimentOutlined',
      children: (
        [
          ['school', '强基院校', 'BankOutlined', '院校'],
          ['major', '强基专业', 'BookOutlined', '专业'],
          ['score', '强基分数线', 'LineChartOutlined', '分数线'],
        ] as const
      ).map(([area, title, icon, noun]) =>
        page(`strong-base-${area}`, title, `/strong-base/${area}`, `strong-base/${area}`, icon, `strongBase:${area}:view`, [
          button(`strongBase:${area}`, 'add', `添加${noun}`),
          button(`strongBase:${area}`, 'edit', `编辑${noun}`),
          button(`strongBase:${area}`, 'delete', `删除${noun}`),
        ]),
      ),
    },
    {
      name: 'generator',
      title: '代码生成',
      type: 0,
      path: '/generator',
      icon: 'CodeOutlined',
      children: [
        page('table-generator', '表格生成', '/generator/table', 'generator/table', 'TableOutlined', 'gen:table:view'),
        page('tree-generator', '树形生成', '/generator/tree', 'generator/tree', 'ClusterOutlined', 'gen:tree:view'),
        // The two demos 代码生成 made of itself (issue 35): their screens and calls are its output, unchanged.
        page('demo-notice', '表格示例', '/generator/demo-notice', 'demo-notice', 'ProfileOutlined', 'demoNotice:view', [
          button('demoNotice', 'add', '添加'),
          button('demoNotice', 'edit', '编辑'),
          button('demoNotice', 'delete', '删除'),
        ]),
        page('demo-region', '树形示例', '/generator/demo-region', 'demo-region', 'ApartmentOutlined', 'demoRegion:view', [
          button('demoRegion', 'add', '添加'),
          button('demoRegion', 'edit', '编辑'),
          button('demoRegion', 'delete', '删除'),
        ]),
      ],
    },
  ],
};

/** Route names of the public site (spec §2, desktop and mobile children). */
export const WEB_ROUTES: string[] = [
  'index',
  'menuDetail',
  'afterAssessed',
  'course',
  'expertIntroduction',
  'information',
  'informationDetail',
  'afterAssessedDetail',
  'my',
  'conditionsOfEnrolment',
  'materialTemplate',
  'qAndA',
  'case',
  'history',
  'afterAssessedDetailMajor',
  'personalCenter',
  'whiteList',
  'other',
  'schoolTest',
  'introduction',
  'test',
  'testGuide',
  'report',
  'compareInstitutions',
  'strongBasePosition',
  'strongBaseCooperationDetail',
  'strongBase',
  'majorLibrary',
  'majorDetail',
  'searchCooperation',
  'campPc',
  'xuankeReport',
];

/** Routes only members (ROLE_VIP) may open; the server is the one that says so, through notAllow. */
export const VIP_ROUTES = new Set(['report']);

export const ROLES = [
  { name: 'ROLE_ADMIN', description: '超级管理员', defaultRole: false, dataType: 0 },
  { name: 'ROLE_USER', description: '注册用户', defaultRole: true, dataType: 4 },
  { name: 'ROLE_VIP', description: '会员用户', defaultRole: false, dataType: 4 },
] as const;

export const DEPARTMENTS = [{ title: '志愿通', children: ['运营部', '内容部', '客服部', '数据部'] }];

export const DICTS: { type: string; title: string; items: [string, string][] }[] = [
  {
    type: 'leave_type',
    title: '请假类型',
    items: [
      ['事假', 'personal'],
      ['病假', 'sick'],
      ['年假', 'annual'],
      ['调休', 'compensatory'],
    ],
  },
  {
    type: 'sex',
    title: '性别',
    items: [
      ['男', '1'],
      ['女', '2'],
      ['保密', '0'],
    ],
  },
  {
    type: 'user_type',
    title: '用户类型',
    items: [
      ['普通用户', '0'],
      ['管理员', '1'],
    ],
  },
  {
    type: 'user_status',
    title: '用户状态',
    items: [
      ['正常', '0'],
      ['禁用', '-1'],
    ],
  },
  {
    type: 'school_type',
    title: '院校类型',
    items: [
      ['综合', '1'],
      ['理工', '2'],
      ['师范', '3'],
      ['医药', '4'],
      ['财经', '5'],
      ['政法', '6'],
      ['艺术', '7'],
      ['体育', '8'],
      ['民族', '9'],
      ['农林', '10'],
      ['语言', '11'],
      ['军事', '12'],
    ],
  },
  {
    type: 'grade',
    title: '年级',
    items: [
      ['高一', '1'],
      ['高二', '2'],
      ['高三', '3'],
      ['复读', '4'],
    ],
  },
  {
    type: 'message_type',
    title: '消息类型',
    items: [
      ['系统公告', '0'],
      ['提醒', '1'],
      ['私信', '2'],
    ],
  },
  {
    type: 'permission_type',
    title: '按钮权限类型',
    items: [
      ['添加', 'add'],
      ['编辑', 'edit'],
      ['删除', 'delete'],
      ['启用', 'enable'],
      ['禁用', 'disable'],
      ['重置密码', 'resetPass'],
      ['导入', 'input'],
      ['导出', 'export'],
      ['设为默认', 'setDefault'],
      ['清空', 'clear'],
      ['查看', 'view'],
      ['其他', 'other'],
    ],
  },
];
