import type { ProColumns } from '@ant-design/pro-components';
import type { CardBatchView, CardView } from '@zhiyuan/shared';
import { Alert, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { NewBatch } from '../../../services/vip';
import { valueEnum } from '../../sys/table';

/** Permission codes of 充值卡管理 (seeded with the menu). */
export const CODES = { add: 'vip:card:add', void: 'vip:card:void' } as const;
const STATUS_COLOR = { unused: 'blue', used: 'green', void: 'default' } as const;

/** What the page does for a batch's actions. */
export interface BatchActionHandlers {
  showCards: (batch: CardBatchView) => void;
  voidBatch: (batch: CardBatchView) => unknown;
}

/** A batch's actions: 查看卡密, and 作废本批 (asked first) while it has unused cards. */
export function batchActions(t: TFunction, on: BatchActionHandlers): RowAction<CardBatchView>[] {
  return [
    { key: 'cards', label: t('vipAdmin.batch.viewCards'), onClick: on.showCards },
    {
      key: 'void',
      label: t('vipAdmin.batch.voidBatch'),
      perm: CODES.void,
      hidden: (b) => b.unused <= 0,
      tone: 'danger',
      confirm: {
        kind: 'modal',
        title: () => t('vipAdmin.batch.voidBatch'),
        content: (b) => t('vipAdmin.batch.voidConfirm', { channel: b.channel }),
        okDanger: true,
      },
      onClick: on.voidBatch,
    },
  ];
}

/** Columns and search field of the batch table. */
export function batchColumns(t: TFunction, actions: RowAction<CardBatchView>[]): ProColumns<CardBatchView>[] {
  return [
    {
      title: t('vipAdmin.batch.channel'),
      dataIndex: 'channel',
      width: 180,
      ellipsis: true,
      render: (_, b) => <Typography.Text strong>{b.channel}</Typography.Text>,
    },
    { title: t('vipAdmin.batch.remark'), dataIndex: 'remark', search: false, ellipsis: true, render: (_, b) => b.remark || '-' },
    { title: t('vipAdmin.batch.count'), dataIndex: 'count', search: false, width: 80 },
    { title: t('vipAdmin.batch.days'), dataIndex: 'days', search: false, width: 100 },
    {
      title: t('vipAdmin.batch.used'),
      dataIndex: 'used',
      search: false,
      width: 90,
      render: (_, b) => (
        <Tag color="green" bordered={false}>
          {b.used}
        </Tag>
      ),
    },
    {
      title: t('vipAdmin.batch.unused'),
      dataIndex: 'unused',
      search: false,
      width: 90,
      render: (_, b) => (
        <Tag color="blue" bordered={false}>
          {b.unused}
        </Tag>
      ),
    },
    { title: t('vipAdmin.batch.voided'), dataIndex: 'voided', search: false, width: 90 },
    { title: t('vipAdmin.batch.validUntil'), dataIndex: 'validUntil', search: false, width: 120, render: (_, b) => b.validUntil.slice(0, 10) },
    { title: t('vipAdmin.batch.createBy'), dataIndex: 'createBy', search: false, width: 110 },
    { title: t('vipAdmin.batch.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    actionColumn(t, actions, { width: 170, fixed: 'right', size: 8 }),
  ];
}

/** A card's action: 作废 (asked first) while it is unused. */
export function cardActions(t: TFunction, on: { voidCard: (card: CardView) => unknown }): RowAction<CardView>[] {
  return [
    {
      key: 'void',
      label: t('vipAdmin.card.void'),
      perm: CODES.void,
      hidden: (c) => c.status !== 'unused',
      tone: 'danger',
      confirm: {
        kind: 'modal',
        title: () => t('vipAdmin.card.void'),
        content: (c) => t('vipAdmin.card.voidConfirm', { cardNumber: c.cardNumber }),
        okDanger: true,
      },
      onClick: on.voidCard,
    },
  ];
}

/** Columns and search fields of the card table; `batchId` fills the batch filter (查看卡密 of a batch). */
export function cardColumns(t: TFunction, batchId: string | undefined, actions: RowAction<CardView>[]): ProColumns<CardView>[] {
  const statuses = (['unused', 'used', 'void'] as const).map((s) => ({ value: s, label: t(`vipAdmin.card.statuses.${s}`) }));
  return [
    { title: t('vipAdmin.card.cardNumber'), dataIndex: 'cardNumber', width: 190, copyable: true, tooltip: t('vipAdmin.card.passwordNote') },
    { title: t('vipAdmin.card.batch'), dataIndex: 'batchId', width: 190, hideInTable: true, initialValue: batchId },
    { title: t('vipAdmin.card.channel'), dataIndex: 'channel', search: false, width: 160, ellipsis: true },
    {
      title: t('vipAdmin.card.status'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: valueEnum(statuses),
      render: (_, c) => (
        <Tag color={STATUS_COLOR[c.status]} bordered={false}>
          {t(`vipAdmin.card.statuses.${c.status}`)}
        </Tag>
      ),
    },
    { title: t('vipAdmin.card.days'), dataIndex: 'days', search: false, width: 100 },
    { title: t('vipAdmin.card.validUntil'), dataIndex: 'validUntil', search: false, width: 120, render: (_, c) => c.validUntil.slice(0, 10) },
    { title: t('vipAdmin.card.usedBy'), dataIndex: 'username', width: 140, render: (_, c) => c.usedByName ?? '-' },
    { title: t('vipAdmin.card.usedTime'), dataIndex: 'usedTime', search: false, width: 170, render: (_, c) => c.usedTime ?? '-' },
    { title: t('vipAdmin.card.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    actionColumn(t, actions, { width: 80, fixed: 'right', size: 8 }),
  ];
}

/** Values of the 新建批次 dialog (the date as typed; the page sends it as yyyy-MM-dd). */
export type NewBatchValues = Omit<NewBatch, 'validUntil'> & { validUntil: string };

/** A new batch's first values: 100 cards of 365 days, valid for a year, as xlsx. */
export function newBatchValues(): Partial<NewBatchValues> {
  return { count: 100, days: 365, format: 'xlsx', validUntil: dayjs().add(1, 'year').format('YYYY-MM-DD') };
}

/** The fields of the 新建批次 dialog, under the warning that the file is downloaded once. */
export function newBatchFormFields(t: TFunction): FormField[] {
  const required = (label: string) => [{ required: true, message: t('vipAdmin.batch.required', { label }) }];
  return [
    {
      kind: 'note',
      key: 'warn',
      node: <Alert type="warning" showIcon message={t('vipAdmin.batch.warnTitle')} description={t('vipAdmin.batch.warnText')} style={{ marginBottom: 16 }} />,
    },
    {
      kind: 'text',
      name: 'channel',
      label: t('vipAdmin.batch.channel'),
      tooltip: t('vipAdmin.batch.channelTip'),
      rules: required(t('vipAdmin.batch.channel')),
      fieldProps: { maxLength: 60 },
    },
    { kind: 'text', name: 'remark', label: t('vipAdmin.batch.remark'), fieldProps: { maxLength: 200 } },
    {
      kind: 'digit',
      name: 'count',
      label: t('vipAdmin.batch.count'),
      min: 1,
      max: 5000,
      fieldProps: { precision: 0 },
      rules: required(t('vipAdmin.batch.count')),
    },
    {
      kind: 'digit',
      name: 'days',
      label: t('vipAdmin.batch.days'),
      min: 1,
      max: 3650,
      fieldProps: { precision: 0 },
      rules: required(t('vipAdmin.batch.days')),
    },
    {
      kind: 'date',
      name: 'validUntil',
      label: t('vipAdmin.batch.validUntil'),
      rules: required(t('vipAdmin.batch.validUntil')),
      fieldProps: { disabledDate: (d: dayjs.Dayjs) => d.isBefore(dayjs(), 'day') },
    },
    {
      kind: 'radio',
      name: 'format',
      label: t('vipAdmin.batch.format'),
      options: [
        { value: 'xlsx', label: 'Excel (xlsx)' },
        { value: 'csv', label: 'CSV' },
      ],
    },
  ];
}
