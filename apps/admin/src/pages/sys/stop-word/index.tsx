import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { StopWordView } from '@zhiyuan/shared';
import { Alert, App, Button, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { deleteStopWords, editStopWord, getStopWords, saveStopWord } from '../../../services/chat';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { CODES, stopWordActions, stopWordColumns, stopWordFormFields } from './data';

type WordForm = { open: false } | { open: true; row?: StopWordView };

/** 敏感词管理: search, add, edit, batch delete; every change reaches the filter of every server at once. */
export default function StopWordPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<WordForm>({ open: false });
  const [selected, setSelected] = useState<StopWordView[]>([]);

  const remove = (rows: StopWordView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => r.title), thing: t('stopWord.thing') }, async () => {
      await deleteStopWords(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns = stopWordColumns(
    t,
    stopWordActions(t, {
      edit: (row) => setForm({ open: true, row }),
      remove: (row) => remove([row]),
    }),
  );

  return (
    <div data-testid="stop-word-page">
      <Alert type="info" showIcon message={t('stopWord.tip')} style={{ marginBottom: 16 }} />
      <ProTable<StopWordView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('stopWord.title')}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getStopWords)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)} data-testid="stop-word-batch-delete">
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })} data-testid="stop-word-add">
              {t('stopWord.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<{ title: string }>
        key={form.open ? (form.row?.id ?? 'new') : 'closed'}
        title={form.open && form.row ? t('stopWord.edit') : t('stopWord.add')}
        open={form.open}
        width={420}
        initialValues={form.open && form.row ? { title: form.row.title } : {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        onFinish={async (v) => {
          try {
            if (form.open && form.row) await editStopWord(form.row.id, v.title.trim());
            else await saveStopWord(v.title.trim());
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          actionRef.current?.reload();
          return true;
        }}
      >
        {renderFormFields(stopWordFormFields(t))}
      </ModalForm>
    </div>
  );
}
