import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { OnlineUserView } from '@zhiyuan/shared';
import { App, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { getOnlineUsers, kickOut } from '../../../services/online';
import { pagedRequest } from '../table';
import { CODES, onlineActions, onlineColumns } from './data';

/** 在线用户: live sessions with user, IP, device and last activity; kick-out ends a session at once. */
export default function OnlineUserPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<OnlineUserView[]>([]);

  const kick = async (rows: OnlineUserView[]) => {
    await kickOut(rows.map((r) => r.id));
    void message.success(t('online.kicked', { count: rows.length }));
    setSelected([]);
    actionRef.current?.reload();
  };

  const columns = onlineColumns(t, onlineActions(t, { kick: (row) => kick([row]) }));

  return (
    <div data-testid="online-page">
      <ProTable<OnlineUserView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('online.title')}
        cardBordered={false}
        scroll={{ x: 1100 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getOnlineUsers)}
        rowSelection={
          access.can(CODES.logout)
            ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows), getCheckboxProps: (r) => ({ disabled: r.current }) }
            : false
        }
        tableAlertOptionRender={() => (
          <Typography.Link
            type="danger"
            onClick={() =>
              modal.confirm({
                title: t('online.kick'),
                content: t('online.kickMany', { count: selected.length }),
                okButtonProps: { danger: true },
                onOk: () => kick(selected),
              })
            }
          >
            {t('online.kickSelected')}
          </Typography.Link>
        )}
      />
    </div>
  );
}
