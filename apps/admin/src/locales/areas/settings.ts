/** Strings of the settings page's tabs beyond the accounts ones (pages/sys/setting). */
const zhCN = {
  settingsAdmin: {
    tabs: { oss: '存储', other: '其他', notice: '站内通知', autoChat: '智能客服' },
    check: '测试连接',
    checking: '正在测试…',
    seeSecret: '查看密钥',
    seeSecretLogged: '查看密钥会记入操作日志',
    confirm: {
      title: '确认登录密码',
      why: '您正在修改投递与身份设置（验证码、密钥、文件或登录的去向）。为防止账号被盗用后改走验证码，请输入您的登录密码；5 分钟内无需再次确认。此次修改会记入操作日志并通知所有超级管理员。',
      password: '登录密码',
      ok: '确认并保存',
    },
    regionPick: '地域', regionHelp: '按服务商公布的地域选择；自定义接入地址需在服务器上设置 SETTINGS_CUSTOM_ENDPOINTS',
    customEndpointHelp: '自定义 Endpoint 需在服务器上设置环境变量 SETTINGS_CUSTOM_ENDPOINTS 才能保存',
    oss: {
      local: '本地磁盘', s3: 'S3 兼容存储',
      localDir: '存储目录', localDirHelp: '留空则为数据目录旁的 files 文件夹（var/files）',
      vendor: '服务商', vendors: { aliyun: '阿里云 OSS', tencent: '腾讯云 COS', qiniu: '七牛云 Kodo', minio: 'MinIO', aws: 'AWS S3', other: '其他 S3 兼容服务' },
      endpoint: 'Endpoint', region: '地域（Region）', bucket: 'Bucket', accessKey: 'AccessKey', secretKey: 'SecretKey',
      forcePathStyle: '路径形式访问（Path-style）', prefix: '对象前缀', prefixHelp: '以 / 结尾，如 zhiyuan/；留空则存放在 Bucket 根目录',
      hint: '提示：{{hint}}',
      hints: {
        aliyun: 'Endpoint 形如 https://oss-cn-hangzhou.aliyuncs.com，地域 oss-cn-hangzhou，关闭路径形式访问',
        tencent: 'Endpoint 形如 https://cos.ap-guangzhou.myqcloud.com，地域 ap-guangzhou，Bucket 名带 APPID（如 zhiyuan-1250000000），关闭路径形式访问',
        qiniu: 'Endpoint 形如 https://s3.cn-east-1.qiniucs.com，地域 cn-east-1',
        minio: 'Endpoint 形如 http://127.0.0.1:9000，地域 us-east-1，打开路径形式访问',
        aws: 'Endpoint 留空，填写地域（如 ap-east-1）',
        other: '填写服务商提供的 S3 兼容 Endpoint 与地域',
      },
    },
    other: {
      siteName: '站点名称', icp: 'ICP 备案号', domain: '站点域名', adminDomain: '管理后台域名',
      uploadMaxMb: '单个文件上限', uploadKinds: '允许上传的类型', trashDays: '回收站保留天数', days: '天',
      codeSendsPerHour: '每小时验证码上限', perHour: '条/小时',
      codeSendsPerHourHelp: '全站每小时最多发送的短信与邮件验证码（合计），用于控制费用；达到后本小时内的发送请求一律拒绝，并通知所有超级管理员一次',
      kinds: { image: '图片', pdf: 'PDF', video: '视频', audio: '音频', office: 'Office 文档', text: '文本', archive: '压缩包' },
    },
    notice: {
      open: '显示通知', level: '样式', levels: { info: '提示（蓝）', warning: '警告（橙）' },
      content: '通知内容', contentHelp: '纯文本，不支持 HTML', link: '链接', linkText: '链接文字', window: '显示时间',
      windowHelp: '北京时间；留空表示不限', showingNow: '当前正在站点上显示', notShowing: '当前未在站点上显示',
    },
    smsTemplates: '各场景模板', scene: '场景', templateCode: '模板 ID / Code',
  },
};
const enUS: typeof zhCN = {
  settingsAdmin: {
    tabs: { oss: 'Storage', other: 'Other', notice: 'Site notice', autoChat: 'Chat assistant' },
    check: 'Test connection',
    checking: 'Testing…',
    seeSecret: 'Show secret',
    seeSecretLogged: 'Showing a secret is written to the operation log',
    confirm: {
      title: 'Confirm your password',
      why: 'You are changing delivery and identity settings (where codes, keys, files or logins go). So that a stolen session cannot redirect verification codes, enter your password; it is not asked again for 5 minutes. The change is written to the operation log and told to every super admin.',
      password: 'Password',
      ok: 'Confirm and save',
    },
    regionPick: 'Region', regionHelp: "Pick one of the vendor's published regions; a custom endpoint needs SETTINGS_CUSTOM_ENDPOINTS on the server",
    customEndpointHelp: 'A custom endpoint is saved only when the server sets SETTINGS_CUSTOM_ENDPOINTS',
    oss: {
      local: 'Local disk', s3: 'S3-compatible',
      localDir: 'Folder', localDirHelp: 'Empty → the files folder beside the data (var/files)',
      vendor: 'Vendor', vendors: { aliyun: 'Aliyun OSS', tencent: 'Tencent COS', qiniu: 'Qiniu Kodo', minio: 'MinIO', aws: 'AWS S3', other: 'Other S3-compatible' },
      endpoint: 'Endpoint', region: 'Region', bucket: 'Bucket', accessKey: 'AccessKey', secretKey: 'SecretKey',
      forcePathStyle: 'Path-style addressing', prefix: 'Key prefix', prefixHelp: 'Ends with /, e.g. zhiyuan/; empty → the bucket root',
      hint: 'Hint: {{hint}}',
      hints: {
        aliyun: 'Endpoint like https://oss-cn-hangzhou.aliyuncs.com, region oss-cn-hangzhou, path-style off',
        tencent: 'Endpoint like https://cos.ap-guangzhou.myqcloud.com, region ap-guangzhou, bucket name with APPID (zhiyuan-1250000000), path-style off',
        qiniu: 'Endpoint like https://s3.cn-east-1.qiniucs.com, region cn-east-1',
        minio: 'Endpoint like http://127.0.0.1:9000, region us-east-1, path-style on',
        aws: 'Leave the endpoint empty and give the region (e.g. ap-east-1)',
        other: 'The S3-compatible endpoint and region of your provider',
      },
    },
    other: {
      siteName: 'Site name', icp: 'ICP number', domain: 'Site domain', adminDomain: 'Admin domain',
      uploadMaxMb: 'Largest upload', uploadKinds: 'Allowed kinds', trashDays: 'Days in the trash', days: 'days',
      codeSendsPerHour: 'Codes per hour', perHour: 'per hour',
      codeSendsPerHourHelp: 'The most SMS and e-mail verification codes (together) the site sends in an hour, to bound the cost; past it, sends are refused until the hour is over and every super admin is told once',
      kinds: { image: 'Images', pdf: 'PDF', video: 'Video', audio: 'Audio', office: 'Office documents', text: 'Text', archive: 'Archives' },
    },
    notice: {
      open: 'Show the notice', level: 'Style', levels: { info: 'Info (blue)', warning: 'Warning (orange)' },
      content: 'Text', contentHelp: 'Plain text, no HTML', link: 'Link', linkText: 'Link text', window: 'Shown',
      windowHelp: 'China time; empty → no bound', showingNow: 'Shown on the site now', notShowing: 'Not shown on the site now',
    },
    smsTemplates: 'Template per scene', scene: 'Scene', templateCode: 'Template ID / code',
  },
};

export default { 'zh-CN': zhCN, 'en-US': enUS };
