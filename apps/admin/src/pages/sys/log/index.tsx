import { ClearOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { LOG_TYPES, type LogView } from '@zhiyuan/shared';
import { App, Button, Popover, Space, Tabs, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { clearLogs, deleteLogs, getLogsByPage } from '../../../services/log';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';

const CODES = { delete: 'sys:log:delete', clear: 'sys:log:clear' } as const;

/** Parameters as pretty JSON when they parse. */
function prettyParams(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

function LogTable({ type }: { type: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<LogView[]>([]);
  const login = type === LOG_TYPES.LOGIN;

  const resultColumn: ProColumns<LogView> = {
    title: t('log.result'),
    dataIndex: 'success',
    width: 100,
    valueType: 'select',
    valueEnum: { true: { text: t('log.success'), status: 'Success' }, false: { text: t('log.failure'), status: 'Error' } },
    render: (_, r) => (
      <Tag color={r.success ? 'green' : 'red'} bordered={false}>
        {r.success ? t('log.success') : t('log.failure')}
        {!login && r.resultCode !== 200 ? ` ${r.resultCode}` : ''}
      </Tag>
    ),
  };

  const common: ProColumns<LogView>[] = [
    { title: t('log.keyword'), dataIndex: 'key', hideInTable: true, fieldProps: { placeholder: t('log.keywordPlaceholder') } },
    { title: t('log.username'), dataIndex: 'username', width: 120, render: (_, r) => r.username || '-' },
    { title: t('log.ip'), dataIndex: 'ip', width: 130 },
  ];

  const columns: ProColumns<LogView>[] = login
    ? [
        ...common,
        resultColumn,
        { title: t('log.reason'), dataIndex: 'errorMessage', search: false, width: 200, ellipsis: true, render: (_, r) => r.errorMessage || '-' },
        { title: t('log.device'), dataIndex: 'device', search: false, ellipsis: true },
        { title: t('log.time'), dataIndex: 'createTime', search: false, width: 170, sorter: true },
      ]
    : [
        ...common.slice(0, 1),
        {
          title: t('log.name'),
          dataIndex: 'name',
          search: false,
          width: 170,
          ellipsis: true,
          render: (_, r) => <Typography.Text strong>{r.name}</Typography.Text>,
        },
        ...common.slice(1),
        {
          title: t('log.request'),
          dataIndex: 'requestUrl',
          search: false,
          width: 260,
          ellipsis: true,
          render: (_, r) => (
            <Space size={4}>
              <Tag bordered={false}>{r.requestType}</Tag>
              <Typography.Text ellipsis style={{ maxWidth: 190 }}>
                {r.requestUrl}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: t('log.params'),
          dataIndex: 'requestParam',
          search: false,
          width: 200,
          render: (_, r) =>
            r.requestParam && r.requestParam !== '{}' ? (
              <Popover content={<pre className="log-params">{prettyParams(r.requestParam)}</pre>} title={t('log.paramsMasked')} trigger="click">
                <Typography.Link ellipsis style={{ maxWidth: 180 }}>
                  {r.requestParam}
                </Typography.Link>
              </Popover>
            ) : (
              '-'
            ),
        },
        resultColumn,
        { title: t('log.error'), dataIndex: 'errorMessage', search: false, width: 180, ellipsis: true, render: (_, r) => r.errorMessage || '-' },
        { title: t('log.cost'), dataIndex: 'costTime', search: false, width: 100, sorter: true, render: (_, r) => `${r.costTime} ms` },
        { title: t('log.time'), dataIndex: 'createTime', search: false, width: 170, sorter: true },
      ];

  columns.push({
    title: t('log.dateRange'),
    dataIndex: 'range',
    valueType: 'dateRange',
    hideInTable: true,
    search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
  });

  const clearAll = () =>
    modal.confirm({
      title: t('log.clearTitle'),
      content: t('log.clearConfirm'),
      okText: t('log.clear'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'log-clear-ok' } as object) },
      onOk: async () => {
        await clearLogs();
        void message.success(t('log.cleared'));
        actionRef.current?.reloadAndRest?.();
      },
    });

  return (
    <ProTable<LogView>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      cardBordered={false}
      dateFormatter="string"
      params={{ type }}
      scroll={{ x: login ? 1100 : 1700 }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      request={pagedRequest(getLogsByPage)}
      rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
      tableAlertOptionRender={() => (
        <Typography.Link
          type="danger"
          data-testid="log-delete-selected"
          onClick={() =>
            confirmDelete(modal, t, { names: selected.map((r) => r.name), thing: t('log.thing') }, async () => {
              await deleteLogs(selected.map((r) => r.id));
              void message.success(t('adminCommon.deleted'));
              setSelected([]);
              actionRef.current?.reload();
            })
          }
        >
          {t('adminCommon.batchDelete')}
        </Typography.Link>
      )}
      toolBarRender={() => [
        <HasPerm key="clear" value={CODES.clear}>
          <Button danger icon={<ClearOutlined />} onClick={clearAll} data-testid="log-clear">
            {t('log.clear')}
          </Button>
        </HasPerm>,
      ]}
    />
  );
}

/** 日志管理: login log (successes and failures with the reason) and operation log (every admin write). */
export default function LogPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(String(LOG_TYPES.LOGIN));
  return (
    <div data-testid="log-page" className="card-tabs">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: String(LOG_TYPES.LOGIN), label: <span data-testid="log-tab-login">{t('log.loginTab')}</span>, children: <LogTable type={LOG_TYPES.LOGIN} /> },
          {
            key: String(LOG_TYPES.OPERATION),
            label: <span data-testid="log-tab-operation">{t('log.operationTab')}</span>,
            children: <LogTable type={LOG_TYPES.OPERATION} />,
          },
        ]}
      />
    </div>
  );
}
