import type { ProColumns } from '@ant-design/pro-components';
import type { ActModelView } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';

/** Permission codes of 模型管理. */
export const CODES = { add: 'act:model:add', edit: 'act:model:edit', deploy: 'act:model:deploy', delete: 'act:model:delete' } as const;

export interface ModelActionHandlers {
  design: (model: ActModelView) => void;
  deploy: (model: ActModelView) => unknown;
  exportXml: (model: ActModelView) => unknown;
  exportSvg: (model: ActModelView) => unknown;
  remove: (model: ActModelView) => unknown;
}

/** A model's actions: 设计 (the modeler), 部署 (asked first), 导出 XML / SVG, 删除 (asked first). */
export function modelActions(t: TFunction, on: ModelActionHandlers): RowAction<ActModelView>[] {
  return [
    {
      key: 'design',
      label: (m) => <span data-testid={`model-design-${m.modelKey}`}>{t('workflow.model.design')}</span>,
      perm: CODES.edit,
      onClick: on.design,
      testId: 'act-model-design',
    },
    {
      key: 'deploy',
      label: (m) => <span data-testid={`model-deploy-${m.modelKey}`}>{t('workflow.model.deploy')}</span>,
      perm: CODES.deploy,
      confirm: { kind: 'pop', title: (m) => t('workflow.model.deployConfirm', { name: m.name }), okTestId: 'act-model-deploy-ok' },
      onClick: on.deploy,
      testId: 'act-model-deploy',
    },
    { key: 'exportXml', label: t('workflow.model.exportXml'), onClick: on.exportXml, inMore: true },
    { key: 'exportSvg', label: t('workflow.model.exportSvg'), onClick: on.exportSvg, inMore: true },
    {
      key: 'delete',
      label: t('common.delete'),
      perm: CODES.delete,
      tone: 'danger',
      inMore: true,
      confirm: { kind: 'delete', thing: t('workflow.model.thing'), name: (m) => m.name },
      onClick: on.remove,
    },
  ];
}

/** Columns and search fields of the model list. */
export function modelColumns(t: TFunction, actions: RowAction<ActModelView>[]): ProColumns<ActModelView>[] {
  return [
    {
      title: t('workflow.model.name'),
      dataIndex: 'name',
      width: 200,
      render: (_, m) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{m.name}</Typography.Text>
          {m.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {m.description}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('workflow.model.modelKey'), dataIndex: 'modelKey', width: 140, render: (_, m) => <Typography.Text code>{m.modelKey}</Typography.Text> },
    { title: t('workflow.category.thing'), dataIndex: 'categoryTitle', search: false, width: 120, render: (_, m) => m.categoryTitle || '-' },
    { title: t('workflow.model.version'), dataIndex: 'version', search: false, width: 80, render: (_, m) => `v${m.version}` },
    {
      title: t('workflow.model.deployed'),
      dataIndex: 'deployedVersion',
      search: false,
      width: 110,
      render: (_, m) =>
        m.deployedVersion > 0 ? (
          <Tag color="green" bordered={false}>
            {t('workflow.model.deployedVersion', { version: m.deployedVersion })}
          </Tag>
        ) : (
          <Tag bordered={false}>{t('workflow.model.notDeployed')}</Tag>
        ),
    },
    {
      title: t('workflow.model.updateTime'),
      dataIndex: 'updateTime',
      search: false,
      width: 170,
      responsive: ['md'],
      render: (_, m) => m.updateTime ?? m.createTime,
    },
    { title: t('workflow.model.createBy'), dataIndex: 'createBy', search: false, width: 110, responsive: ['lg'] },
    actionColumn(t, actions, { width: 190, fixed: 'right', wrap: true, more: { label: t('common.more'), testId: (m) => `model-more-${m.modelKey}` } }),
  ];
}

/** What a model key may be (the server's rule): a letter, then letters, digits, _ and -; it becomes the process id. */
export const MODEL_KEY = /^[A-Za-z][\w-]{0,63}$/;

/** The add dialog's fields; the key becomes the process's id. */
export function modelFormFields(t: TFunction, categories: { value: string; label: string }[]): FormField[] {
  return [
    {
      kind: 'text',
      name: 'name',
      label: t('workflow.model.name'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('workflow.model.name') }) }, { max: 100 }],
      fieldProps: { 'data-testid': 'act-model-name' },
    },
    {
      kind: 'text',
      name: 'modelKey',
      label: t('workflow.model.modelKey'),
      extra: t('workflow.model.modelKeyHint'),
      rules: [
        { required: true, message: t('adminCommon.required', { label: t('workflow.model.modelKey') }) },
        { pattern: MODEL_KEY, message: t('workflow.model.modelKeyRule') },
        { max: 64 },
      ],
      fieldProps: { 'data-testid': 'act-model-key' },
    },
    { kind: 'select', name: 'categoryId', label: t('workflow.category.thing'), options: categories, showSearch: true, fieldProps: { allowClear: true } },
    { kind: 'textarea', name: 'description', label: t('workflow.model.description'), fieldProps: { rows: 2, maxLength: 200 } },
  ];
}

/** The fields of 部署文件: the category the new process is filed under (the file is picked beside them). */
export function deployFileFields(t: TFunction, categories: { value: string; label: string }[]): FormField[] {
  return [{ kind: 'select', name: 'categoryId', label: t('workflow.category.thing'), options: categories, showSearch: true, fieldProps: { allowClear: true } }];
}
