import { CloudUploadOutlined, DownloadOutlined, FileSearchOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Divider, Form, Input, Row, Select, Space, Statistic, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AliasFileReport, SchoolAliasKind, SchoolAliasView } from '@zhiyuan/shared';
import { HasPerm } from '../../../../access';
import { tableActionColumn, type RowAction } from '../../../../components/row-actions';
import { addSchoolAlias, aliasFileCommit, aliasFileDryRun, deleteSchoolAlias, getSchoolAliases } from '../../../../services/data';
import { ApiError } from '../../../../services/http';
import { ALIAS_TEMPLATE } from '../data';

const KINDS: SchoolAliasKind[] = ['short', 'former', 'campus', 'other'];

/** 院校别名: the short, former and campus names the importer matches, and a form to add one. */
export function AliasPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNumber: 1, pageSize: 10 });
  const [form] = Form.useForm<{ alias: string; institutionName: string; kind: SchoolAliasKind }>();
  const [saving, setSaving] = useState(false);
  const key = ['dataImport', 'aliases', keyword, page] as const;
  const list = useQuery({ queryKey: key, queryFn: () => getSchoolAliases({ ...page, keyword: keyword || undefined }) });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['dataImport', 'aliases'] });

  const add = async (values: { alias: string; institutionName: string; kind: SchoolAliasKind }) => {
    setSaving(true);
    try {
      await addSchoolAlias(values);
      void message.success(t('dataImport.alias.added'));
      form.resetFields(['alias']);
      reload();
    } catch (err) {
      void message.error(err instanceof ApiError ? err.message : t('http.failed'));
    } finally {
      setSaving(false);
    }
  };

  /** An alias's action: 删除, asked first (the 执行导入 right, 'other'). */
  const aliasActions: RowAction<SchoolAliasView>[] = [
    {
      key: 'delete',
      label: t('common.delete', '删除'),
      perm: 'other',
      tone: 'danger',
      confirm: { kind: 'pop', title: (row) => t('dataImport.alias.deleteConfirm', { alias: row.alias }) },
      onClick: async (row) => {
        await deleteSchoolAlias(row.alias);
        reload();
      },
    },
  ];
  const columns: ColumnsType<SchoolAliasView> = [
    { title: t('dataImport.alias.alias'), dataIndex: 'alias', key: 'alias' },
    { title: t('dataImport.alias.institution'), dataIndex: 'institutionName', key: 'institutionName', render: (v: string | null) => v ?? '-' },
    {
      title: t('dataImport.alias.kind'),
      dataIndex: 'kind',
      key: 'kind',
      width: 110,
      render: (k: string) => <Tag bordered={false}>{t(`dataImport.alias.kinds.${k}`, k)}</Tag>,
    },
    {
      title: t('dataImport.alias.source'),
      dataIndex: 'source',
      key: 'source',
      width: 140,
      render: (s: string) => (s === 'seed' ? t('dataImport.alias.seed') : s.replace(/^admin:/, '')),
    },
    tableActionColumn(t, aliasActions, { width: 90 }),
  ];

  return (
    <Card title={t('dataImport.alias.title')} data-testid="alias-panel" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('dataImport.alias.hint')}</Typography.Paragraph>
      <HasPerm value="other">
        <Form form={form} layout="inline" onFinish={(v) => void add(v)} initialValues={{ kind: 'short' }} style={{ marginBottom: 12, rowGap: 8 }}>
          <Form.Item name="alias" rules={[{ required: true, max: 50, message: t('dataImport.alias.aliasRequired') }]}>
            <Input placeholder={t('dataImport.alias.alias')} style={{ width: 160 }} data-testid="alias-input" />
          </Form.Item>
          <Form.Item name="institutionName" rules={[{ required: true, max: 50, message: t('dataImport.alias.institutionRequired') }]}>
            <Input placeholder={t('dataImport.alias.institutionPlaceholder')} style={{ width: 200 }} data-testid="alias-institution" />
          </Form.Item>
          <Form.Item name="kind">
            <Select style={{ width: 120 }} options={KINDS.map((k) => ({ value: k, label: t(`dataImport.alias.kinds.${k}`) }))} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving} data-testid="alias-add">
            {t('dataImport.alias.add')}
          </Button>
        </Form>
      </HasPerm>
      <HasPerm value="other">
        <AliasFileUpload onCommitted={reload} />
      </HasPerm>
      <Space style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={t('dataImport.alias.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNumber: 1 }));
          }}
          style={{ width: 240 }}
        />
      </Space>
      <Table
        size="small"
        rowKey="alias"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.content ?? []}
        scroll={{ x: 600 }}
        pagination={{
          current: page.pageNumber,
          pageSize: page.pageSize,
          total: list.data?.totalElements ?? 0,
          onChange: (pageNumber, pageSize) => setPage({ pageNumber, pageSize }),
        }}
      />
    </Card>
  );
}

