import { DownloadOutlined, ImportOutlined, InboxOutlined } from '@ant-design/icons';
import type { QuestionImportReport } from '@zhiyuan/shared';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../../access';
import { downloadQuestionTemplate, importQuestions } from '../../../services/content';
import { ApiError } from '../../../services/http';
import { permissionsOf } from '../shared/kinds';

/**
 * 批量导入 of the 百问: one .xlsx (分类 | 问题 | 回答 | 推荐, the template's columns); the result
 * lists how many were added and each skipped row with its reason.
 */
export function QuestionImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<QuestionImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const template = async () => {
    try {
      await downloadQuestionTemplate(t('content.import.templateName'));
    } catch {
      void message.error(t('content.import.templateFailed'));
    }
  };

  return (
    <HasPerm value={permissionsOf('question').add}>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid="question-import">
        {t('content.import.action')}
      </Button>
      <Modal
        open={open}
        title={t('content.import.title')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('content.import.close')}</Button>}
        afterClose={() => {
          setResult(null);
          setError(null);
        }}
        width={640}
        destroyOnHidden
      >
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('content.import.hint')}{' '}
            <Typography.Link onClick={() => void template()} data-testid="question-import-template">
              <DownloadOutlined /> {t('content.import.template')}
            </Typography.Link>
          </Typography.Paragraph>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            customRequest={async ({ file, onSuccess, onError }) => {
              const blob = file as File;
              setBusy(true);
              setError(null);
              setResult(null);
              try {
                const imported = await importQuestions(blob, blob.name);
                setResult(imported);
                if (imported.added) onImported();
                onSuccess?.(imported);
              } catch (err) {
                setError(err instanceof ApiError ? err.message : t('http.failed'));
                onError?.(err as Error);
              } finally {
                setBusy(false);
              }
            }}
            data-testid="question-import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{busy ? t('content.import.busy') : t('content.import.drop')}</p>
          </Upload.Dragger>
          {error && <Alert type="error" showIcon message={error} />}
          {result && (
            <div data-testid="question-import-result">
              <Alert
                type={result.skipped.length ? 'warning' : 'success'}
                showIcon
                message={t('content.import.summary', { added: result.added, skipped: result.skipped.length })}
              />
              {result.skipped.length > 0 && (
                <Table
                  className="content-import__table"
                  size="small"
                  rowKey="row"
                  pagination={result.skipped.length > 10 ? { pageSize: 10 } : false}
                  dataSource={result.skipped}
                  columns={[
                    { title: t('content.import.row'), dataIndex: 'row', width: 90 },
                    { title: t('content.import.reason'), dataIndex: 'reason' },
                  ]}
                  data-testid="question-import-skipped"
                />
              )}
            </div>
          )}
        </Space>
      </Modal>
    </HasPerm>
  );
}
