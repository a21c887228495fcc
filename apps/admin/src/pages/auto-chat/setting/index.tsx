import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProForm, ProFormSwitch, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoChatSetting, ContactMemberView } from '@zhiyuan/shared';
import { App, Button, Card, Col, Row, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { deleteContacts, getAutoChatSetting, getContacts, saveContact, setAutoChatSetting, updateContact, type ContactBody } from '../../../services/chat';
import { confirmDelete } from '../../sys/shared/confirm';
import { contactActions, contactColumns, contactFormFields, EDIT } from './data';

type ContactForm = { open: false } | { open: true; row?: ContactMemberView };

/** The widget's switch, greeting and fallback text (also a tab of 系统配置). */
export function AutoChatSettingForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: ['autoChatSetting'], queryFn: getAutoChatSetting });
  return setting.data ? (
    <ProForm<AutoChatSetting>
      initialValues={setting.data}
      disabled={!canEdit}
      submitter={canEdit ? { searchConfig: { submitText: t('common.save') }, resetButtonProps: false } : false}
      onFinish={async (v) => {
        await setAutoChatSetting({ enabled: !!v.enabled, greeting: v.greeting?.trim() ?? '', fallback: v.fallback?.trim() ?? '' });
        void message.success(t('adminCommon.saved'));
        await queryClient.invalidateQueries({ queryKey: ['autoChatSetting'] });
        return true;
      }}
    >
      <ProFormSwitch name="enabled" label={t('autoChat.enabledLabel')} />
      <ProFormTextArea name="greeting" label={t('autoChat.greeting')} fieldProps={{ rows: 3 }} rules={[{ max: 300 }]} />
      <ProFormTextArea name="fallback" label={t('autoChat.fallback')} fieldProps={{ rows: 3 }} rules={[{ max: 300 }]} />
    </ProForm>
  ) : (
    <Spin />
  );
}

/** 客服页面配置: the widget's switch, greeting and fallback text, and the human contacts it hands over to. */
export default function AutoChatSettingPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const contacts = useQuery({ queryKey: ['contactMembers'], queryFn: getContacts });
  const [form, setForm] = useState<ContactForm>({ open: false });
  const canEdit = access.can(EDIT);
  const reloadContacts = () => queryClient.invalidateQueries({ queryKey: ['contactMembers'] });

  const remove = (row: ContactMemberView) =>
    confirmDelete(modal, t, { names: [row.name], thing: t('autoChat.contactThing') }, async () => {
      await deleteContacts([row.id]);
      void message.success(t('adminCommon.deleted'));
      await reloadContacts();
    });

  return (
    <Row gutter={16} data-testid="auto-chat-setting-page">
      <Col xs={24} lg={10}>
        <Card variant="borderless" title={t('autoChat.setting')}>
          <AutoChatSettingForm canEdit={canEdit} />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          variant="borderless"
          title={t('autoChat.contacts')}
          extra={
            <HasPerm value={EDIT}>
              <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
                {t('autoChat.addContact')}
              </Button>
            </HasPerm>
          }
        >
          <Table<ContactMemberView>
            rowKey="id"
            size="small"
            loading={contacts.isLoading}
            dataSource={contacts.data ?? []}
            pagination={false}
            columns={contactColumns(t, contactActions(t, { edit: (row) => setForm({ open: true, row }), remove }), canEdit)}
          />
        </Card>
      </Col>
      <ModalForm<ContactBody>
        key={form.open ? (form.row?.id ?? 'new') : 'closed'}
        title={form.open && form.row ? t('autoChat.editContact') : t('autoChat.addContact')}
        open={form.open}
        width={460}
        initialValues={form.open && form.row ? form.row : { type: 'wechat', enabled: true, sortOrder: (contacts.data?.length ?? 0) + 1 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        onFinish={async (v) => {
          const body: ContactBody = {
            name: v.name.trim(),
            type: v.type,
            value: v.value.trim(),
            workTime: v.workTime?.trim() ?? '',
            enabled: v.enabled ?? true,
            sortOrder: v.sortOrder ?? 0,
          };
          try {
            if (form.open && form.row) await updateContact({ ...body, id: form.row.id });
            else await saveContact(body);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          await reloadContacts();
          return true;
        }}
      >
        {renderFormFields(contactFormFields(t))}
      </ModalForm>
    </Row>
  );
}
