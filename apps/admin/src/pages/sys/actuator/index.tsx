import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { MetricFamilyView } from '@zhiyuan/shared';
import { Alert, Button, Card, Col, Descriptions, Input, Row, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getActuator, getReadiness } from '../../../services/monitor';
import { filterMetrics, labelText, valueText } from './data';

const STATE_COLOR: Record<string, string> = { up: 'green', down: 'red' };

/**
 * Actuator监控: readiness, this instance and its metrics (prom-client's, as JSON). What XBoot's open
 * actuator also showed (environment, heap dump, loggers) is left out: it is where secrets leak.
 */
export default function ActuatorPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const ready = useQuery({ queryKey: ['actuator', 'ready'], queryFn: getReadiness, refetchInterval: 30_000 });
  const view = useQuery({ queryKey: ['actuator', 'metrics'], queryFn: getActuator });
  const metrics = useMemo(() => filterMetrics(view.data?.metrics ?? [], search), [view.data, search]);
  const refresh = () => {
    void ready.refetch();
    void view.refetch();
  };

  return (
    <div data-testid="actuator-page">
      <Alert type="info" showIcon message={t('actuator.tip')} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={t('actuator.health')}
            extra={<Button size="small" icon={<ReloadOutlined />} onClick={refresh} aria-label={t('actuator.refresh')} />}
          >
            <Space wrap data-testid="actuator-health">
              <Tag color={ready.data?.status === 'up' ? 'green' : ready.data ? 'red' : 'default'}>
                {ready.data ? t(`actuator.states.${ready.data.status}`, { defaultValue: ready.data.status }) : '-'}
              </Tag>
              {Object.entries(ready.data?.checks ?? {}).map(([name, state]) => (
                <Tag key={name} color={STATE_COLOR[state]} bordered={false}>
                  {t(`actuator.checks.${name}`, { defaultValue: name })}: {t(`actuator.states.${state}`, { defaultValue: state })}
                </Tag>
              ))}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('actuator.info')}>
            {view.data && (
              <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
                <Descriptions.Item label={t('actuator.instance')}>{view.data.instance.id}</Descriptions.Item>
                <Descriptions.Item label={t('actuator.version')}>{view.data.instance.version}</Descriptions.Item>
                <Descriptions.Item label="Node.js">{view.data.instance.node}</Descriptions.Item>
                <Descriptions.Item label={t('actuator.pid')}>{view.data.instance.pid}</Descriptions.Item>
              </Descriptions>
            )}
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={t('actuator.metrics', { count: metrics.length })}
        extra={
          <Input.Search allowClear placeholder={t('actuator.search')} onChange={(e) => setSearch(e.target.value)} style={{ width: 240, maxWidth: '60vw' }} />
        }
      >
        <Table<MetricFamilyView>
          size="small"
          rowKey="name"
          loading={view.isLoading}
          dataSource={metrics}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          scroll={{ x: 720 }}
          expandable={{
            expandedRowRender: (m) => (
              <Table
                size="small"
                rowKey={(v) => `${v.metricName}{${labelText(v.labels)}}`}
                pagination={false}
                dataSource={m.values}
                columns={[
                  { title: t('actuator.series'), dataIndex: 'metricName', width: 280 },
                  {
                    title: t('actuator.labels'),
                    dataIndex: 'labels',
                    render: (l: Record<string, string | number>) => <Typography.Text code>{labelText(l) || '-'}</Typography.Text>,
                  },
                  { title: t('actuator.value'), dataIndex: 'value', width: 140, render: (v: number) => valueText(v) },
                ]}
              />
            ),
          }}
          columns={[
            { title: t('actuator.name'), dataIndex: 'name', width: 300, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { title: t('actuator.type'), dataIndex: 'type', width: 110, render: (v: string) => <Tag bordered={false}>{v}</Tag> },
            { title: t('actuator.help'), dataIndex: 'help' },
            {
              title: t('actuator.sample'),
              width: 140,
              render: (_: unknown, m: MetricFamilyView) =>
                m.values.length === 1 ? valueText(m.values[0].value) : t('actuator.seriesCount', { count: m.values.length }),
            },
          ]}
        />
      </Card>
    </div>
  );
}
