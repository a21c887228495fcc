import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTACT_TYPES, type AutoChatSetting, type ContactMemberView } from '@zhiyuan/shared';
import { App, Button, Card, Col, Row, Space, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { deleteContacts, getAutoChatSetting, getContacts, saveContact, setAutoChatSetting, updateContact, type ContactBody } from '../../../services/chat';
import { confirmDelete } from '../../sys/shared/confirm';

const EDIT = 'chat:setting:edit';
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
            columns={[
              { title: t('autoChat.name'), dataIndex: 'name' },
              {
                title: t('autoChat.type'),
                dataIndex: 'type',
                render: (v: ContactMemberView['type']) => <Tag bordered={false}>{t(`autoChat.types.${v}`)}</Tag>,
              },
              { title: t('autoChat.value'), dataIndex: 'value' },
              { title: t('autoChat.workTime'), dataIndex: 'workTime' },
              {
                title: t('adminCommon.status'),
                dataIndex: 'enabled',
                render: (v: boolean) => (v ? <Tag color="success">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>),
              },
              ...(canEdit
                ? [
                    {
                      title: t('common.actions'),
                      key: 'op',
                      width: 110,
                      render: (_: unknown, r: ContactMemberView) => (
                        <Space size={12}>
                          <Typography.Link onClick={() => setForm({ open: true, row: r })}>{t('common.edit')}</Typography.Link>
                          <Typography.Link type="danger" onClick={() => remove(r)}>
                            {t('common.delete')}
                          </Typography.Link>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
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
        <ProFormText
          name="name"
          label={t('autoChat.name')}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.name') }) }, { max: 30 }]}
        />
        <ProFormSelect
          name="type"
          label={t('autoChat.type')}
          options={CONTACT_TYPES.map((v) => ({ value: v, label: t(`autoChat.types.${v}`) }))}
          rules={[{ required: true }]}
        />
        <ProFormText
          name="value"
          label={t('autoChat.value')}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.value') }) }, { max: 100 }]}
        />
        <ProFormText name="workTime" label={t('autoChat.workTime')} rules={[{ max: 50 }]} />
        <Space size={32}>
          <ProFormSwitch name="enabled" label={t('adminCommon.enabled')} />
          <ProFormDigit name="sortOrder" label={t('adminCommon.sortOrder')} min={-9999} max={9999} />
        </Space>
      </ModalForm>
    </Row>
  );
}
