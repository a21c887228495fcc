import type { ProColumns } from '@ant-design/pro-components';
import type { LogView } from '@zhiyuan/shared';
import { Popover, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** Permission codes of 日志管理 (seeded with the menu). */
export const CODES = { delete: 'sys:log:delete', clear: 'sys:log:clear' } as const;

/** Parameters as pretty JSON when they parse. */
export function prettyParams(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** Columns and search fields of the login log (`login`) or the operation log; read-only rows (batch delete only). */
export function logColumns(t: TFunction, login: boolean): ProColumns<LogView>[] {
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

  return [
    ...columns,
    {
      title: t('log.dateRange'),
      dataIndex: 'range',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
    },
  ];
}
