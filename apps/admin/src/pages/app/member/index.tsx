import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { MemberView } from '@zhiyuan/shared';
import { Alert, App, Button, Empty, Modal, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { addMember, deleteMembers, editMember, getMemberVipHistory, getMembers, setMemberStatus, type MemberForm } from '../../../services/member';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { CODES, memberActions, memberColumns, memberFormFields, vipHistoryColumns } from './data';

function VipHistory({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['member', 'vip', member.id], queryFn: () => getMemberVipHistory(member.id) });
  if (history.data && history.data.length === 0) return <Empty description={t('member.historyEmpty')} />;
  return <Table size="small" rowKey="id" loading={history.isLoading} pagination={false} dataSource={history.data ?? []} columns={vipHistoryColumns(t)} />;
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

  const columns = memberColumns(t, {
    showInvited: setInviter,
    actions: memberActions(t, { edit: setEditing, toggle, history: setHistoryOf, remove: (row) => remove([row]) }),
  });

  const current = editing === 'new' ? null : editing;
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
        {renderFormFields(memberFormFields(t, Boolean(current)))}
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
