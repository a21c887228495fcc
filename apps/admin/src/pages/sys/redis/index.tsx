import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { CacheKeyView } from '@zhiyuan/shared';
import { Alert, App, Button, Card, Col, Collapse, Row, Statistic, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { clearCache, deleteCacheKeys, getCacheInfo, getCacheKey, getCacheKeys, getCacheKeySize, getCacheMemory, saveCacheKey } from '../../../services/monitor';
import { formatBytes } from '../monitor/data';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import {
  cacheActions,
  cacheClearFormFields,
  cacheColumns,
  cacheInfoColumns,
  cacheKeyFormFields,
  CODES,
  type CacheClearFormValues,
  type CacheKeyFormValues,
} from './data';

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

  const columns = cacheColumns(t, cacheActions(t, { view, remove: (row) => remove([row]) }));

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
            children: <Table size="small" rowKey="key" pagination={false} dataSource={info.data ?? []} columns={cacheInfoColumns(t)} />,
          },
        ]}
      />
      <ModalForm<CacheKeyFormValues>
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
        {renderFormFields(cacheKeyFormFields(t))}
      </ModalForm>
      <ModalForm<CacheClearFormValues>
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
        {renderFormFields(cacheClearFormFields(t))}
      </ModalForm>
    </div>
  );
}
