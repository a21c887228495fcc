import { CloudUploadOutlined, FileSearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Row, Space, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../../../access';
import type { UploadReport } from '@zhiyuan/shared';
import { uploadCommit, uploadDryRun } from '../../../../services/data';
import { ApiError } from '../../../../services/http';
import { fileColumns, reasonText, statusTag } from '../data';
import { UnmatchedTable } from './unmatched-table';

const ACCEPT = '.csv,.xlsx';
const MAX_MB = 10;

/**
 * 上传文件导入: one CSV or xlsx file in the zhiyuan-import/1 format. 预检 reads it as the import
 * would and shows rows read, would import, skipped by reason, unmatched school names and ignored
 * sheets; 确认导入 imports the same file and shows its counts.
 */
export function UploadPanel({ onCommitted }: { onCommitted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<UploadReport | null>(null);
  const [busy, setBusy] = useState<'dryRun' | 'commit' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (step: 'dryRun' | 'commit') => {
    if (!file) return;
    setBusy(step);
    setError(null);
    try {
      const result = step === 'dryRun' ? await uploadDryRun(file) : await uploadCommit(file);
      setReport(result);
      if (step === 'commit') {
        if (result.status === 'succeeded') void message.success(t('dataImport.upload.committed'));
        else void message.warning(result.error ?? t('dataImport.status.empty'));
        onCommitted();
      }
    } catch (err) {
      setReport(null);
      setError(err instanceof ApiError ? err.message : t('http.failed'));
    } finally {
      setBusy(null);
    }
  };

  const totals = report?.totals;
  return (
    <Card className="data-upload" title={t('dataImport.upload.title')} data-testid="upload-panel" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('dataImport.upload.hint', { mb: MAX_MB })}</Typography.Paragraph>
      <Space wrap>
        <Upload
          accept={ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            setFile(f);
            setReport(null);
            setError(null);
            return false; // kept in the page: sent on 预检 and again on 确认导入
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="upload-choose">
            {t('dataImport.upload.choose')}
          </Button>
        </Upload>
        {file && (
          <Typography.Text code data-testid="upload-file-name">
            {file.name}
          </Typography.Text>
        )}
        <HasPerm value="other">
          <Space wrap>
            <Button icon={<FileSearchOutlined />} disabled={!file} loading={busy === 'dryRun'} onClick={() => void run('dryRun')} data-testid="upload-dry-run">
              {t('dataImport.upload.dryRun')}
            </Button>
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={!file || !report?.dryRun || report.totals.imported === 0}
              loading={busy === 'commit'}
              onClick={() => void run('commit')}
              data-testid="upload-commit"
            >
              {t('dataImport.upload.commit')}
            </Button>
          </Space>
        </HasPerm>
      </Space>

      {error && <Alert type="error" showIcon style={{ marginTop: 16 }} message={error} data-testid="upload-error" />}

      {report && totals && (
        <div style={{ marginTop: 16 }} data-testid={report.dryRun ? 'upload-report' : 'upload-result'}>
          <Space style={{ marginBottom: 12 }} wrap>
            <Typography.Text strong>{report.dryRun ? t('dataImport.upload.reportTitle') : t('dataImport.upload.resultTitle')}</Typography.Text>
            {!report.dryRun && report.status && statusTag(report.status, t)}
            {report.tables.map((tb) => (
              <Tag key={tb.label} color="blue" bordered={false}>
                {tb.label} · {t(`dataImport.upload.kind.${tb.kind}`, tb.kind)}
              </Tag>
            ))}
          </Space>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title={t('dataImport.read')} value={totals.read} data-testid="upload-read" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={report.dryRun ? t('dataImport.upload.wouldImport') : t('dataImport.imported')}
                value={totals.imported}
                valueStyle={{ color: '#3f8600' }}
                data-testid="upload-imported"
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('dataImport.unchanged')} value={totals.unchanged} data-testid="upload-unchanged" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('dataImport.skipped')}
                value={totals.skipped}
                valueStyle={totals.skipped ? { color: '#d46b08' } : undefined}
                data-testid="upload-skipped"
              />
            </Col>
          </Row>
          {!report.dryRun && report.error && <Alert type="warning" showIcon style={{ marginTop: 12 }} message={report.error} />}
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="file"
            pagination={false}
            columns={fileColumns(t)}
            dataSource={report.files}
            scroll={{ x: 640 }}
            data-testid="upload-files"
          />
          {report.ignored.length > 0 && (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 12 }}
              message={t('dataImport.upload.ignored', { count: report.ignored.length })}
              description={report.ignored.map((i) => `${i.file}：${reasonText(i.reason, t)}`).join('；')}
              data-testid="upload-ignored"
            />
          )}
          {report.unmatched.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                {t('dataImport.upload.unmatched', { count: report.unmatched.length })}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t('dataImport.suggest.hint')}</Typography.Paragraph>
              <UnmatchedTable rows={report.unmatched} testId="upload-unmatched" />
            </>
          )}
        </div>
      )}
    </Card>
  );
}
