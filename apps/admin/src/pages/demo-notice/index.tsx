import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { DemoNoticeSave, DemoNoticeView } from '@zhiyuan/shared/contracts/demo-notice';
import { App, Button, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../access';
import { renderFormFields } from '../../components/form-fields';
import { getDictByType } from '../../services/dict';
import { http } from '../../services/http';
import { addDemoNotice, deleteDemoNotices, editDemoNotice, getDemoNotices } from '../../services/demo-notice';
import { confirmDelete } from '../sys/shared/confirm';
import { pagedRequest } from '../sys/table';
import { CODES, demoNoticeActions, demoNoticeColumns, demoNoticeFormFields, DIALOG_WIDTH, type FieldOptions, OPTION_SOURCES, THING } from './data';

type Dialog = { open: false } | { open: true; row?: DemoNoticeView };

/** Each select and radio's options: a dictionary's entries, or the items of a custom call (value or id, title or name). */
async function loadOptions(): Promise<FieldOptions> {
  type Item = { id?: unknown; value?: unknown; title?: unknown; name?: unknown };
  const entries = await Promise.all(
    Object.entries(OPTION_SOURCES).map(async ([name, source]) => {
      try {
        if (source.dictType) return [name, (await getDictByType(source.dictType)).map((d) => ({ value: d.value, label: d.title }))];
        const items = await http.get<Item[]>(source.customUrl ?? '', undefined, { silent: true });
        return [name, items.map((i) => ({ value: String(i.value ?? i.id ?? ''), label: String(i.title ?? i.name ?? i.value ?? i.id ?? '') }))];
      } catch {
        return [name, []];
      }
    }),
  );
  return Object.fromEntries(entries) as FieldOptions;
}

/** demoNotice (代码生成): search, add, edit, batch delete. */
export default function DemoNoticePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const [selected, setSelected] = useState<DemoNoticeView[]>([]);
  const [options, setOptions] = useState<FieldOptions>({});
  useEffect(() => {
    void loadOptions().then(setOptions);
  }, []);

  const remove = (rows: DemoNoticeView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => String(r.title ?? r.id)), thing: THING }, async () => {
      await deleteDemoNotices(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns = demoNoticeColumns(t, demoNoticeActions(t, { edit: (row) => setDialog({ open: true, row }), remove: (row) => remove([row]) }), options);
  const editing = dialog.open && !!dialog.row;

  return (
    <div data-testid="demo-notice-page">
      <ProTable<DemoNoticeView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={THING}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(getDemoNotices)}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)} data-testid="demo-notice-batch-delete">
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })} data-testid="demo-notice-add">
              {t('common.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<DemoNoticeSave>
        key={dialog.open ? (dialog.row?.id ?? 'new') : 'closed'}
        title={editing ? t('common.edit') : t('common.add')}
        open={dialog.open}
        width={DIALOG_WIDTH}
        initialValues={dialog.open && dialog.row ? (dialog.row as Partial<DemoNoticeSave>) : {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDialog({ open: false }) }}
        onFinish={async (values) => {
          try {
            if (dialog.open && dialog.row) await editDemoNotice(dialog.row.id, values);
            else await addDemoNotice(values);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setDialog({ open: false });
          actionRef.current?.reload();
          return true;
        }}
      >
        {renderFormFields(demoNoticeFormFields(t, options, editing))}
      </ModalForm>
    </div>
  );
}
