import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import type { Page, PageQuery } from '@zhiyuan/shared';
import { App, Button, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../access';
import { actionColumn, type RowAction } from '../../components/row-actions';
import { strongBaseCodes, type StrongBaseArea } from '../../services/strong-base';
import { confirmDelete } from '../sys/shared/confirm';
import { pagedRequest, valueEnum } from '../sys/table';
import { DeleteExamplesButton } from './shared';

/** The calls a 强基 screen makes (services/strong-base `crud`). */
export interface CrudApi<View, Body> {
  list: (query: PageQuery & Record<string, unknown>) => Promise<Page<View>>;
  add: (body: Body) => Promise<unknown>;
  edit: (id: string, body: Body) => Promise<unknown>;
  remove: (ids: string[]) => Promise<unknown>;
}

export interface CrudPageProps<View extends { id: string; isExample: boolean }, Body extends object> {
  /** Names the texts (strongBase.<area>.title / empty / add / edit / thing), the permissions and the test ids (qj-<area>-…). */
  area: StrongBaseArea;
  api: CrudApi<View, Body>;
  /** The area's own columns; `openForm(row)` opens a row in the dialog. The 示例 filter and the row actions follow them. */
  columns: (openForm: (row: View) => void) => ProColumns<View>[];
  /** A row as the delete confirmation names it. */
  rowName: (row: View) => string;
  scrollX: number;
  formWidth: number;
  /** A new row's first values. */
  newValues: Body;
  /** The form's values → the body sent (empty fields to null and the like). */
  toBody: (values: Body) => Body;
  /** Above the table. */
  banner?: ReactNode;
  /** The dialog's fields. */
  children: ReactNode;
}

type FormState<View> = { open: false } | { open: true; row?: View };

/**
 * One 强基 admin screen: the paged list with its 示例 filter, row edit / delete, batch delete (when
 * the user may delete), 删除全部示例 and 新增 in the toolbar, and the add / edit dialog (read-only for a
 * row the user may not edit) that saves, says 已保存 and reloads the list.
 */
export function CrudPage<View extends { id: string; isExample: boolean }, Body extends object>(props: CrudPageProps<View, Body>) {
  const { area, api, rowName } = props;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const codes = strongBaseCodes(area);
  const actionRef = useRef<ActionType>(null);
  const [form, setForm] = useState<FormState<View>>({ open: false });
  const [selected, setSelected] = useState<View[]>([]);
  const openForm = (row?: View) => setForm({ open: true, row });
  const reload = () => {
    setSelected([]);
    actionRef.current?.clearSelected?.();
    actionRef.current?.reload();
  };
  const remove = (rows: View[]) =>
    confirmDelete(modal, t, { names: rows.map(rowName), thing: t(`strongBase.${area}.thing`) }, async () => {
      await api.remove(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      reload();
    });
  const yesNo = [
    { value: 'true', label: t('common.yes') },
    { value: 'false', label: t('common.no') },
  ];

  const actions: RowAction<View>[] = [
    { key: 'edit', label: t('common.edit'), perm: codes.edit, onClick: openForm, testId: `qj-${area}-edit` },
    { key: 'delete', label: t('common.delete'), perm: codes.delete, tone: 'danger', onClick: (r) => remove([r]), testId: `qj-${area}-delete` },
  ];
  const columns: ProColumns<View>[] = [
    ...props.columns(openForm),
    { title: t('strongBase.example'), dataIndex: 'isExample', hideInTable: true, valueType: 'select', valueEnum: valueEnum(yesNo) },
    actionColumn(t, actions, { width: 120, fixed: 'right', size: 10 }),
  ];

  const editing = form.open ? form.row : undefined;
  return (
    <div data-testid={`qj-${area}-page`}>
      {props.banner}
      <ProTable<View>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t(`strongBase.${area}.title`)}
        cardBordered={false}
        scroll={{ x: props.scrollX }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(api.list)}
        locale={{ emptyText: t(`strongBase.${area}.empty`) }}
        rowSelection={access.can(codes.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)}>
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <DeleteExamplesButton key="examples" area={area} onDone={reload} />,
          <HasPerm key="add" value={codes.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm()} data-testid={`qj-${area}-add`}>
              {t(`strongBase.${area}.add`)}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<Body>
        key={form.open ? (editing?.id ?? 'new') : 'closed'}
        title={editing ? t(`strongBase.${area}.edit`) : t(`strongBase.${area}.add`)}
        open={form.open}
        width={props.formWidth}
        initialValues={editing ?? props.newValues}
        modalProps={{ destroyOnHidden: true, onCancel: () => setForm({ open: false }) }}
        readonly={!!editing && !access.can(codes.edit)}
        onFinish={async (v) => {
          const body = props.toBody(v);
          try {
            if (editing) await api.edit(editing.id, body);
            else await api.add(body);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setForm({ open: false });
          reload();
          return true;
        }}
      >
        {props.children}
      </ModalForm>
    </div>
  );
}
