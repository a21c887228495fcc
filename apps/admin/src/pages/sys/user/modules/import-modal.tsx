import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { UserImportReport, UserImportRow } from '@zhiyuan/shared';
import { Alert, App, Button, Input, Modal, Result, Space, Table, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../services/http';
import { importUsers } from '../../../../services/user';
import { IMPORT_LIMIT, IMPORT_SAMPLE, parseImport } from '../import';

interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** After a successful import: generated passwords to show once. */
  onImported: (report: UserImportReport) => void;
}

function downloadSample() {
  const blob = new Blob([JSON.stringify(IMPORT_SAMPLE, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'users-import-sample.json';
  a.click();
  URL.revokeObjectURL(url);
}

/** 导入用户: a JSON file (or pasted JSON); all rows or none, with every rejected row and why. */
export function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [rows, setRows] = useState<UserImportRow[] | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const [report, setReport] = useState<UserImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setText('');
    setFileName(undefined);
    setRows(null);
    setParseError(null);
    setReport(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const read = (content: string) => {
    setText(content);
    setReport(null);
    const parsed = parseImport(content);
    if (parsed.ok) {
      setRows(parsed.rows);
      setParseError(null);
    } else {
      setRows(null);
      setParseError(t(`userx.parse.${parsed.error}`, { row: parsed.row, limit: IMPORT_LIMIT }));
    }
  };

  const submit = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      const result = await importUsers(rows);
      setReport(result);
      if (result.rejected.length === 0) {
        void message.success(t('userx.imported', { count: result.imported }));
        onImported(result);
        reset();
        onClose();
      }
    } catch (error) {
      setParseError(error instanceof ApiError ? error.message : t('http.failed'));
    } finally {
      setBusy(false);
    }
  };

  const rejected = report?.rejected ?? [];

  return (
    <Modal
      title={t('userx.importTitle')}
      open={open}
      width={760}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="sample" icon={<DownloadOutlined />} onClick={downloadSample} style={{ float: 'left' }}>
          {t('userx.sample')}
        </Button>,
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={!rows} onClick={() => void submit()} data-testid="user-import-submit">
          {rows ? t('userx.importRows', { count: rows.length }) : t('userx.import')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('userx.importHelp', { limit: IMPORT_LIMIT })}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'file',
            label: t('userx.fromFile'),
            children: (
              <Upload.Dragger
                accept=".json,application/json"
                maxCount={1}
                showUploadList={false}
                beforeUpload={(file) => {
                  setFileName(file.name);
                  void file.text().then(read);
                  return false;
                }}
                data-testid="user-import-file"
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{fileName ?? t('userx.dropFile')}</p>
                <p className="ant-upload-hint">{t('userx.dropHint')}</p>
              </Upload.Dragger>
            ),
          },
          {
            key: 'paste',
            label: t('userx.paste'),
            children: (
              <Input.TextArea
                rows={8}
                value={text}
                onChange={(e) => read(e.target.value)}
                placeholder='[{"username":"zhangsan","nickname":"张三"}]'
                data-testid="user-import-text"
              />
            ),
          },
        ]}
      />
      <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
        {parseError && <Alert type="error" showIcon message={parseError} />}
        {rows && !report && <Alert type="info" showIcon message={t('userx.ready', { count: rows.length })} />}
        {report && rejected.length > 0 && (
          <div data-testid="user-import-report">
            <Result
              status="warning"
              style={{ padding: '8px 0' }}
              title={t('userx.rejectedTitle', { count: rejected.length, total: report.total })}
              subTitle={t('userx.rejectedText')}
            />
            <Table
              size="small"
              rowKey="row"
              pagination={rejected.length > 8 ? { pageSize: 8, size: 'small' } : false}
              dataSource={rejected}
              columns={[
                { title: t('userx.row'), dataIndex: 'row', width: 70 },
                { title: t('user.username'), dataIndex: 'username', width: 140, render: (v: string) => v || '-' },
                {
                  title: t('userx.reasons'),
                  dataIndex: 'reasons',
                  render: (reasons: string[]) => <Typography.Text type="danger">{reasons.join('；')}</Typography.Text>,
                },
              ]}
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
