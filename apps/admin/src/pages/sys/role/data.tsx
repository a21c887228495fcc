import type { ProColumns } from '@ant-design/pro-components';
import { DATA_TYPES } from '@zhiyuan/shared';
import { Switch, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { Role } from '../../../services/role';

/** Permission codes of 角色权限管理 (seeded with the menu). */
export const CODES = { add: 'sys:role:add', edit: 'sys:role:edit', delete: 'sys:role:delete', setDefault: 'sys:role:setDefault' } as const;
/** ROLE_ then upper-case letters, digits or _ (the server checks the same). */
export const ROLE_NAME_PATTERN = /^ROLE_[A-Z0-9_]{1,40}$/;

const SCOPE_COLORS: Record<number, string> = { 0: 'green', 1: 'purple', 2: 'blue', 3: 'cyan', 4: 'default' };

/** What the page does for a row's actions. */
export interface RoleActionHandlers {
  edit: (role: Role) => void;
  assignPerm: (role: Role) => void;
  assignScope: (role: Role) => void;
  remove: (role: Role) => void;
}

/** A row's actions: 编辑, 分配权限, 数据权限, 删除. */
export function roleActions(t: TFunction, on: RoleActionHandlers): RowAction<Role>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit, testId: (r) => `role-edit-${r.name}` },
    { key: 'perm', label: t('role.assignPerm'), perm: CODES.edit, onClick: on.assignPerm, testId: (r) => `role-perm-${r.name}` },
    { key: 'scope', label: t('role.assignScope'), perm: CODES.edit, onClick: on.assignScope, testId: (r) => `role-scope-${r.name}` },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove },
  ];
}

interface ColumnOptions {
  /** Whether the 默认角色 cell is a switch (sys:role:setDefault) or a plain 是 / 否. */
  canSetDefault: boolean;
  toggleDefault: (role: Role, value: boolean) => unknown;
  actions: RowAction<Role>[];
}

/** Columns and search fields of the role table. */
export function roleColumns(t: TFunction, { canSetDefault, toggleDefault, actions }: ColumnOptions): ProColumns<Role>[] {
  return [
    { title: t('role.keyword'), dataIndex: 'key', hideInTable: true, fieldProps: { placeholder: t('role.keywordPlaceholder') } },
    {
      title: t('role.name'),
      dataIndex: 'name',
      search: false,
      width: 160,
      render: (_, r) => (
        <Typography.Text strong copyable={{ text: r.name }}>
          {r.name}
        </Typography.Text>
      ),
    },
    { title: t('role.description'), dataIndex: 'description', search: false, width: 130, ellipsis: true },
    {
      title: t('role.defaultRole'),
      dataIndex: 'defaultRole',
      search: false,
      width: 110,
      tooltip: t('role.defaultTip'),
      render: (_, r) =>
        canSetDefault ? (
          <Switch size="small" checked={r.defaultRole} onChange={(v) => void toggleDefault(r, v)} data-testid={`role-default-${r.name}`} />
        ) : r.defaultRole ? (
          <Tag color="green">{t('common.yes')}</Tag>
        ) : (
          <Tag>{t('common.no')}</Tag>
        ),
    },
    {
      title: t('role.dataType'),
      dataIndex: 'dataType',
      search: false,
      width: 140,
      render: (_, r) => (
        <Tag color={SCOPE_COLORS[r.dataType]} bordered={false}>
          {t(`role.dataTypes.${r.dataType}`)}
          {r.dataType === DATA_TYPES.CUSTOM ? ` (${r.departments.length})` : ''}
        </Tag>
      ),
    },
    { title: t('role.permCountCol'), dataIndex: 'permissions', search: false, width: 80, render: (_, r) => r.permissions.length },
    { title: t('role.userCount'), dataIndex: 'userCount', search: false, width: 80 },
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 170, sorter: true },
    actionColumn(t, actions, { width: 250, fixed: 'right', className: 'row-actions' }),
  ];
}

/** Values of the add / edit dialog. */
export interface RoleFormValues {
  name: string;
  description?: string;
  defaultRole: boolean;
}

/** The fields of the add / edit dialog, in order. */
export function roleFormFields(t: TFunction): FormField[] {
  return [
    {
      kind: 'text',
      name: 'name',
      label: t('role.name'),
      tooltip: t('role.nameRule'),
      rules: [
        { required: true, message: t('adminCommon.required', { label: t('role.name') }) },
        { pattern: ROLE_NAME_PATTERN, message: t('role.nameRule') },
      ],
      fieldProps: { 'data-testid': 'role-form-name' },
    },
    { kind: 'text', name: 'description', label: t('role.description'), rules: [{ max: 50 }], fieldProps: { 'data-testid': 'role-form-description' } },
    {
      kind: 'radio',
      name: 'defaultRole',
      label: t('role.defaultRole'),
      tooltip: t('role.defaultTip'),
      options: [
        { value: true, label: t('common.yes') },
        { value: false, label: t('common.no') },
      ],
    },
  ];
}
