import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../../../access';
import { addSchoolAlias, deleteSchoolAlias, getSchoolAliases, type SchoolAlias, type SchoolAliasKind } from '../../../../services/data';
import { ApiError } from '../../../../services/http';

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

  const columns: ColumnsType<SchoolAlias> = [
    { title: t('dataImport.alias.alias'), dataIndex: 'alias', key: 'alias' },
    { title: t('dataImport.alias.institution'), dataIndex: 'institutionName', key: 'institutionName', render: (v: string | null) => v ?? '-' },
    { title: t('dataImport.alias.kind'), dataIndex: 'kind', key: 'kind', width: 110, render: (k: string) => <Tag bordered={false}>{t(`dataImport.alias.kinds.${k}`, k)}</Tag> },
    { title: t('dataImport.alias.source'), dataIndex: 'source', key: 'source', width: 140, render: (s: string) => (s === 'seed' ? t('dataImport.alias.seed') : s.replace(/^admin:/, '')) },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <HasPerm value="other">
          <Popconfirm title={t('dataImport.alias.deleteConfirm', { alias: row.alias })} onConfirm={async () => { await deleteSchoolAlias(row.alias); reload(); }}>
            <Typography.Link type="danger">{t('common.delete', '删除')}</Typography.Link>
          </Popconfirm>
        </HasPerm>
      ),
    },
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
      <Space style={{ marginBottom: 8 }}>
        <Input.Search allowClear placeholder={t('dataImport.alias.search')} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, pageNumber: 1 })); }} style={{ width: 240 }} />
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
