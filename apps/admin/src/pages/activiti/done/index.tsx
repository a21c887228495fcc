import { ProTable, type ActionType } from '@ant-design/pro-components';
import type { ActDoneView } from '@zhiyuan/shared';
import { App, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { deleteDoneTasks, getDoneTasks } from '../../../services/workflow';
import { confirmDelete } from '../../sys/shared/confirm';
import { pagedRequest } from '../../sys/table';
import { HistoryDialog } from '../shared/history';
import { CODES, doneActions, doneColumns } from './data';

/** 我的已办: the tasks I passed, sent back or delegated, with what I said. */
export default function DonePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [historyOf, setHistoryOf] = useState<ActDoneView | null>(null);
  const [selected, setSelected] = useState<ActDoneView[]>([]);

  const remove = async (rows: ActDoneView[]) => {
    await deleteDoneTasks(rows.map((r) => r.id));
    void message.success(t('adminCommon.deleted'));
    setSelected([]);
    actionRef.current?.reload();
  };

  return (
    <div data-testid="act-done-page">
      <div data-testid="done-page">
        <ProTable<ActDoneView>
          rowKey="id"
          actionRef={actionRef}
          headerTitle={t('workflow.done.listTitle')}
          columns={doneColumns(t, doneActions(t, { history: setHistoryOf, remove: (r) => remove([r]) }))}
          cardBordered={false}
          search={{ labelWidth: 'auto' }}
          pagination={{ defaultPageSize: 10, showSizeChanger: true }}
          scroll={{ x: 1150 }}
          request={pagedRequest(getDoneTasks)}
          rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
          tableAlertOptionRender={() => (
            <Typography.Link
              type="danger"
              onClick={() =>
                confirmDelete(
                  modal,
                  t,
                  { names: selected.map((r) => `${r.businessTitle || r.processName} · ${r.name}`), thing: t('workflow.done.thing') },
                  () => remove(selected),
                )
              }
            >
              {t('adminCommon.batchDelete')}
            </Typography.Link>
          )}
        />
        <HistoryDialog
          procInstId={historyOf?.procInstId ?? null}
          title={historyOf?.businessTitle || historyOf?.processName}
          onClose={() => setHistoryOf(null)}
        />
      </div>
    </div>
  );
}
