import type { ProColumns } from '@ant-design/pro-components';
import { MESSAGE_RANGES } from '@zhiyuan/shared';
import { Progress, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { SEND_STATUS, type Message, type MessageSend } from '../../../services/message';
import { valueEnum } from '../table';

/** Permission codes of 消息管理 (seeded with the menu). */
export const CODES = { add: 'sys:message:add', edit: 'sys:message:edit', delete: 'sys:message:delete' } as const;
const RANGE_COLORS: Record<number, string> = { 0: 'green', 1: 'blue', 2: 'purple', 3: 'cyan' };

/** What the page does for a message's actions. */
export interface MessageActionHandlers {
  sends: (row: Message) => void;
  edit: (row: Message) => void;
  remove: (row: Message) => void;
}

/** A message's actions: 发送记录, 编辑, 删除. */
export function messageActions(t: TFunction, on: MessageActionHandlers): RowAction<Message>[] {
  return [
    { key: 'sends', label: t('msg.sends'), onClick: on.sends },
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

/** Columns and search fields of the message table; `typeOptions` are the message_type dictionary's entries. */
export function messageColumns(t: TFunction, typeOptions: { value: string; label: string }[], actions: RowAction<Message>[]): ProColumns<Message>[] {
  return [
    {
      title: t('msg.title'),
      dataIndex: 'title',
      width: 180,
      ellipsis: true,
      render: (_, r) => (
        <Tooltip title={r.contentText}>
          <Typography.Text strong>{r.title}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('msg.type'),
      dataIndex: 'type',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(typeOptions),
      render: (_, r) => <Tag bordered={false}>{typeOptions.find((o) => o.value === r.type)?.label ?? r.type}</Tag>,
    },
    { title: t('msg.contentText'), dataIndex: 'contentText', search: false, width: 150, ellipsis: true },
    {
      title: t('msg.range'),
      dataIndex: 'range',
      search: false,
      width: 110,
      render: (_, r) => (
        <Tag color={RANGE_COLORS[r.range]} bordered={false}>
          {t(`msg.ranges.${r.range}`)}
          {r.range !== MESSAGE_RANGES.ALL ? ` ×${r.targetIds.length}` : ''}
        </Tag>
      ),
    },
    {
      title: t('msg.readStat'),
      dataIndex: 'readCount',
      search: false,
      width: 130,
      render: (_, r) => (
        <Tooltip title={t('msg.readOf', { read: r.readCount, total: r.sendCount })}>
          <Progress percent={r.sendCount ? Math.round((r.readCount / r.sendCount) * 100) : 0} size="small" format={() => `${r.readCount}/${r.sendCount}`} />
        </Tooltip>
      ),
    },
    { title: t('msg.createBy'), dataIndex: 'createBy', search: false, width: 80 },
    { title: t('msg.sendTime'), dataIndex: 'createTime', search: false, width: 165, sorter: true },
    {
      title: t('msg.dateRange'),
      dataIndex: 'range_',
      valueType: 'dateRange',
      hideInTable: true,
      search: { transform: (v: [string, string]) => ({ startDate: v?.[0], endDate: v?.[1] }) },
    },
    actionColumn(t, actions, { width: 170, fixed: 'right' }),
  ];
}

/** Columns and search fields of the delivery records (read-only). */
export function sendColumns(t: TFunction): ProColumns<MessageSend>[] {
  const statuses = [
    { value: SEND_STATUS.unread, label: t('msg.unread'), status: 'Warning' },
    { value: SEND_STATUS.read, label: t('msg.read'), status: 'Success' },
  ];
  return [
    { title: t('msg.title'), dataIndex: 'title', width: 220, ellipsis: true, render: (_, r) => <Typography.Text strong>{r.title}</Typography.Text> },
    { title: t('msg.receiver'), dataIndex: 'username', search: false, width: 180, render: (_, r) => `${r.nickname || r.username}（${r.username}）` },
    { title: t('msg.readState'), dataIndex: 'status', width: 110, valueType: 'select', valueEnum: valueEnum(statuses) },
    { title: t('msg.sendTime'), dataIndex: 'createTime', search: false, width: 170, sorter: true },
  ];
}
