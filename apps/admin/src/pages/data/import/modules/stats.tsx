import { Alert, Card, Col, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportStats } from '@zhiyuan/shared';
import { pickProvinces, provinceYearColumns, sortProvinceYears, sumProvinceYears, totalCards } from '../data';

interface StatsProps {
  stats: ImportStats | undefined;
  loading: boolean;
  /** The stats could not be read: the cards show '-' rather than a misleading 0. */
  failed?: boolean;
}

/** What the database holds: a banner for demo or empty data, one card per table, and rows per province and year. */
export function ImportStatsHeader({ stats, loading, failed = false }: StatsProps) {
  const { t } = useTranslation();
  const [provinces, setProvinces] = useState<string[]>([]);
  const all = useMemo(() => sortProvinceYears(stats?.byProvinceYear ?? []), [stats]);
  const provinceOptions = useMemo(() => [...new Set(all.map((r) => r.province))].map((p) => ({ value: p, label: p })), [all]);
  const rows = useMemo(() => pickProvinces(all, provinces), [all, provinces]);
  const sum = useMemo(() => sumProvinceYears(rows), [rows]);
  const columns = provinceYearColumns(t);

  return (
    <>
      {stats?.dataMode === 'demo' && (
        <Alert
          type="warning"
          showIcon
          banner
          className="data-mode-banner"
          message={<strong>{t('dataImport.demoTitle')}</strong>}
          description={t('dataImport.demoText')}
          data-testid="demo-banner"
        />
      )}
      {stats?.dataMode === 'empty' && (
        <Alert
          type="info"
          showIcon
          className="data-mode-banner"
          message={t('dataImport.emptyTitle')}
          description={t('dataImport.emptyText')}
          data-testid="empty-banner"
        />
      )}

      <Row gutter={[16, 16]}>
        {totalCards(t).map((card) => (
          <Col xs={12} md={8} xl={4} key={card.key}>
            <Card variant="borderless" loading={loading} className="data-stat-card" style={{ borderTop: `3px solid ${card.color}` }}>
              <Statistic title={card.title} value={stats?.totals[card.key] ?? (failed ? '-' : 0)} groupSeparator="," data-testid={`total-${card.key}`} />
            </Card>
          </Col>
        ))}
      </Row>

      <Card
        variant="borderless"
        title={t('dataImport.byProvinceYear')}
        extra={
          stats && (
            <Space size={16}>
              <Select
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                placeholder={t('dataImport.allProvinces')}
                options={provinceOptions}
                value={provinces}
                onChange={setProvinces}
                style={{ width: 260 }}
                data-testid="province-filter"
              />
              <Typography.Text type="secondary">{t('dataImport.dataModeLabel', { mode: t(`dataImport.mode.${stats.dataMode}`) })}</Typography.Text>
            </Space>
          )
        }
      >
        <Table
          rowKey={(r) => `${r.province}-${r.year}`}
          size="small"
          loading={loading}
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 10 ? { defaultPageSize: 10, showSizeChanger: true, size: 'small' } : false}
          scroll={{ x: 900 }}
          data-testid="province-year-table"
          summary={() =>
            rows.length > 1 ? (
              <Table.Summary fixed>
                <Table.Summary.Row className="data-summary-row">
                  <Table.Summary.Cell index={0} colSpan={2}>
                    {t('dataImport.sum')}
                  </Table.Summary.Cell>
                  {(['institution', 'group', 'major', 'plan', 'rankRows', 'controlLines'] as const).map((key, i) => (
                    <Table.Summary.Cell index={i + 2} key={key} align="right">
                      <span data-testid={`sum-${key}`}>{sum[key].toLocaleString('zh-CN')}</span>
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              </Table.Summary>
            ) : null
          }
        />
      </Card>
    </>
  );
}
