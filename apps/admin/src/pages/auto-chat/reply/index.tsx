import { DislikeOutlined, LikeOutlined, PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { AutoChatView } from '@zhiyuan/shared';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { deleteAutoChats, getAutoChats, saveAutoChat, updateAutoChat, type AutoChatBody } from '../../../services/chat';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest, valueEnum } from '../../sys/table';

const CODES = { add: 'chat:reply:add', edit: 'chat:reply:edit', delete: 'chat:reply:delete' } as const;
type ReplyForm = { open: false } | { open: true; row?: AutoChatView };

/** The answer's words without its markup, for the list (never rendered as HTML here). */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** 自动回复配置: the questions and answers the site's chat widget answers from. */
export default function AutoChatReplyPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<ReplyForm>({ open: false });
  const [selected, setSelected] = useState<AutoChatView[]>([]);
  const stateOptions = [
    { value: 'true', label: t('adminCommon.enabled'), status: 'Success' },
    { value: 'false', label: t('adminCommon.disabled'), status: 'Default' },
  ];

  const remove = (rows: AutoChatView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing: t('autoChat.thing') }, async () => {
      await deleteAutoChats(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns: ProColumns<AutoChatView>[] = [
    {
      title: t('autoChat.question'),
      dataIndex: 'title',
      width: 260,
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240, fontSize: 12 }}>
            {plainText(r.content)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('autoChat.category'),
      dataIndex: 'category',
      width: 90,
      render: (_, r) =>
        r.category ? (
          <Tag bordered={false} color="blue">
            {r.category}
          </Tag>
        ) : (
          '-'
        ),
    },
    { title: t('autoChat.keywords'), dataIndex: 'keywords', search: false, ellipsis: true },
    { title: t('autoChat.synonyms'), dataIndex: 'synonyms', search: false, ellipsis: true },
    {
      title: t('adminCommon.status'),
      dataIndex: 'enabled',
      width: 90,
      valueType: 'select',
      valueEnum: valueEnum(stateOptions),
      render: (_, r) => (r.enabled ? <Tag color="success">{t('adminCommon.enabled')}</Tag> : <Tag>{t('adminCommon.disabled')}</Tag>),
    },
    {
      title: t('autoChat.helpful'),
      dataIndex: 'goodCount',
      search: false,
      width: 100,
      render: (_, r) => (
        <Space size={10}>
          <span>
            <LikeOutlined /> {r.goodCount}
          </span>
          <span>
            <DislikeOutlined /> {r.badCount}
          </span>
        </Space>
      ),
    },
    { title: t('adminCommon.sortOrder'), dataIndex: 'sortOrder', search: false, width: 70 },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 120,
      fixed: 'right',
      render: (_, r) => (
        <Space size={12}>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setForm({ open: true, row: r })}>{t('common.edit')}</Typography.Link>
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
        <ProFormText
          name="title"
          label={t('autoChat.question')}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.question') }) }, { max: 200 }]}
        />
        <ProFormTextArea
          name="content"
          label={t('autoChat.answer')}
          tooltip={t('autoChat.answerTip')}
          fieldProps={{ rows: 5 }}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('autoChat.answer') }) }, { max: 20000 }]}
        />
        <ProFormText name="category" label={t('autoChat.category')} rules={[{ max: 50 }]} />
        <ProFormText name="keywords" label={t('autoChat.keywords')} tooltip={t('autoChat.wordsTip')} rules={[{ max: 500 }]} />
        <ProFormText name="synonyms" label={t('autoChat.synonyms')} tooltip={t('autoChat.wordsTip')} rules={[{ max: 500 }]} />
        <Space size={32}>
          <ProFormSwitch name="enabled" label={t('adminCommon.enabled')} />
          <ProFormDigit name="sortOrder" label={t('adminCommon.sortOrder')} min={-9999} max={9999} />
        </Space>
      </ModalForm>
    </div>
  );
}
