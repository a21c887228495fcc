import { useQuery } from '@tanstack/react-query';
import type { EChartsOption } from 'echarts';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerStatus } from '@zhiyuan/shared';
import { getServerStatus } from '../../../services/monitor';
import { formatBytes, seriesOption, toMb, uptimeParts } from './data';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Every 10 s, as often as the server takes a reading of itself. */
const REFRESH_MS = 10_000;

function Chart({ title, option, testId }: { title: string; option: EChartsOption; testId: string }) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 240 }} />
    </Card>
  );
}

function Uptime({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { days, hours, minutes } = uptimeParts(seconds);
  return (
    <>
      {days
        ? `${t('monitor.days', { count: days })} ${t('monitor.hours', { count: hours })}`
        : `${t('monitor.hours', { count: hours })} ${t('monitor.minutes', { count: minutes })}`}
    </>
  );
}

function Latency({ ms }: { ms: number | null }) {
  const { t } = useTranslation();
  return ms === null ? <Tag color="error">{t('monitor.down')}</Tag> : <>{ms} ms</>;
}

/** 服务监控: the instance that answered (CPU, memory, event loop, database and shared state), now and over its last hour. */
export default function ServerMonitorPage() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useQuery({ queryKey: ['monitor', 'server'], queryFn: getServerStatus, refetchInterval: REFRESH_MS });
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Alert type="error" showIcon message={error instanceof Error ? error.message : String(error ?? '')} />;
  const s: ServerStatus = data;
  const kind = (k: string) => t(`monitor.kinds.${k}`, { defaultValue: k });
  return (
    <div data-testid="server-monitor">
      <Typography.Paragraph type="secondary">{t('monitor.refreshHint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('monitor.cpu')} value={s.now.cpuPercent} suffix="%" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('monitor.memory')} value={formatBytes(s.now.rssBytes)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t('monitor.heap')}
              value={formatBytes(s.now.heapUsedBytes)}
              suffix={
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {t('monitor.heapOf', { total: formatBytes(s.now.heapTotalBytes) })}
                </Typography.Text>
              }
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={<Tooltip title={t('monitor.loopDelayHint')}>{t('monitor.loopDelay')}</Tooltip>} value={s.now.loopDelayP99Ms} suffix="ms" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('monitor.instance')}>
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('monitor.instanceId')}>{s.instance.id}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.host')}>{s.instance.hostname}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.version')}>{s.instance.version}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.node')}>{s.instance.node}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.platform')}>{s.instance.platform}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.pid')}>{s.instance.pid}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.cpus')}>{s.instance.cpus}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.totalMemory')}>{formatBytes(s.instance.totalMemoryBytes)}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.startedAt')}>{new Date(s.instance.startedAt).toLocaleString('zh-CN', { hour12: false })}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.uptime')}>
                <Uptime seconds={s.instance.uptimeSeconds} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('monitor.database')}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('monitor.kind')}>
                {kind(s.database.kind)}
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {s.database.pool ? t('monitor.pool', s.database.pool) : t('monitor.noPool')}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.dbLatency')}>
                <Latency ms={s.now.dbMs} />
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.sharedState')}>{kind(s.sharedState)}</Descriptions.Item>
              <Descriptions.Item label={t('monitor.stateLatency')}>
                <Latency ms={s.now.stateMs} />
              </Descriptions.Item>
              <Descriptions.Item label={t('monitor.jobs')}>
                {s.jobs ? (
                  <Typography.Text type={s.jobs.failed ? 'danger' : undefined}>{t('monitor.jobCounts', s.jobs)}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary">{t('monitor.jobsOff')}</Typography.Text>
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Chart
            testId="monitor-chart-cpu"
            title={t('monitor.chartCpu')}
            option={seriesOption(s.history, [
              { name: t('monitor.seriesCpu'), value: (x) => x.cpuPercent },
              { name: t('monitor.seriesLoop'), value: (x) => x.loopDelayP99Ms },
            ])}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Chart
            testId="monitor-chart-memory"
            title={t('monitor.chartMemory')}
            option={seriesOption(s.history, [
              { name: t('monitor.seriesRss'), value: (x) => toMb(x.rssBytes) },
              { name: t('monitor.seriesHeap'), value: (x) => toMb(x.heapUsedBytes) },
            ])}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Chart
            testId="monitor-chart-latency"
            title={t('monitor.chartLatency')}
            option={seriesOption(s.history, [
              { name: t('monitor.seriesDb'), value: (x) => x.dbMs },
              { name: t('monitor.seriesState'), value: (x) => x.stateMs },
            ])}
          />
        </Col>
      </Row>
    </div>
  );
}
