import type { ProColumns } from '@ant-design/pro-components';
import type { ActFormField, ActTaskView } from '@zhiyuan/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { taskColumns } from '../shared/task-columns';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { TaskValues } from '../../../services/workflow';
import { valueEnum } from '../../sys/table';
import { PriorityTag, priorityOptions } from '../shared/status';

/** Permission codes of 我的待办. */
export const CODES = { pass: 'act:todo:pass', back: 'act:todo:back', delegate: 'act:todo:delegate' } as const;

/** A task form field's name in the pass dialog, kept apart from the dialog's own `comment`. */
const FIELD_PREFIX = 'field:';
export const taskFieldName = (name: string) => `${FIELD_PREFIX}${name}`;

/** The fields a node asks its approver to fill (ActTaskView.formFields), as the pass dialog's controls. */
export function taskFormFields(t: TFunction, fields: readonly ActFormField[]): FormField[] {
  return fields.map((field): FormField => {
    const base = {
      name: taskFieldName(field.name),
      label: field.label || field.name,
      rules: field.required && field.type !== 'boolean' ? [{ required: true, message: t('adminCommon.required', { label: field.label || field.name }) }] : [],
    };
    switch (field.type) {
      case 'textarea':
        return { ...base, kind: 'textarea', fieldProps: { rows: 3, maxLength: 1000 } };
      case 'number':
        return { ...base, kind: 'digit', fieldProps: { style: { width: '100%' } } };
      case 'date':
        return { ...base, kind: 'date' };
      case 'select':
        return { ...base, kind: 'select', options: field.options.map((o) => ({ value: o, label: o })) };
      case 'boolean':
        return { ...base, kind: 'switch' };
      default:
        return { ...base, kind: 'text', fieldProps: { maxLength: 200 } };
    }
  });
}

/** The pass dialog's values → the comment and the variables the task sets (a switch left alone is false). */
export function passValues(values: Record<string, unknown>, fields: readonly ActFormField[]): { comment: string; values: TaskValues } {
  const out: TaskValues = {};
  for (const field of fields) {
    const value = values[taskFieldName(field.name)];
    if (field.type === 'boolean') out[field.name] = value === true;
    else if (field.type === 'number') {
      if (typeof value === 'number' && Number.isFinite(value)) out[field.name] = value;
    } else if (typeof value === 'string' && value.trim() !== '') out[field.name] = value.trim();
  }
  const comment = typeof values.comment === 'string' ? values.comment.trim() : '';
  return { comment, values: out };
}

export interface TodoActionHandlers {
  pass: (task: ActTaskView) => void;
  back: (task: ActTaskView) => void;
  backToTask: (task: ActTaskView) => void;
  delegate: (task: ActTaskView) => void;
  history: (task: ActTaskView) => void;
}

/** A task's actions: 通过, 驳回 (to the applicant), 退回到节点, 委托, 流程进度. */
export function todoActions(t: TFunction, on: TodoActionHandlers): RowAction<ActTaskView>[] {
  return [
    {
      key: 'pass',
      label: (r) => <span data-testid={`todo-pass-${r.businessTitle || r.id}`}>{t('workflow.todo.pass')}</span>,
      perm: CODES.pass,
      onClick: on.pass,
      testId: 'act-todo-pass',
    },
    { key: 'back', label: t('workflow.todo.back'), perm: CODES.back, tone: 'danger', onClick: on.back, testId: (r) => `todo-back-${r.businessTitle || r.id}` },
    { key: 'backToTask', label: t('workflow.todo.backToTask'), perm: CODES.back, inMore: true, onClick: on.backToTask },
    { key: 'delegate', label: t('workflow.todo.delegate'), perm: CODES.delegate, inMore: true, onClick: on.delegate },
    { key: 'history', label: t('workflow.history.view'), inMore: true, onClick: on.history },
  ];
}

/** Columns and search fields of my tasks. */
export function todoColumns(t: TFunction, actions: RowAction<ActTaskView>[]): ProColumns<ActTaskView>[] {
  return [
    ...taskColumns<ActTaskView>(t),
    {
      title: t('workflow.apply.priority'),
      dataIndex: 'priority',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(priorityOptions(t)),
      render: (_, r) => <PriorityTag t={t} priority={r.priority} />,
    },
    {
      title: t('workflow.todo.delegatedBy'),
      dataIndex: 'delegatedBy',
      search: false,
      width: 110,
      responsive: ['md'],
      render: (_, r) => (r.delegatedBy ? <Tag bordered={false}>{r.delegatedBy}</Tag> : '-'),
    },
    { title: t('workflow.todo.createTime'), dataIndex: 'createTime', search: false, width: 170 },
    { title: t('workflow.todo.dueTime'), dataIndex: 'dueTime', search: false, width: 170, responsive: ['lg'], render: (_, r) => r.dueTime ?? '-' },
    actionColumn(t, actions, {
      width: 190,
      fixed: 'right',
      wrap: true,
      more: { label: t('common.more'), testId: (r) => `todo-more-${r.businessTitle || r.id}` },
    }),
  ];
}
