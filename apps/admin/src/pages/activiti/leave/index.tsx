import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { LeaveView } from '@zhiyuan/shared';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLeaves } from '../../../services/workflow';
import { pagedRequest } from '../../sys/table';
import { useApplyAccess } from '../shared/apply-access';
import { HistoryDialog } from '../shared/history';
import { LeaveFormModal, useLeaveTypes } from '../shared/leave-form';
import { SubmitModal } from '../shared/submit-modal';
import { CODES, leaveActions, leaveColumns } from './data';

/** 请假申请: my leave requests and where each stands; a new one is a draft until submitted to the leave process. */
export default function LeavePage() {
  const { t } = useTranslation();
  const actionRef = useRef<ActionType>(null);
  const types = useLeaveTypes();
  const can = useApplyAccess();
  const [editing, setEditing] = useState<LeaveView | 'new' | null>(null);
  const [submitting, setSubmitting] = useState<LeaveView | null>(null);
  const [progressOf, setProgressOf] = useState<LeaveView | null>(null);
  const reload = () => actionRef.current?.reload();

  const actions = leaveActions(t, { edit: setEditing, submit: setSubmitting, progress: setProgressOf }, can);

  return (
    <div data-testid="leave-page">
      <ProTable<LeaveView>
        rowKey="id"
        actionRef={actionRef}
        headerTitle={t('workflow.leave.listTitle')}
        columns={leaveColumns(t, { types, actions })}
        cardBordered={false}
        search={false}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        scroll={{ x: 1250 }}
        request={pagedRequest(getLeaves)}
        toolBarRender={() =>
          can(CODES.add)
            ? [
                <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="leave-add">
                  {t('workflow.leave.add')}
                </Button>,
              ]
            : []
        }
      />
      <LeaveFormModal
        open={editing !== null}
        leave={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onDone={() => {
          setEditing(null);
          reload();
        }}
      />
      <HistoryDialog procInstId={progressOf?.procInstId || null} title={progressOf?.title} onClose={() => setProgressOf(null)} />
      <SubmitModal
        target={submitting && { id: submitting.businessId, title: submitting.title }}
        onClose={() => setSubmitting(null)}
        onDone={() => {
          setSubmitting(null);
          reload();
        }}
      />
    </div>
  );
}
