import { Alert, Card, Col, Descriptions, Drawer, Empty, Input, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportTotals } from '@zhiyuan/shared';
import { fileColumns, filterUnmatched, formatSeconds, reasonText, runSeconds, statusTag, triggeredByLabel } from '../data';
import { UnmatchedTable } from './unmatched-table';
import { useImportRun } from './use-import-run';

interface RunDrawerProps {
  /** The run shown; the drawer is closed without one. */
  runId: string | null;
  onClose: () => void;
}

const TOTAL_KEYS: (keyof ImportTotals)[] = ['read', 'imported', 'unchanged', 'skipped'];

/** One import run: its facts, totals, what each file gave, and the school names that matched nothing. */
export function RunDrawer({ runId, onClose }: RunDrawerProps) {
  const { t } = useTranslation();
  const { data: run, isLoading, isError } = useImportRun(runId);
  const [keyword, setKeyword] = useState('');

  const unmatched = useMemo(() => filterUnmatched(run?.summary.unmatched ?? [], keyword), [run, keyword]);

  return (
    <Drawer
      open={Boolean(runId)}
      onClose={onClose}
      width={920}
      title={t('dataImport.runDetail')}
      destroyOnHidden
      afterOpenChange={(open) => !open && setKeyword('')}
      data-testid="run-drawer"
    >
      {isLoading && <Skeleton active />}
      {isError && <Empty description={t('http.failed')} />}
      {run && (
        <div className="data-drawer">
          {run.status === 'running' && <Alert type="info" showIcon message={t('dataImport.runningHint')} style={{ marginBottom: 16 }} />}
          {run.error && <Alert type="error" showIcon message={t('dataImport.error')} description={run.error} style={{ marginBottom: 16 }} />}
          <Descriptions size="small" column={2} bordered styles={{ label: { width: 110 } }}>
            <Descriptions.Item label={t('dataImport.statusLabel')}>{statusTag(run.status, t)}</Descriptions.Item>
            <Descriptions.Item label={t('dataImport.triggeredBy')}>{triggeredByLabel(run.triggeredBy, t)}</Descriptions.Item>
            <Descriptions.Item label={t('dataImport.startedAt')}>{run.startedAt}</Descriptions.Item>
            <Descriptions.Item label={t('dataImport.finishedAt')}>{run.finishedAt ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('dataImport.duration')}>{formatSeconds(runSeconds(run), t)}</Descriptions.Item>
            <Descriptions.Item label={t('dataImport.dataDir')}>{run.dataDir ? <Typography.Text code>{run.dataDir}</Typography.Text> : '-'}</Descriptions.Item>
          </Descriptions>

          <Row gutter={12} className="data-run-totals">
            {TOTAL_KEYS.map((key) => (
              <Col span={6} key={key}>
                <Card size="small" variant="borderless" className="data-mini-stat">
                  <Statistic title={t(`dataImport.${key}`)} value={run.totals[key]} groupSeparator="," />
                </Card>
              </Col>
            ))}
          </Row>

          <Typography.Title level={5}>{t('dataImport.files')}</Typography.Title>
          <Table
            rowKey="file"
            size="small"
            columns={fileColumns(t)}
            dataSource={run.summary.files}
            pagination={false}
            locale={{ emptyText: run.status === 'running' ? t('dataImport.filesWhenDone') : t('dataImport.noFiles') }}
            data-testid="run-files"
          />
          {run.summary.ignored?.length ? (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 12 }}
              message={t('dataImport.upload.ignored', { count: run.summary.ignored.length })}
              description={run.summary.ignored.map((i) => `${i.file}：${reasonText(i.reason, t)}`).join('；')}
              data-testid="run-ignored"
            />
          ) : null}

          <div className="data-section-head">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('dataImport.unmatched')}
              <Typography.Text type="secondary" className="data-section-count">
                {t('dataImport.unmatchedCount', { count: run.summary.unmatched.length })}
              </Typography.Text>
            </Typography.Title>
            <Input.Search
              allowClear
              placeholder={t('dataImport.unmatchedSearch')}
              style={{ width: 260 }}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              data-testid="unmatched-search"
            />
          </div>
          <Typography.Paragraph type="secondary">{t('dataImport.unmatchedHint')}</Typography.Paragraph>
          <UnmatchedTable
            rows={unmatched}
            emptyText={run.status === 'running' ? t('dataImport.unmatchedWhenDone') : t('dataImport.noUnmatched')}
            testId="run-unmatched"
          />
        </div>
      )}
    </Drawer>
  );
}
