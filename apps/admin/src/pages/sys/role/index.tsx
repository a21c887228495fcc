import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import { App, Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { deleteRoles, editRole, getRolesByPage, saveRole, setDefaultRole, type Role } from '../../../services/role';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { CODES, roleActions, roleColumns, roleFormFields, type RoleFormValues } from './data';
import { DataScopeModal } from './modules/data-scope';
import { PermDrawer } from './modules/perm-drawer';

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

  const columns = roleColumns(t, {
    canSetDefault: access.can(CODES.setDefault),
    toggleDefault,
    actions: roleActions(t, {
      edit: (role) => setForm({ open: true, role }),
      assignPerm: setPermRole,
      assignScope: setScopeRole,
      remove: (role) => remove([role]),
    }),
  });

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
      <ModalForm<RoleFormValues>
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
        {renderFormFields(roleFormFields(t))}
      </ModalForm>
      <PermDrawer role={permRole} onClose={() => setPermRole(null)} onSaved={reload} />
      <DataScopeModal role={scopeRole} onClose={() => setScopeRole(null)} onSaved={reload} />
    </div>
  );
}
