import type { ProColumns } from '@ant-design/pro-components';
import type { DictItem, LeaveView } from '@zhiyuan/shared';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { LeaveForm } from '../../../services/workflow';
import { canSubmit, submitLabel } from '../apply/data';
import { ResultTag, StatusTag, priorityOptions } from '../shared/status';

/** The leave pages use 我的申请's codes (granted on that page: see useApplyAccess): 新建 / 编辑 (add), 提交 (enable). */
export const CODES = { add: 'act:apply:add', submit: 'act:apply:enable' } as const;

/** The leave process's key (GET /actProcess/getByKey/leave). */
export const LEAVE_PROCESS_KEY = 'leave';

/** The types when the site has no `leave_type` dictionary. */
export const DEFAULT_LEAVE_TYPES = ['personal', 'sick', 'annual', 'compensatory'] as const;

/** The type choices: the dictionary's entries, else the built-in four. */
export function leaveTypeOptions(t: TFunction, dict: readonly DictItem[] | undefined): { value: string; label: string }[] {
  if (dict?.length) return dict.map((d) => ({ value: d.value, label: d.title }));
  return DEFAULT_LEAVE_TYPES.map((type) => ({ value: type, label: t(`workflow.leave.types.${type}`) }));
}

/** Whole days from the first day to the last, both counted; null until both are set and in order. */
export function leaveDays(startDate?: string | null, endDate?: string | null): number | null {
  if (!startDate || !endDate) return null;
  const start = dayjs(startDate).startOf('day');
  const end = dayjs(endDate).startOf('day');
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return null;
  return end.diff(start, 'day') + 1;
}

/** What the leave dialog holds: the request, and the priority it is submitted with. */
export type LeaveFormValues = LeaveForm & { priority: number };

/** The dialog's first values: the request edited, or a new one on the first type (its dates unset, not blank). */
export function leaveFormValues(leave: LeaveView | null, defaultType: string): Partial<LeaveFormValues> {
  if (leave) {
    return { type: leave.type, title: leave.title, description: leave.description, startDate: leave.startDate, endDate: leave.endDate, priority: 0 };
  }
  return { type: defaultType || undefined, title: '', description: '', priority: 0 };
}

/** The leave dialog's fields, the days shown as the dates change. */
export function leaveFormFields(t: TFunction, types: { value: string; label: string }[]): FormField[] {
  const required = (label: string) => ({ required: true, message: t('adminCommon.required', { label }) });
  return [
    { kind: 'select', name: 'type', label: t('workflow.leave.type'), options: types, rules: [required(t('workflow.leave.type'))] },
    {
      kind: 'text',
      name: 'title',
      label: t('workflow.leave.title'),
      rules: [{ ...required(t('workflow.leave.title')), whitespace: true }, { max: 100 }],
      fieldProps: { 'data-testid': 'leave-title' },
    },
    {
      kind: 'row',
      key: 'dates',
      size: 16,
      wrap: true,
      fields: [
        { kind: 'date', name: 'startDate', label: t('workflow.leave.startDate'), rules: [required(t('workflow.leave.startDate'))] },
        {
          kind: 'date',
          name: 'endDate',
          label: t('workflow.leave.endDate'),
          rules: [
            required(t('workflow.leave.endDate')),
            ({ getFieldValue }) => ({
              validator: (_, end?: string) =>
                !end || !getFieldValue('startDate') || leaveDays(getFieldValue('startDate'), end) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('workflow.leave.endBeforeStart'))),
            }),
          ],
        },
      ],
    },
    {
      kind: 'watch',
      key: 'duration',
      names: ['startDate', 'endDate'],
      fields: ({ startDate, endDate }) => {
        const days = leaveDays(startDate as string | undefined, endDate as string | undefined);
        return [
          {
            kind: 'note',
            key: 'days',
            node: (
              <Typography.Paragraph type="secondary" data-testid="leave-duration">
                {days === null ? t('workflow.leave.durationPending') : t('workflow.leave.durationDays', { count: days })}
              </Typography.Paragraph>
            ),
          },
        ];
      },
    },
    { kind: 'textarea', name: 'description', label: t('workflow.leave.description'), fieldProps: { rows: 3, maxLength: 500, showCount: true } },
    { kind: 'radio', name: 'priority', label: t('workflow.apply.priority'), extra: t('workflow.leave.priorityHint'), options: priorityOptions(t) },
  ];
}

export interface LeaveActionHandlers {
  edit: (leave: LeaveView) => void;
  submit: (leave: LeaveView) => void;
  progress: (leave: LeaveView) => void;
}

/**
 * A leave request's actions: 编辑 and 提交 / 重新提交 while it is a draft, withdrawn or turned down
 * (not under review, not approved), and 流程进度 once submitted. `can` answers for 我的申请's codes,
 * which the leave page does not carry itself.
 */
export function leaveActions(t: TFunction, on: LeaveActionHandlers, can: (code: string) => boolean): RowAction<LeaveView>[] {
  return [
    { key: 'edit', label: t('common.edit'), hidden: (l) => !can(CODES.add) || !canSubmit(l), onClick: on.edit, testId: (l) => `leave-edit-${l.title}` },
    {
      key: 'submit',
      label: (l) => submitLabel(t, l),
      hidden: (l) => !can(CODES.submit) || !canSubmit(l),
      onClick: on.submit,
      testId: (l) => `leave-submit-${l.title}`,
    },
    { key: 'progress', label: t('workflow.history.view'), hidden: (l) => !l.procInstId, onClick: on.progress, testId: (l) => `leave-progress-${l.title}` },
  ];
}

/** Columns of my leave requests. */
export function leaveColumns(
  t: TFunction,
  { types, actions }: { types: { value: string; label: string }[]; actions: RowAction<LeaveView>[] },
): ProColumns<LeaveView>[] {
  return [
    { title: t('workflow.leave.title'), dataIndex: 'title', width: 200, ellipsis: true },
    { title: t('workflow.leave.type'), dataIndex: 'type', width: 90, render: (_, l) => types.find((o) => o.value === l.type)?.label ?? l.type },
    { title: t('workflow.leave.startDate'), dataIndex: 'startDate', width: 120 },
    { title: t('workflow.leave.endDate'), dataIndex: 'endDate', width: 120 },
    { title: t('workflow.leave.duration'), dataIndex: 'duration', width: 90, render: (_, l) => t('workflow.leave.days', { count: l.duration }) },
    { title: t('workflow.apply.status'), dataIndex: 'status', width: 90, render: (_, l) => <StatusTag t={t} status={l.status} /> },
    { title: t('workflow.apply.result'), dataIndex: 'result', width: 90, render: (_, l) => <ResultTag t={t} result={l.result} /> },
    { title: t('workflow.leave.description'), dataIndex: 'description', width: 200, ellipsis: true, responsive: ['md'] },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', width: 170, responsive: ['md'] },
    actionColumn(t, actions, { width: 170, fixed: 'right', wrap: true }),
  ];
}