/** Download of the alias template (made-up example rows, as docs/import-templates/aliases.csv). */
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([`\uFEFF${ALIAS_TEMPLATE}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'aliases.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * 批量导入别名: a CSV or xlsx of alias → institution (catalog name or code), kind optional. 预检
 * shows what would be added, what is there already and each refused row with its reason; 确认导入
 * adds them and the stored rows without an institution are matched again.
 */
function AliasFileUpload({ onCommitted }: { onCommitted: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<AliasFileReport | null>(null);
  const [busy, setBusy] = useState<'dryRun' | 'commit' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (step: 'dryRun' | 'commit') => {
    if (!file) return;
    setBusy(step);
    setError(null);
    try {
      const result = step === 'dryRun' ? await aliasFileDryRun(file) : await aliasFileCommit(file);
      setReport(result);
      if (step === 'commit') {
        void message.success(t('dataImport.aliasFile.committed', { added: result.added, rows: result.rematched ?? 0 }));
        onCommitted();
      }
    } catch (err) {
      setReport(null);
      setError(err instanceof ApiError ? err.message : t('http.failed'));
    } finally {
      setBusy(null);
    }
  };

  const refusedColumns: ColumnsType<AliasFileReport['refusedRows'][number]> = [
    { title: t('dataImport.aliasFile.row'), dataIndex: 'row', key: 'row', width: 70, align: 'right' },
    { title: t('dataImport.alias.alias'), dataIndex: 'alias', key: 'alias', render: (v: string) => v || '-' },
    { title: t('dataImport.alias.institution'), dataIndex: 'institution', key: 'institution', render: (v: string) => v || '-' },
    {
      title: t('dataImport.aliasFile.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (r: string) => (
        <Tag color="orange" bordered={false}>
          {t(`dataImport.aliasFile.reasons.${r}`, r)}
        </Tag>
      ),
    },
  ];

  return (
    <div data-testid="alias-file" style={{ marginBottom: 16 }}>
      <Divider orientation="left" plain style={{ marginTop: 4 }}>
        {t('dataImport.aliasFile.title')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('dataImport.aliasFile.hint')}</Typography.Paragraph>
      <Space wrap>
        <Upload
          accept=".csv,.xlsx"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            setFile(f);
            setReport(null);
            setError(null);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="alias-file-choose">
            {t('dataImport.upload.choose')}
          </Button>
        </Upload>
        {file && (
          <Typography.Text code data-testid="alias-file-name">
            {file.name}
          </Typography.Text>
        )}
        <Button icon={<FileSearchOutlined />} disabled={!file} loading={busy === 'dryRun'} onClick={() => void run('dryRun')} data-testid="alias-file-dry-run">
          {t('dataImport.upload.dryRun')}
        </Button>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          disabled={!file || !report?.dryRun || report.added === 0}
          loading={busy === 'commit'}
          onClick={() => void run('commit')}
          data-testid="alias-file-commit"
        >
          {t('dataImport.upload.commit')}
        </Button>
        <Button type="link" icon={<DownloadOutlined />} onClick={downloadTemplate} data-testid="alias-template">
          {t('dataImport.aliasFile.template')}
        </Button>
      </Space>
      {error && <Alert type="error" showIcon style={{ marginTop: 12 }} message={error} data-testid="alias-file-error" />}
      {report && (
        <div style={{ marginTop: 12 }} data-testid={report.dryRun ? 'alias-file-report' : 'alias-file-result'}>
          <Typography.Text strong>{report.dryRun ? t('dataImport.upload.reportTitle') : t('dataImport.upload.resultTitle')}</Typography.Text>
          <Row gutter={[16, 8]} style={{ marginTop: 8 }}>
            <Col xs={12} md={6}>
              <Statistic title={t('dataImport.read')} value={report.read} data-testid="alias-file-read" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={report.dryRun ? t('dataImport.aliasFile.wouldAdd') : t('dataImport.aliasFile.added')}
                value={report.added}
                valueStyle={{ color: '#3f8600' }}
                data-testid="alias-file-added"
              />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('dataImport.aliasFile.unchanged')} value={report.unchanged} data-testid="alias-file-unchanged" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic
                title={t('dataImport.aliasFile.refused')}
                value={report.refused}
                valueStyle={report.refused ? { color: '#d46b08' } : undefined}
                data-testid="alias-file-refused"
              />
            </Col>
          </Row>
          {!report.dryRun && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('dataImport.aliasFile.rematched', { rows: report.rematched ?? 0 })}
            </Typography.Paragraph>
          )}
          {report.refusedRows.length > 0 && (
            <Table
              style={{ marginTop: 8 }}
              size="small"
              rowKey="row"
              columns={refusedColumns}
              dataSource={report.refusedRows}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: 560 }}
              data-testid="alias-file-refused-rows"
            />
          )}
        </div>
      )}
    </div>
  );
}
