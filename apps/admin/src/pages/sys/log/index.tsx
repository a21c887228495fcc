import { ClearOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import { LOG_TYPES, type LogView } from '@zhiyuan/shared';
import { App, Button, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { clearLogs, deleteLogs, getLogsByPage } from '../../../services/log';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { CODES, logColumns } from './data';

function LogTable({ type }: { type: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<LogView[]>([]);
  const login = type === LOG_TYPES.LOGIN;

  const columns = logColumns(t, login);

  const clearAll = () =>
    modal.confirm({
      title: t('log.clearTitle'),
      content: t('log.clearConfirm'),
      okText: t('log.clear'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'log-clear-ok' } as object) },
      onOk: async () => {
        await clearLogs();
        void message.success(t('log.cleared'));
        actionRef.current?.reloadAndRest?.();
      },
    });

  return (
    <ProTable<LogView>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      cardBordered={false}
      dateFormatter="string"
      params={{ type }}
      scroll={{ x: login ? 1100 : 1700 }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      request={pagedRequest(getLogsByPage)}
      rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
      tableAlertOptionRender={() => (
        <Typography.Link
          type="danger"
          data-testid="log-delete-selected"
          onClick={() =>
            confirmDelete(modal, t, { names: selected.map((r) => r.name), thing: t('log.thing') }, async () => {
              await deleteLogs(selected.map((r) => r.id));
              void message.success(t('adminCommon.deleted'));
              setSelected([]);
              actionRef.current?.reload();
            })
          }
        >
          {t('adminCommon.batchDelete')}
        </Typography.Link>
      )}
      toolBarRender={() => [
        <HasPerm key="clear" value={CODES.clear}>
          <Button danger icon={<ClearOutlined />} onClick={clearAll} data-testid="log-clear">
            {t('log.clear')}
          </Button>
        </HasPerm>,
      ]}
    />
  );
}

/** 日志管理: login log (successes and failures with the reason) and operation log (every admin write). */
export default function LogPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(String(LOG_TYPES.LOGIN));
  return (
    <div data-testid="log-page" className="card-tabs">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: String(LOG_TYPES.LOGIN), label: <span data-testid="log-tab-login">{t('log.loginTab')}</span>, children: <LogTable type={LOG_TYPES.LOGIN} /> },
          {
            key: String(LOG_TYPES.OPERATION),
            label: <span data-testid="log-tab-operation">{t('log.operationTab')}</span>,
            children: <LogTable type={LOG_TYPES.OPERATION} />,
          },
        ]}
      />
    </div>
  );
}
