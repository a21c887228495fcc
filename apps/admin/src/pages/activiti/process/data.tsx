import type { ProColumns } from '@ant-design/pro-components';
import type { ActInstanceView, ActProcessView } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { ProcessInfoForm } from '../../../services/workflow';
import { valueEnum } from '../../sys/table';
import { CurrentTasks, StateTag } from '../shared/status';

/** Permission codes of 流程管理. */
export const CODES = { edit: 'act:process:edit', delete: 'act:process:delete' } as const;

/** The business tables an application can belong to (ActProcessView.businessTable). */
export const BUSINESS_TABLES = ['leave', 'content', 'vip_order'] as const;

export interface ProcessActionHandlers {
  toggleStatus: (process: ActProcessView) => unknown;
  editInfo: (process: ActProcessView) => void;
  startUsers: (process: ActProcessView) => void;
  nodes: (process: ActProcessView) => void;
  toModel: (process: ActProcessView) => unknown;
  exportXml: (process: ActProcessView) => unknown;
  diagram: (process: ActProcessView) => void;
  remove: (process: ActProcessView) => unknown;
}

/** A version's actions: 挂起 / 激活, 节点设置, 编辑信息, 发起人, 转为模型, 导出, 流程图, 删除. */
export function processActions(t: TFunction, on: ProcessActionHandlers): RowAction<ActProcessView>[] {
  return [
    {
      key: 'status',
      label: (p) => t(p.status === 1 ? 'workflow.process.suspend' : 'workflow.process.activate'),
      perm: CODES.edit,
      confirm: { kind: 'pop', title: (p) => t(p.status === 1 ? 'workflow.process.suspendConfirm' : 'workflow.process.activateConfirm', { name: p.name }) },
      onClick: on.toggleStatus,
      testId: (p) => `process-status-${p.processKey}-${p.version}`,
    },
    { key: 'nodes', label: t('workflow.process.nodes'), perm: CODES.edit, onClick: on.nodes, testId: (p) => `process-nodes-${p.processKey}-${p.version}` },
    { key: 'info', label: t('workflow.process.editInfo'), perm: CODES.edit, onClick: on.editInfo, inMore: true },
    { key: 'starters', label: t('workflow.process.startUsers'), perm: CODES.edit, onClick: on.startUsers, inMore: true },
    {
      key: 'toModel',
      label: t('workflow.process.toModel'),
      perm: CODES.edit,
      inMore: true,
      confirm: { kind: 'modal', title: (p) => t('workflow.process.toModelConfirm', { name: p.name, version: p.version }) },
      onClick: on.toModel,
    },
    { key: 'export', label: t('workflow.process.exportXml'), onClick: on.exportXml, inMore: true },
    { key: 'diagram', label: t('workflow.process.diagram'), onClick: on.diagram, inMore: true },
    {
      key: 'delete',
      label: t('common.delete'),
      perm: CODES.delete,
      tone: 'danger',
      inMore: true,
      confirm: { kind: 'delete', thing: t('workflow.process.thing'), name: (p) => `${p.name} v${p.version}` },
      onClick: on.remove,
    },
  ];
}

