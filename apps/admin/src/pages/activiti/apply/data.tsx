import type { ProColumns } from '@ant-design/pro-components';
import { ACT_BUSINESS_RESULT, ACT_BUSINESS_STATUS, type ActBusinessView, type ActProcessView } from '@zhiyuan/shared';
import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { valueEnum } from '../../sys/table';
import { CurrentTasks, ResultTag, StatusTag, priorityOptions, resultOptions, statusOptions } from '../shared/status';

/** Permission codes of 我的申请: 新建 / 编辑 (add), 提交 (enable), 撤回 (disable), 删除 (delete). */
export const CODES = { add: 'act:apply:add', submit: 'act:apply:enable', withdraw: 'act:apply:disable', delete: 'act:apply:delete' } as const;

/** Whether an application (or a leave request, by its application) can be submitted: a draft, a withdrawn one, or one turned down (submitted again). */
export function canSubmit(a: Pick<ActBusinessView, 'status' | 'result'>): boolean {
  return (
    a.status === ACT_BUSINESS_STATUS.draft ||
    a.status === ACT_BUSINESS_STATUS.canceled ||
    (a.status === ACT_BUSINESS_STATUS.finished && a.result === ACT_BUSINESS_RESULT.fail)
  );
}

/** Whether it is being handled (it can be withdrawn, not deleted). */
export const isDealing = (a: Pick<ActBusinessView, 'status'>) => a.status === ACT_BUSINESS_STATUS.dealing;

/** 提交申请 for a draft, 重新提交 for one withdrawn or turned down. */
export const submitLabel = (t: TFunction, a: Pick<ActBusinessView, 'status'>) =>
  t(a.status === ACT_BUSINESS_STATUS.draft ? 'workflow.apply.submit' : 'workflow.apply.resubmit');

/** Whether its business form can still be edited here (a leave request not under way). */
export const canEditForm = (a: ActBusinessView) => a.businessTable === 'leave' && canSubmit(a);

export interface ApplyActionHandlers {
  submit: (a: ActBusinessView) => void;
  edit: (a: ActBusinessView) => unknown;
  withdraw: (a: ActBusinessView) => void;
  progress: (a: ActBusinessView) => void;
  remove: (a: ActBusinessView) => unknown;
}

/** An application's actions by its state: 提交 / 重新提交, 编辑, 撤回, 查看进度, 删除. */
export function applyActions(t: TFunction, on: ApplyActionHandlers): RowAction<ActBusinessView>[] {
  return [
    {
      key: 'submit',
      label: (a) => submitLabel(t, a),
      perm: CODES.submit,
      hidden: (a) => !canSubmit(a),
      onClick: on.submit,
      testId: (a) => `apply-submit-${a.title}`,
    },
    { key: 'edit', label: t('common.edit'), perm: CODES.add, hidden: (a) => !canEditForm(a), onClick: on.edit },
    { key: 'withdraw', label: t('workflow.apply.withdraw'), perm: CODES.withdraw, tone: 'warning', hidden: (a) => !isDealing(a), onClick: on.withdraw },
    { key: 'progress', label: t('workflow.history.view'), hidden: (a) => !a.procInstId, onClick: on.progress, testId: (a) => `apply-progress-${a.title}` },
    {
      key: 'delete',
      label: t('common.delete'),
      perm: CODES.delete,
      tone: 'danger',
      hidden: isDealing,
      confirm: { kind: 'delete', thing: t('workflow.apply.thing'), name: (a) => a.title },
      onClick: on.remove,
    },
  ];
}

/** Columns and search fields of my applications. */
export function applyColumns(t: TFunction, actions: RowAction<ActBusinessView>[]): ProColumns<ActBusinessView>[] {
  return [
    {
      title: t('workflow.apply.title'),
      dataIndex: 'title',
      width: 200,
      render: (_, a) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{a.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {a.processName}
          </Typography.Text>
          {a.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 240 }} ellipsis={{ tooltip: a.description }}>
              {a.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('workflow.apply.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(statusOptions(t)),
      render: (_, a) => <StatusTag t={t} status={a.status} />,
    },
    {
      title: t('workflow.apply.result'),
      dataIndex: 'result',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(resultOptions(t)),
      render: (_, a) => <ResultTag t={t} result={a.result} />,
    },
    {
      title: t('workflow.instance.currentTasks'),
      dataIndex: 'currentTasks',
      search: false,
      width: 200,
      render: (_, a) => <CurrentTasks t={t} tasks={a.currentTasks} />,
    },
    { title: t('workflow.apply.applyTime'), dataIndex: 'applyTime', search: false, width: 170, render: (_, a) => a.applyTime ?? '-' },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 170, responsive: ['lg'] },
    actionColumn(t, actions, { width: 200, fixed: 'right', wrap: true }),
  ];
}

/** Whether a process's applications are leave requests (its page is the leave form). */
export const isLeaveProcess = (p: Pick<ActProcessView, 'routeName' | 'businessTable'>) => p.routeName === 'leave' || p.businessTable === 'leave';

/** The processes to choose from in 发起申请, each findable by its key (`act-apply-process-option-<key>`). */
export function startableOptions(processes: readonly ActProcessView[]): { value: string; label: string; 'data-testid': string }[] {
  return processes.map((p) => ({
    value: p.id,
    label: p.categoryTitle ? `${p.name}（${p.categoryTitle}）` : p.name,
    'data-testid': `act-apply-process-option-${p.processKey}`,
  }));
}

/** The fields of a general application (a process without a business form): its title, its text, the priority it is submitted with. */
export function generalFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'title',
      label: t('workflow.apply.title'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('workflow.apply.title') }) }, { max: 100 }],
      fieldProps: { 'data-testid': 'act-apply-title', maxLength: 100 },
    },
    {
      kind: 'textarea',
      name: 'description',
      label: t('workflow.apply.description'),
      rules: [{ max: 2000 }],
      fieldProps: { 'data-testid': 'act-apply-description', rows: 4, maxLength: 2000, showCount: true },
    },
    { kind: 'radio', name: 'priority', label: t('workflow.apply.priority'), extra: t('workflow.leave.priorityHint'), options: priorityOptions(t) },
  ];
}
