import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { AutoChatView } from '@zhiyuan/shared';
import { App, Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { deleteAutoChats, getAutoChats, saveAutoChat, updateAutoChat, type AutoChatBody } from '../../../services/chat';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { CODES, replyActions, replyColumns, replyFormFields } from './data';

type ReplyForm = { open: false } | { open: true; row?: AutoChatView };

/** 自动回复配置: the questions and answers the site's chat widget answers from. */
export default function AutoChatReplyPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<ReplyForm>({ open: false });
  const [selected, setSelected] = useState<AutoChatView[]>([]);

  const remove = (rows: AutoChatView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing: t('autoChat.thing') }, async () => {
      await deleteAutoChats(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns = replyColumns(
    t,
    replyActions(t, {
      edit: (row) => setForm({ open: true, row }),
      remove: (row) => remove([row]),
    }),
  );

  return (
    <div data-testid="auto-chat-reply-page">
      <ProTable<AutoChatView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('autoChat.replies')}
        cardBordered={false}
        scroll={{ x: 1000 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getAutoChats)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)}>
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="auto-chat-add">
              {t('autoChat.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<AutoChatBody>
        key={form.open ? (form.row?.id ?? 'new') : 'closed'}
        title={form.open && form.row ? t('autoChat.edit') : t('autoChat.add')}
        open={form.open}
        width={600}
        initialValues={form.open && form.row ? form.row : { enabled: true, sortOrder: 0 }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        onFinish={async (v) => {
          const body: AutoChatBody = {
            title: v.title.trim(),
            content: v.content.trim(),
            category: v.category?.trim() ?? '',
            keywords: v.keywords ?? '',
            synonyms: v.synonyms ?? '',
            enabled: v.enabled ?? true,
            sortOrder: v.sortOrder ?? 0,
          };
          try {
            if (form.open && form.row) await updateAutoChat({ ...body, id: form.row.id });
            else await saveAutoChat(body);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          actionRef.current?.reload();
          return true;
        }}
      >
        {renderFormFields(replyFormFields(t))}
      </ModalForm>
    </div>
  );
}
