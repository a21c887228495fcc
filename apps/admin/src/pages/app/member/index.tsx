import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormSelect, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { PROVINCES, type MemberView } from '@zhiyuan/shared';
import { Alert, App, Button, Empty, Modal, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { addMember, deleteMembers, editMember, getMemberVipHistory, getMembers, setMemberStatus, type MemberForm } from '../../../services/member';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest, valueEnum } from '../../sys/table';

const CODES = { add: 'app:member:add', edit: 'app:member:edit', delete: 'app:member:delete' } as const;

function VipHistory({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['member', 'vip', member.id], queryFn: () => getMemberVipHistory(member.id) });
  if (history.data && history.data.length === 0) return <Empty description={t('member.historyEmpty')} />;
  return (
    <Table
      size="small"
      rowKey="id"
      loading={history.isLoading}
      pagination={false}
      dataSource={history.data ?? []}
      columns={[
        { title: t('member.historyTime'), dataIndex: 'createTime', width: 170 },
        { title: t('member.history'), dataIndex: 'source', render: (v: 'card' | 'order') => t(`member.historySource.${v}`) },
        { title: '', dataIndex: 'days', render: (v: number) => t('member.historyDays', { count: v }) },
        { title: t('member.historyUntil'), dataIndex: 'expireTime', width: 170 },
      ]}
    />
  );
}

/** 会员管理: the site's students and parents (never staff), with invite codes, who invited whom and membership. */
export default function MemberPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<MemberView[]>([]);
  const [editing, setEditing] = useState<MemberView | 'new' | null>(null);
  const [inviter, setInviter] = useState<{ id: string; name: string } | null>(null);
  const [historyOf, setHistoryOf] = useState<MemberView | null>(null);

  const reload = () => actionRef.current?.reload();
  const remove = (rows: MemberView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.nickname || r.username), thing: t('member.thing') }, async () => {
      await deleteMembers(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      reload();
    });
  const toggle = async (r: MemberView) => {
    try {
      await setMemberStatus(r.id, r.status !== 0);
    } catch {
      return;
    }
    void message.success(t('adminCommon.saved'));
    reload();
  };

  const columns: ProColumns<MemberView>[] = [
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
        r.inviteBy ? <Typography.Link onClick={() => setInviter({ id: r.inviteBy!, name: r.inviteByName ?? '' })}>{r.inviteByName}</Typography.Link> : '-',
    },
    {
      title: t('member.invited'),
      dataIndex: 'inviteCount',
      search: false,
      width: 100,
      render: (_, r) =>
        r.inviteCount > 0 ? (
          <Typography.Link onClick={() => setInviter({ id: r.id, name: r.nickname || r.username })} data-testid={`member-invited-${r.username}`}>
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
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 220,
      render: (_, r) => (
        <Space size={12} wrap>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setEditing(r)}>{t('common.edit')}</Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => void toggle(r)}>{t(r.status === 0 ? 'member.disable' : 'member.enable')}</Typography.Link>
          </HasPerm>
          <Typography.Link onClick={() => setHistoryOf(r)}>{t('member.history')}</Typography.Link>
          <HasPerm value={CODES.delete}>
            <Typography.Link type="danger" onClick={() => remove([r])}>
              {t('common.delete')}
            </Typography.Link>
          </HasPerm>
        </Space>
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  const sexes = [
    { value: 0, label: t('member.sexes.unknown') },
    { value: 1, label: t('member.sexes.male') },
    { value: 2, label: t('member.sexes.female') },
  ];
  return (
    <div data-testid="member-page">
      <Alert type="info" showIcon message={t('member.tip')} style={{ marginBottom: 16 }} />
      {inviter && (
        <Alert
          type="success"
          style={{ marginBottom: 16 }}
          message={t('member.invitedOf', { name: inviter.name })}
          action={
            <Button size="small" onClick={() => setInviter(null)}>
              {t('member.clearInviter')}
            </Button>
          }
        />
      )}
      <ProTable<MemberView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('member.title')}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        params={inviter ? { inviteBy: inviter.id } : undefined}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        scroll={{ x: 1100 }}
        request={pagedRequest(getMembers)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)}>
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('member.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<MemberForm>
        key={current?.id ?? 'new'}
        title={current ? t('member.edit') : t('member.add')}
        open={editing !== null}
        width={520}
        initialValues={
          current
            ? {
                nickname: current.nickname,
                mobile: current.mobile ?? '',
                email: current.email ?? '',
                sex: current.sex,
                province: current.province ?? undefined,
                grade: current.grade ?? '',
              }
            : { sex: 0 }
        }
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (v) => {
          try {
            if (current) await editMember({ ...v, id: current.id });
            else await addMember(v);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setEditing(null);
          reload();
          return true;
        }}
      >
        {!current && (
          <ProFormText
            name="username"
            label={t('member.username')}
            rules={[{ required: true, message: t('adminCommon.required', { label: t('member.username') }) }]}
          />
        )}
        <ProFormText.Password
          name="password"
          label={current ? t('member.passwordEdit') : t('member.password')}
          rules={current ? [] : [{ required: true, message: t('adminCommon.required', { label: t('member.password') }) }]}
        />
        <ProFormText name="nickname" label={t('member.nickname')} />
        <ProFormText
          name="mobile"
          label={t('member.mobile')}
          rules={current ? [] : [{ required: true, message: t('adminCommon.required', { label: t('member.mobile') }) }]}
        />
        <ProFormText name="email" label={t('member.email')} />
        <ProFormSelect name="sex" label={t('member.sex')} options={sexes} />
        <ProFormSelect name="province" label={t('member.province')} showSearch options={PROVINCES.map((p) => ({ value: p.province, label: p.province }))} />
        <ProFormText name="grade" label={t('member.grade')} />
      </ModalForm>
      <Modal
        title={historyOf ? `${historyOf.nickname || historyOf.username} · ${t('member.history')}` : ''}
        open={historyOf !== null}
        footer={null}
        width={620}
        destroyOnHidden
        onCancel={() => setHistoryOf(null)}
      >
        {historyOf && <VipHistory member={historyOf} />}
      </Modal>
    </div>
  );
}