/** Columns and search fields of the deployed versions; by default only each key's newest. */
export function processColumns(
  t: TFunction,
  { categories, actions }: { categories: { value: string; label: string }[]; actions: RowAction<ActProcessView>[] },
): ProColumns<ActProcessView>[] {
  return [
    {
      title: t('workflow.process.name'),
      dataIndex: 'name',
      width: 200,
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{p.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.description || p.processKey}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('workflow.process.processKey'), dataIndex: 'processKey', width: 130, render: (_, p) => <Typography.Text code>{p.processKey}</Typography.Text> },
    {
      title: t('workflow.category.thing'),
      dataIndex: 'categoryId',
      valueType: 'select',
      valueEnum: valueEnum(categories),
      width: 120,
      render: (_, p) => p.categoryTitle || '-',
    },
    {
      title: t('workflow.process.versions'),
      dataIndex: 'showLatest',
      hideInTable: true,
      valueType: 'select',
      initialValue: 'true',
      valueEnum: valueEnum([
        { value: 'true', label: t('workflow.process.latestOnly') },
        { value: 'false', label: t('workflow.process.allVersions') },
      ]),
    },
    {
      title: t('workflow.process.version'),
      dataIndex: 'version',
      search: false,
      width: 110,
      render: (_, p) => (
        <Space size={4}>
          <span>v{p.version}</span>
          {p.latest && (
            <Tag color="blue" bordered={false}>
              {t('workflow.process.latest')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('workflow.process.status'),
      dataIndex: 'status',
      search: false,
      width: 90,
      render: (_, p) => (
        <Tag color={p.status === 1 ? 'green' : 'orange'} bordered={false}>
          {t(p.status === 1 ? 'workflow.process.active' : 'workflow.process.suspended')}
        </Tag>
      ),
    },
    {
      title: t('workflow.process.startUsers'),
      dataIndex: 'allUser',
      search: false,
      width: 120,
      responsive: ['md'],
      render: (_, p) =>
        p.allUser ? t('workflow.process.everybody') : p.startUsers.map((u) => u.nickname || u.username).join(t('workflow.listSeparator')) || '-',
    },
    { title: t('workflow.process.running'), dataIndex: 'running', search: false, width: 90 },
    {
      title: t('workflow.process.businessTable'),
      dataIndex: 'businessTable',
      search: false,
      width: 110,
      responsive: ['lg'],
      render: (_, p) => (p.businessTable ? t(`workflow.process.tables.${p.businessTable}`, { defaultValue: p.businessTable }) : '-'),
    },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 170, responsive: ['lg'] },
    actionColumn(t, actions, {
      width: 200,
      fixed: 'right',
      wrap: true,
      more: { label: t('common.more'), testId: (p) => `process-more-${p.processKey}-${p.version}` },
    }),
  ];
}

/** The dialog of 编辑信息. */
export function processInfoFields(t: TFunction, categories: { value: string; label: string }[]): FormField[] {
  return [
    { kind: 'select', name: 'categoryId', label: t('workflow.category.thing'), options: categories, showSearch: true, fieldProps: { allowClear: true } },
    { kind: 'textarea', name: 'description', label: t('workflow.process.description'), fieldProps: { rows: 2, maxLength: 200 } },
    {
      kind: 'select',
      name: 'businessTable',
      label: t('workflow.process.businessTable'),
      extra: t('workflow.process.businessTableHint'),
      options: [
        { value: '', label: t('workflow.process.noTable') },
        ...BUSINESS_TABLES.map((table) => ({ value: table, label: t(`workflow.process.tables.${table}`) })),
      ],
    },
    { kind: 'text', name: 'routeName', label: t('workflow.process.routeName'), extra: t('workflow.process.routeNameHint'), fieldProps: { maxLength: 100 } },
  ];
}

export function processInfoValues(p: ActProcessView): ProcessInfoForm {
  return { categoryId: p.categoryId, description: p.description, routeName: p.routeName, businessTable: p.businessTable };
}

export interface RunningActionHandlers {
  toggle: (instance: ActInstanceView) => unknown;
  cancel: (instance: ActInstanceView) => void;
  history: (instance: ActInstanceView) => void;
}

/** A running instance's actions: 挂起 / 激活, 作废 (with a reason), 流程进度. */
export function runningActions(t: TFunction, on: RunningActionHandlers): RowAction<ActInstanceView>[] {
  return [
    {
      key: 'toggle',
      label: (i) => t(i.state === 'suspended' ? 'workflow.process.activate' : 'workflow.process.suspend'),
      perm: CODES.edit,
      confirm: { kind: 'pop', title: (i) => t(i.state === 'suspended' ? 'workflow.instance.activateConfirm' : 'workflow.instance.suspendConfirm') },
      onClick: on.toggle,
    },
    { key: 'cancel', label: t('workflow.instance.cancel'), perm: CODES.delete, tone: 'danger', onClick: on.cancel },
    { key: 'history', label: t('workflow.history.view'), onClick: on.history },
  ];
}

/** A finished instance's actions: 流程进度, 删除 (asked first). */
export function finishedActions(
  t: TFunction,
  on: { history: (i: ActInstanceView) => void; remove: (i: ActInstanceView) => unknown },
): RowAction<ActInstanceView>[] {
  return [
    { key: 'history', label: t('workflow.history.view'), onClick: on.history },
    {
      key: 'delete',
      label: t('common.delete'),
      perm: CODES.delete,
      tone: 'danger',
      confirm: { kind: 'delete', thing: t('workflow.instance.thing'), name: (i) => i.businessTitle || i.processName },
      onClick: on.remove,
    },
  ];
}

/** Columns of the running (`finished` false) or finished instances, searched by process name. */
export function instanceColumns(
  t: TFunction,
  { finished, actions }: { finished: boolean; actions: RowAction<ActInstanceView>[] },
): ProColumns<ActInstanceView>[] {
  return [
    {
      title: t('workflow.process.name'),
      dataIndex: 'name',
      width: 170,
      render: (_, i) => (
        <span>
          {i.processName} <Typography.Text type="secondary">v{i.version}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('workflow.instance.businessTitle'),
      dataIndex: 'businessTitle',
      search: false,
      width: 180,
      ellipsis: true,
      render: (_, i) => i.businessTitle || '-',
    },
    { title: t('workflow.instance.applicant'), dataIndex: 'applicant', search: false, width: 110 },
    { title: t('workflow.instance.state'), dataIndex: 'state', search: false, width: 90, render: (_, i) => <StateTag t={t} state={i.state} /> },
    {
      title: t('workflow.instance.currentTasks'),
      dataIndex: 'currentTasks',
      search: false,
      width: 200,
      hideInTable: finished,
      render: (_, i) => <CurrentTasks t={t} tasks={i.currentTasks} />,
    },
    { title: t('workflow.instance.startTime'), dataIndex: 'startTime', search: false, width: 170 },
    { title: t('workflow.instance.endTime'), dataIndex: 'endTime', search: false, width: 170, hideInTable: !finished, render: (_, i) => i.endTime ?? '-' },
    {
      title: t('workflow.instance.reason'),
      dataIndex: 'reason',
      search: false,
      width: 160,
      ellipsis: true,
      hideInTable: !finished,
      render: (_, i) => i.reason || '-',
    },
    actionColumn(t, actions, { width: finished ? 130 : 190, fixed: 'right', wrap: true }),
  ];
}
