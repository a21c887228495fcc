import type { ProColumns } from '@ant-design/pro-components';
import type { ActDoneView } from '@zhiyuan/shared';
import type { TFunction } from 'i18next';
import { taskColumns } from '../shared/task-columns';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { ActionTag, StateTag } from '../shared/status';

/** Permission codes of 我的已办. */
export const CODES = { delete: 'act:done:delete' } as const;

/** A done task's actions: 流程进度, 删除 (my record of it, asked first). */
export function doneActions(t: TFunction, on: { history: (r: ActDoneView) => void; remove: (r: ActDoneView) => unknown }): RowAction<ActDoneView>[] {
  return [
    {
      key: 'history',
      label: (r) => <span data-testid={`done-history-${r.businessTitle || r.id}`}>{t('workflow.history.view')}</span>,
      onClick: on.history,
      testId: 'act-done-history',
    },
    {
      key: 'delete',
      label: t('common.delete'),
      perm: CODES.delete,
      tone: 'danger',
      confirm: { kind: 'delete', thing: t('workflow.done.thing'), name: (r) => `${r.businessTitle || r.processName} · ${r.name}` },
      onClick: on.remove,
    },
  ];
}

/** Columns and search field of the tasks I acted on. */
export function doneColumns(t: TFunction, actions: RowAction<ActDoneView>[]): ProColumns<ActDoneView>[] {
  return [
    ...taskColumns<ActDoneView>(t),
    { title: t('workflow.history.action'), dataIndex: 'action', search: false, width: 100, render: (_, r) => <ActionTag t={t} action={r.action} /> },
    { title: t('workflow.history.comment'), dataIndex: 'comment', search: false, width: 200, ellipsis: true, render: (_, r) => r.comment || '-' },
    { title: t('workflow.done.endTime'), dataIndex: 'endTime', search: false, width: 170 },
    { title: t('workflow.instance.state'), dataIndex: 'instanceState', search: false, width: 90, render: (_, r) => <StateTag t={t} state={r.instanceState} /> },
    actionColumn(t, actions, { width: 130, fixed: 'right' }),
  ];
}
