import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDependency,
  ProFormDigit,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { CacheKeyView } from '@zhiyuan/shared';
import { Alert, App, Button, Card, Col, Collapse, Row, Space, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { clearCache, deleteCacheKeys, getCacheInfo, getCacheKey, getCacheKeys, getCacheKeySize, getCacheMemory, saveCacheKey } from '../../../services/monitor';
import { formatBytes } from '../monitor/data';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';

const CODES = { add: 'sys:redis:add', delete: 'sys:redis:delete', clear: 'sys:redis:clear' } as const;

/** 缓存监控: the product's keys in the shared state, its size and INFO; secrets show their length only. */
export default function CacheMonitorPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<CacheKeyView[]>([]);
  const [adding, setAdding] = useState(false);
  const [clearing, setClearing] = useState(false);
  const size = useQuery({ queryKey: ['cache', 'size'], queryFn: getCacheKeySize, refetchInterval: 10_000 });
  const memory = useQuery({ queryKey: ['cache', 'memory'], queryFn: getCacheMemory, refetchInterval: 10_000 });
  const info = useQuery({ queryKey: ['cache', 'info'], queryFn: getCacheInfo });
  const isRedis = Boolean(info.data?.some((f) => f.key === 'redis_version'));

  const refresh = () => {
    actionRef.current?.reload();
    void size.refetch();
    void memory.refetch();
  };

  const remove = (rows: CacheKeyView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.key), thing: t('cache.thing') }, async () => {
      await deleteCacheKeys(rows.map((r) => r.key));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      refresh();
    });

  const view = async (row: CacheKeyView) => {
    const whole = await getCacheKey(row.key);
    modal.info({
      title: row.key,
      width: 560,
      content: (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 360, overflow: 'auto' }}>
          {whole.value ?? ''}
        </Typography.Paragraph>
      ),
    });
  };

  const columns: ProColumns<CacheKeyView>[] = [
    {
      title: t('cache.key'),
      dataIndex: 'key',
      fieldProps: { placeholder: t('cache.keyPlaceholder') },
      render: (_, r) => (
        <Typography.Text copyable={{ text: r.key }} style={{ wordBreak: 'break-all' }}>
          {r.key}
        </Typography.Text>
      ),
    },
    {
      title: t('cache.namespace'),
      dataIndex: 'namespace',
      search: false,
      width: 200,
      render: (_, r) => (
        <Tooltip title={r.description}>
          <Space size={4}>
            <Tag bordered={false}>{r.namespace}</Tag>
            {r.secret && <Tag color="gold">{t('cache.secret')}</Tag>}
          </Space>
        </Tooltip>
      ),
    },
    {
      title: t('cache.value'),
      dataIndex: 'value',
      search: false,
      ellipsis: true,
      render: (_, r) => (r.secret ? <Typography.Text type="secondary">{r.value}</Typography.Text> : <Typography.Text>{r.value}</Typography.Text>),
    },
    {
      title: t('cache.expire'),
      dataIndex: 'expireTime',
      search: false,
      width: 110,
      render: (_, r) => (r.expireTime < 0 ? t('cache.never') : t('cache.seconds', { count: r.expireTime })),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 120,
      render: (_, r) => (
        <Space size={12}>
          {!r.secret && <Typography.Link onClick={() => void view(r)}>{t('cache.view')}</Typography.Link>}
          <HasPerm value={CODES.delete}>
            <Typography.Link type="danger" onClick={() => remove([r])}>
              {t('common.delete')}
            </Typography.Link>
          </HasPerm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="cache-monitor">
      <Alert type="info" showIcon message={t('cache.tip')} style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('cache.keySize')} value={size.data?.keySize ?? '-'} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('cache.memory')} value={memory.data ? formatBytes(memory.data.memory) : '-'} />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small">
            <Statistic title={t('cache.store')} value={info.data ? t(isRedis ? 'cache.stores.redis' : 'cache.stores.memory') : '-'} />
          </Card>
        </Col>
      </Row>
      <ProTable<CacheKeyView>
        rowKey="key"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('cache.title')}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getCacheKeys)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.key), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)}>
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="cache-add">
              {t('cache.add')}
            </Button>
          </HasPerm>,
          <HasPerm key="clear" value={CODES.clear}>
            <Button danger icon={<ClearOutlined />} onClick={() => setClearing(true)} data-testid="cache-clear">
              {t('cache.clear')}
            </Button>
          </HasPerm>,
        ]}
      />
      <Collapse
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'info',
            label: t('cache.info'),
            children: (
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={info.data ?? []}
                columns={[
                  { title: t('cache.field'), dataIndex: 'key', width: 260 },
                  { title: t('cache.fieldValue'), dataIndex: 'value' },
                  { title: t('cache.description'), dataIndex: 'description' },
                ]}
              />
            ),
          },
        ]}
      />
      <ModalForm<{ key: string; value: string; expireTime?: number }>
        title={t('cache.add')}
        open={adding}
        width={460}
        initialValues={{ key: 'custom:' }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setAdding(false) }}
        onFinish={async (v) => {
          try {
            await saveCacheKey({ key: v.key.trim(), value: v.value, ...(v.expireTime ? { expireTime: v.expireTime } : {}) });
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setAdding(false);
          refresh();
          return true;
        }}
      >
        <ProFormText
          name="key"
          label={t('cache.addKey')}
          rules={[
            { required: true, whitespace: true, message: t('adminCommon.required', { label: t('cache.key') }) },
            { pattern: /^custom:\S+$/, message: t('cache.addKey') },
          ]}
        />
        <ProFormTextArea name="value" label={t('cache.value')} rules={[{ required: true, message: t('adminCommon.required', { label: t('cache.value') }) }]} />
        <ProFormDigit name="expireTime" label={t('cache.expireSeconds')} min={1} max={30 * 86400} fieldProps={{ precision: 0 }} />
      </ModalForm>
      <ModalForm<{ namespace?: string; confirm: string }>
        title={t('cache.clearTitle')}
        open={clearing}
        width={460}
        modalProps={{ destroyOnHidden: true, onCancel: () => setClearing(false), okButtonProps: { danger: true } }}
        onFinish={async (v) => {
          try {
            const done = await clearCache({ ...(v.namespace?.trim() ? { namespace: v.namespace.trim() } : {}), confirm: v.confirm });
            void message.success(t('cache.cleared', { count: done.deleted }));
          } catch {
            return false;
          }
          setClearing(false);
          refresh();
          return true;
        }}
      >
        <Alert type="warning" showIcon message={t('cache.clearWarn')} style={{ marginBottom: 16 }} />
        <ProFormText name="namespace" label={t('cache.clearNamespace')} />
        <ProFormDependency name={['namespace']}>
          {({ namespace }: { namespace?: string }) => (
            <ProFormText
              name="confirm"
              label={t('cache.clearConfirm', { expected: namespace?.trim() || '全部' })}
              rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('cache.clear') }) }]}
              fieldProps={{ 'data-testid': 'cache-clear-confirm' } as object}
            />
          )}
        </ProFormDependency>
      </ModalForm>
    </div>
  );
}
