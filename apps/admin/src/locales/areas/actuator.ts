/** Actuator监控: readiness, the instance and its metrics. */
const zhCN = {
  actuator: {
    tip: '本实例的就绪状态和运行指标（与 Prometheus 抓取的 /api/metrics 相同）。环境变量、堆转储等可能泄露机密的内容不在此显示。',
    health: '就绪检查',
    refresh: '刷新',
    states: { up: '正常', down: '异常' },
    checks: { database: '数据库', sharedState: '共享状态', storage: '文件存储' },
    info: '实例信息',
    instance: '实例 ID',
    version: '版本',
    pid: '进程号',
    metrics: '指标（{{count}} 项）',
    search: '按名称、说明或标签搜索',
    name: '指标名',
    type: '类型',
    help: '说明',
    sample: '值',
    seriesCount: '{{count}} 条序列',
    series: '序列',
    labels: '标签',
    value: '值',
  },
};

const enUS: typeof zhCN = {
  actuator: {
    tip: 'Readiness and metrics of this instance (the same as /api/metrics, which Prometheus scrapes). The environment, heap dumps and other things that could leak secrets are not shown.',
    health: 'Readiness',
    refresh: 'Refresh',
    states: { up: 'Up', down: 'Down' },
    checks: { database: 'Database', sharedState: 'Shared state', storage: 'File storage' },
    info: 'Instance',
    instance: 'Instance ID',
    version: 'Version',
    pid: 'PID',
    metrics: 'Metrics ({{count}})',
    search: 'Search by name, help or label',
    name: 'Metric',
    type: 'Type',
    help: 'Help',
    sample: 'Value',
    seriesCount: '{{count}} series',
    series: 'Series',
    labels: 'Labels',
    value: 'Value',
  },
};

export default { 'zh-CN': zhCN, 'en-US': enUS };
