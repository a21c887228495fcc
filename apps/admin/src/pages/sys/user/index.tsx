import { ExportOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { ResetPassResult, UserQuery, UserView } from '@zhiyuan/shared';
import { App, Button, Space, Typography } from 'antd';
import type { Key } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { deleteUsers, disableUser, enableUser, exportUsersUrl, getUsersByCondition, resetPasswords } from '../../../services/user';
import { userActions, userColumns } from './data';
import { UserForm } from './modules/form';
import { ImportModal } from './modules/import-modal';
import { ResetResultModal } from './modules/reset-result';

type FormState = { open: false } | { open: true; user?: UserView };

/** The .xlsx of the filtered list, downloaded through a link (the token rides in the query). */
function downloadExport(query: UserQuery) {
  const link = document.createElement('a');
  link.href = exportUsersUrl(query);
  link.rel = 'noopener';
  link.click();
}

/** 用户管理: search, add / edit, enable / disable, delete and reset passwords. */
export default function UserPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  const [selected, setSelected] = useState<UserView[]>([]);
  const [resetResult, setResetResult] = useState<ResetPassResult[] | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  /** The filters of the last search, so 导出 exports what the table shows. */
  const lastQuery = useRef<UserQuery>({});

  const reload = () => actionRef.current?.reload();

  const confirmDelete = (users: UserView[]) => {
    modal.confirm({
      title: t('user.deleteConfirmTitle'),
      content: users.length === 1 ? t('user.deleteOneConfirm', { name: users[0].username }) : t('user.deleteConfirm', { count: users.length }),
      okButtonProps: { danger: true },
      okText: t('common.delete'),
      onOk: async () => {
        await deleteUsers(users.map((u) => u.id));
        void message.success(t('user.deleted'));
        setSelected([]);
        actionRef.current?.clearSelected?.();
        reload();
      },
    });
  };

  const confirmReset = (users: UserView[]) => {
    modal.confirm({
      title: t('user.resetConfirmTitle'),
      content: t('user.resetConfirm', { count: users.length }),
      onOk: async () => {
        setResetResult(await resetPasswords(users.map((u) => u.id)));
      },
    });
  };

  const setStatus = async (user: UserView, enable: boolean) => {
    try {
      await (enable ? enableUser(user.id) : disableUser(user.id));
    } catch {
      return; // message already shown
    }
    void message.success(enable ? t('user.enabled') : t('user.disabled'));
    reload();
  };

  const columns = useMemo(
    () =>
      userColumns(
        t,
        userActions(t, {
          edit: (user) => setForm({ open: true, user }),
          setStatus,
          resetPass: (user) => confirmReset([user]),
          remove: (user) => confirmDelete([user]),
        }),
      ),
    [t], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const selectable = access.can(['delete', 'resetPass']);

  return (
    <div data-testid="user-table" className="user-page">
      <ProTable<UserView, UserQuery & { current?: number }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('user.listTitle')}
        cardBordered={false}
        dateFormatter="string"
        scroll={{ x: 1500 }}
        search={{ labelWidth: 'auto', defaultCollapsed: true }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, showQuickJumper: true }}
        options={{ density: true, fullScreen: true, reload: true, setting: true }}
        request={async (params, sort) => {
          const { current, pageSize, ...filters } = params;
          const [sortField, sortOrder] = Object.entries(sort ?? {}).find(([, order]) => order) ?? [];
          lastQuery.current = filters as UserQuery;
          try {
            const page = await getUsersByCondition({
              ...filters,
              pageNumber: current ?? 1,
              pageSize: pageSize ?? 10,
              ...(sortField ? { sort: sortField, order: sortOrder === 'ascend' ? 'asc' : 'desc' } : {}),
            });
            return { data: page.content, total: page.totalElements, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected.map((u) => u.id),
                onChange: (_keys: Key[], rows: UserView[]) => setSelected(rows),
              }
            : false
        }
        tableAlertRender={({ selectedRowKeys, onCleanSelected }) => (
          <Space size={16}>
            <span>{t('user.selected', { count: selectedRowKeys.length })}</span>
            <Typography.Link onClick={onCleanSelected}>{t('user.clearSelection')}</Typography.Link>
          </Space>
        )}
        tableAlertOptionRender={() => (
          <Space size={16}>
            <HasPerm value="resetPass">
              <Typography.Link onClick={() => confirmReset(selected)} data-testid="user-batch-reset">
                {t('user.batchResetPass')}
              </Typography.Link>
            </HasPerm>
            <HasPerm value="delete">
              <Typography.Link type="danger" onClick={() => confirmDelete(selected)} data-testid="user-batch-delete">
                {t('user.batchDelete')}
              </Typography.Link>
            </HasPerm>
          </Space>
        )}
        toolBarRender={() => [
          <HasPerm key="import" value="sys:user:import">
            <Button icon={<ImportOutlined />} onClick={() => setImportOpen(true)} data-testid="user-import-button">
              {t('userx.import')}
            </Button>
          </HasPerm>,
          <HasPerm key="export" value="sys:user:export">
            <Button icon={<ExportOutlined />} onClick={() => downloadExport(lastQuery.current)} data-testid="user-export-button">
              {t('userx.export')}
            </Button>
          </HasPerm>,
          <HasPerm key="add" value="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="user-add-button">
              {t('user.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <UserForm open={form.open} user={form.open ? form.user : undefined} onClose={() => setForm({ open: false })} onSaved={reload} />
      <ResetResultModal result={resetResult} onClose={() => setResetResult(null)} />
      <ImportModal
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={(report) => {
          reload();
          if (report.passwords.length) setResetResult(report.passwords);
        }}
      />
    </div>
  );
}
