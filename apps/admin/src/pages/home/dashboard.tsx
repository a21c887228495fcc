import { CrownOutlined, FileDoneOutlined, LoginOutlined, TeamOutlined, UserAddOutlined, WifiOutlined, ExperimentOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { EChartsOption } from 'echarts';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { Card, Col, Empty, Row, Segmented, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardStats, SampleKind } from '@zhiyuan/shared';
import { useAccess } from '../../access';
import { getDashboardStats } from '../../services/stats';
import { activityOption, membershipOption, periodTotal, usageOption } from './dashboard-data';

echarts.use([LineChart, BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

function Chart({ option, height = 300, testId }: { option: EChartsOption; height?: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} />
    </div>
  );
}

function Count({ title, value, icon, color, hint }: { title: string; value: number | null; icon: ReactNode; color: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className="stat-card">
      <div className="stat-card-body">
        <Statistic
          title={hint ? <Tooltip title={hint}>{title}</Tooltip> : title}
          valueRender={() => (
            <span className="stat-value">
              {value === null ? (
                <Typography.Text type="secondary" style={{ fontSize: 14, whiteSpace: 'nowrap' }}>
                  {t('dash.notYet')}
                </Typography.Text>
              ) : (
                value.toLocaleString()
              )}
            </span>
          )}
        />
        <span className="stat-icon" style={{ background: `${color}1a`, color }}>
          {icon}
        </span>
      </div>
    </Card>
  );
}

/**
 * 示例内容 (issue 30): how much shipped sample content is still on the site, by kind, one click
 * from the review list (when the user has that page).
 */
function Samples({ samples }: { samples: DashboardStats['samples'] }) {
  const { t } = useTranslation();
  const access = useAccess();
  const path = access.pathOf('content/samples');
  const kindName = (kind: SampleKind) => (kind === 'contact' ? t('content.samples.contact') : t(`content.pageTitle.${kind}`));
  const to = (kind?: SampleKind) => (path ? `${path}${kind ? `?kind=${kind}` : ''}` : undefined);
  return (
    <Card variant="borderless" size="small" style={{ marginBottom: 16 }} data-testid="dashboard-samples">
      <Space wrap size={[12, 8]} align="center">
        <Typography.Text strong data-testid="dashboard-samples-total">
          {samples.total > 0 ? t('dash.samples', { count: samples.total }) : t('dash.samplesNone')}
        </Typography.Text>
        {samples.kinds.map(({ kind, count }) => {
          const target = to(kind);
          const tag = (
            <Tag key={kind} bordered={false} color="gold">
              {kindName(kind)} {count}
            </Tag>
          );
          return target ? (
            <Link key={kind} to={target} data-testid="dashboard-samples-kind">
              {tag}
            </Link>
          ) : (
            tag
          );
        })}
        {samples.total > 0 &&
          (path ? (
            <Link to={to()!} data-testid="dashboard-samples-review">
              {t('dash.samplesReview')}
            </Link>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('dash.samplesHint')}
            </Typography.Text>
          ))}
      </Space>
    </Card>
  );
}

/** 首页统计: counts and daily trends from /dashboard/stats. Renders nothing when the call is refused. */
export function Dashboard() {
  const { t } = useTranslation();
  const [days, setDays] = useState(30);
  const stats = useQuery({ queryKey: ['dashboard', days], queryFn: () => getDashboardStats(days), retry: false });

  if (stats.isError) return null;
  const data = stats.data;
  const usage = data ? usageOption(data, t) : null;

  return (
    <div data-testid="dashboard">
      {data?.samples && <Samples samples={data.samples} />}
      <Row gutter={[16, 16]} className="home-stats" style={{ marginBottom: 16 }}>
        {[
          { key: 'users', icon: <TeamOutlined />, color: '#1677ff' },
          { key: 'vipUsers', icon: <CrownOutlined />, color: '#faad14' },
          { key: 'newUsersToday', icon: <UserAddOutlined />, color: '#13a8a8' },
          { key: 'loginsToday', icon: <LoginOutlined />, color: '#2f54eb' },
          { key: 'onlineUsers', icon: <WifiOutlined />, color: '#52c41a' },
          { key: 'testsTaken', icon: <ExperimentOutlined />, color: '#722ed1' },
          { key: 'formsSaved', icon: <FileDoneOutlined />, color: '#fa8c16' },
        ].map(({ key, icon, color }) => (
          <Col key={key} flex="1 1 160px">
            {stats.isLoading || !data ? (
              <Card variant="borderless" loading className="stat-card" />
            ) : (
              <Count
                title={t(`dash.${key}`)}
                value={data.counts[key as keyof typeof data.counts]}
                icon={icon}
                color={color}
                hint={data.missing.includes(key) ? t('dash.missingHint') : undefined}
              />
            )}
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={16}>
          <Card
            variant="borderless"
            title={t('dash.activity')}
            extra={
              <Segmented
                size="small"
                value={days}
                onChange={(v) => setDays(Number(v))}
                options={[7, 30, 90].map((d) => ({ value: d, label: t('dash.days', { count: d }) }))}
              />
            }
            loading={stats.isLoading}
          >
            {data && (
              <>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('dash.periodSummary', {
                    days,
                    registrations: periodTotal(data, 'registrations'),
                    logins: periodTotal(data, 'logins'),
                    failures: periodTotal(data, 'loginFailures'),
                  })}
                </Typography.Text>
                <Chart option={activityOption(data, t)} testId="chart-activity" />
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" title={t('dash.membership')} loading={stats.isLoading}>
            {data && (data.counts.users > 0 ? <Chart option={membershipOption(data, t)} height={318} testId="chart-membership" /> : <Empty />)}
          </Card>
        </Col>
        <Col xs={24}>
          <Card variant="borderless" title={t('dash.usage')} loading={stats.isLoading}>
            {usage ? <Chart option={usage} height={260} testId="chart-usage" /> : <Empty description={t('dash.usageMissing')} />}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
