import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { OpenClientSaved, OpenClientView } from '@zhiyuan/shared';
import { Alert, App, Button, Descriptions, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { deleteClients, getClients, regenerateClientSecret, saveClient, setClientEnabled, updateClient, type ClientBody } from '../../../services/client';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { clientActions, clientColumns, clientFormFields, CODES, redirectLines } from './data';

type ClientForm = { open: false } | { open: true; row?: OpenClientView };
interface FormValues {
  name: string;
  logo?: string;
  homeUri?: string;
  redirectUris: string;
  scopes?: string[];
  public?: boolean;
  autoApprove?: boolean;
}

const bodyOf = (v: FormValues): ClientBody => ({
  name: v.name.trim(),
  logo: v.logo?.trim() || undefined,
  homeUri: v.homeUri?.trim() || undefined,
  redirectUris: redirectLines(v.redirectUris),
  scopes: v.scopes?.length ? v.scopes : ['openid'],
  public: Boolean(v.public),
  autoApprove: Boolean(v.autoApprove),
});

/**
 * 接入网站管理: the sites that sign their users in with 志愿通 accounts (single sign-on). A
 * confidential site's secret is shown once, when it is made or made again; disabling a site
 * ends its sign-ins and revokes its tokens.
 */
export default function ClientPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<ClientForm>({ open: false });
  const [selected, setSelected] = useState<OpenClientView[]>([]);

  /** The secret, shown this once. */
  const showSecret = (saved: OpenClientSaved) => {
    if (!saved.secret) return;
    modal.info({
      title: t('openClient.secretTitle'),
      width: 560,
      content: (
        <div data-testid="client-secret-dialog">
          <Alert type="warning" showIcon message={t('openClient.secretOnce')} style={{ margin: '8px 0 12px' }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="client_id">
              <Typography.Text copyable>{saved.client.id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="client_secret">
              <Typography.Text copyable code data-testid="client-secret">
                {saved.secret}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </div>
      ),
    });
  };

  const remove = (rows: OpenClientView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.name), thing: t('openClient.thing') }, async () => {
      await deleteClients(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns = clientColumns(
    t,
    clientActions(t, {
      edit: (row) => setForm({ open: true, row }),
      regenerate: async (row) => {
        showSecret(await regenerateClientSecret(row.id));
        actionRef.current?.reload();
      },
      toggle: async (row) => {
        await setClientEnabled(row.id, row.status !== 0);
        void message.success(t('adminCommon.saved'));
        actionRef.current?.reload();
      },
      remove: (row) => remove([row]),
    }),
  );

  const row = form.open ? form.row : undefined;
  return (
    <div data-testid="client-page">
      <Alert type="info" showIcon message={t('openClient.tip')} style={{ marginBottom: 16 }} />
      <ProTable<OpenClientView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('openClient.title')}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        scroll={{ x: 1500 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getClients)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)} data-testid="client-batch-delete">
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="client-add">
              {t('openClient.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<FormValues>
        key={form.open ? (row?.id ?? 'new') : 'closed'}
        title={row ? t('openClient.edit') : t('openClient.add')}
        open={form.open}
        width={560}
        initialValues={
          row ? { ...row, redirectUris: row.redirectUris.join('\n') } : { scopes: ['openid', 'profile'], public: false, autoApprove: false, redirectUris: '' }
        }
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        onFinish={async (v) => {
          let saved: OpenClientSaved;
          try {
            saved = row ? await updateClient(row.id, bodyOf(v)) : await saveClient(bodyOf(v));
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          actionRef.current?.reload();
          showSecret(saved);
          return true;
        }}
      >
        {renderFormFields(clientFormFields(t))}
      </ModalForm>
    </div>
  );
}
