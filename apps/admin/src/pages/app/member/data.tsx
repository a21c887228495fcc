import type { ProColumns } from '@ant-design/pro-components';
import { PROVINCES, type MemberView, type VipGrantView } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../../sys/table';

/** Permission codes of 会员管理 (seeded with the menu). */
export const CODES = { add: 'app:member:add', edit: 'app:member:edit', delete: 'app:member:delete' } as const;

/** What the page does for a member's actions. */
export interface MemberActionHandlers {
  edit: (row: MemberView) => void;
  toggle: (row: MemberView) => unknown;
  history: (row: MemberView) => void;
  remove: (row: MemberView) => void;
}

/** A member's actions: 编辑, 禁用 or 启用, 会员记录, 删除. */
export function memberActions(t: TFunction, on: MemberActionHandlers): RowAction<MemberView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit },
    { key: 'toggle', label: (r) => t(r.status === 0 ? 'member.disable' : 'member.enable'), perm: CODES.edit, onClick: on.toggle },
    { key: 'history', label: t('member.history'), onClick: on.history },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

interface ColumnOptions {
  /** Lists the members a member invited (the 邀请人 and 已邀请 links). */
  showInvited: (inviter: { id: string; name: string }) => void;
  actions: RowAction<MemberView>[];
}

/** Columns and search fields of the member table. */
export function memberColumns(t: TFunction, { showInvited, actions }: ColumnOptions): ProColumns<MemberView>[] {
  return [
    { title: t('member.keyword'), dataIndex: 'key', hideInTable: true, fieldProps: { placeholder: t('member.keywordPlaceholder') } },
    {
      title: t('member.account'),
      dataIndex: 'username',
      search: false,
      width: 180,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{r.nickname || r.username}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.username}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('member.mobile'), dataIndex: 'mobile', search: false, width: 130, render: (_, r) => r.mobile || '-' },
    {
      title: t('member.vip'),
      dataIndex: 'vip',
      width: 200,
      valueType: 'select',
      valueEnum: valueEnum([
        { value: 1, label: t('member.vipOptions.yes') },
        { value: 0, label: t('member.vipOptions.no') },
      ]),
      render: (_, r) =>
        r.vipStatus === 1 ? (
          <Space size={4} wrap>
            <Tag color="gold" bordered={false}>
              VIP
            </Tag>
            <Typography.Text type="secondary">{t('member.vipUntil', { time: r.vipEndTime?.slice(0, 10) })}</Typography.Text>
          </Space>
        ) : r.vipEndTime ? (
          <Typography.Text type="secondary">{t('member.vipEnded', { time: r.vipEndTime.slice(0, 10) })}</Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: t('member.inviteCode'),
      dataIndex: 'inviteCode',
      search: false,
      width: 130,
      render: (_, r) => (r.inviteCode ? <Typography.Text copyable={{ text: r.inviteCode }}>{r.inviteCode}</Typography.Text> : '-'),
    },
    {
      title: t('member.invitedBy'),
      dataIndex: 'inviteByName',
      search: false,
      width: 120,
      render: (_, r) =>
        r.inviteBy ? <Typography.Link onClick={() => showInvited({ id: r.inviteBy!, name: r.inviteByName ?? '' })}>{r.inviteByName}</Typography.Link> : '-',
    },
    {
      title: t('member.invited'),
      dataIndex: 'inviteCount',
      search: false,
      width: 100,
      render: (_, r) =>
        r.inviteCount > 0 ? (
          <Typography.Link onClick={() => showInvited({ id: r.id, name: r.nickname || r.username })} data-testid={`member-invited-${r.username}`}>
            {r.inviteCount}
          </Typography.Link>
        ) : (
          0
        ),
    },
    {
      title: t('member.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum([
        { value: 0, label: t('member.statuses.normal') },
        { value: -1, label: t('member.statuses.disabled') },
      ]),
      render: (_, r) => (
        <Tag color={r.status === 0 ? 'green' : 'red'} bordered={false}>
          {t(r.status === 0 ? 'member.statuses.normal' : 'member.statuses.disabled')}
        </Tag>
      ),
    },
    { title: t('member.createTime'), dataIndex: 'createTime', search: false, width: 170, responsive: ['lg'] },
    actionColumn(t, actions, { width: 220, wrap: true }),
  ];
}

/** The fields of the add / edit dialog: a new member needs an account, a password and a mobile; an edit may leave the password empty. */
export function memberFormFields(t: TFunction, editing: boolean): FormField[] {
  const sexes = [
    { value: 0, label: t('member.sexes.unknown') },
    { value: 1, label: t('member.sexes.male') },
    { value: 2, label: t('member.sexes.female') },
  ];
  const required = (label: string) => [{ required: true, message: t('adminCommon.required', { label }) }];
  const fields: FormField[] = [
    { kind: 'text', name: 'username', label: t('member.username'), rules: required(t('member.username')) },
    {
      kind: 'password',
      name: 'password',
      label: editing ? t('member.passwordEdit') : t('member.password'),
      rules: editing ? [] : required(t('member.password')),
    },
    { kind: 'text', name: 'nickname', label: t('member.nickname') },
    { kind: 'text', name: 'mobile', label: t('member.mobile'), rules: editing ? [] : required(t('member.mobile')) },
    { kind: 'text', name: 'email', label: t('member.email') },
    { kind: 'select', name: 'sex', label: t('member.sex'), options: sexes },
    {
      kind: 'select',
      name: 'province',
      label: t('member.province'),
      showSearch: true,
      options: PROVINCES.map((p) => ({ value: p.province, label: p.province })),
    },
    { kind: 'text', name: 'grade', label: t('member.grade') },
  ];
  // The account name is chosen once.
  return editing ? fields.filter((f) => !('name' in f && f.name === 'username')) : fields;
}

/** Columns of a member's 会员记录 (a dialog's short list). */
export function vipHistoryColumns(t: TFunction): ColumnsType<VipGrantView> {
  return [
    { title: t('member.historyTime'), dataIndex: 'createTime', width: 170 },
    { title: t('member.history'), dataIndex: 'source', render: (v: VipGrantView['source']) => t(`member.historySource.${v}`) },
    { title: '', dataIndex: 'days', render: (v: number) => t('member.historyDays', { count: v }) },
    { title: t('member.historyUntil'), dataIndex: 'expireTime', width: 170 },
  ];
}
