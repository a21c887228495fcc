import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormRadio, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { DATA_TYPES } from '@zhiyuan/shared';
import { App, Button, Space, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { deleteRoles, editRole, getRolesByPage, saveRole, setDefaultRole, type Role } from '../../../services/role';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { DataScopeModal } from './modules/data-scope';
import { PermDrawer } from './modules/perm-drawer';

const CODES = { add: 'sys:role:add', edit: 'sys:role:edit', delete: 'sys:role:delete', setDefault: 'sys:role:setDefault' } as const;
/** ROLE_ then upper-case letters, digits or _ (the server checks the same). */
export const ROLE_NAME_PATTERN = /^ROLE_[A-Z0-9_]{1,40}$/;

const SCOPE_COLORS: Record<number, string> = { 0: 'green', 1: 'purple', 2: 'blue', 3: 'cyan', 4: 'default' };

type FormState = { open: false } | { open: true; role?: Role };

/** 角色权限管理: roles, the default role, menu and button permissions, data scope. */
export default function RolePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  const [permRole, setPermRole] = useState<Role | null>(null);
  const [scopeRole, setScopeRole] = useState<Role | null>(null);
  const [selected, setSelected] = useState<Role[]>([]);
  const reload = () => actionRef.current?.reload();

  const remove = (roles: Role[]) =>
    confirmDelete(modal, t, { names: roles.map((r) => r.description || r.name), thing: t('role.thing') }, async () => {
      await deleteRoles(roles.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      reload();
    });

  const toggleDefault = async (role: Role, value: boolean) => {
    try {
      await setDefaultRole(role.id, value);
      void message.success(value ? t('role.defaultOn', { name: role.name }) : t('role.defaultOff', { name: role.name }));
      reload();
    } catch {
      /* shown */
    }
  };

  const columns: ProColumns<Role>[] = [
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
        access.can(CODES.setDefault) ? (
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
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 250,
      fixed: 'right',
      render: (_, r) => (
        <Space size={12} className="row-actions">
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setForm({ open: true, role: r })} data-testid={`role-edit-${r.name}`}>
              {t('common.edit')}
            </Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setPermRole(r)} data-testid={`role-perm-${r.name}`}>
              {t('role.assignPerm')}
            </Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setScopeRole(r)} data-testid={`role-scope-${r.name}`}>
              {t('role.assignScope')}
            </Typography.Link>
          </HasPerm>
          <HasPerm value={CODES.delete}>
            <Typography.Link type="danger" onClick={() => remove([r])}>
              {t('common.delete')}
            </Typography.Link>
          </HasPerm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="role-page">
      <ProTable<Role>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('role.listTitle')}
        cardBordered={false}
        scroll={{ x: 1150 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getRolesByPage)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)}>
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="role-add">
              {t('role.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<{ name: string; description?: string; defaultRole: boolean }>
        key={form.open ? (form.role?.id ?? 'new') : 'closed'}
        title={form.open && form.role ? t('role.edit') : t('role.add')}
        open={form.open}
        width={520}
        initialValues={
          form.open && form.role
            ? { name: form.role.name, description: form.role.description, defaultRole: form.role.defaultRole }
            : { name: 'ROLE_', defaultRole: false }
        }
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        onFinish={async (values) => {
          const body = { name: values.name.trim(), description: values.description?.trim() ?? '', defaultRole: values.defaultRole };
          try {
            if (form.open && form.role) await editRole({ ...body, id: form.role.id });
            else await saveRole(body);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          reload();
          return true;
        }}
      >
        <ProFormText
          name="name"
          label={t('role.name')}
          tooltip={t('role.nameRule')}
          rules={[
            { required: true, message: t('adminCommon.required', { label: t('role.name') }) },
            { pattern: ROLE_NAME_PATTERN, message: t('role.nameRule') },
          ]}
          fieldProps={{ ...({ 'data-testid': 'role-form-name' } as object) }}
        />
        <ProFormText
          name="description"
          label={t('role.description')}
          rules={[{ max: 50 }]}
          fieldProps={{ ...({ 'data-testid': 'role-form-description' } as object) }}
        />
        <ProFormRadio.Group
          name="defaultRole"
          label={t('role.defaultRole')}
          tooltip={t('role.defaultTip')}
          options={[
            { value: true, label: t('common.yes') },
            { value: false, label: t('common.no') },
          ]}
        />
      </ModalForm>
      <PermDrawer role={permRole} onClose={() => setPermRole(null)} onSaved={reload} />
      <DataScopeModal role={scopeRole} onClose={() => setScopeRole(null)} onSaved={reload} />
    </div>
  );
}
