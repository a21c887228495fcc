import { ModalForm, ProForm, ProFormDatePicker, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { UserAddBody, UserView } from '@zhiyuan/shared';
import { App, Col } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getAllRoles } from '../../../../services/role';
import { addUser, editUser } from '../../../../services/user';
import { userFormFields, type UserFormField, type UserFormValues } from '../data';
import { DepartmentSelect } from './department-select';

interface UserFormProps {
  open: boolean;
  /** The edited user; none when adding. */
  user?: UserView;
  onClose: () => void;
  onSaved: () => void;
}

function initialValues(user?: UserView): Partial<UserFormValues> {
  if (!user) return { sex: '0', type: 0, roleIds: [] };
  return {
    username: user.username,
    nickname: user.nickname,
    mobile: user.mobile ?? undefined,
    email: user.email ?? undefined,
    sex: user.sex,
    type: user.type,
    departmentId: user.departmentId ?? undefined,
    roleIds: (user.roles ?? []).map((role) => role.id),
    address: user.address ?? undefined,
    street: user.street ?? undefined,
    birth: user.birth ?? undefined,
    description: user.description ?? undefined,
  };
}

/** A blank optional input is sent as '': the server clears the field on edit (left out = kept). */
function trimmedOrEmpty(value: string | undefined): string {
  return value?.trim() ?? '';
}

/** Add / edit user modal; its fields come from data.ts. */
export function UserForm({ open, user, onClose, onSaved }: UserFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editing = Boolean(user);
  const roles = useQuery({ queryKey: ['roles', 'all'], queryFn: getAllRoles, enabled: open });
  const fields = userFormFields(t).filter((field) => !(editing && field.addOnly));

  const renderField = (field: UserFormField) => {
    const common = {
      name: field.name,
      label: field.label,
      rules: field.rules,
      colProps: { span: field.colSpan ?? 12 },
    };
    switch (field.kind) {
      case 'password':
        return (
          <ProFormText.Password
            key={field.name}
            {...common}
            placeholder={t('user.placeholderInput', { label: field.label })}
            fieldProps={{ autoComplete: 'new-password' }}
          />
        );
      case 'date':
        // Birthdays are past days; the server refuses impossible and future ones too.
        return (
          <ProFormDatePicker
            key={field.name}
            {...common}
            fieldProps={{ format: 'YYYY-MM-DD', disabledDate: (day: dayjs.Dayjs) => day.isAfter(dayjs(), 'day'), style: { width: '100%' } }}
          />
        );
      case 'textarea':
        return <ProFormTextArea key={field.name} {...common} fieldProps={{ autoSize: { minRows: 2, maxRows: 5 }, maxLength: 500, showCount: true }} />;
      case 'radio':
        return <ProFormRadio.Group key={field.name} {...common} options={field.options} />;
      case 'roles':
        return (
          <ProFormSelect
            key={field.name}
            {...common}
            mode="multiple"
            placeholder={t('user.rolesPlaceholder')}
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.description ? `${role.description}（${role.name}）` : role.name }))}
            fieldProps={{ loading: roles.isLoading, optionFilterProp: 'label' }}
          />
        );
      case 'department':
        return (
          // A custom control: antd's Col places it in ProForm's grid.
          <Col key={field.name} {...common.colProps}>
            <ProForm.Item name={field.name} label={field.label} rules={field.rules}>
              <DepartmentSelect current={user?.departmentId ? { id: user.departmentId, title: user.departmentTitle ?? user.departmentId } : null} />
            </ProForm.Item>
          </Col>
        );
      default:
        return (
          <ProFormText
            key={field.name}
            {...common}
            disabled={editing && field.lockedOnEdit}
            placeholder={t('user.placeholderInput', { label: field.label })}
            fieldProps={{ autoComplete: 'off', ...({ 'data-testid': `user-form-${field.name}` } as object) }}
          />
        );
    }
  };

  return (
    <ModalForm<UserFormValues>
      key={user?.id ?? 'new'}
      title={editing ? t('user.edit') : t('user.add')}
      open={open}
      width={720}
      grid
      rowProps={{ gutter: 16 }}
      initialValues={initialValues(user)}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('common.save'), resetText: t('common.cancel') } }}
      onFinish={async (values) => {
        const input: Omit<UserAddBody, 'username' | 'password'> = {
          nickname: values.nickname.trim(),
          mobile: trimmedOrEmpty(values.mobile),
          email: trimmedOrEmpty(values.email),
          sex: values.sex,
          type: values.type,
          departmentId: values.departmentId || '',
          roleIds: values.roleIds ?? [],
          address: trimmedOrEmpty(values.address),
          street: trimmedOrEmpty(values.street),
          birth: values.birth ?? '',
          description: trimmedOrEmpty(values.description),
        };
        try {
          if (user) {
            await editUser({ ...input, id: user.id });
            void message.success(t('user.saved'));
          } else {
            await addUser({ ...input, username: values.username?.trim() ?? '', password: values.password ?? '' });
            void message.success(t('user.added'));
          }
        } catch {
          return false; // the HTTP client already showed the server's message
        }
        onSaved();
        onClose();
        return true;
      }}
    >
      {fields.map(renderField)}
    </ModalForm>
  );
}
