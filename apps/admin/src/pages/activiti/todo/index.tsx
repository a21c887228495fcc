import { ModalForm, ProForm, ProFormSelect, ProFormTextArea, ProTable, type ActionType } from '@ant-design/pro-components';
import type { ActTaskView } from '@zhiyuan/shared';
import { App, type ButtonProps, Descriptions, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { backTask, backTasks, backToNode, delegateTask, getBackNodes, getTodoTasks, passTask, passTasks } from '../../../services/workflow';
import { pagedRequest } from '../../sys/table';
import { CommentModal } from '../shared/comment-modal';
import { DelegateUserSelect } from '../shared/delegate-user-select';
import { HistoryDialog } from '../shared/history';
import { CODES, passValues, taskFormFields, todoActions, todoColumns } from './data';

type Dialog =
  { kind: 'pass'; task: ActTaskView } | { kind: 'back' | 'backToTask' | 'delegate'; task: ActTaskView } | { kind: 'passAll' | 'backAll'; tasks: ActTaskView[] };

/** 我的待办: the tasks waiting on me; pass (filling the node's form), send back, delegate. */
export default function TodoPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [historyOf, setHistoryOf] = useState<ActTaskView | null>(null);
  const [selected, setSelected] = useState<ActTaskView[]>([]);

  const finish = (text: string) => {
    void message.success(text);
    setDialog(null);
    setSelected([]);
    actionRef.current?.reload();
  };

  const actions = todoActions(t, {
    pass: (task) => setDialog({ kind: 'pass', task }),
    back: (task) => setDialog({ kind: 'back', task }),
    backToTask: (task) => setDialog({ kind: 'backToTask', task }),
    delegate: (task) => setDialog({ kind: 'delegate', task }),
    history: setHistoryOf,
  });

  const task = dialog && 'task' in dialog ? dialog.task : null;
  const tasks = dialog && 'tasks' in dialog ? dialog.tasks : [];
  const summary = task && (
    <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
      <Descriptions.Item label={t('workflow.process.name')}>{task.processName}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.instance.businessTitle')}>{task.businessTitle || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.instance.applicant')}>{task.applicant}</Descriptions.Item>
      <Descriptions.Item label={t('workflow.todo.task')}>{task.name}</Descriptions.Item>
    </Descriptions>
  );
  const canBatch = access.can([CODES.pass, CODES.back]);

  return (
    <div data-testid="act-todo-page">
      <div data-testid="todo-page">
        <ProTable<ActTaskView>
          rowKey="id"
          actionRef={actionRef}
          headerTitle={t('workflow.todo.listTitle')}
          columns={todoColumns(t, actions)}
          cardBordered={false}
          search={{ labelWidth: 'auto' }}
          pagination={{ defaultPageSize: 10, showSizeChanger: true }}
          scroll={{ x: 1100 }}
          request={pagedRequest(getTodoTasks)}
          rowSelection={canBatch ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
          tableAlertOptionRender={() => (
            <Space size={16}>
              <HasPerm value={CODES.pass}>
                <Typography.Link onClick={() => setDialog({ kind: 'passAll', tasks: selected })} data-testid="todo-pass-all">
                  {t('workflow.todo.passAll')}
                </Typography.Link>
              </HasPerm>
              <HasPerm value={CODES.back}>
                <Typography.Link type="danger" onClick={() => setDialog({ kind: 'backAll', tasks: selected })}>
                  {t('workflow.todo.backAll')}
                </Typography.Link>
              </HasPerm>
            </Space>
          )}
        />

        <ModalForm<Record<string, unknown>>
          key={task?.id ?? 'none'}
          title={task ? t('workflow.todo.passOf', { name: task.name }) : ''}
          open={dialog?.kind === 'pass'}
          width={600}
          modalProps={{ destroyOnHidden: true, onCancel: () => setDialog(null) }}
          submitter={{ searchConfig: { submitText: t('workflow.todo.pass') }, submitButtonProps: { 'data-testid': 'act-pass-ok' } as ButtonProps }}
          onFinish={async (values) => {
            if (!task) return false;
            const body = passValues(values, task.formFields);
            try {
              await passTask(task.id, body.comment, body.values);
            } catch {
              return false;
            }
            finish(t('workflow.todo.passed'));
            return true;
          }}
        >
          {summary}
          {task && renderFormFields(taskFormFields(t, task.formFields))}
          <ProFormTextArea
            name="comment"
            label={t('workflow.todo.comment')}
            fieldProps={{ rows: 3, maxLength: 500, showCount: true, ...({ 'data-testid': 'act-pass-comment' } as object) }}
          />
        </ModalForm>

        <CommentModal
          open={dialog?.kind === 'back'}
          title={task ? t('workflow.todo.backOf', { name: task.name }) : ''}
          label={t('workflow.todo.comment')}
          required
          okDanger
          okText={t('workflow.todo.back')}
          onCancel={() => setDialog(null)}
          onSubmit={async ({ comment }) => {
            if (!task) return;
            await backTask(task.id, comment);
            finish(t('workflow.todo.backDone'));
          }}
        >
          {summary}
          <Typography.Paragraph type="secondary">{t('workflow.todo.backHint')}</Typography.Paragraph>
        </CommentModal>

        <CommentModal<{ comment: string; node: string }>
          open={dialog?.kind === 'backToTask'}
          title={task ? t('workflow.todo.backToTaskOf', { name: task.name }) : ''}
          label={t('workflow.todo.comment')}
          required
          okText={t('workflow.todo.backToTask')}
          onCancel={() => setDialog(null)}
          onSubmit={async ({ comment, node }) => {
            if (!task) return;
            await backToNode(task.id, node, comment);
            finish(t('workflow.todo.backDone'));
          }}
        >
          {summary}
          <ProFormSelect
            name="node"
            label={t('workflow.todo.backNode')}
            rules={[{ required: true, message: t('adminCommon.required', { label: t('workflow.todo.backNode') }) }]}
            request={async () => (task ? (await getBackNodes(task.procInstId)).map((n) => ({ value: n.id, label: n.title || n.id })) : [])}
            params={{ id: task?.procInstId }}
            fieldProps={{ notFoundContent: t('workflow.todo.noBackNodes') }}
          />
        </CommentModal>

        <CommentModal<{ comment: string; userId: string }>
          open={dialog?.kind === 'delegate'}
          title={task ? t('workflow.todo.delegateOf', { name: task.name }) : ''}
          label={t('workflow.todo.comment')}
          okText={t('workflow.todo.delegate')}
          onCancel={() => setDialog(null)}
          onSubmit={async ({ comment, userId }) => {
            if (!task) return;
            await delegateTask(task.id, userId, comment);
            finish(t('workflow.todo.delegated'));
          }}
        >
          {summary}
          <ProForm.Item
            name="userId"
            label={t('workflow.todo.delegateTo')}
            rules={[{ required: true, message: t('adminCommon.required', { label: t('workflow.todo.delegateTo') }) }]}
          >
            <DelegateUserSelect testId="todo-delegate-user" />
          </ProForm.Item>
        </CommentModal>

        <CommentModal
          open={dialog?.kind === 'passAll' || dialog?.kind === 'backAll'}
          title={t(dialog?.kind === 'backAll' ? 'workflow.todo.backAllOf' : 'workflow.todo.passAllOf', { count: tasks.length })}
          label={t('workflow.todo.comment')}
          required={dialog?.kind === 'backAll'}
          okDanger={dialog?.kind === 'backAll'}
          okText={t(dialog?.kind === 'backAll' ? 'workflow.todo.back' : 'workflow.todo.pass')}
          onCancel={() => setDialog(null)}
          onSubmit={async ({ comment }) => {
            const ids = tasks.map((r) => r.id);
            if (dialog?.kind === 'backAll') {
              await backTasks(ids, comment);
              finish(t('workflow.todo.backDone'));
            } else {
              await passTasks(ids, comment);
              finish(t('workflow.todo.passed'));
            }
          }}
        >
          {dialog?.kind === 'passAll' && tasks.some((r) => r.formFields.some((f) => f.required)) && (
            <Typography.Paragraph type="warning">{t('workflow.todo.passAllFormHint')}</Typography.Paragraph>
          )}
        </CommentModal>

        <HistoryDialog
          procInstId={historyOf?.procInstId ?? null}
          title={historyOf?.businessTitle || historyOf?.processName}
          onClose={() => setHistoryOf(null)}
        />
      </div>
    </div>
  );
}
