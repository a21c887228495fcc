import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { ActBusinessView, LeaveView } from '@zhiyuan/shared';
import { App, Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { deleteApplications, getApplications, getLeave, withdrawApplication } from '../../../services/workflow';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { CommentModal } from '../shared/comment-modal';
import { HistoryDialog } from '../shared/history';
import { LeaveFormModal } from '../shared/leave-form';
import { NewApplicationModal } from '../shared/new-application';
import { SubmitModal } from '../shared/submit-modal';
import { CODES, applyActions, applyColumns, isDealing } from './data';

/** 我的申请: the applications I started, their state and progress; 发起申请 starts one on any process I may start. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [leave, setLeave] = useState<LeaveView | 'new' | null>(null);
  const [applying, setApplying] = useState(false);
  const [submitting, setSubmitting] = useState<ActBusinessView | null>(null);
  const [withdrawing, setWithdrawing] = useState<ActBusinessView | null>(null);
  const [progressOf, setProgressOf] = useState<ActBusinessView | null>(null);
  const [selected, setSelected] = useState<ActBusinessView[]>([]);
  const reload = () => actionRef.current?.reload();

  const remove = async (rows: ActBusinessView[]) => {
    await deleteApplications(rows.map((a) => a.id));
    void message.success(t('adminCommon.deleted'));
    setSelected([]);
    reload();
  };

  const actions = applyActions(t, {
    submit: setSubmitting,
    edit: async (a) => setLeave(await getLeave(a.tableId)),
    withdraw: setWithdrawing,
    progress: setProgressOf,
    remove: (a) => remove([a]),
  });

  return (
    <div data-testid="act-apply-page">
      <div data-testid="apply-page">
        <ProTable<ActBusinessView>
          rowKey="id"
          actionRef={actionRef}
          headerTitle={t('workflow.apply.listTitle')}
          columns={applyColumns(t, actions)}
          cardBordered={false}
          search={{ labelWidth: 'auto' }}
          pagination={{ defaultPageSize: 10, showSizeChanger: true }}
          scroll={{ x: 1100 }}
          request={pagedRequest(getApplications)}
          rowSelection={
            access.can(CODES.delete)
              ? {
                  selectedRowKeys: selected.map((a) => a.id),
                  onChange: (_k, rows) => setSelected(rows),
                  getCheckboxProps: (a) => ({ disabled: isDealing(a) }),
                }
              : false
          }
          tableAlertOptionRender={() => (
            <Typography.Link
              type="danger"
              onClick={() => confirmDelete(modal, t, { names: selected.map((a) => a.title), thing: t('workflow.apply.thing') }, () => remove(selected))}
            >
              {t('adminCommon.batchDelete')}
            </Typography.Link>
          )}
          toolBarRender={() => [
            <HasPerm key="leave" value={CODES.add}>
              <Button icon={<PlusOutlined />} onClick={() => setLeave('new')} data-testid="apply-new-leave">
                {t('workflow.apply.newLeave')}
              </Button>
            </HasPerm>,
            <HasPerm key="new" value={CODES.add}>
              <Button type="primary" icon={<SendOutlined />} onClick={() => setApplying(true)} data-testid="act-apply-new">
                {t('workflow.apply.new')}
              </Button>
            </HasPerm>,
          ]}
        />
        <NewApplicationModal
          open={applying}
          onClose={() => setApplying(false)}
          onDone={() => {
            setApplying(false);
            reload();
          }}
        />
        <LeaveFormModal
          open={leave !== null}
          leave={leave === 'new' ? null : leave}
          onClose={() => setLeave(null)}
          onDone={() => {
            setLeave(null);
            reload();
          }}
        />
        <SubmitModal
          target={submitting}
          onClose={() => setSubmitting(null)}
          onDone={() => {
            setSubmitting(null);
            reload();
          }}
        />
        <CommentModal
          open={Boolean(withdrawing)}
          title={withdrawing ? t('workflow.apply.withdrawOf', { name: withdrawing.title }) : ''}
          label={t('workflow.apply.withdrawReason')}
          required
          okText={t('workflow.apply.withdraw')}
          onCancel={() => setWithdrawing(null)}
          onSubmit={async ({ comment }) => {
            if (!withdrawing) return;
            await withdrawApplication(withdrawing.id, comment);
            void message.success(t('workflow.apply.withdrawn'));
            setWithdrawing(null);
            reload();
          }}
        />
        <HistoryDialog procInstId={progressOf?.procInstId || null} title={progressOf?.title} onClose={() => setProgressOf(null)} />
      </div>
    </div>
  );
}
