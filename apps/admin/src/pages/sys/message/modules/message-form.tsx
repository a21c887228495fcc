import { ModalForm, ProFormCheckbox, ProFormDependency, ProFormRadio, ProFormSelect, ProFormText, ProFormTextArea, ProForm } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { MESSAGE_RANGES } from '@zhiyuan/shared';
import { App, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { getDictByType } from '../../../../services/dict';
import { addMessage, editMessage, type Message } from '../../../../services/message';
import { getAllRoles } from '../../../../services/role';
import { useDepartmentTree } from '../../department/tree';
import { UserPicker } from '../../shared/user-picker';

interface Values {
  title: string;
  content: string;
  type: string;
  range: number;
  createSend: boolean;
  userIds?: string[];
  roleIds?: string[];
  departmentIds?: string[];
}

export function useMessageTypes() {
  return useQuery({ queryKey: ['dict', 'message_type'], queryFn: () => getDictByType('message_type'), staleTime: 300_000 });
}

/** Escapes typed text into the HTML the message content is stored as (paragraph per line). */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .trim()
    .split(/\n{2,}|\n/)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/** The HTML content back to text for editing. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** 发送消息 / 编辑消息: a new message picks its recipients; an edited one keeps them. */
export function MessageForm({ open, message: editing, onClose, onSaved }: { open: boolean; message?: Message; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = useMessageTypes();
  const roles = useQuery({ queryKey: ['roles', 'all'], queryFn: getAllRoles, enabled: open && !editing });
  const departments = useDepartmentTree(open && !editing);
  const targetsRule = (label: string) => ({ required: true, type: 'array' as const, min: 1, message: t('msg.pickTargets', { label }) });

  return (
    <ModalForm<Values>
      key={editing?.id ?? 'new'}
      title={editing ? t('msg.edit') : t('msg.send')}
      open={open}
      width={640}
      initialValues={
        editing
          ? { title: editing.title, content: htmlToText(editing.content), type: editing.type }
          : { range: MESSAGE_RANGES.ALL, createSend: false, type: '0' }
      }
      modalProps={{ destroyOnHidden: true, onCancel: onClose, maskClosable: false }}
      submitter={{ searchConfig: { submitText: editing ? t('common.save') : t('msg.sendNow') } }}
      onFinish={async (v) => {
        const content = textToHtml(v.content);
        try {
          if (editing) {
            await editMessage({ id: editing.id, title: v.title.trim(), content, type: v.type });
            void message.success(t('adminCommon.saved'));
          } else {
            const targetIds =
              v.range === MESSAGE_RANGES.USERS
                ? v.userIds
                : v.range === MESSAGE_RANGES.ROLES
                  ? v.roleIds
                  : v.range === MESSAGE_RANGES.DEPARTMENTS
                    ? v.departmentIds
                    : [];
            const sent = await addMessage({
              title: v.title.trim(),
              content,
              type: v.type,
              range: v.range,
              targetIds: targetIds ?? [],
              createSend: v.range === MESSAGE_RANGES.ALL && v.createSend,
            });
            void message.success(t('msg.sent', { count: sent.sendCount }));
          }
        } catch {
          return false;
        }
        onSaved();
        onClose();
        return true;
      }}
    >
      <ProFormText
        name="title"
        label={t('msg.title')}
        rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('msg.title') }) }, { max: 100 }]}
        fieldProps={{ ...({ 'data-testid': 'msg-form-title' } as object) }}
      />
      <ProFormSelect
        name="type"
        label={t('msg.type')}
        options={(types.data ?? []).map((d) => ({ value: d.value, label: d.title }))}
        rules={[{ required: true }]}
        fieldProps={{ loading: types.isLoading }}
      />
      <ProFormTextArea
        name="content"
        label={t('msg.content')}
        rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('msg.content') }) }, { max: 5000 }]}
        fieldProps={{ rows: 5, showCount: true, maxLength: 5000, ...({ 'data-testid': 'msg-form-content' } as object) }}
      />
      {!editing && (
        <>
          <ProFormRadio.Group
            name="range"
            label={t('msg.range')}
            radioType="button"
            options={[
              { value: MESSAGE_RANGES.ALL, label: t('msg.ranges.0') },
              { value: MESSAGE_RANGES.ROLES, label: t('msg.ranges.2') },
              { value: MESSAGE_RANGES.DEPARTMENTS, label: t('msg.ranges.3') },
              { value: MESSAGE_RANGES.USERS, label: t('msg.ranges.1') },
            ]}
          />
          <ProFormDependency name={['range']}>
            {({ range }) => {
              if (range === MESSAGE_RANGES.ALL) return <ProFormCheckbox name="createSend">{t('msg.createSend')}</ProFormCheckbox>;
              if (range === MESSAGE_RANGES.ROLES)
                return (
                  <ProFormSelect
                    name="roleIds"
                    label={t('msg.roles')}
                    mode="multiple"
                    rules={[targetsRule(t('msg.roles'))]}
                    options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.description ? `${r.description}（${r.name}）` : r.name }))}
                  />
                );
              if (range === MESSAGE_RANGES.DEPARTMENTS)
                return (
                  <ProForm.Item name="departmentIds" label={t('msg.departments')} rules={[targetsRule(t('msg.departments'))]}>
                    <TreeSelect
                      multiple
                      treeCheckable
                      treeCheckStrictly={false}
                      showCheckedStrategy={TreeSelect.SHOW_ALL}
                      treeDefaultExpandAll
                      treeData={departments.data ?? []}
                      placeholder={t('msg.departments')}
                    />
                  </ProForm.Item>
                );
              return (
                <ProForm.Item name="userIds" label={t('msg.users')} rules={[targetsRule(t('msg.users'))]}>
                  <UserPicker testId="msg-form-users" />
                </ProForm.Item>
              );
            }}
          </ProFormDependency>
        </>
      )}
    </ModalForm>
  );
}
