import { DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import type { UserView } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { DepartmentSelect } from './modules/department-select';

/** 0 正常, -1 禁用 */
export const USER_STATUS = { normal: 0, disabled: -1 } as const;

export interface Option {
  value: number | string;
  label: string;
}

export function sexOptions(t: TFunction): Option[] {
  return [
    // The `sex` dictionary's values, as the server answers them.
    { value: '0', label: t('user.sexUnknown') },
    { value: '1', label: t('user.sexMale') },
    { value: '2', label: t('user.sexFemale') },
  ];
}

export function typeOptions(t: TFunction): Option[] {
  return [
    { value: 0, label: t('user.typeNormal') },
    { value: 1, label: t('user.typeAdmin') },
  ];
}

export function statusOptions(t: TFunction): (Option & { color: string })[] {
  return [
    { value: USER_STATUS.normal, label: t('user.statusNormal'), color: 'green' },
    { value: USER_STATUS.disabled, label: t('user.statusDisabled'), color: 'red' },
  ];
}

/** ProTable's select filters take a valueEnum keyed by the value as text. */
function valueEnum(options: Option[]): Record<string, { text: string }> {
  return Object.fromEntries(options.map((o) => [String(o.value), { text: o.label }]));
}

function labelOf(options: Option[], value: number | string | null | undefined): string {
  return options.find((o) => o.value === value)?.label ?? '-';
}

/** What the page does for a row's actions. */
export interface UserActionHandlers {
  edit: (user: UserView) => void;
  setStatus: (user: UserView, enable: boolean) => unknown;
  resetPass: (user: UserView) => void;
  remove: (user: UserView) => void;
}

/** A row's actions: 编辑, 启用 or 禁用 (asked first), and 重置密码 / 删除 under 更多. */
export function userActions(t: TFunction, on: UserActionHandlers): RowAction<UserView>[] {
  const disabled = (user: UserView) => user.status === USER_STATUS.disabled;
  return [
    { key: 'edit', label: t('common.edit'), perm: 'edit', onClick: on.edit, testId: (u) => `user-edit-${u.username}` },
    {
      key: 'enable',
      label: t('common.enable'),
      perm: 'enable',
      hidden: (u) => !disabled(u),
      onClick: (u) => on.setStatus(u, true),
      testId: (u) => `user-enable-${u.username}`,
    },
    {
      key: 'disable',
      label: t('common.disable'),
      perm: 'disable',
      hidden: disabled,
      tone: 'danger',
      confirm: { kind: 'pop', title: (u) => t('user.disableConfirm', { name: u.username }) },
      onClick: (u) => on.setStatus(u, false),
      testId: (u) => `user-disable-${u.username}`,
    },
    { key: 'resetPass', label: t('user.resetPass'), perm: 'resetPass', inMore: true, icon: createElement(KeyOutlined), onClick: on.resetPass },
    { key: 'delete', label: t('common.delete'), perm: 'delete', inMore: true, tone: 'danger', icon: createElement(DeleteOutlined), onClick: on.remove },
  ];
}

/** Columns and search fields of the user table, its action column over `actions`. */
export function userColumns(t: TFunction, actions: RowAction<UserView>[]): ProColumns<UserView>[] {
  const statuses = statusOptions(t);
  return [
    {
      title: t('user.username'),
      dataIndex: 'username',
      width: 140,
      fixed: 'left',
      render: (_, user) => createElement(Typography.Text, { strong: true }, user.username),
    },
    { title: t('user.nickname'), dataIndex: 'nickname', width: 120, ellipsis: true },
    {
      title: t('user.mobile'),
      dataIndex: 'mobile',
      width: 150,
      render: (_, user) =>
        user.mobile && !user.mobileVerified
          ? createElement(
              Space,
              { size: 4 },
              user.mobile,
              createElement(Tag, { bordered: false, color: 'warning', title: t('user.mobileUnverifiedHint') }, t('user.mobileUnverified')),
            )
          : user.mobile,
    },
    {
      title: t('user.status'),
      dataIndex: 'status',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(statuses),
      render: (_, user) => {
        const status = statuses.find((s) => s.value === user.status) ?? statuses[0];
        return createElement(Tag, { color: status.color, bordered: false }, status.label);
      },
    },
    {
      title: t('user.roles'),
      dataIndex: 'roles',
      search: false,
      width: 180,
      render: (_, user) =>
        user.roles?.length
          ? createElement(
              Space,
              { size: 4, wrap: true },
              user.roles.map((role) => createElement(Tag, { key: role.id, color: 'blue' }, role.description || role.name)),
            )
          : '-',
    },
    {
      title: t('user.department'),
      dataIndex: 'departmentId',
      width: 130,
      ellipsis: true,
      render: (_, user) => user.departmentTitle || '-',
      renderFormItem: () => createElement(DepartmentSelect, { placeholder: t('user.placeholderSelect', { label: t('user.department') }) }),
    },
    {
      title: t('user.type'),
      dataIndex: 'type',
      width: 110,
      valueType: 'select',
      valueEnum: valueEnum(typeOptions(t)),
      render: (_, user) => (user.type === 1 ? createElement(Tag, { color: 'gold' }, t('user.typeAdmin')) : t('user.typeNormal')),
    },
    {
      title: t('user.sex'),
      dataIndex: 'sex',
      width: 80,
      valueType: 'select',
      valueEnum: valueEnum(sexOptions(t)),
      render: (_, user) => labelOf(sexOptions(t), user.sex),
    },
    { title: t('user.email'), dataIndex: 'email', width: 190, ellipsis: true },
    {
      title: t('user.createTime'),
      dataIndex: 'createTime',
      width: 170,
      search: false,
      sorter: true,
    },
    {
      title: t('user.dateRange'),
      dataIndex: 'createRange',
      valueType: 'dateRange',
      hideInTable: true,
      search: {
        transform: (value: [string, string]) => ({ startDate: value?.[0], endDate: value?.[1] }),
      },
    },
    actionColumn(t, actions, {
      width: 210,
      fixed: 'right',
      className: 'row-actions',
      more: { label: t('common.more'), testId: (u) => `user-more-${u.username}` },
    }),
  ];
}

/** Values of the add / edit form. */
export interface UserFormValues {
  username?: string;
  password?: string;
  nickname: string;
  mobile?: string;
  email?: string;
  sex?: string;
  type?: number;
  departmentId?: string;
  roleIds: string[];
  address?: string;
  street?: string;
  /** yyyy-MM-dd */
  birth?: string;
  description?: string;
}

export type UserFormFieldKind = 'text' | 'password' | 'radio' | 'select' | 'department' | 'roles' | 'date' | 'textarea';

export interface UserFormField {
  name: keyof UserFormValues;
  label: string;
  kind: UserFormFieldKind;
  rules?: Rule[];
  options?: Option[];
  /** Only when adding (password). */
  addOnly?: boolean;
  /** Shown but not editable when editing (username). */
  lockedOnEdit?: boolean;
  /** Grid columns out of 24. */
  colSpan?: number;
}

/** 4–16 letters, digits or '_', starting with a letter (docs/api.md, register). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;
/** 6–20 letters and digits. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,20}$/;
/** 11-digit mobile number of mainland China. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The fields of the add / edit form, in order. */
export function userFormFields(t: TFunction): UserFormField[] {
  const required = (label: string): Rule => ({ required: true, whitespace: true, message: t('user.required', { label }) });
  return [
    {
      name: 'username',
      label: t('user.username'),
      kind: 'text',
      lockedOnEdit: true,
      rules: [required(t('user.username')), { pattern: USERNAME_PATTERN, message: t('user.usernameRule') }],
    },
    {
      name: 'password',
      label: t('user.password'),
      kind: 'password',
      addOnly: true,
      rules: [required(t('user.password')), { pattern: PASSWORD_PATTERN, message: t('user.passwordRule') }],
    },
    { name: 'nickname', label: t('user.nickname'), kind: 'text', rules: [required(t('user.nickname')), { max: 20 }] },
    { name: 'mobile', label: t('user.mobile'), kind: 'text', rules: [{ pattern: MOBILE_PATTERN, message: t('user.mobileRule') }] },
    { name: 'email', label: t('user.email'), kind: 'text', rules: [{ type: 'email', message: t('user.emailRule') }] },
    { name: 'sex', label: t('user.sex'), kind: 'radio', options: sexOptions(t) },
    { name: 'type', label: t('user.type'), kind: 'radio', options: typeOptions(t) },
    { name: 'departmentId', label: t('user.department'), kind: 'department' },
    { name: 'roleIds', label: t('user.roles'), kind: 'roles', colSpan: 24 },
    { name: 'address', label: t('user.address'), kind: 'text', rules: [{ max: 200 }] },
    { name: 'street', label: t('user.street'), kind: 'text', rules: [{ max: 200 }] },
    { name: 'birth', label: t('user.birth'), kind: 'date' },
    { name: 'description', label: t('user.description'), kind: 'textarea', colSpan: 24, rules: [{ max: 500 }] },
  ];
}
